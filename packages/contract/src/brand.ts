import { z } from 'zod';
import { interfaceLanguageSchema } from './common';
import { currencyCodeSchema } from './currencies';
import { MODULE_IDS } from './module-ids';

/** The colour tokens of `@lobby/ui`'s tokens.css, set per theme (ui's test keeps the two lists equal). */
export const THEME_COLOR_TOKENS = [
  'color-bg',
  'color-surface',
  'color-surface-2',
  'color-border',
  'color-text',
  'color-text-muted',
  'color-primary',
  'color-primary-text',
  'color-primary-ink',
  'color-accent',
  'color-danger',
  'color-hot',
  'color-new',
] as const;

/** The theme-independent tokens of tokens.css: corner radii, spacing, type and bar heights. */
export const THEME_METRIC_TOKENS = [
  'radius-s',
  'radius-m',
  'radius-l',
  'space-1',
  'space-2',
  'space-3',
  'space-4',
  'font-size-s',
  'font-size-m',
  'font-size-l',
  'header-height',
  'footer-height',
] as const;

export type ThemeColorToken = (typeof THEME_COLOR_TOKENS)[number];
export type ThemeMetricToken = (typeof THEME_METRIC_TOKENS)[number];

/** ui's tokens.css values (its test keeps them equal): what a brand's palette leaves out. */
export const DEFAULT_PALETTES: Record<'dark' | 'light', Record<ThemeColorToken, string>> = {
  dark: {
    'color-bg': '#0f1420',
    'color-surface': '#182033',
    'color-surface-2': '#222c44',
    'color-border': '#2d3852',
    'color-text': '#f2f4f8',
    'color-text-muted': '#a9b3c7',
    'color-primary': '#f5b82e',
    'color-primary-text': '#1a1300',
    'color-primary-ink': '#f5b82e',
    'color-accent': '#35c2ff',
    'color-danger': '#ff5a5f',
    'color-hot': '#ff6b3d',
    'color-new': '#3ddc84',
  },
  light: {
    'color-bg': '#f4f6fb',
    'color-surface': '#ffffff',
    'color-surface-2': '#eef1f7',
    'color-border': '#d8deea',
    'color-text': '#141a26',
    'color-text-muted': '#4e5a70',
    'color-primary': '#e0a100',
    'color-primary-text': '#1a1300',
    'color-primary-ink': '#8a5a00',
    'color-accent': '#0070b8',
    'color-danger': '#c0262d',
    'color-hot': '#c73d12',
    'color-new': '#12803f',
  },
};

// Values end up inside a <style> element: the patterns admit no `;`, `}`, `<` or quotes.
const colour = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'a colour as #rgb, #rrggbb or #rrggbbaa');
const length = z.string().regex(/^(?:0|\d{1,3}(?:\.\d{1,2})?px)$/, 'a length in px, such as 12px');
const fontFamily = z
  .string()
  .max(300)
  .regex(/^[\w ,'-]+$/u, "font names separated by commas (letters, digits, spaces, - and ')");

const tokensOf = <K extends string, V extends z.ZodType>(keys: readonly K[], value: V) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, value.optional()])) as Record<K, z.ZodOptional<V>>);

/** A palette: any of the colour tokens; those left out keep ui's defaults. */
export const themePaletteSchema = tokensOf(THEME_COLOR_TOKENS, colour);
export type ThemePalette = z.infer<typeof themePaletteSchema>;

/** A brand's look: palettes for dark and light, shared metrics and font, and the theme a first visit opens in. */
export const brandThemeSchema = z.strictObject({
  defaultTheme: z.enum(['dark', 'light']).default('dark'),
  dark: themePaletteSchema.default({}),
  light: themePaletteSchema.default({}),
  metrics: tokensOf(THEME_METRIC_TOKENS, length).default({}),
  fontBody: fontFamily.optional(),
});
export type BrandTheme = z.infer<typeof brandThemeSchema>;

/** A host name as browsers send it (lower case, optional port is not part of it). */
/**
 * A web origin a brand's own front end is served from, allowed to call the API across origins:
 * https with any host name (and a port), or http on this machine's names (`*.localhost`,
 * 127.0.0.1) for trials; no path, lower case.
 */
export const brandOriginSchema = z
  .string()
  .max(280)
  .regex(
    /^(?:https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|http:\/\/(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*localhost|127\.0\.0\.1))(?::\d{1,5})?$/,
    'an origin such as https://play.brand.example (https, or http on localhost), with no path or trailing /',
  );

