// Long on purpose: every table of the database in one schema file, as drizzle-kit reads it.
import type {
  ContractKind,
  ContractStatus,
  Country,
  DividendTerms,
  InterfaceLanguage,
  ProfileField,
  RegistrationSettings,
  BrandPayments,
  CurrencyCode,
  SalaryTerms,
  SiteSettings,
} from '@lobby/contract';
import type { CannedReply } from '@lobby/contract/operator';
import type { BonusRule } from '@lobby/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * What a brand's settings row holds: the consolidated settings without the parts that come from
 * the request and configuration (status, keys, Firebase), plus the registration rules and countries served on their own paths.
 */
export type StoredSettings = Omit<
  SiteSettings,
  'location' | 'maintenance' | 'regionRestriction' | 'encryption' | 'firebase' | 'currency'
> & {
  registration: RegistrationSettings;
  countries: Country[];
  /** The brand's currency; rows stored before brands named one counted in USD. */
  currency?: CurrencyCode;
  /** Money in and out at the payment provider; rows stored before it have none (no methods). */
  payments?: BrandPayments;
  /** Origins of the brand's own front ends allowed to call the API (CORS); none before brands named them. */
  origins?: string[];
  /** Vendors the brand hides (the console's catalogue): out of its menus, lists, search, hot list and launches. */
  hiddenVendors?: string[];
  /** The support desk's ready answers. */
  cannedReplies?: CannedReply[];
};

