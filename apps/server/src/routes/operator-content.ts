import { randomUUID } from 'node:crypto';
import { ok } from '@lobby/contract';
import {
  OPERATOR_PATHS,
  opsAnnouncementSchema,
  opsContentSchema,
  opsInboxSchema,
  opsPromotionReviewSchema,
  opsSettleSchema,
  opsWhitelabelSchema,
} from '@lobby/contract/operator';
import { parseAmount } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
    contracts: ContractService;
  },
) {
  const { gate } = deps;
  const P = OPERATOR_PATHS;
  const memberOf = async (merchantCode: string, name: string) => {
    const member = await deps.accounts.memberByUsername(merchantCode, name);
    if (!member) throw new AppError('request.notFound', 404);
    return member;
  };
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
      const { merchantCode, username: to, ...message } = request.body;
      gate.require(request, 'content', merchantCode);
      const member = to ? await memberOf(merchantCode, to) : undefined;
      const id = `ops-${randomUUID()}`;
      await deps.serviceData.addInbox({ id, merchantCode, memberId: member?.id ?? null, ...message });
      await gate.audit(request, {
        action: 'inbox.sent',
        brand: merchantCode,
        target: id,
        after: { to: to ?? 'every member', ...message },
      });
      return ok({ id });
    });
    ops.post(P.promotions, { schema: { body: opsContentSchema } }, async (request) => {
      const { merchantCode, language, title, content, category } = request.body;
      gate.require(request, 'content', merchantCode);
      const id = `ops-${randomUUID()}`;
      await deps.promotionsData.insert(
        { id, merchantCode, category, startDate: new Date(), endDate: null, noExpiry: true, images: [], sequence: 999 },
        [{ language, title, content }],
      );
      await gate.audit(request, {
        action: 'promotion.published',
        brand: merchantCode,
        target: id,
        after: request.body,
      });
      return ok({ id });
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
    ops.post(P.promotionReview, { schema: { body: opsPromotionReviewSchema } }, async (request) => {
      const input = request.body;
      gate.require(request, 'risk', input.merchantCode);
      const member = await deps.accounts.memberByUsername(input.merchantCode, input.username);
      if (!member) throw new AppError('promotion.state', 409);
      // The schema lets only amounts through, which parseAmount reads; 0.00 pays nothing and is refused.
      const amountMinor = input.amount === undefined ? undefined : (parseAmount(input.amount) ?? 0);
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
