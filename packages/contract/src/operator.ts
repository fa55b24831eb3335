/**
 * The operator's API (`/__ops/*`): the people who run a brand sign in with a password and an
 * authenticator code, act within the roles they hold per brand, and every action is audited.
 * An entry of its own: the player site never loads it; the console and the tools do.
 */
import { z } from 'zod';
import { AUDIENCES, NOTICE_TYPES } from './announcements';
import { interfaceLanguageSchema, merchantCodeSchema } from './common';
import { CONTRACT_KINDS } from './contract-constants';
import { INTERFACE_LANGUAGES, LANGUAGES } from './headers';
import { promotionCategorySchema } from './promotions';
import { amountTextSchema } from './wallet';
import type { WithdrawalView } from './wallet';

export const OPERATOR_PATHS = {
  /** POST: password step (answers a challenge); GET: who is signed in; DELETE: sign out. */
  session: '/__ops/session',
  /** POST: the authenticator step (a first code also finishes enrolment): answers the session. */
  sessionCode: '/__ops/session/code',
  /** GET: my sessions; DELETE `/:id`: end one (an admin may end anyone's). */
  sessions: '/__ops/sessions',
  /** POST: change my own password (ends my other sessions). */
  password: '/__ops/password',
  /** GET: personal API tokens; POST: a new one (shown once); DELETE `/:id`: revoke. */
  tokens: '/__ops/tokens',
  /** Admin: operators, their grants, unlock, reset, disable. */
  operators: '/__ops/operators',
  /** Admin: the append-only audit log, newest first. */
  audit: '/__ops/audit',
  brands: '/__ops/brands',
  kyc: '/__ops/kyc',
  withdrawals: '/__ops/withdrawals',
  /** content: POST an announcement, an inbox message, a promotion, a help topic. */
  announcements: '/__ops/announcements',
  inbox: '/__ops/inbox',
  promotions: '/__ops/promotions',
  help: '/__ops/help',
  /** risk: POST the decision on a promotion application. */
  promotionReview: '/__ops/promotions/review',
  /**
   * risk: GET a brand's promotion applications (`?merchant=&status=&page=`); GET
   * `/:promotionId/:username/images/:imageId?merchant=` one of its pictures.
   */
  promotionApplications: '/__ops/promotions/applications',
  /** support: POST an answer in a member's live chat. */
  chatReply: '/__ops/chat/reply',
  /**
   * support: GET the desk's conversations (`?merchant=&view=`), `/:username` one conversation;
   * POST `/:username/claim` or `/close`.
   */
  chats: '/__ops/chats',
  /** support: GET a brand's canned replies (`?merchant=`); PUT them all. */
  cannedReplies: '/__ops/canned-replies',
  /**
   * support, risk, finance: GET a brand's players (`?merchant=&q=`), `/:username` a profile,
   * `/:username/ledger` its wallet's movements, POST `/:username/notes` a note; risk: POST
   * `/:username/lock` or `/unlock`, `/:username/sessions/end`, `/:username/exclude`.
   */
  players: '/__ops/players',
  /** admin: PUT a brand's feature flags, invite popup and languages. */
  whitelabel: '/__ops/whitelabel',
  /**
   * support, risk, finance: GET a brand's agents (`?merchant=&q=&page=`), `/:username` one agent's
   * place in the tree, contracts and settlements; finance: POST `/contracts/:id/end`.
   */
  agents: '/__ops/agents',
  /** support, risk, finance: GET a brand's settlements (`?merchant=&kind=&page=`). */
  settlements: '/__ops/settlements',
  /**
   * content: GET a brand's banners (`?merchant=`), POST a new one, PUT `/:id` its words, POST
   * `/:id/remove`, PUT `/order` a group's order.
   */
  banners: '/__ops/banners',
  /** support, risk, finance: GET a brand's rebate rates (`?merchant=`); finance: PUT them all. */
  rebates: '/__ops/rebates',
  /** finance over every brand: POST settles agents' contract periods due now. */
  settle: '/__ops/settle',
  /**
   * catalogue: GET a brand's categories and their vendors (`?merchant=`); PUT `/order` a category's
   * order; POST `/:code/shown` shows or hides a vendor in the brand.
   */
  catalogueVendors: '/__ops/catalogue/vendors',
  /** catalogue over every brand: GET the games (paged, filtered); PATCH `/:gameId` a game's switches. */
  catalogueGames: '/__ops/catalogue/games',
} as const;

