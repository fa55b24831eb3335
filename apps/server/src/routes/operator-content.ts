import { randomUUID } from 'node:crypto';
import { merchantCodeSchema, ok } from '@lobby/contract';
import {
  OPERATOR_PATHS,
  opsAnnouncementSchema,
  opsContentSchema,
  opsPromotionSchema,
  helpTopicsQuerySchema,
  type OperatorHelpTopic,
  type OperatorPromotion,
  type OpsBonusRule,
  opsInboxSchema,
  opsPromotionReviewSchema,
  opsSettleSchema,
  opsWhitelabelSchema,
} from '@lobby/contract/operator';
import { parseAmount, type BonusRule } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsRepo } from '../db/repositories/accounts-repo';
import type { AnnouncementsRepo } from '../db/repositories/announcements-repo';
import type { HelpRepo } from '../db/repositories/help-repo';
import type { PromotionsRepo } from '../db/repositories/promotions-repo';
import type { ServiceRepo } from '../db/repositories/service-repo';
import type { SettingsRepo } from '../db/repositories/settings-repo';
import { AppError } from '../errors';
import { operatorScope, type OperatorGate } from '../http/operator-auth';
import type { ContractService } from '../services/contract-service';
import type { CustomerService } from '../services/customer-service';
import type { PromotionsService } from '../services/promotions-service';
import { memberNamed } from './operator-member';

/** An action on one of the brand's items: its id in the path, the brand in the body. */
const idParams = z.object({ id: z.string().min(1).max(64) });
const brandBody = z.strictObject({ merchantCode: merchantCodeSchema });

/**
 * What the operators write for players: announcements, inbox messages, promotions and help topics
 * (content), promotion applications' review (risk), a brand's
 * switches (admin) and settling agents' contracts now (finance over every brand). Each checked
 * against the role in the brand it names, and audited.
 */