/** A brand (merchant code) served by this platform. */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Consolidated site settings of a brand, stored whole: they change together. */
export const siteSettings = pgTable('site_settings', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<StoredSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A vendor's offer of one game type (a vendor may appear under several types). */
export const vendors = pgTable(
  'vendors',
  {
    code: text('code').notNull(),
    gameType: text('game_type').notNull(),
    displayName: text('display_name').notNull(),
    gameClassify: text('game_classify').notNull().default(''),
    isHot: boolean('is_hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.code, t.gameType, t.gameClassify] })],
);

/** A member's profile details, by registration field name. */
export type MemberProfile = Partial<Record<ProfileField, string>>;

/** Localised names: every language falls back to English. */
export type GameNames = { en: string; cn?: string; my?: string };

/**
 * A game's searchable name in `language`, lower-cased: the English name alone, or for another
 * language its own name and the English one on two lines (a search matches either, and one line
 * cannot match across the break: search texts hold no control character).
 */
function nameSearchText(language: 'en' | 'cn' | 'my'): SQL {
  if (language === 'en') return sql.raw(`lower("names" ->> 'en')`);
  return sql.raw(`lower(coalesce("names" ->> '${language}', '') || E'\\n' || coalesce("names" ->> 'en', ''))`);
}

export const games = pgTable(
  'games',
  {
    gameId: text('game_id').primaryKey(),
    nodeId: text('node_id').notNull().unique(),
    gameCode: text('game_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    gameClassify: text('game_classify').notNull().default(''),
    names: jsonb('names').$type<GameNames>().notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    hotRank: integer('hot_rank'),
    isNew: boolean('is_new').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The game provider whose catalogue added the game (catalogue sync), null for the brand's own. */
    providerCode: text('provider_code'),
    /** When its provider withdrew it: it leaves every list, and cannot be launched, but its rounds stay. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * Switched off by an operator (migration 0035): it is withdrawn from then on, whatever its
     * provider's catalogue says, until switched on again.
     */
    disabled: boolean('disabled').notNull().default(false),
    // The vendor offer a game belongs to, as the brand's offer order names it (`offerKey`): a list
    // ranks its games by a join on it (migration 0025). A withdrawn game belongs to none, so no list
    // and no offer's count holds it (migration 0029).
    offerKey: text('offer_key').generatedAlwaysAs(
      sql.raw(
        `case when "withdrawn_at" is null then "vendor_code" || ':' || "game_type" || ':' || "game_classify" end`,
      ),
    ),
    // What a name search reads, stored (migration 0025): the names lower-cased once at writing,
    // not taken out of the JSON and lower-cased again for every game a search passes over.
    nameSearchEn: text('name_search_en').generatedAlwaysAs(nameSearchText('en')),
    nameSearchCn: text('name_search_cn').generatedAlwaysAs(nameSearchText('cn')),
    nameSearchMy: text('name_search_my').generatedAlwaysAs(nameSearchText('my')),
  },
  (t) => [
    index('games_type_vendor_idx').on(t.gameType, t.vendorCode),
    index('games_hot_idx').on(t.isHot, t.hotRank),
    // The game list filters by type, classification and vendors, then orders within a vendor.
    index('games_list_idx').on(t.gameType, t.gameClassify, t.vendorCode, t.sort),
    // A whole-offer list reads each offer's games in order, a page's worth at a time (games-repo).
    index('games_offer_idx').on(t.offerKey, t.sort, t.gameId),
    // A provider's game is added to a vendor's catalogue once (catalogue sync).
    uniqueIndex('games_provider_game_idx')
      .on(t.providerCode, t.vendorCode, t.gameCode)
      .where(sql`${t.providerCode} is not null`),
    // Counting a vendor's games per type (vendors, vendor game types).
    index('games_vendor_idx').on(t.vendorCode, t.gameType, t.gameClassify),
    // The NEW filter picks a small share of the catalogue.
    index('games_new_idx')
      .on(t.gameType)
      .where(sql`${t.isNew}`),
    // Name search ("contains", any case) in each content language, by trigrams (pg_trgm).
    index('games_name_en_trgm_idx').using('gin', sql`${t.nameSearchEn} gin_trgm_ops`),
    index('games_name_cn_trgm_idx').using('gin', sql`${t.nameSearchCn} gin_trgm_ops`),
    index('games_name_my_trgm_idx').using('gin', sql`${t.nameSearchMy} gin_trgm_ops`),
  ],
);

/**
 * How many games each vendor offer holds, kept by triggers on `games` (migration 0027): a list's
 * total is the sum over its offers, not a count of a catalogue that may hold 100,000 games.
 */
export const gameOfferCounts = pgTable('game_offer_counts', {
  offerKey: text('offer_key').primaryKey(),
  gameClassify: text('game_classify').notNull(),
  games: integer('games').notNull(),
});

/** A banner's title by language (my, cn, ...). */
export type BannerTitles = Partial<Record<InterfaceLanguage, string>>;

/** Carousel banners of a brand, by group (m_home, m_rng, ...) in sequence order. */
export const banners = pgTable(
  'banners',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    sequence: integer('sequence').notNull(),
    /** The title as the operator wrote it: alt text, and the words on generated art. */
    title: text('title').notNull(),
    /** The title in other languages; a language without one gets `title`. */
    titles: jsonb('titles').$type<BannerTitles>().notNull().default({}),
    url: text('url').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_group_idx').on(t.merchantCode, t.groupName, t.sequence)],
);

/**
 * An account of a brand (spec sections 3 and 6): types 0, 1, 2 members, 4 free/trial, other
 * types agents. Usernames are unique per brand, compared in lower case. The password is an
 * argon2id hash (DESIGN.md section 6), never the password.
 */
export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    /** The number a member reads as their ID and quotes to support (the id is internal). */
    memberNo: integer('member_no').generatedAlwaysAsIdentity({ startWith: 10000001 }).notNull(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: integer('type').notNull().default(0),
    nickname: text('nickname').notNull().default(''),
    countryDialingCode: text('country_dialing_code'),
    mobile: text('mobile'),
    email: text('email'),
    birthday: text('birthday'),
    /** Profile details the brand asked for at registration (real name, address, handles...). */
    profile: jsonb('profile').$type<MemberProfile>().notNull().default({}),
    /** The head icon the member chose (1-12); none yet means one picked from the member id. */
    headIcon: integer('head_icon'),
    affiliateCode: text('affiliate_code'),
    /** The agent whose affiliate code the member registered with. */
    referrerId: text('referrer_id'),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * A temporary password sent by e-mail (forgot password): argon2id hash, single use, short
     * life. The old password keeps working meanwhile, so a stranger's request locks no one out.
     */
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A break or self-exclusion (player protection): no login, play or deposit until then. */
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
    exclusionKind: text('exclusion_kind'),
    /** Minutes between reality checks, chosen by the member. */
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
    /** When the member last set or reviewed their limits (a review is asked for six months on). */
    limitsReviewedAt: timestamp('limits_reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_username_idx').on(t.merchantCode, sql`lower(${t.username})`),
    uniqueIndex('members_mobile_idx')
      .on(t.merchantCode, t.countryDialingCode, t.mobile)
      .where(sql`${t.mobile} is not null`),
    uniqueIndex('members_affiliate_idx')
      .on(t.merchantCode, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
    // An agent's team (its tree, its contracts' play) is read by who brought each member in.
    index('members_referrer_idx')
      .on(t.referrerId)
      .where(sql`${t.referrerId} is not null`),
  ],
);

/**
 * A login session. Only the SHA-256 of the 128-bit random token is stored, so a database leak
 * gives no usable token (DESIGN.md section 6). Logout and password changes revoke.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Opened with a temporary password: this session, and only this one, must set a new password
     * (it needs no old one) before anything else.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** What the security centre names a session by: the token hash stays on the server. */
    id: text('id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    /** The browser's User-Agent and the client address at login (shown as a device and a masked address). */
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** Last request made with the token, written at most every few minutes. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Opened with a second factor (authenticator code or recovery code). */
    twoFactor: boolean('two_factor').notNull().default(false),
    /**
     * Opened to withdraw only (login purpose `withdraw`, issue 23): it reaches the endpoints an
     * excluded member keeps (balance, withdrawal, logout), even after the exclusion ends.
     */
    withdrawOnly: boolean('withdraw_only').notNull().default(false),
  },
  (t) => [index('sessions_member_idx').on(t.memberId), uniqueIndex('sessions_id_idx').on(t.id)],
);

/**
 * A member's authenticator (TOTP, RFC 6238). The secret is encrypted (AES-256-GCM) and never leaves
 * the server after setup; until `enabledAt` it is a setup awaiting its first code. `lastStep` is the
 * time step of the last code accepted: a code of that step or older is refused, so none is replayed.
 */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(-1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of a member's two-factor sign-in, stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.codeHash] })],
);

/** Every login try of a known member, right or wrong (the security centre's login history). */
export const loginHistory = pgTable(
  'login_history',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** How the member proved themselves: password, sms, google or firebaseSms. */
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    /** A second factor was checked (right, or wrong when the failure is `code`). */
    twoFactor: boolean('two_factor').notNull().default(false),
    /** Why it failed: `password` (or SMS code) or `code` (second factor). */
    failure: text('failure'),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('login_history_member_idx').on(t.memberId, t.at)],
);

/**
 * A sign-in from elsewhere (Google through Firebase) tied to a member: in one brand, the provider
 * and its user id (the Firebase uid) name one member, whose own password stays unknown.
 */
export const memberIdentities = pgTable(
  'member_identities',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.provider, t.subject] }),
    index('member_identities_member_idx').on(t.memberId),
  ],
);