/**
 * What an operator may do. admin: everything, operators and the audit log included; content:
 * announcements, promotions, help, banners, inbox; support: live chat and players' messages;
 * risk: KYC, limits, exclusions, locks; finance: withdrawals and the ledger; catalogue: games.
 */
export const OPERATOR_ROLES = ['admin', 'content', 'support', 'risk', 'finance', 'catalogue'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * Error codes only the operator API answers (the player site never meets them, so they stay out
 * of ERROR_CODES and its first page): an action outside the operator's roles in that brand, and
 * a second approval by the operator who gave the first, a banner group already full.
 */
export const OPERATOR_ERROR_CODES = ['request.forbidden', 'approval.secondOperator', 'banners.groupFull'] as const;
export type OperatorErrorCode = (typeof OPERATOR_ERROR_CODES)[number];

/** A grant's brand: one merchant code, or every brand. */
export const ALL_BRANDS = '*';

export const operatorGrantSchema = z.strictObject({
  role: z.enum(OPERATOR_ROLES),
  brand: z.union([z.literal(ALL_BRANDS), merchantCodeSchema]),
});
export type OperatorGrant = z.infer<typeof operatorGrantSchema>;

/**
 * Whether grants allow `role` in `brand` (admin allows every role; null: an action over every
 * brand, which needs a grant on every brand). The server decides by it; a console hides by it.
 */
export function grantsAllow(grants: readonly OperatorGrant[], role: OperatorRole, brand: string | null): boolean {
  return grants.some(
    (g) => (g.role === 'admin' || g.role === role) && (g.brand === ALL_BRANDS || (brand !== null && g.brand === brand)),
  );
}

/** The brands in which grants allow `role`: null for every brand. */
export function grantBrands(grants: readonly OperatorGrant[], role: OperatorRole): string[] | null {
  const usable = grants.filter((g) => g.role === 'admin' || g.role === role);
  if (usable.some((g) => g.brand === ALL_BRANDS)) return null;
  return [...new Set(usable.map((g) => g.brand))];
}

export const operatorGrantsSchema = z
  .array(operatorGrantSchema)
  .min(1)
  .max(50)
  .refine((grants) => new Set(grants.map((g) => `${g.role}@${g.brand}`)).size === grants.length, {
    message: 'a grant is listed twice',
  });

/** Lower case, starts with a letter: people's sign-in names, never e-mail addresses in the log. */
export const operatorUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9._-]{2,31}$/);

/** Strong enough without rules of composition (OWASP ASVS 5.0 V6.2): long, and not one repeated character. */
export const OPERATOR_PASSWORD_MIN = 12;
export const operatorPasswordSchema = z
  .string()
  .min(OPERATOR_PASSWORD_MIN)
  .max(128)
  .refine((p) => new Set(p).size >= 5, { message: 'too few different characters' });

export const operatorLoginSchema = z.strictObject({
  username: operatorUsernameSchema,
  // Checked as typed against the hash: a short old password still gets the same "failed" answer.
  password: z.string().min(1).max(128),
});

/** After the password: the authenticator code, or, on a first sign-in, enrolment of the authenticator. */
export type OperatorLoginAnswer =
  | { next: 'code'; challenge: string }
  | { next: 'enrol'; challenge: string; secret: string; otpauthUri: string; qrCode: string };

export const operatorCodeSchema = z.strictObject({
  challenge: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  code: z.string().regex(/^\d{6}$/),
});

