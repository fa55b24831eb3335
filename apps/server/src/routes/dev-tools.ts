// Stands in for the operator's back office (local only, not the platform API): it writes content through the
// repositories directly and keeps its own request schemas out of the contract.
import { randomUUID } from 'node:crypto';
import {
  amountTextSchema,
  AUDIENCES,
  CONTRACT_KINDS,
  INTERFACE_LANGUAGES,
  interfaceLanguageSchema,
  LANGUAGES,
  NOTICE_TYPES,
  ok,
  promotionCategorySchema,
} from '@lobby/contract';
import { parseAmount } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Outbox } from '../adapters/outbox';
import type { AccountsRepo } from '../db/repositories/accounts-repo';
import type { AnnouncementsRepo } from '../db/repositories/announcements-repo';
import type { HelpRepo } from '../db/repositories/help-repo';
import type { PromotionsRepo } from '../db/repositories/promotions-repo';
import type { ServiceRepo } from '../db/repositories/service-repo';
import type { SettingsRepo } from '../db/repositories/settings-repo';
import { AppError } from '../errors';
import { parsePayload } from '../http/request-body';
import type { Captchas } from '../services/captchas';
import type { ContractService } from '../services/contract-service';
import type { CustomerService } from '../services/customer-service';
import type { PromotionsService } from '../services/promotions-service';

/** An announcement as an operator would write it, HTML and all (for trying content locally). */
const devAnnouncementSchema = z.object({
  merchantCode: z.string().default('DEMO'),
  type: z.enum(NOTICE_TYPES).default('PL'),
  // Any interface language: a brand may write content in Thai, say, beside the platform's three.
  language: interfaceLanguageSchema.default('en'),
  execution: z.enum(AUDIENCES).default('B'),
  title: z.string().min(1).max(200),
  content: z.string().max(100_000),
});

/** The operator's decision on an application under review; an issue pays `amount` ('100.00'), else the promotion's rule. */
const devReviewSchema = z.object({
  merchantCode: z.string().default('DEMO'),
  username: z.string().min(1).max(64),
  promotionId: z.string().min(1).max(64),
  decision: z.enum(['issued', 'rejected']),
  note: z.string().max(500).nullable().default(null),
  amount: amountTextSchema.optional(),
});

/** An operator's inbox message: to one member (by username) or to every member. */
const devInboxSchema = z.object({
  merchantCode: z.string().default('DEMO'),
  username: z.string().min(1).max(64).optional(),
  language: z.enum(LANGUAGES).default('en'),
  title: z.string().min(1).max(200),
  content: z.string().max(100_000),
  /** Sends the same message this many times (to try large unread counts). */
  copies: z.number().int().min(1).max(200).default(1),
});

/** A promotion or help entry as an operator would write it, in one language, shown last. */
const devContentSchema = z.object({
  merchantCode: z.string().default('DEMO'),
  language: interfaceLanguageSchema.default('en'),
  title: z.string().min(1).max(200),
  content: z.string().max(100_000),
  category: promotionCategorySchema.exclude(['all']).default('other_promo'),
  tag: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
});

/** Feature flags of a brand to switch (spec section 6: CBS3, REWCEN3, VIP benefits, referral...). */
const devWhitelabelSchema = z.object({
  merchantCode: z.string().default('DEMO'),
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
  /** The invite popup of members (a brand setting beside the flags). */
  invitePopup: z.boolean().optional(),
  /** The interface languages the brand offers, in the selector's order. */
  languages: z.array(interfaceLanguageSchema).min(1).max(INTERFACE_LANGUAGES.length).optional(),
});

/** Settles the contract periods closed by `at` at once (the scheduled job does it every interval). */
const devSettleSchema = z.object({ at: z.string().datetime().optional(), kind: z.enum(CONTRACT_KINDS).optional() });

/** An operator's answer in a member's live chat. */
const devChatReplySchema = z.object({
  merchantCode: z.string().default('DEMO'),
  username: z.string().min(1).max(64),
  text: z.string().min(1).max(500),
});

