import { randomUUID } from 'node:crypto';
import type { Promotion, PromotionClaim } from '@lobby/contract';
import { contentLanguageOf, type InterfaceLanguage } from '@lobby/contract/constants';
import {
  activityStatus,
  bonusForDeposit,
  isTrial,
  nextActivityAction,
  qualifyingDeposit,
  sniffImageType,
  toMajor,
  validateApplication,
  type ApplicationState,
  type BonusRule,
} from '@lobby/domain';
import type { MemberRow } from '../db/repositories/accounts-repo';
import { bonusAccount, type LedgerRepo } from '../db/repositories/ledger-repo';
import type { PromotionsRepo } from '../db/repositories/promotions-repo';
import { AppError } from '../errors';
import { lookupOrder, type ContentLanguages } from './content-language';
import type { PromotionPictures } from './promotion-pictures';

/** An uploaded image as received: bytes, whatever the client called it. */
export interface UploadedImage {
  bytes: Buffer;
}

/**
 * Promotions (spec sections 2 to 5): the list in the viewer's language with each one's status,
 * and a member's flow: join, apply with a remark and images, then (after the operator issues the
 * bonus) claim it into the wallet. Trial accounts take no part.
 */
export function promotionsService(
  repo: PromotionsRepo,
  ledger: LedgerRepo,
  pictures: PromotionPictures,
  now: () => Date = () => new Date(),
) {
  async function statusOf(member: MemberRow, promotionId: string, merchantCode: string) {
    const promotion = await repo.byId(promotionId);
    if (!promotion || promotion.merchantCode !== merchantCode) throw new AppError('request.notFound', 404);
    const application = await repo.application(member.id, promotionId);
    return activityStatus({
      now: now(),
      startDate: promotion.startDate,
      endDate: promotion.endDate,
      noExpiry: promotion.noExpiry,
      application: (application?.status as ApplicationState | undefined) ?? null,
    });
  }

  /** What a promotion's rule pays a member who joined at `joinedAt` (0 without a rule or a qualifying deposit). */
  async function ruleAmount(rule: BonusRule | null, memberId: string, joinedAt: Date): Promise<number> {
    if (!rule) return 0;
    return bonusForDeposit(
      rule,
      rule.kind === 'match' ? qualifyingDeposit(rule, await ledger.deposits(memberId), joinedAt) : null,
    );
  }

  /** Trial accounts see promotions but may not take part (spec section 6). */
  function realMember(member: MemberRow) {
    if (isTrial(member.type)) throw new AppError('freeplay.rejected', 403);
  }

  /** The brand's promotions, in its order, each with its words in the first language that has them. */
  async function textsIn(merchantCode: string, languages: ContentLanguages) {
    const byId = new Map<
      string,
      Awaited<ReturnType<PromotionsRepo['list']>>[number] & { language: InterfaceLanguage }
    >();
    for (const language of lookupOrder(languages))
      for (const row of await repo.list(merchantCode, language))
        if (!byId.has(row.promotion.id)) byId.set(row.promotion.id, { ...row, language });
    return [...byId.values()].sort(
      (a, b) => a.promotion.sequence - b.promotion.sequence || a.promotion.id.localeCompare(b.promotion.id),
    );
  }

  return {
    /** Each promotion in the reader's language where the brand wrote it in it, else in the brand's fallback. */
    async list(merchantCode: string, languages: ContentLanguages, member: MemberRow | null): Promise<Promotion[]> {
      const rows = await textsIn(merchantCode, languages);
      const applications =
        member && !isTrial(member.type)
          ? await repo.applications(
              member.id,
              rows.map((r) => r.promotion.id),
            )
          : [];
      const byPromotion = new Map(applications.map((a) => [a.promotionId, a]));
      const at = now();
      return Promise.all(
        rows.map(async ({ promotion: p, title, content, language }) => {
          const application = byPromotion.get(p.id);
          return {
            id: p.id,
            title,
            content,
            category: p.category as Promotion['category'],
            startDate: p.startDate.toISOString(),
            endDate: p.endDate?.toISOString() ?? null,
            noExpiry: p.noExpiry ? 1 : 0,
            announcementImages: await pictures.inLanguage(p, title, p.images, contentLanguageOf(language)),
            language,
            status: activityStatus({
              now: at,
              startDate: p.startDate,
              endDate: p.endDate,
              noExpiry: p.noExpiry,
              application: (application?.status as ApplicationState | undefined) ?? null,
            }),
            reviewNote: application?.status === 'rejected' ? (application.reviewNote ?? null) : null,
            bonusAmount: application?.bonusMinor == null ? null : toMajor(application.bonusMinor),
            bonusMinor: application?.bonusMinor ?? null,
          };
        }),
      );
    },

    async join(merchantCode: string, member: MemberRow, promotionId: string): Promise<void> {
      realMember(member);
      const status = await statusOf(member, promotionId, merchantCode);
      if (status === 'inProgress') return;
      if (nextActivityAction(status) !== 'join')
        throw new AppError(
          status === 'comingSoon' || status === 'closed' ? 'promotion.unavailable' : 'promotion.state',
          409,
        );
      await repo.join(member.id, promotionId);
    },

    /** The application: the same rules as the form (spec section 5), on the bytes themselves. */
    async apply(
      merchantCode: string,
      member: MemberRow,
      promotionId: string,
      remark: string,
      images: UploadedImage[],
    ): Promise<void> {
      realMember(member);
      const typed = images.map((i) => ({
        bytes: i.bytes,
        type: sniffImageType(i.bytes) ?? 'unknown',
        size: i.bytes.length,
      }));
      if (validateApplication({ remark, images: typed }).length > 0) throw new AppError('upload.invalid', 400);
      const status = await statusOf(member, promotionId, merchantCode);
      if (nextActivityAction(status) !== 'apply')
        throw new AppError(
          status === 'closed' || status === 'comingSoon' ? 'promotion.unavailable' : 'promotion.state',
          409,
        );
      const stored = typed.map((i) => ({ id: randomUUID(), type: i.type, bytes: i.bytes }));
      if (!(await repo.submit(member.id, promotionId, remark.trim(), stored)))
        throw new AppError('promotion.state', 409);
    },

    /**
     * Credits the issued bonus: the move to claimed and the ledger's credit in one transaction.
     * Concurrent claims queue on the application's row and find it claimed; the key backs that up.
     */
    async claim(merchantCode: string, member: MemberRow, promotionId: string): Promise<PromotionClaim> {
      realMember(member);
      await statusOf(member, promotionId, merchantCode);
      return ledger.transaction(async (tx) => {
        const claimed = await repo.move(member.id, promotionId, ['issued'], 'claimed', {}, tx);
        if (!claimed?.bonusMinor) throw new AppError('promotion.state', 409);
        const posted = await ledger.post(tx, {
          merchantCode,
          memberId: member.id,
          idempotencyKey: `promotion:${promotionId}:${member.id}`,
          kind: 'bonus',
          amountMinor: claimed.bonusMinor,
          counterAccount: bonusAccount(merchantCode),
        });
        return { amountMinor: claimed.bonusMinor, balanceMinor: posted.balanceAfterMinor };
      });
    },

    /**
     * The operator's review of an application under review: reject it with a note, or issue the
     * bonus: the amount given, else what the promotion's rule pays on the member's deposits. An
     * issue of nothing is refused ('wallet.amount'), as is a decision on an application that is
     * not under review ('promotion.state').
     */
    async review(
      merchantCode: string,
      memberId: string,
      promotionId: string,
      decision: 'issued' | 'rejected',
      { note, amountMinor }: { note: string | null; amountMinor?: number },
    ): Promise<void> {
      const promotion = await repo.byId(promotionId);
      if (!promotion || promotion.merchantCode !== merchantCode) throw new AppError('request.notFound', 404);
      const application = await repo.application(memberId, promotionId);
      if (application?.status !== 'applying') throw new AppError('promotion.state', 409);
      let change: { reviewNote: string | null; bonusMinor?: number } = { reviewNote: note };
      if (decision === 'issued') {
        const bonusMinor = amountMinor ?? (await ruleAmount(promotion.bonusRule, memberId, application.createdAt));
        if (bonusMinor <= 0) throw new AppError('wallet.amount');
        change = { reviewNote: null, bonusMinor };
      }
      if (!(await repo.move(memberId, promotionId, ['applying'], decision, change)))
        throw new AppError('promotion.state', 409);
    },
  };
}
export type PromotionsService = ReturnType<typeof promotionsService>;
