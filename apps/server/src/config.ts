import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isLoopbackHost } from './http/loopback';
import { SERVER_ROOT } from './paths';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  if (bits === undefined) return PROXY_KEYWORDS.has(address) || isIP(address) !== 0;
  const max = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
  return max > 0 && /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};
const trustProxySetting = z
  .string()
  .trim()
  .default('')
  .transform((v, ctx): number | string[] | false => {
    if (v === '' || v === '0' || v === 'false') return false;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    if (entries.every(isProxyEntry)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'expected a hop count or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

/** Empty strings count as unset, so `DATABASE_URL=` falls back to PGlite. */
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());

/** A comma-separated list of URLs of `scheme` (e.g. postgres, redis); empty or unset is none. */
const urlList = (scheme: string, protocol: RegExp) =>
  z
    .string()
    .trim()
    .default('')
    .transform((v, ctx): string[] => {
      const entries = v === '' ? [] : v.split(',').map((e) => e.trim());
      if (entries.every((entry) => protocol.test(URL.parse(entry)?.protocol ?? ''))) return entries;
      ctx.addIssue({ code: 'custom', message: `expected a comma-separated list of ${scheme}:// URLs` });
      return z.NEVER;
    });
const postgresUrlList = urlList('postgres', /^postgres(ql)?:$/);
const redisUrlList = urlList('redis', /^rediss?:$/);

/** A comma-separated list of http(s) origins, each kept as its URL's origin (no path, no slash). */
const originList = z
  .string()
  .trim()
  .default('')
  .transform((v, ctx): string[] => {
    const entries = v === '' ? [] : v.split(',').map((e) => e.trim());
    const origins = entries.flatMap((entry) => {
      const url = URL.parse(entry);
      return url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search ? [url.origin] : [];
    });
    if (origins.length === entries.length) return origins;
    ctx.addIssue({ code: 'custom', message: 'expected a comma-separated list of http(s) origins' });
    return z.NEVER;
  });

/** An http(s) address with an optional path and no query, kept without its trailing slash. */
const assetBase = z
  .string()
  .trim()
  .default('')
  .transform((v, ctx): string | undefined => {
    if (v === '') return undefined;
    const url = URL.parse(v);
    if (url && /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username && !url.password)
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    ctx.addIssue({
      code: 'custom',
      message: 'expected an http(s) address with no query, such as https://cdn.example/lobby',
    });
    return z.NEVER;
  });

/** Shared secrets, comma-separated (two while one rotates), each at least 32 characters. */
const secretList = z
  .string()
  .trim()
  .default('')
  .transform((v, ctx): string[] => {
    const secrets = v === '' ? [] : v.split(',').map((e) => e.trim());
    if (secrets.every((secret) => secret.length >= 32 && secret.length <= 256)) return secrets;
    ctx.addIssue({ code: 'custom', message: 'expected secrets of 32 to 256 characters, comma-separated' });
    return z.NEVER;
  });

/** A PEM key of one kind (several one after another allowed), `\n` escapes read as line breaks. */
const pemOf = (kind: 'PUBLIC KEY' | 'PRIVATE KEY') =>
  z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' ? v.replace(/\\n/g, '\n') : v),
    z
      .string()
      .max(64 * 1024)
      .regex(
        new RegExp(`^\\s*(-----BEGIN ${kind}-----[\\s\\S]+?-----END ${kind}-----\\s*)+$`),
        `expected PEM (${kind})`,
      )
      .optional(),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** PostgreSQL connection string; unset means embedded PGlite in DATA_DIR. */
    DATABASE_URL: optionalUrl,
    /**
     * PostgreSQL connections per instance. On 2 cores, 4, 10 and 20 served the uncached game list
     * alike (1,470-1,800 req/s at 50 clients); the sum over instances must stay under the server's
     * max_connections.
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Streaming replicas of DATABASE_URL, comma-separated: reads that tolerate lag (the game
     * catalogue, a brand's content) take them in turn, a pool of DATABASE_POOL_SIZE each; every
     * member's own data stays on the primary (src/db/read-routing.ts). Unset: all on the primary.
     */
    DATABASE_REPLICA_URLS: postgresUrlList,
    /**
     * After a brand's content or the catalogue changes through an instance, its reads stay on the
     * primary this long, so whoever changed it sees the change: longer than the replicas' lag.
     */
    DATABASE_REPLICA_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3_600).default(5),
    /** PGlite data folder, or memory:// for a throw-away database. */
    DATA_DIR: z
      .string()
      .min(1)
      .default(path.join(SERVER_ROOT, '.data', 'pglite')),
    /**
     * Where KYC documents (ID pictures) are kept: a folder outside the web root, never served as
     * static files. Several instances must share it (a network volume).
     */
    KYC_STORAGE_DIR: z
      .string()
      .min(1)
      .default(path.join(SERVER_ROOT, '.data', 'kyc')),
    /**
     * Where front ends load this server's public pictures and brand files from (a CDN in front of
     * its `/static/` and `/m/brand/`, say `https://cdn.brand.example/lobby`): answers then name them
     * there, absolute. Unset: answers name them as paths of this server.
     */
    PUBLIC_ASSET_BASE: assetBase,
    /** Redis for caches and rate limits shared by several instances; in-process when unset. */
    REDIS_URL: optionalUrl,
    /** A Redis Cluster instead (some of its nodes; the rest are found from them). */
    REDIS_CLUSTER_URLS: redisUrlList,
    /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/)
      .default('lobby:'),
    /**
     * Which peers may name the client's address in X-Forwarded-For: unset or 0 trusts none (the
     * socket's address counts), a number trusts that many proxy hops, a list names the proxies
     * (addresses, CIDR ranges, or loopback / linklocal / uniquelocal). Every per-client limit keys
     * on the address this yields, so trusting anyone would let a client pick its own.
     */
    TRUST_PROXY: trustProxySetting,
    /**
     * How long a client has to send a request's head, and the whole request with its body: a
     * client that trickles either (a byte every few seconds) is answered 408 and cut off at that
     * time. The whole request's time fits a KYC picture's 5 MB at about 350 kbit/s.
     */
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(120),
    /**
     * A connection on which nothing moves for this long is closed: a client that stops reading an
     * answer, or keeps a connection open unused (longer than Fastify's 72 s keep-alive).
     */
    IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(120),
    /**
     * Open connections this instance accepts at once; more are closed as they arrive, so a flood of
     * connections cannot take every file descriptor. Keep it under the process's open-file limit.
     */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(4_096),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The built mobile site. */
    STATIC_DIR: z
      .string()
      .min(1)
      .default(path.join(SERVER_ROOT, '..', 'mobile', 'dist')),
    /** The built operator's console (apps/console), served at `/console/`. */
    CONSOLE_DIR: z
      .string()
      .min(1)
      .default(path.join(SERVER_ROOT, '..', 'console', 'dist'))
      .transform((dir) => path.resolve(dir)),
    /**
     * The static Storybooks at `/storybook/` (components at `/storybook/components/`, screens at
     * `/storybook/screens/`), for reviewing without a toolchain. `npm start` turns it on; off
     * unless set, production included. Each folder may appear after start: until it does, its
     * path answers that it is being built.
     */
    SERVE_STORYBOOK: flag,
    STORYBOOK_COMPONENTS_DIR: z
      .string()
      .min(1)
      .default(path.join(SERVER_ROOT, '..', '..', 'packages', 'ui', 'storybook-static'))
      .transform((dir) => path.resolve(dir)),
    STORYBOOK_SCREENS_DIR: z
      .string()
      .min(1)
      .default(path.join(SERVER_ROOT, '..', 'mobile', 'storybook-static'))
      .transform((dir) => path.resolve(dir)),
    DEFAULT_MERCHANT: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/)
      .default('DEMO'),
    /** System status switches (spec section 4): maintenance wins over region restriction. */
    MAINTENANCE: flag,
    REGION_RESTRICTION: flag,
    /**
     * Seeds the demo brand without its popup announcements: end-to-end runs use it so that the
     * home popup covers no other screen (its own tests run on a server with them).
     */
    DEMO_WITHOUT_POPUPS: flag,
    /** How soon the local support desk acknowledges a new live-chat conversation. */
    SUPPORT_REPLY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
    /** Registrations one client address may make in an hour (a whole test run registers from one). */
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    /**
     * Operator sign-in steps (password or code) one address may try in 15 minutes: a team behind one
     * office address may need more than the default.
     */
    OPERATOR_SIGN_INS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
    /** How often the contract settlement job looks for closed periods to pay; 0 turns it off. */
    SETTLEMENT_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    HOT_GAMES_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** Vendor lists with their game counts (the refresh flag skips the cache). */
    VENDORS_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    /** How long a session lives without renewal. */
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24),
    /** Pages of the game list, kept short so catalogue changes show up soon; 0 turns it off. */
    GAME_LIST_TTL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
    /**
     * How long an instance keeps a name search's ranking (its best 1,000 game ids), so its pages
     * and the same search by others do not rank every match again; 0 ranks every request.
     */
    GAME_SEARCH_TTL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
    /**
     * How long an instance keeps a brand's settings read (every request reads them): a change made
     * through this instance shows at once, one made elsewhere (another instance, SQL by hand)
     * within this time; 0 reads them every time.
     */
    SETTINGS_TTL_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    /** A visitor's home and game lists arrive rendered as HTML (when the site was built with its server entry); 0 turns it off. */
    FIRST_SCREEN_RENDER: z
      .enum(['0', '1', 'true', 'false', ''])
      .default('1')
      .transform((v) => v !== '0' && v !== 'false'),
    /** How long a rendered first screen is reused for the same brand, language, theme and address; 0 renders each time. */
    FIRST_SCREEN_TTL_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    /**
     * How many times the demo data the seed makes (1 to 100): the catalogue over more vendors, a
     * thousand members per unit with their ledger and bets. 100 is the growth benchmark's.
     */
    SEED_SCALE: z.coerce.number().int().min(1).max(100).default(1),
    /**
     * RSA private key (PEM) that opens encrypted login/register/password bodies. Unset: each
     * process makes its own at startup, so several instances must share one through this.
     * Escaped newlines (`\n`, as one-line env files hold them) are turned back into real ones.
     */
    /**
     * Development tools: `GET /__dev/outbox` (SMS and e-mails sent) and `GET /__dev/captcha` (recent
     * captcha answers), `POST /__dev/deposit`. `npm start` and the tests turn them on; they answer
     * only requests from this machine that no proxy passed on, and with NODE_ENV=production only a
     * server bound to loopback (HOST=localhost) without TRUST_PROXY may have them.
     */
    LOBBY_DEV_TOOLS: flag,
    /**
     * An operator's personal API token (made in the console or with `npm run operator -- token`):
     * what `npm run brand` sends to the running server. The server itself does not read it.
     */
    OPERATOR_TOKEN: z.string().min(24, 'at least 24 characters').max(512).optional(),
    /**
     * With the development tools, the first start makes a demo admin operator (`admin`): its
     * password is this, or one printed once; with a TOTP secret (base32) its authenticator is
     * enrolled already (end-to-end tests compute its codes). Ignored without the tools.
     */
    DEMO_OPERATOR_PASSWORD: z.string().min(12).max(128).optional(),
    DEMO_OPERATOR_TOTP_SECRET: z
      .string()
      .regex(/^[A-Z2-7]{16,64}$/, 'base32, 16 to 64 characters')
      .optional(),
    /** Where `npm run brand` finds the running server (default: this machine at PORT). */
    LOBBY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Where SMS and e-mails go: unset keeps them in the outbox (server log and dev tools); a URL
     * sends each message as JSON `{ channel, to, subject?, text }` with POST to a provider's bridge.
     */
    MESSAGE_WEBHOOK_URL: optionalUrl,
    /**
     * Google sign-in through Firebase (spec section 2), off unless both are set: the project whose
     * ID tokens are accepted, and its public web API key (the site needs it to open the sign-in).
     */
    FIREBASE_PROJECT_ID: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^[a-z0-9-]{4,40}$/)
        .optional(),
    ),
    FIREBASE_API_KEY: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{10,100}$/)
        .optional(),
    ),
    FIREBASE_AUTH_DOMAIN: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^[A-Za-z0-9.-]{3,253}$/)
        .optional(),
    ),
    ENCRYPTION_PRIVATE_KEY: z.preprocess(
      (v) => (v === '' ? undefined : typeof v === 'string' ? v.replace(/\\n/g, '\n') : v),
      z
        .string()
        .regex(
          /^\s*-----BEGIN (RSA )?PRIVATE KEY-----[\s\S]+-----END (RSA )?PRIVATE KEY-----\s*$/,
          'expected a PEM private key',
        )
        .optional(),
    ),
    /** A game provider the platform launches games through (docs/provider-protocol.md); unset: stand-in pages. */
    GAME_PROVIDER_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
    GAME_PROVIDER_CODE: z
      .string()
      .regex(/^[A-Z0-9_]{2,16}$/)
      .default('LGP'),
    GAME_PROVIDER_NAME: z.string().min(1).max(80).default('Local game provider'),
    /** The provider's public key(s), PEM, one after another while it rotates: they check its wallet calls. */
    GAME_PROVIDER_PUBLIC_KEYS: pemOf('PUBLIC KEY'),
    /** The platform's private key, PEM: it signs the platform's calls to providers. */
    PLATFORM_PRIVATE_KEY: pemOf('PRIVATE KEY'),
    /** How the platform names itself to providers (`X-Platform`). */
    PLATFORM_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{2,32}$/)
      .default('LOBBY'),
    /** A payment provider deposits and withdrawals go through (docs/payment-protocol.md); unset: no money in or out. */
    PAYMENT_PROVIDER_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
    PAYMENT_PROVIDER_CODE: z
      .string()
      .regex(/^[A-Z0-9_]{2,16}$/)
      .default('LPP'),
    /** Secrets shared with the payment provider, comma-separated while one rotates: calls to it, and its callbacks. */
    PAYMENT_API_SECRET: secretList,
    PAYMENT_WEBHOOK_SECRET: secretList,
    /** Where the provider reaches this server's callbacks; unset: the address the member's request came to. */
    PAYMENT_CALLBACK_BASE_URL: optionalUrl,
    /**
     * Origins of the provider's game pages that may open in a frame of the site (the provider
     * allows it); a game elsewhere, or with none listed, opens as a page of its own.
     */
    GAME_PROVIDER_FRAME_ORIGINS: originList,
    /** How often provider catalogues are synced; 0 only at start. */
    PROVIDER_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  })
  .refine(
    (env) => !env.PAYMENT_PROVIDER_URL || (env.PAYMENT_API_SECRET.length > 0 && env.PAYMENT_WEBHOOK_SECRET.length > 0),
    {
      path: ['PAYMENT_PROVIDER_URL'],
      message: 'a payment provider needs PAYMENT_API_SECRET and PAYMENT_WEBHOOK_SECRET',
    },
  )
  .refine((env) => !env.GAME_PROVIDER_URL || (env.GAME_PROVIDER_PUBLIC_KEYS && env.PLATFORM_PRIVATE_KEY), {
    path: ['GAME_PROVIDER_URL'],
    message: 'a game provider needs GAME_PROVIDER_PUBLIC_KEYS and PLATFORM_PRIVATE_KEY',
  })
  .refine((env) => env.REDIS_CLUSTER_URLS.length === 0 || !env.REDIS_URL, {
    path: ['REDIS_CLUSTER_URLS'],
    message: 'one Redis: set REDIS_URL for a single server or REDIS_CLUSTER_URLS for a cluster, not both',
  })
  .refine((env) => env.DATABASE_REPLICA_URLS.length === 0 || env.DATABASE_URL, {
    path: ['DATABASE_REPLICA_URLS'],
    message: 'replicas are of a PostgreSQL primary: set DATABASE_URL too (PGlite has none)',
  })
  .refine((env) => !env.FIREBASE_PROJECT_ID === !env.FIREBASE_API_KEY, {
    path: ['FIREBASE_API_KEY'],
    message: 'Google sign-in needs both FIREBASE_PROJECT_ID and FIREBASE_API_KEY',
  })
  .refine((env) => env.HEADERS_TIMEOUT_SECONDS <= env.REQUEST_TIMEOUT_SECONDS, {
    path: ['HEADERS_TIMEOUT_SECONDS'],
    message: 'the head of a request is part of it: at most REQUEST_TIMEOUT_SECONDS',
  })
  // A production build may still run the demo (`npm start`, the end-to-end tests) on this machine
  // alone: bound to loopback with no proxy declared in front, and each dev route answers only a
  // request from this machine that no proxy passed on (areas/dev-tools.ts).
  .refine(
    (env) => !(env.NODE_ENV === 'production' && env.LOBBY_DEV_TOOLS && (!isLoopbackHost(env.HOST) || env.TRUST_PROXY)),
    {
      path: ['LOBBY_DEV_TOOLS'],
      message:
        'development tools expose codes, captchas and money without paying: with NODE_ENV=production they need HOST=localhost and no TRUST_PROXY',
    },
  );

export type Config = z.infer<typeof envSchema>;

/** Parses configuration; the only place that reads process.env. Throws a readable error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
