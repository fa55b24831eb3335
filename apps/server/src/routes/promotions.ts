import fastifyMultipart from '@fastify/multipart';
import { ENDPOINTS, PROMOTION_CATEGORIES } from '@lobby/contract';
import { APPLICATION_LIMITS } from '@lobby/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { Serve } from '../http/endpoint-route';
import { parsePayload } from '../http/request-body';
import { contentLanguages } from '../services/content-language';
import type { PromotionsService, UploadedImage } from '../services/promotions-service';
import type { RateLimiter } from '../services/rate-limit';
import type { SettingsService } from '../services/settings-service';

interface Deps {
  promotions: PromotionsService;
  limits: RateLimiter;
  settings: SettingsService;
}

/**
 * Reads an application's multipart body: its fields and at most three images, each cut off past
 * 5 MB. Anything beyond the limits (a fourth file, a bigger one, stray parts) is `upload.invalid`.
 */
async function readApplication(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; images: UploadedImage[] }> {
  const fields: Record<string, string> = {};
  const images: UploadedImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') throw new AppError('upload.invalid');
        images.push({ bytes: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Past a limit (FST_* codes) or a broken body (busboy's own errors: no boundary, a malformed
    // part, an early end): the sender's mistake, never ours.
    throw new AppError('upload.invalid', (error as { statusCode?: number }).statusCode === 413 ? 413 : 400);
  }
  return { fields, images };
}

/**
 * Promotions (spec sections 2 to 5, known-api.md): categories, the list (each with the viewer's
 * status when a member asks), and the member's join, application (multipart) and claim.
 */
export async function promotionRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  serve(app, ENDPOINTS.promotionCategories, () => [...PROMOTION_CATEGORIES]);

  serve(app, ENDPOINTS.promotions, async ({ ctx, member }) =>
    deps.promotions.list(ctx.merchant, await contentLanguages(ctx, deps.settings), member),
  );

  serve(app, ENDPOINTS.joinPromotion, async ({ ctx, member, body }) => {
    await deps.promotions.join(ctx.merchant, member, body.promotionId);
    return null;
  });

  serve(app, ENDPOINTS.claimPromotion, ({ ctx, member, body }) =>
    deps.promotions.claim(ctx.merchant, member, body.promotionId),
  );

  // Multipart only here, with the application's own limits.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: APPLICATION_LIMITS.imageMaxBytes,
        files: APPLICATION_LIMITS.maxImages,
        fields: 4,
        fieldSize: 2048,
        parts: 8,
      },
    });
    // Who asks comes first (serve): a stranger's upload is not read at all.
    serve(scope, ENDPOINTS.applyPromotion, async ({ ctx, member, request }) => {
      if (!request.isMultipart()) throw new AppError('upload.invalid');
      // Up to 15 MB each: a member sends some an hour, not a stream.
      await deps.limits.hit(`apply:${member.id}`, 30, 3600);
      const { fields, images } = await readApplication(request);
      const { promotionId, remark } = parsePayload(ENDPOINTS.applyPromotion.body, fields);
      await deps.promotions.apply(ctx.merchant, member, promotionId, remark, images);
      return null;
    });
  });
}