export interface OperatorView {
  username: string;
  grants: OperatorGrant[];
  /** The authenticator is enrolled (every sign-in needs it; until then the next sign-in enrols it). */
  twoFactor: boolean;
  lockedUntil: string | null;
  disabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface OperatorSessionAnswer {
  token: string;
  expiresAt: string;
  operator: OperatorView;
}

export interface OperatorSessionView {
  id: string;
  /** A console sign-in, or a personal API token (tools such as `npm run brand`). */
  kind: 'console' | 'token';
  label: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string;
  userAgent: string;
  /** The session this request came with. */
  current: boolean;
}

export const operatorPasswordChangeSchema = z.strictObject({
  current: z.string().min(1).max(128),
  next: operatorPasswordSchema,
});

export const newOperatorSchema = z.strictObject({
  username: operatorUsernameSchema,
  grants: operatorGrantsSchema,
});

/** A new operator's or a reset's first password, shown this once. */
export interface OperatorCredentials {
  username: string;
  password: string;
}

export const newTokenSchema = z.strictObject({
  label: z.string().trim().min(1).max(60),
  days: z.number().int().min(1).max(365).default(90),
});

export interface AuditEntry {
  id: string;
  at: string;
  operator: string;
  ip: string;
  action: string;
  brand: string | null;
  target: string | null;
  before: unknown;
  after: unknown;
}

export const auditQuerySchema = z.strictObject({
  brand: merchantCodeSchema.optional(),
  operator: operatorUsernameSchema.optional(),
  action: z
    .string()
    .regex(/^[a-zA-Z.]{1,60}$/)
    .optional(),
  /** The oldest id of the page before: the next page starts below it. */
  before: z
    .string()
    .regex(/^[1-9]\d{0,17}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** A withdrawal in the operator's queue: whose, and how many of the approvals it needs it has. */
export interface OperatorWithdrawal extends WithdrawalView {
  merchantCode: string;
  memberId: string;
  /** The member's username (in the queue; not in a decision's answer). */
  username?: string;
  approvals: number;
  /** 2 above the brand's four-eyes amount, else 1. */
  approvalsNeeded: number;
}

// What operators write for players (the content, support, risk and admin routes of the operator API).
const brand = { merchantCode: merchantCodeSchema };
const memberName = z.string().trim().min(1).max(64);

/** An announcement as an operator writes it, HTML and all; it shows from now. */
export const opsAnnouncementSchema = z.strictObject({
  ...brand,
  type: z.enum(NOTICE_TYPES).default('PL'),
  // Any interface language: a brand may write content in Thai, say, beside the platform's three.
  language: interfaceLanguageSchema.default('en'),
  execution: z.enum(AUDIENCES).default('B'),
  title: z.string().trim().min(1).max(200),
  content: z.string().max(100_000),
});

/** An inbox message to one member (by username) or to every member of the brand. */
/**
 * Who an inbox message goes to besides one member or everyone: members who ever deposited, those
 * who never did, those who logged in within 30 days, and the brand's agents.
 */
export const INBOX_SEGMENTS = ['depositors', 'nonDepositors', 'activeLast30Days', 'agents'] as const;
export type InboxSegment = (typeof INBOX_SEGMENTS)[number];

/** An inbox message: to one member (`username`), a segment, or (neither) every member reading `language`. */
export const opsInboxSchema = z
  .strictObject({
    ...brand,
    username: memberName.optional(),
    segment: z.enum(INBOX_SEGMENTS).optional(),
    language: z.enum(LANGUAGES).default('en'),
    title: z.string().trim().min(1).max(200),
    content: z.string().max(100_000),
  })
  .refine((m) => !(m.username && m.segment), { message: 'a member or a segment, not both', path: ['segment'] });

/** A promotion or a help topic in one language, shown last. */
export const opsContentSchema = z.strictObject({
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

/** A help topic as content lists it (the site's help centre, one language). */
export interface OperatorHelpTopic {
  id: string;
  parentId: string | null;
  tag: string;
  title: string;
}
export const helpTopicsQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  language: interfaceLanguageSchema.default('en'),
});

/** How a promotion pays its issued bonus, in the brand's money as written ('100.00'): a fixed amount or a share of a deposit. */
export const opsBonusRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('fixed'), amount: amountTextSchema }),
  z.strictObject({
    kind: z.literal('match'),
    percent: z.number().int().min(1).max(500),
    minDeposit: amountTextSchema,
    cap: amountTextSchema,
    deposit: z.enum(['first', 'largestSinceJoining']),
    days: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: 'a day is listed twice' })
      .optional(),
  }),
]);
export type OpsBonusRule = z.infer<typeof opsBonusRuleSchema>;

const promotionText = z.strictObject({
  language: interfaceLanguageSchema,
  title: z.string().trim().min(1).max(200),
  content: z.string().max(100_000),
});

/**
 * A promotion as content writes it: its words (one language, more as translations), category,
 * when it runs (from now, no end unless named) and how it pays (none: paid some other way).
 */