/**
 * Announcements of a brand (spec section 3) in one language each: player notices (PL), popups
 * (PU), promotion (PR) and hot (H) feeds, for an audience (A members, F first-time logins, B
 * visitors). `content` is the operator's HTML, stored as written; the site sanitizes it.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    language: text('language').notNull(),
    execution: text('execution').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    images: jsonb('images')
      .$type<{ url: string; sequence: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index('announcements_feed_idx').on(t.merchantCode, t.type, t.language, t.startDate)],
);

/** Which member has read which announcement. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    announcementId: text('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
);

/**
 * A promotion of a brand (spec section 3). Its words live in promotion_texts, one row per
 * language, so that a member's application names the promotion whatever language they read.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    noExpiry: boolean('no_expiry').notNull().default(false),
    images: jsonb('images')
      .$type<{ url: string; sequence: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sequence: integer('sequence').notNull().default(0),
    /** What an issued bonus pays unless the operator names the amount; none for promotions paid otherwise. */
    bonusRule: jsonb('bonus_rule').$type<BonusRule>(),
  },
  (t) => [index('promotions_merchant_idx').on(t.merchantCode, t.sequence)],
);

/** A promotion's title and HTML content in one language, stored as the operator wrote them. */
export const promotionTexts = pgTable(
  'promotion_texts',
  {
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.language] })],
);

/**
 * A member's part in a promotion (spec section 4's flow): joined (inProgress), applying with a
 * remark and images, then issued (with the bonus's amount) or rejected by the operator, then
 * claimed, which credits the bonus through the ledger. One per member and promotion; a rejected
 * application may be sent again.
 */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    remark: text('remark').notNull().default(''),
    reviewNote: text('review_note'),
    /** The bonus issued, in minor units: set with the issue, credited by the claim. */
    bonusMinor: bigint('bonus_minor', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.promotionId] }),
    check('promotion_applications_issued_bonus', sql`status <> 'issued' or bonus_minor > 0`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Images sent with an application: checked PNG or JPEG bytes, for the operator's review. */
export const applicationImages = pgTable(
  'application_images',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    promotionId: text('promotion_id').notNull(),
    type: text('type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_images_owner_idx').on(t.memberId, t.promotionId)],
);