const hostName = z
  .string()
  .max(253)
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    'a host name in lower case, such as brand.example.com',
  );

/**
 * A picture as SVG markup, kept in the brand's row and served from this server. Scripts, event
 * handlers, foreign content and outside references are refused: the picture is drawn, nothing runs.
 */
export const brandSvgSchema = z
  .string()
  .max(20_000)
  .regex(/^\s*<svg[\s>][\s\S]*<\/svg>\s*$/, 'SVG markup from <svg to </svg>')
  .refine(
    (svg) =>
      !/<script|<foreignObject|\son[a-z]+\s*=|javascript:|<!ENTITY|<!DOCTYPE|(?:href|src)\s*=\s*["']\s*(?!#)/i.test(
        svg,
      ),
    'SVG without scripts, event handlers, foreign objects or outside references',
  );

/** A picture of the brand: an https address, or a path on this server. */
const pictureUrl = z
  .string()
  .max(500)
  .regex(/^(?:https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, 'an https:// address or a path starting with /');
const linkUrl = z
  .string()
  .max(500)
  .regex(/^(?:$|https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, "an https:// address, a path starting with /, or ''");

const PICTURE_HINT =
  'SVG markup (<svg ...</svg>, no scripts, handlers or outside references), an https:// address or a /path';

/**
 * A method's fee, borne by the member and taken from the amount: a share in basis points (100 =
 * 1%, at most 20%) plus a fixed part in minor units. None: the brand bears the provider's fee.
 */
export const paymentFeeSchema = z.strictObject({
  percentBps: z.number().int().min(0).max(2000).default(0),
  fixedMinor: z.number().int().min(0).max(1e12).default(0),
});

const leavesMost = (fee: z.infer<typeof paymentFeeSchema> | undefined, minMinor: number) =>
  !fee || fee.fixedMinor + (minMinor * fee.percentBps) / 10_000 < minMinor / 2;

/** A way to pay in or out at the brand's payment provider, with the limits of one payment (minor units). */
export const paymentMethodSchema = z
  .strictObject({
    /** The brand's code of the method, e.g. `kbzpay`. */
    code: z.string().regex(/^[a-z0-9_-]{2,20}$/, '2 to 20 small letters, digits, _ or -'),
    /** What the member does on the provider's page: approve in an e-wallet, transfer from a bank, scan a QR code. */
    kind: z.enum(['ewallet', 'bank_transfer', 'qr']),
    /** Its name as members know it, e.g. KBZPay. */
    name: z.string().trim().min(1).max(40),
    minMinor: z.number().int().positive().max(1e12),
    maxMinor: z.number().int().positive().max(1e12),
    /** Withdrawals can be paid to it: by default e-wallets and banks, never a QR scheme (money in only). */
    payouts: z.boolean().optional(),
    /** The fee on a deposit by it, and on a withdrawal paid to it (none by default). */
    depositFee: paymentFeeSchema.optional(),
    payoutFee: paymentFeeSchema.optional(),
  })
  .refine((m) => m.maxMinor >= m.minMinor, { message: 'maxMinor below minMinor', path: ['maxMinor'] })
  .refine((m) => m.kind !== 'qr' || m.payouts !== true, {
    message: 'a QR scheme cannot take payouts',
    path: ['payouts'],
  })
  // A fee must leave most of the least payment: one that takes it all is a mistake in the file.
  .refine((m) => leavesMost(m.depositFee, m.minMinor), {
    message: 'the fee takes half or more of the least deposit',
    path: ['depositFee'],
  })
  .refine((m) => leavesMost(m.payoutFee, m.minMinor), {
    message: 'the fee takes half or more of the least withdrawal',
    path: ['payoutFee'],
  })
  .transform((m) => ({ ...m, payouts: m.payouts ?? m.kind !== 'qr' }));
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The brand's withdrawal rules, per member and day. */
export const withdrawalRulesSchema = z.strictObject({
  dailyCount: z.number().int().min(1).max(100).default(3),
  dailyMaxMinor: z.number().int().positive().max(1e12).default(1_000_000),
  /** Times a bonus must be staked before money can leave (0: no turnover rule). */
  bonusTurnover: z.number().int().min(0).max(50).default(1),
  /** Four-eyes: a withdrawal above this amount is paid only once two different operators approve it (unset: one). */
  secondApprovalAboveMinor: z.number().int().positive().max(1e12).optional(),
});
export type WithdrawalRules = z.infer<typeof withdrawalRulesSchema>;

/** Money in and out at the brand's payment provider: its methods (none: no deposits) and rules. */
export const brandPaymentsSchema = z.strictObject({
  methods: z
    .array(paymentMethodSchema)
    .max(20)
    .default([])
    .refine((methods) => new Set(methods.map((m) => m.code)).size === methods.length, {
      message: 'a method code is listed twice',
    }),
  withdrawals: withdrawalRulesSchema.default({ dailyCount: 3, dailyMaxMinor: 1_000_000, bonusTurnover: 1 }),
});
export type BrandPayments = z.infer<typeof brandPaymentsSchema>;

/**
 * A brand as its operator writes it (`npm run brand`): everything that makes it look and behave
 * as its own. Stored in the brand's settings row, answered inside the consolidated settings.
 */
export const brandSchema = z
  .strictObject({
    merchantCode: z.string().regex(/^[A-Z0-9_]{2,20}$/, '2 to 20 capital letters, digits or _'),
    name: z.string().trim().min(1).max(40),
    /** Host names the brand is served at; the first is its main domain. */
    hosts: z.array(hostName).min(1).max(20),
    /**
     * Origins of the brand's own front ends (another host than `hosts`) allowed to call the API
     * from the browser, for this brand only.
     */
    origins: z
      .array(brandOriginSchema)
      .max(20)
      .default([])
      .refine((origins) => new Set(origins).size === origins.length, { message: 'an origin is listed twice' }),
    /** SVG markup, or the address of a picture. */
    logo: z.union([brandSvgSchema, pictureUrl], { error: PICTURE_HINT }),
    /** Square icon, SVG markup best: favicon, home-screen and app icons are drawn from it. */
    icon: z.union([brandSvgSchema, pictureUrl], { error: PICTURE_HINT }),
    theme: brandThemeSchema.default({ defaultTheme: 'dark', dark: {}, light: {}, metrics: {} }),
    defaultLanguage: interfaceLanguageSchema,
    languages: z.array(interfaceLanguageSchema).min(1),
    /**
     * The language of the content (ticker, promotions, help) shown where the brand has none in the
     * language a visitor reads; the screen then says so. One of the brand's languages.
     */
    contentFallbackLanguage: interfaceLanguageSchema,
    template: z
      .strictObject({
        home: z.enum(['v-new', 'v-base']),
        detail: z.enum(['v-detail-new', 'v-detail-base']),
      })
      .default({ home: 'v-new', detail: 'v-detail-new' }),
    flags: z
      .strictObject({
        CBS3: z.boolean(),
        REWCEN3: z.boolean(),
        vipBenefits: z.boolean(),
        referral: z.boolean(),
        mobileLogin: z.boolean(),
        socialLogin: z.boolean(),
        firebaseSms: z.boolean(),
        smsHumanCheck: z.boolean(),
        trialMode: z.boolean(),
        invitePopup: z.boolean(),
      })
      .partial()
      .default({}),
    disabledModules: z.array(z.enum(MODULE_IDS)).default([]),
    minimumAge: z.union([z.literal(18), z.literal(21)]).default(18),
    /** What its members' wallets count in (ISO 4217); it cannot change once a member has a wallet. */
    currency: currencyCodeSchema.default('USD'),
    payments: brandPaymentsSchema.default({
      methods: [],
      withdrawals: { dailyCount: 3, dailyMaxMinor: 1_000_000, bonusTurnover: 1 },
    }),
    links: z
      .strictObject({
        service: linkUrl.default(''),
        telegram: linkUrl.default(''),
        whatsapp: linkUrl.default(''),
        ios: linkUrl.default(''),
        android: linkUrl.default(''),
      })
      .default({ service: '', telegram: '', whatsapp: '', ios: '', android: '' }),
    imageCDNs: z.array(linkUrl).max(10).default(['']),
  })
  .refine((b) => b.languages.includes(b.defaultLanguage), {
    message: 'the default language must be one of the languages',
    path: ['defaultLanguage'],
  })
  .refine((b) => b.languages.includes(b.contentFallbackLanguage), {
    message: 'the content fallback language must be one of the languages',
    path: ['contentFallbackLanguage'],
  })
  .refine((b) => new Set(b.languages).size === b.languages.length, {
    message: 'a language is listed twice',
    path: ['languages'],
  });
export type Brand = z.infer<typeof brandSchema>;
export type BrandFile = z.input<typeof brandSchema>;

/** Names a bad brand's fields, one line each: `theme.dark.color-bg: a colour as #rgb...`. */
export function brandProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
}
