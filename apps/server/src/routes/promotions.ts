import fastifyMultipart from '@fastify/multipart';
import { languageSchema, ok, PROMOTION_CATEGORIES, promotionActionSchema } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { APPLICATION_LIMITS } from '@lobby/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../http/request-context';
import { parsePayload } from '../http/request-body';
import { memberOf, viewerOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import { AppError } from '../errors';
import type { MerchantDirectory } from '../services/merchants';
import type { PromotionsService, UploadedImage } from '../services/promotions-service';
import type { RateLimiter } from '../services/rate-limit';

interface Deps {
  promotions: PromotionsService;
  accounts: AccountsService;
  merchants: MerchantDirectory;
  limits: RateLimiter;
}

const listQuerySchema = z.object({ language: languageSchema.optional() });
const applyFieldsSchema = z.object({ promotionId: promotionActionSchema.shape.promotionId, remark: z.string().max(1024).default('') });

/**
 * Reads an application's multipart body: its fields and at most three images, each cut off past
 * 5 MB. Anything beyond the limits (a fourth file, a bigger one, stray parts) is `upload.invalid`.
 */
async function readApplication(request: FastifyRequest): Promise<{ fields: Record<string, string>; images: UploadedImage[] }> {
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
export async function promotionRoutes(app: FastifyInstance, deps: Deps) {
  app.get(PATHS.promotionCategories, async () => ok([...PROMOTION_CATEGORIES]));

  app.withTypeProvider<ZodTypeProvider>().get(PATHS.promotions, { schema: { querystring: listQuerySchema } }, async (request) => {
    const ctx = await requestContext(request, deps.merchants, { language: request.query.language });
    const viewer = await viewerOf(request, deps.accounts, ctx.merchant);
    return ok(await deps.promotions.list(ctx.merchant, ctx.language, viewer?.member ?? null));
  });

  app.post(PATHS.joinPromotion, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    const { promotionId } = parsePayload(promotionActionSchema, request.body);
    await deps.promotions.join(ctx.merchant, member, promotionId);
    return ok(null);
  });

  app.post(PATHS.claimPromotion, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    const { promotionId } = parsePayload(promotionActionSchema, request.body);
    return ok(await deps.promotions.claim(ctx.merchant, member, promotionId));
  });

  // Multipart only here, with the application's own limits.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: APPLICATION_LIMITS.imageMaxBytes, files: APPLICATION_LIMITS.maxImages, fields: 4, fieldSize: 2048, parts: 8 },
    });
    scope.post(PATHS.applyPromotion, async (request) => {
      const ctx = await requestContext(request, deps.merchants);
      // Who asks first: a stranger's upload is not read at all.
      const member = await memberOf(request, deps.accounts, ctx.merchant);
      if (!request.isMultipart()) throw new AppError('upload.invalid');
      // Up to 15 MB each: a member sends some an hour, not a stream.
      await deps.limits.hit(`apply:${member.id}`, 30, 3600);
      const { fields, images } = await readApplication(request);
      const { promotionId, remark } = parsePayload(applyFieldsSchema, fields);
      await deps.promotions.apply(ctx.merchant, member, promotionId, remark, images);
      return ok(null);
    });
  });
}
