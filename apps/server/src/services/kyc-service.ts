import { randomUUID } from 'node:crypto';
import {
  KYC_IMAGE_MAX_BYTES,
  KYC_IMAGE_TYPES,
  KYC_SIDES,
  type KycCase,
  type KycReview,
  type KycSide,
  type KycStatus,
  type KycStatusName,
} from '@lobby/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStore } from '../adapters/file-store';
import type { KycRepo } from '../db/repositories/kyc-repo';
import { AppError } from '../errors';

/** What the bytes are, whatever the file was called or declared: an accepted image type or null. */
export async function imageTypeOf(bytes: Buffer): Promise<(typeof KYC_IMAGE_TYPES)[number] | null> {
  const found = await fileTypeFromBuffer(bytes);
  return KYC_IMAGE_TYPES.find((type) => type === found?.mime) ?? null;
}

/**
 * KYC (issue 23): a member files ID front, back and a selfie; the check is pending once all
 * three are in, until the operator approves it or rejects it with a reason. A brand may require
 * approved KYC before a withdrawal.
 */
export function kycService(repo: KycRepo, files: FileStore) {
  return {
    async status(merchantCode: string, memberId: string): Promise<KycStatus> {
      const [check, documents, requiredForWithdrawal] = await Promise.all([
        repo.check(memberId),
        repo.documents(memberId),
        repo.requiresKyc(merchantCode),
      ]);
      return {
        status: (check?.status as KycStatusName | undefined) ?? 'none',
        reason: check?.status === 'rejected' ? check.reason : null,
        documents: documents.map((d) => ({ side: d.side as KycSide, uploadedAt: d.uploadedAt.toISOString() })),
        requiredForWithdrawal,
      };
    },

    /** Checks the bytes (type by content, size), keeps them in the file store, and files them. */
    async upload(merchantCode: string, memberId: string, side: KycSide, bytes: Buffer): Promise<KycStatus> {
      if (bytes.length > KYC_IMAGE_MAX_BYTES) throw new AppError('kyc.imageSize', 413);
      const mime = bytes.length > 0 ? await imageTypeOf(bytes) : null;
      if (!mime) throw new AppError('kyc.imageType', 415);
      const storageKey = `kyc/${randomUUID()}`;
      await files.put(storageKey, bytes);
      let filed: Awaited<ReturnType<KycRepo['file']>>;
      try {
        filed = await repo.file(merchantCode, { memberId, side, storageKey, mime, sizeBytes: bytes.length }, KYC_SIDES);
      } catch (error) {
        await files.remove(storageKey);
        throw error;
      }
      if (!filed) {
        await files.remove(storageKey);
        throw new AppError('kyc.state', 409);
      }
      if (filed.replacedKey) await files.remove(filed.replacedKey);
      return this.status(merchantCode, memberId);
    },

    /** One document's bytes for its owner or the operator; 404 when there is none. */
    async document(memberId: string, side: KycSide): Promise<{ bytes: Buffer; mime: string }> {
      const row = await repo.document(memberId, side);
      const bytes = row ? await files.get(row.storageKey) : undefined;
      if (!row || !bytes) throw new AppError('request.notFound', 404);
      return { bytes, mime: row.mime };
    },

    /** The operator's read of a document: only of a member of that brand. */
    async brandDocument(
      merchantCode: string,
      memberId: string,
      side: KycSide,
    ): Promise<{ bytes: Buffer; mime: string }> {
      if (!(await repo.isMemberOf(merchantCode, memberId))) throw new AppError('request.notFound', 404);
      return this.document(memberId, side);
    },

    async cases(merchantCode: string, status?: KycStatusName): Promise<KycCase[]> {
      return (await repo.cases(merchantCode, status)).map(({ check, username, sides }) => ({
        memberId: check.memberId,
        username,
        status: check.status as KycStatusName,
        reason: check.reason,
        sides: sides.filter((s): s is KycSide => (KYC_SIDES as readonly string[]).includes(s)),
        submittedAt: check.submittedAt.toISOString(),
        reviewedAt: check.reviewedAt?.toISOString() ?? null,
      }));
    },

    /** Approves or rejects a pending check; anything else (none pending, another brand's) is 409 `kyc.state`. */
    async review(merchantCode: string, memberId: string, review: KycReview): Promise<void> {
      const reason = review.decision === 'rejected' ? review.reason : null;
      if (!(await repo.review(merchantCode, memberId, review.decision, reason))) throw new AppError('kyc.state', 409);
    },

    async setPolicy(merchantCode: string, requireForWithdrawal: boolean): Promise<void> {
      if (!(await repo.brandExists(merchantCode))) throw new AppError('merchant.unknown', 404);
      await repo.setPolicy(merchantCode, requireForWithdrawal);
    },

    /** Before a withdrawal: 'kyc.required' when the brand asks for approved KYC and it is not. */
    async assertMayWithdraw(merchantCode: string, memberId: string): Promise<void> {
      if (!(await repo.requiresKyc(merchantCode))) return;
      if ((await repo.check(memberId))?.status !== 'approved') throw new AppError('kyc.required', 403);
    },
  };
}
export type KycService = ReturnType<typeof kycService>;