export async function operatorContentRoutes(
  app: FastifyInstance,
  deps: {
    gate: OperatorGate;
    announcements: AnnouncementsRepo;
    promotions: PromotionsService;
    accounts: AccountsRepo;
    service: CustomerService;
    serviceData: ServiceRepo;
    promotionsData: PromotionsRepo;
    help: HelpRepo;
    settings: SettingsRepo;
    /** The brand's currency: amounts operators write are read in it. */
    currencyOf: (merchant: string) => Promise<string>;
    contracts: ContractService;
  },
) {
  const { gate } = deps;
  const P = OPERATOR_PATHS;
  const { currencyOf } = deps;
  const memberOf = (merchantCode: string, name: string) => memberNamed(deps.accounts, merchantCode, name);
  await operatorScope(app, gate, (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.post(P.announcements, { schema: { body: opsAnnouncementSchema } }, async (request) => {
      const input = request.body;
      gate.require(request, 'content', input.merchantCode);
      const id = `ops-${randomUUID()}`;
      await deps.announcements.insert({ id, ...input, startDate: new Date(), images: [] });
      await gate.audit(request, {
        action: 'announcement.published',
        brand: input.merchantCode,
        target: id,
        after: input,
      });
      return ok({ id });
    });
    ops.post(P.inbox, { schema: { body: opsInboxSchema } }, async (request) => {
      const { merchantCode, username: to, segment, ...message } = request.body;
      gate.require(request, 'content', merchantCode);
      const id = `ops-${randomUUID()}`;
      let reached: number | null = null;
      if (segment) reached = await deps.serviceData.addInboxToSegment(merchantCode, segment, message);
      else {
        const member = to ? await memberOf(merchantCode, to) : undefined;
        await deps.serviceData.addInbox({ id, merchantCode, memberId: member?.id ?? null, ...message });
      }
      await gate.audit(request, {
        action: 'inbox.sent',
        brand: merchantCode,
        target: segment ? `segment:${segment}` : id,
        after: { to: to ?? segment ?? 'every member', reached, ...message },
      });
      return ok({ id, reached });
    });
    ops.get(P.promotions, { schema: { querystring: z.object({ merchant: merchantCodeSchema }) } }, async (request) => {
      const { merchant } = request.query;
      gate.require(request, 'content', merchant);
      const currency = await currencyOf(merchant);
      const rows = await deps.promotionsData.forBrand(merchant);
      return ok(
        rows.map(({ promotion, titles }): OperatorPromotion => ({
          id: promotion.id,
          category: promotion.category,
          title: titles.en ?? Object.values(titles)[0] ?? promotion.id,
          languages: Object.keys(titles),
          startDate: promotion.startDate.toISOString(),
          endDate: promotion.endDate?.toISOString() ?? null,
          bonusRule: promotion.bonusRule ?? null,
          currency,
        })),
      );
    });
    ops.post(P.promotions, { schema: { body: opsPromotionSchema } }, async (request) => {
      const { merchantCode, language, title, content, category, translations, startDate, endDate } = request.body;
      gate.require(request, 'content', merchantCode);
      const bonusRule = request.body.bonusRule && bonusRuleOf(request.body.bonusRule, await currencyOf(merchantCode));
      const id = `ops-${randomUUID()}`;
      await deps.promotionsData.insert(
        {
          id,
          merchantCode,
          category,
          startDate: startDate ? new Date(startDate) : new Date(),
          endDate: endDate ? new Date(endDate) : null,
          noExpiry: !endDate,
          images: [],
          sequence: 999,
          bonusRule: bonusRule ?? null,
        },
        [{ language, title, content }, ...translations],
      );
      await gate.audit(request, {
        action: 'promotion.published',
        brand: merchantCode,
        target: id,
        after: request.body,
      });
      return ok({ id });
    });
    ops.post(`${P.promotions}/:id/end`, { schema: { params: idParams, body: brandBody } }, async (request) => {
      const { merchantCode } = request.body;
      gate.require(request, 'content', merchantCode);
      if (!(await deps.promotionsData.end(merchantCode, request.params.id, new Date())))
        throw new AppError('request.notFound', 404);
      await gate.audit(request, { action: 'promotion.ended', brand: merchantCode, target: request.params.id });
      return ok(null);
    });
    ops.post(P.help, { schema: { body: opsContentSchema } }, async (request) => {
      const { merchantCode, language, title, content, tag } = request.body;
      gate.require(request, 'content', merchantCode);
      const id = `ops-${randomUUID()}`;
      const entry = { id, merchantCode, language, parentId: null, tag: tag ?? id.slice(0, 40), title, content };
      await deps.help.insert({ ...entry, sequence: 999 });
      await gate.audit(request, { action: 'help.published', brand: merchantCode, target: id, after: entry });
      return ok({ id });
    });
    ops.get(P.help, { schema: { querystring: helpTopicsQuerySchema } }, async (request) => {
      const { merchant, language } = request.query;
      gate.require(request, 'content', merchant);
      const rows = await deps.help.list(merchant, language);
      return ok(rows.map((r): OperatorHelpTopic => ({ id: r.id, parentId: r.parentId, tag: r.tag, title: r.title })));
    });
    ops.post(`${P.help}/:id/remove`, { schema: { params: idParams, body: brandBody } }, async (request) => {
      const { merchantCode } = request.body;
      gate.require(request, 'content', merchantCode);
      const removed = await deps.help.remove(merchantCode, request.params.id);
      if (removed.length === 0) throw new AppError('request.notFound', 404);
      await gate.audit(request, {
        action: 'help.removed',
        brand: merchantCode,
        target: request.params.id,
        before: removed.map((r) => ({ id: r.id, language: r.language, tag: r.tag, title: r.title })),
      });
      return ok(null);
    });
    ops.post(P.promotionReview, { schema: { body: opsPromotionReviewSchema } }, async (request) => {
      const input = request.body;
      gate.require(request, 'risk', input.merchantCode);
      const member = await deps.accounts.memberByUsername(input.merchantCode, input.username);
      if (!member) throw new AppError('promotion.state', 409);
      // The schema lets only amounts through, read in the brand's money; 0.00 (or too many decimals) is refused.
      const amountMinor =
        input.amount === undefined ? undefined : (parseAmount(input.amount, await currencyOf(input.merchantCode)) ?? 0);
      await deps.promotions.review(input.merchantCode, member.id, input.promotionId, input.decision, {
        note: input.note,
        amountMinor,
      });
      await gate.audit(request, {
        action: `promotion.${input.decision}`,
        brand: input.merchantCode,
        target: `${input.username}/${input.promotionId}`,
        after: { note: input.note, amount: input.amount ?? null },
      });
      return ok(null);
    });
    ops.put(P.whitelabel, { schema: { body: opsWhitelabelSchema } }, async (request) => {
      const { merchantCode, flags, invitePopup, languages } = request.body;
      gate.require(request, 'admin', merchantCode);
      if (!(await deps.settings.updateWhitelabel(merchantCode, flags, { invitePopup, languages })))
        throw new AppError('merchant.unknown', 400);
      await gate.audit(request, {
        action: 'brand.switches',
        brand: merchantCode,
        after: { flags, invitePopup, languages },
      });
      return ok(null);
    });
    ops.post(P.settle, { schema: { body: opsSettleSchema } }, async (request) => {
      gate.require(request, 'finance', null);
      const { at, kind } = request.body;
      const settled = await deps.contracts.settleDue(at ? new Date(at) : new Date(), kind);
      await gate.audit(request, { action: 'contracts.settled', after: { at: at ?? null, kind: kind ?? null } });
      return ok(settled);
    });
  });
}

/** A promotion's rule in minor units of the brand's money; an amount it cannot read, or zero, is refused. */
function bonusRuleOf(rule: OpsBonusRule, currency: string): BonusRule {
  const minor = (text: string, field: string, zero = false) => {
    const value = parseAmount(text, currency);
    if (value === null || (!zero && value <= 0))
      throw new AppError('request.invalid', 400, { fields: [`bonusRule.${field}`] });
    return value;
  };
  if (rule.kind === 'fixed') return { kind: 'fixed', amountMinor: minor(rule.amount, 'amount') };
  return {
    kind: 'match',
    percent: rule.percent,
    minDepositMinor: minor(rule.minDeposit, 'minDeposit', true),
    capMinor: minor(rule.cap, 'cap'),
    deposit: rule.deposit,
    ...(rule.days ? { days: rule.days } : {}),
  };
}
