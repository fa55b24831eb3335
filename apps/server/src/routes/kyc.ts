import fastifyMultipart from '@fastify/multipart';
import { ENDPOINTS, KYC_IMAGE_MAX_BYTES } from '@lobby/contract';
import { isTrial } from '@lobby/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { Serve } from '../http/endpoint-route';
import { parsePayload } from '../http/request-body';
import type { KycService } from '../services/kyc-service';
import type { RateLimiter } from '../services/rate-limit';

interface Deps {
  kyc: KycService;
  limits: RateLimiter;
}

/** Reads an upload's `side` field and its one `file`; a bigger file is `kyc.imageSize`, a broken body `request.invalid`. */
async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; bytes: Buffer }> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) throw new AppError('request.invalid');
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Past the size limit (413) or a broken body (busboy's own errors): the sender's mistake.
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('kyc.imageSize', 413);
    throw new AppError('request.invalid');
  }
  if (!bytes) throw new AppError('kyc.imageType', 415);
  return { fields, bytes };
}

/** A private picture: never cached, never sniffed into another type, never framed into a page. */
export function sendPrivateImage(reply: FastifyReply, file: { bytes: Buffer; mime: string }) {
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .type(file.mime)
    .send(file.bytes);
}

/** A member's KYC (issue 23): status, uploads (multipart) and reading one's own documents back. */
export async function kycRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  serve(app, ENDPOINTS.kycStatus, ({ ctx, member }) => deps.kyc.status(ctx.merchant, member.id));

  serve(app, ENDPOINTS.kycDocument, async ({ member, query, reply }) => {
    await sendPrivateImage(reply, await deps.kyc.document(member.id, query.side));
    return null;
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // One byte past the limit is enough to know the file is too large.
      limits: { fileSize: KYC_IMAGE_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 64, parts: 3 },
    });
    // Who asks comes first (serve): a stranger's upload is not read at all.
    serve(scope, ENDPOINTS.kycUpload, async ({ ctx, member, request }) => {
      if (isTrial(member.type)) throw new AppError('feature.unavailable', 403);
      if (!request.isMultipart()) throw new AppError('request.invalid');
      await deps.limits.hit(`kyc:${member.id}`, 30, 3600);
      const { fields, bytes } = await readUpload(request);
      const { side } = parsePayload(ENDPOINTS.kycUpload.body, fields);
      return deps.kyc.upload(ctx.merchant, member.id, side, bytes);
    });
  });
}