export const opsPromotionSchema = opsContentSchema
  .extend({
    startDate: z.iso.datetime({ offset: true }).optional(),
    endDate: z.iso.datetime({ offset: true }).nullable().default(null),
    translations: z.array(promotionText).max(INTERFACE_LANGUAGES.length).default([]),
    bonusRule: opsBonusRuleSchema.optional(),
  })
  .refine((p) => !p.endDate || new Date(p.endDate) > new Date(p.startDate ?? Date.now()), {
    message: 'the end must come after the start',
    path: ['endDate'],
  })
  .refine((p) => new Set([p.language, ...p.translations.map((t) => t.language)]).size === p.translations.length + 1, {
    message: 'a language is written twice',
    path: ['translations'],
  });
export type OpsPromotion = z.input<typeof opsPromotionSchema>;

/** A brand's promotion as the console lists it; a rule's amounts in minor units. */
export interface OperatorPromotion {
  id: string;
  category: string;
  title: string;
  languages: string[];
  startDate: string;
  endDate: string | null;
  bonusRule:
    | { kind: 'fixed'; amountMinor: number }
    | {
        kind: 'match';
        percent: number;
        minDepositMinor: number;
        capMinor: number;
        deposit: 'first' | 'largestSinceJoining';
        days?: readonly number[];
      }
    | null;
  currency: string;
}

/** The decision on an application under review; an issue pays `amount` ('100.00'), else the promotion's rule. */
export const opsPromotionReviewSchema = z.strictObject({
  ...brand,
  username: memberName,
  promotionId: z.string().min(1).max(64),
  decision: z.enum(['issued', 'rejected']),
  note: z.string().max(500).nullable().default(null),
  amount: amountTextSchema.optional(),
});

/** An answer in a member's live chat. */
export const opsChatReplySchema = z.strictObject({
  ...brand,
  username: memberName,
  text: z.string().trim().min(1).max(500),
});

/** A brand's feature flags (spec section 6: CBS3, REWCEN3, VIP benefits, referral...), invite popup and languages. */
export const opsWhitelabelSchema = z.strictObject({
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
export const opsSettleSchema = z
  .strictObject({ at: z.iso.datetime().optional(), kind: z.enum(CONTRACT_KINDS).optional() })
  .default({});

export type OpsAnnouncement = z.input<typeof opsAnnouncementSchema>;
export type OpsInboxMessage = z.input<typeof opsInboxSchema>;
export type OpsChatReply = z.input<typeof opsChatReplySchema>;
export type OpsContent = z.input<typeof opsContentSchema>;

/**
 * A conversation in the support desk's queue: its latest message, whether the member wrote last,
 * the agent who claimed it, and whether it was closed after its latest message (a member's new
 * message opens it again).
 */
export interface ChatQueueEntry {
  username: string;
  lastText: string;
  lastFrom: 'member' | 'support';
  at: string;
  claimedBy: string | null;
  closed: boolean;
}

/** The desk's views: open conversations, those the agent claimed, and the closed ones. */
export const DESK_VIEWS = ['open', 'mine', 'closed'] as const;
export const chatQueueQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  view: z.enum(DESK_VIEWS).default('open'),
});

/** A ready answer the desk picks from, per brand. */
export const cannedReplySchema = z.strictObject({
  title: z.string().trim().min(1).max(60),
  text: z.string().trim().min(1).max(500),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const opsCannedRepliesSchema = z.strictObject({
  ...brand,
  replies: z.array(cannedReplySchema).max(50),
});

/** One message of a member's live chat, as the desk reads it. */
export interface DeskChatMessage {
  id: string;
  from: 'member' | 'support';
  text: string;
  at: string;
}

/** A player as operators find them: who, in what state, with what balance. */
export interface OperatorPlayer {
  username: string;
  memberNo: number;
  /** The member type (spec: 0 member, 1 agent, 40 staff...). */
  type: number;
  locked: boolean;
  excludedUntil: string | null;
  registeredAt: string;
  balanceMinor: number;
  currency: string;
}

export const playerSearchSchema = z.strictObject({
  merchant: merchantCodeSchema,
  q: z.string().trim().max(64).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export * from './operator-catalogue';
export * from './operator-players';
export * from './operator-applications';
export * from './operator-agents';
export * from './operator-banners';
