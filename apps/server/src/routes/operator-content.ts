import { randomUUID } from 'node:crypto';
import {
  amountTextSchema,
  AUDIENCES,
  CONTRACT_KINDS,
  INTERFACE_LANGUAGES,
  interfaceLanguageSchema,
  LANGUAGES,
  merchantCodeSchema,
  NOTICE_TYPES,
  ok,
  promotionCategorySchema,
} from '@lobby/contract';
import { OPERATOR_PATHS } from '@lobby/contract/operator';
import { parseAmount } from '@lobby/domain';
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

const brand = { merchantCode: merchantCodeSchema };
const username = z.string().trim().min(1).max(64);

/** An announcement as an operator writes it, HTML and all; it shows from now. */
const announcementSchema = z.strictObject({
  ...brand,
  type: z.enum(NOTICE_TYPES).default('PL'),
  // Any interface language: a brand may write content in Thai, say, beside the platform's three.
  language: interfaceLanguageSchema.default('en'),
  execution: z.enum(AUDIENCES).default('B'),
  title: z.string().trim().min(1).max(200),
  content: z.string().max(100_000),
});

/** An inbox message to one member (by username) or to every member of the brand. */
const inboxSchema = z.strictObject({
  ...brand,
  username: username.optional(),
  language: z.enum(LANGUAGES).default('en'),
  title: z.string().trim().min(1).max(200),
  content: z.string().max(100_000),
});

/** A promotion or a help topic in one language, shown last. */
const contentSchema = z.strictObject({
  ...brand,
  language: interfaceLanguageSchema.default('en'),
  title: z.string().trim().min(1).max(200),
  content: z.string().max(100_000),
  category: promotionCategorySchema.exclude(['all']).default('other_promo'),
  tag: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
});

/** The decision on an application under review; an issue pays `amount` ('100.00'), else the promotion's rule. */
const reviewSchema = z.strictObject({
  ...brand,
  username,
  promotionId: z.string().min(1).max(64),
  decision: z.enum(['issued', 'rejected']),
  note: z.string().max(500).nullable().default(null),
  amount: amountTextSchema.optional(),
});

/** An answer in a member's live chat. */
const chatReplySchema = z.strictObject({ ...brand, username, text: z.string().trim().min(1).max(500) });

/** A brand's feature flags (spec section 6: CBS3, REWCEN3, VIP benefits, referral...), invite popup and languages. */
const whitelabelSchema = z.strictObject({
  ...brand,
  flags: z
    .object({
      CBS3: z.boolean(),
      REWCEN3: z.boolean(),
      vipBenefits: z.boolean(),
      referral: z.boolean(),
      mobileLogin: z.boolean(),
      trialMode: z.boolean(),
      smsHumanCheck: z.boolean(),
    })
    .partial()
    .strict(),
  invitePopup: z.boolean().optional(),
  languages: z.array(interfaceLanguageSchema).min(1).max(INTERFACE_LANGUAGES.length).optional(),
});

/** Settles the contract periods closed by `at` at once (the scheduled job does it every interval). */
const settleSchema = z
  .strictObject({ at: z.iso.datetime().optional(), kind: z.enum(CONTRACT_KINDS).optional() })
  .default({});

/**
 * What the operators write for players: announcements, inbox messages, promotions and help topics
 * (content), the live chat's answers (support), promotion applications' review (risk), a brand's
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
    ops.post(P.announcements, { schema: { body: announcementSchema } }, async (request) => {
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
    ops.post(P.inbox, { schema: { body: inboxSchema } }, async (request) => {
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
    ops.post(P.promotions, { schema: { body: contentSchema } }, async (request) => {
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
    ops.post(P.help, { schema: { body: contentSchema } }, async (request) => {
      const { merchantCode, language, title, content, tag } = request.body;
      gate.require(request, 'content', merchantCode);
      const id = `ops-${randomUUID()}`;
      const entry = { id, merchantCode, language, parentId: null, tag: tag ?? id.slice(0, 40), title, content };
      await deps.help.insert({ ...entry, sequence: 999 });
      await gate.audit(request, { action: 'help.published', brand: merchantCode, target: id, after: entry });
      return ok({ id });
    });
    ops.post(P.promotionReview, { schema: { body: reviewSchema } }, async (request) => {
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
    ops.post(P.chatReply, { schema: { body: chatReplySchema } }, async (request) => {
      const { merchantCode, username: to, text } = request.body;
      gate.require(request, 'support', merchantCode);
      const member = await memberOf(merchantCode, to);
      await deps.service.reply(member.id, text);
      await gate.audit(request, { action: 'chat.replied', brand: merchantCode, target: to, after: { text } });
      return ok(null);
    });
    ops.put(P.whitelabel, { schema: { body: whitelabelSchema } }, async (request) => {
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
    ops.post(P.settle, { schema: { body: settleSchema } }, async (request) => {
      gate.require(request, 'finance', null);
      const { at, kind } = request.body;
      const settled = await deps.contracts.settleDue(at ? new Date(at) : new Date(), kind);
      await gate.audit(request, { action: 'contracts.settled', after: { at: at ?? null, kind: kind ?? null } });
      return ok(settled);
    });
  });
}