/**
 * A help-centre entry (spec section 3) in one language: title, HTML content and the tag that
 * selects it; children (by parentId) are its sub-entries, in sequence order.
 */
export const helpEntries = pgTable(
  'help_entries',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    parentId: text('parent_id'),
    tag: text('tag').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('help_entries_merchant_idx').on(t.merchantCode, t.language, t.sequence)],
);

/** A live-chat message between a member and the support desk. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    /** Support answers count as unread until the member's chat page shows them. */
    readByMember: boolean('read_by_member').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_member_idx').on(t.memberId, t.createdAt)],
);

/** A message of the operator: to one member, or (memberId null) to every member of the brand. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    memberId: text('member_id').references(() => members.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_messages_merchant_idx').on(t.merchantCode, t.language, t.createdAt)],
);

/** Which member has read which inbox message. */
export const inboxReads = pgTable(
  'inbox_reads',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    messageId: text('message_id')
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);

/** A member's favourite game, named by node id (spec sections 3 and 7). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] })],
);

/**
 * A member's wallet: the running balance in minor units (cents), kept beside the journal so a
 * bet checks and moves it in one conditional UPDATE (no lost update, never below zero). The
 * journal is the truth: the balance always equals the sum of the member's entries.
 */
export const wallets = pgTable(
  'wallets',
  {
    memberId: text('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('wallets_balance_not_negative', sql`balance_minor >= 0`)],
);

/**
 * One money movement (deposit, bet, payout...), recorded once per idempotency key of its brand:
 * a repeated request finds the first one and moves nothing. Append-only.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** What the movement did to the member's wallet (negative for a bet). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key_idx').on(t.merchantCode, t.idempotencyKey),
    index('ledger_transactions_member_idx').on(t.memberId, t.createdAt),
    // The account records page by (created_at, id), latest first: a deep page is one index range.
    index('ledger_transactions_member_keyset_idx').on(t.memberId, t.createdAt, t.id),
  ],
);

/**
 * The double-entry journal: each transaction has entries summing to zero, one on the member's
 * account (`member:{id}`, with the balance after it) and one on a brand account
 * (`house:{merchant}` for bets and payouts, `deposit:{merchant}` for seeded and dev-tools deposits,
 * `bonus:{merchant}` for promo-code rewards and claimed promotion bonuses, `freeplay:{merchant}` for trial accounts' play money,
 * `withdraw:{merchant}` for withdrawals held until paid, `payment:{merchant}:{provider}` for deposits paid at a provider,
 * `fee:{merchant}` for payment methods' fees).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    transactionId: text('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.account] }), index('ledger_entries_account_idx').on(t.account)],
);

/**
 * A round of an in-house game: the bet is taken when it opens, the payout (maybe zero) when it
 * settles. At most one open round per member: that is the "unfinished game" a launch refuses.
 * These are the member's betting records (`/lgw/orders`).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    betMinor: bigint('bet_minor', { mode: 'number' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Set for a game provider's round (docs/provider-protocol.md), with the provider's round id. */
    providerCode: text('provider_code'),
    providerRound: text('provider_round'),
  },
  (t) => [
    uniqueIndex('game_rounds_provider_round_idx').on(t.providerCode, t.providerRound),
    index('game_rounds_member_idx').on(t.memberId, t.createdAt),
    // The in-house table's rule; a provider's rounds (several may run at once) are the provider's.
    uniqueIndex('game_rounds_one_open_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'open' and ${t.providerCode} is null`),
  ],
);

/** The games a member launched, latest first (spec section 7: recent games). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('recent_games_member_idx').on(t.memberId, t.playedAt)],
);

/**
 * A contract an upline offers a member of its team (salary or dividend, with its terms). At most
 * one offer awaiting an answer and one contract in force per holder and kind: a new offer
 * withdraws the old one, accepting ends the contract it replaces.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind').$type<ContractKind>().notNull(),
    status: text('status').$type<ContractStatus>().notNull(),
    uplineId: text('upline_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    holderId: text('holder_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    terms: jsonb('terms').$type<SalaryTerms | DividendTerms>().notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('agent_contracts_holder_idx').on(t.holderId, t.kind, t.offeredAt),
    uniqueIndex('agent_contracts_one_offer_idx')
      .on(t.holderId, t.kind)
      .where(sql`${t.status} = 'offered'`),
    uniqueIndex('agent_contracts_one_active_idx')
      .on(t.holderId, t.kind)
      .where(sql`${t.status} = 'accepted'`),
  ],
);

/**
 * A settled period of a contract: once per contract and period (the key), with what the team did
 * and the ledger transaction that paid the holder (none when the period earned nothing).
 */
export const contractSettlements = pgTable(
  'contract_settlements',
  {
    contractId: text('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    betsMinor: bigint('bets_minor', { mode: 'number' }).notNull(),
    netLossMinor: bigint('net_loss_minor', { mode: 'number' }).notNull(),
    activePlayers: integer('active_players').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** A dividend's unrecovered team win carried into the next period (zero or negative). */
    carryMinor: bigint('carry_minor', { mode: 'number' }).notNull().default(0),
    transactionId: text('transaction_id'),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.periodStart] })],
);