/**
 * Development tools, registered only with LOBBY_DEV_TOOLS=1 (never in production): the messages
 * the outbox holds and recent captcha answers, newest first, so people and tests can register
 * and reset passwords locally without an SMS or mail provider; a way to store announcements, the operator's review of promotion applications, inbox messages and live-chat answers, and settling contracts now.
 */
export function devToolRoutes(
  app: FastifyInstance,
  deps: {
    outbox: Outbox | undefined;
    captchas: Captchas;
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
  app.post('/__dev/settle', async (request) => {
    const { at, kind } = parsePayload(devSettleSchema, request.body ?? {});
    return ok(await deps.contracts.settleDue(at ? new Date(at) : new Date(), kind));
  });
  app.post('/__dev/whitelabel', async (request) => {
    const { merchantCode, flags, invitePopup, languages } = parsePayload(devWhitelabelSchema, request.body);
    if (!(await deps.settings.updateWhitelabel(merchantCode, flags, { invitePopup, languages })))
      throw new AppError('merchant.unknown', 400);
    return ok(null);
  });
  app.get('/__dev/outbox', async () => ok(deps.outbox?.list() ?? []));
  app.get('/__dev/captcha', async () => ok(deps.captchas.recentAnswers()));
  /** Stores an announcement, starting now, as the operator's back office would. */
  app.post('/__dev/announcements', async (request) => {
    const input = parsePayload(devAnnouncementSchema, request.body);
    const id = `dev-${randomUUID()}`;
    await deps.announcements.insert({ id, ...input, startDate: new Date(), images: [] });
    return ok({ id });
  });
  /** Issues or rejects an application under review, as the back office would. */
  app.post('/__dev/promotions/review', async (request) => {
    const input = parsePayload(devReviewSchema, request.body);
    const member = await deps.accounts.memberByUsername(input.merchantCode, input.username);
    if (!member) throw new AppError('promotion.state', 409);
    // The schema lets only amounts through, which parseAmount reads; 0.00 pays nothing and is refused.
    const amountMinor = input.amount === undefined ? undefined : (parseAmount(input.amount) ?? 0);
    await deps.promotions.review(input.merchantCode, member.id, input.promotionId, input.decision, {
      note: input.note,
      amountMinor,
    });
    return ok(null);
  });

  /** Sends an inbox message, as the operator's back office would. */
  app.post('/__dev/inbox', async (request) => {
    const { merchantCode, username, copies, ...message } = parsePayload(devInboxSchema, request.body);
    const member = username ? await deps.accounts.memberByUsername(merchantCode, username) : undefined;
    if (username && !member) throw new AppError('request.notFound', 404);
    const ids: string[] = [];
    for (let i = 0; i < copies; i++) {
      const id = `dev-${randomUUID()}`;
      await deps.serviceData.addInbox({ id, merchantCode, memberId: member?.id ?? null, ...message });
      ids.push(id);
    }
    return ok({ ids });
  });
  /** Answers in a member's live chat, as a support agent would. */
  app.post('/__dev/chat/reply', async (request) => {
    const input = parsePayload(devChatReplySchema, request.body);
    const member = await deps.accounts.memberByUsername(input.merchantCode, input.username);
    if (!member) throw new AppError('request.notFound', 404);
    await deps.service.reply(member.id, input.text);
    return ok(null);
  });
  /** Stores a promotion, running from now with no end, as the back office would. */
  app.post('/__dev/promotions', async (request) => {
    const { merchantCode, language, title, content, category } = parsePayload(devContentSchema, request.body);
    const id = `dev-${randomUUID()}`;
    await deps.promotionsData.insert(
      { id, merchantCode, category, startDate: new Date(), endDate: null, noExpiry: true, images: [], sequence: 999 },
      [{ language, title, content }],
    );
    return ok({ id });
  });
  /** Stores a help topic, as the back office would. */
  app.post('/__dev/help', async (request) => {
    const { merchantCode, language, title, content, tag } = parsePayload(devContentSchema, request.body);
    const id = `dev-${randomUUID()}`;
    await deps.help.insert({
      id,
      merchantCode,
      language,
      parentId: null,
      tag: tag ?? id.slice(0, 40),
      title,
      content,
      sequence: 999,
    });
    return ok({ id });
  });
}