/** A brand's rebate rate per product type, per mille of valid bets (known-api.md: rebate settings). */
export const rebateSettings = pgTable(
  'rebate_settings',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    ratePermille: doublePrecision('rate_permille').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.productType] })],
);

/**
 * A lottery draw's numbers, drawn by the server (crypto randomness) the first time anyone asks
 * after the draw closed, and kept: every later answer shows the same numbers.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    numero: text('numero').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
    numbers: jsonb('numbers').$type<number[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.numero] })],
);

/** Feedback a member sent (spec section 7: feedback); staff answer it outside the lobby. */
export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().default('received'),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_member_idx').on(t.memberId, t.createdAt)],
);

/** A brand's promo codes (spec section 2, /m/promoCode): each credits its bonus once per member. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    /** Upper case; members may type it in any case. */
    code: text('code').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.code] }), check('promo_codes_amount', sql`${t.amountMinor} > 0`)],
);

/**
 * A member's KYC documents (ID front, back, selfie): one file per side, its bytes in the file
 * store (outside the web root) under `storageKey`; a new upload of a side replaces the old one.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.side] })],
);

/** A member's KYC check: pending once all three documents are in, then the operator's decision. */
export const kycChecks = pgTable(
  'kyc_checks',
  {
    memberId: text('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('kyc_checks_status_idx').on(t.merchantCode, t.status, t.submittedAt),
    check('kyc_checks_rejection_reason', sql`status <> 'rejected' or reason is not null`),
  ],
);

/** A brand's KYC rule (the operator sets it): withdrawals wait for approved KYC when on. */
export const kycPolicies = pgTable('kyc_policies', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code, { onDelete: 'cascade' }),
  requireForWithdrawal: boolean('require_for_withdrawal').notNull().default(false),
});

/**
 * A limit a member set on themselves (player protection): `value` in force (null = none), and a
 * raise or removal waiting until `pending_from` for the member's confirmation (regulators ask a
 * 24-hour cooling-off before a limit loosens; tightening applies at once).
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    value: bigint('value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    /** A pending change that removes the limit (pendingValue is then null). */
    pendingRemove: boolean('pending_remove').notNull().default(false),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind] })],
);

/**
 * A game provider the platform launches games through and whose wallet calls it answers
 * (docs/provider-protocol.md). Its public keys check its signatures: more than one while a key
 * is being rotated.
 */
export const gameProviders = pgTable('game_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Where its launch and catalogue calls go. */
  apiUrl: text('api_url').notNull(),
  publicKeys: jsonb('public_keys').$type<string[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A wallet session token given to a provider at launch: one member, one game, one currency, and
 * the site session it came from (its end ends the token's bets; wins and rollbacks still pass).
 */
export const providerTokens = pgTable(
  'provider_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    providerCode: text('provider_code')
      .notNull()
      .references(() => gameProviders.code, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The site session's id (sessions.id). */
    sessionId: text('session_id').notNull(),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('provider_tokens_member_idx').on(t.memberId)],
);

/**
 * Every bet, win and rollback a provider sent, once per its transaction id, with the answer the
 * first call got: a replay answers the same. `kind` 'void' marks a bet rolled back before it
 * arrived, so a late bet is refused.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    providerCode: text('provider_code').notNull(),
    transactionUuid: text('transaction_uuid').notNull(),
    kind: text('kind').$type<'bet' | 'win' | 'rollback' | 'void'>().notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    round: text('round').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** What the call asked, to tell a replay from another call reusing the id. */
    fingerprint: text('fingerprint').notNull(),
    /** The bet a win or rollback names. */
    reference: text('reference'),
    /** A bet given back by a rollback. */
    rolledBack: boolean('rolled_back').notNull().default(false),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.providerCode, t.transactionUuid] }),
    index('provider_transactions_round_idx').on(t.providerCode, t.round),
  ],
);

/**
 * A provider's catalogue as last synced (docs/provider-protocol.md): the platform's games of a
 * vendor launch the provider's active games listed under that vendor (its studio).
 */
export const providerGames = pgTable(
  'provider_games',
  {
    providerCode: text('provider_code')
      .notNull()
      .references(() => gameProviders.code, { onDelete: 'cascade' }),
    gameCode: text('game_code').notNull(),
    kind: text('kind').notNull(),
    studio: text('studio').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    rtp: integer('rtp').notNull(),
    status: text('status').$type<'active' | 'withdrawn'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.providerCode, t.gameCode] }),
    index('provider_games_studio_idx').on(t.studio, t.status),
  ],
);

/**
 * A deposit a member started at a payment provider (docs/payment-protocol.md): one per
 * reference, credited to the wallet once, when the provider says it succeeded.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    reference: text('reference').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code').notNull(),
    /** The brand's method code (e.g. kbzpay) and the provider's kind of method. */
    method: text('method').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The method's fee, fixed when the deposit starts: the wallet is credited the amount less it. */
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    /** The provider's id of the intent and its page, once it answered. */
    providerIntentId: text('provider_intent_id'),
    payUrl: text('pay_url'),
    state: text('state').$type<'pending' | 'paid' | 'failed' | 'expired'>().notNull().default('pending'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('payment_intents_member_idx').on(t.memberId, t.createdAt)],
);

/** Every payment provider event taken, once per its id: a redelivery finds it and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    providerCode: text('provider_code').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    reference: text('reference').notNull(),
    /** What the event did: applied, or why it changed nothing. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerCode, t.eventId] })],
);

/**
 * A withdrawal a member asked for: its amount held from the wallet at once (the brand's withdraw
 * account holds it), pending until approved or rejected, then paid by the payment provider; a
 * rejection, a cancellation or a failed payout gives it back, once.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    reference: text('reference').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code').notNull(),
    method: text('method').notNull(),
    accountHolder: text('account_holder').notNull(),
    accountNumber: text('account_number').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The method's fee, fixed when it is asked for: the account is paid the amount less it. */
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    state: text('state')
      .$type<'pending' | 'approved' | 'paid' | 'failed' | 'rejected' | 'cancelled'>()
      .notNull()
      .default('pending'),
    reason: text('reason'),
    providerPayoutId: text('provider_payout_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_state_idx').on(t.merchantCode, t.state, t.createdAt),
  ],
);

/**
 * The people who run brands (issue: the operator's console). The authenticator's secret is sealed;
 * failures lock the account for a while, never for good, so nobody can lock the team out.
 */
export const operators = pgTable('operators', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(-1),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an operator may do where: a role in one brand, or in every brand ('*'). */
export const operatorGrants = pgTable(
  'operator_grants',
  {
    operatorId: text('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    merchantCode: text('merchant_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.role, t.merchantCode] })],
);

/**
 * An operator's sessions, by the SHA-256 of their token: a sign-in waiting for its code
 * ('challenge'), a console sign-in, or a personal API token.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: text('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'challenge' | 'console' | 'token'>().notNull(),
    label: text('label'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId, t.createdAt)],
);

/**
 * Who did what, when, from where, before and after. Append-only: triggers refuse every update,
 * delete and truncate (migration 0034), so not even the server can rewrite it.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: text('operator_id'),
    operatorName: text('operator_name').notNull(),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    merchantCode: text('merchant_code'),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('operator_audit_brand_idx').on(t.merchantCode, t.id),
    index('operator_audit_operator_idx').on(t.operatorName, t.id),
  ],
);

/** Approvals of a withdrawal above its brand's four-eyes amount: one row per operator. */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    reference: text('reference')
      .notNull()
      .references(() => withdrawals.reference, { onDelete: 'cascade' }),
    operatorId: text('operator_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reference, t.operatorId] })],
);

/**
 * The support desk's hold on a member's conversation: the agent who claimed it, and when it was
 * closed (a member's message after that opens it again).
 */
export const chatDesk = pgTable('chat_desk', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  operator: text('operator'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

/** Operators' notes on a player (support, risk, finance), newest first; kept with the member. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The operator's username when writing: the note outlives a renamed or removed account. */
    operator: text('operator').notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notes_member_idx').on(t.memberId, t.at)],
);
