import { z } from 'zod';
import { brandThemeSchema } from './brand';
import { interfaceLanguageSchema } from './common';
import { currencyCodeSchema } from './currencies';
import { encryptionPublicKeySchema } from './encryption';
import { MODULE_IDS } from './module-ids';
import { gameCategorySchema, vendorMappingSchema, vendorSortingSchema } from './vendors';

export const customerServiceEntrySchema = z.object({
  title: z.string(),
  /** Obfuscated; decoded on the client with the last 8 characters as key (spec section 3). */
  path: z.string(),
  type: z.number().int(),
});

export const mobileTemplateSchema = z.object({
  app_desc: z.string(),
  app_desc_font_color: z.string(),
  mem_cen: z.string(),
  dep_func: z.string(),
  /** Template classes v-new / v-base and v-detail-new / v-detail-base (spec section 4). */
  newTemplate: z.boolean(),
  newDetailTemplate: z.boolean(),
});

/** Feature flags of the brand (spec section 6). */
export const whitelabelSchema = z.object({
  CBS3: z.boolean(),
  REWCEN3: z.boolean(),
  vipBenefits: z.boolean(),
  referral: z.boolean(),
  mobileLogin: z.boolean(),
  socialLogin: z.boolean(),
  /**
   * SMS codes sent and checked by Firebase phone auth rather than by us (spec section 7: Firebase
   * path); the forms then send the Firebase ID token instead of the code. Needs `firebase`.
   */
  firebaseSms: z.boolean().default(false),
  /**
   * An SMS code is sent only after a solved captcha (spec section 3: the human check of the code
   * request, geetest on the platform); the captcha's id and answer travel with the request.
   */
  smsHumanCheck: z.boolean().default(false),
  trialMode: z.boolean(),
});

/** The public web config of the brand's Firebase project, for Google sign-in (not a secret). */
export const firebaseWebConfigSchema = z.object({
  apiKey: z.string().min(1),
  authDomain: z.string().min(1),
  projectId: z.string().min(1),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

export const siteSettingsSchema = z.object({
  merchantCode: z.string(),
  siteName: z.string(),
  /** The brand's logo for the header, and its square icon (favicon, home-screen icons). */
  logo: z.string(),
  icon: z.string(),
  /** The brand's palettes and metrics over ui's tokens, and the theme of a first visit. */
  theme: brandThemeSchema,
  mainDomain: z.string(),
  imageCDNs: z.array(z.string()),
  vendorIconCDN: z.string(),
  /** The interface languages the brand offers, in the selector's order (spec sections 1 and 2). */
  languages: z.array(interfaceLanguageSchema).min(1),
  /** The language of a first visit (the visitor's own choice wins afterwards). */
  defaultLanguage: interfaceLanguageSchema,
  /** The language of the content shown where the brand has none in the language read (the screen says so). */
  contentFallbackLanguage: interfaceLanguageSchema,
  location: z.object({ ip: z.string() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  mobileTemplate: mobileTemplateSchema,
  whitelabel: whitelabelSchema,
  customerService: z.array(customerServiceEntrySchema),
  domainRoute: z.array(z.string()),
  paths: z.record(z.string(), z.string()),
  resources: z.record(z.string(), z.string()),
  /** Vendor data (spec section 3): vendor order per category, and the vendors shown under each. */
  vendorSorting: vendorSortingSchema,
  vendorMapping: vendorMappingSchema,
  /** Categories of the home blocks and side menu, in the configured order (spec section 2). */
  menuCategories: z.array(gameCategorySchema),
  /** Affiliate social links of the footer and service popup; '' when the brand has none (spec section 2). */
  affiliateLinks: z.object({ telegram: z.string().max(300), whatsapp: z.string().max(300) }),
  /** The key login, registration and password bodies are encrypted for (DESIGN.md section 3). */
  encryption: encryptionPublicKeySchema,
  /** Minimum age of the brand (18, or 21 in some variants). */
  minimumAge: z.union([z.literal(18), z.literal(21)]),
  /** What the brand's wallets count in (ISO 4217): amounts are shown by its rules. */
  currency: currencyCodeSchema.default('USD'),
  /**
   * The app's links for the download page, popup and bar (spec section 3: download links IOS,
   * Android, MOBILECONFIG, AppDownloadIcon); '' when none.
   */
  downloadLinks: z.object({
    ios: z.string().max(500),
    android: z.string().max(500),
    mobileconfig: z.string().max(500).default(''),
    appDownloadIcon: z.string().max(500).default(''),
  }),
  /** Whether members see the invite popup (once per browser session, spec section 4). */
  invitePopup: z.boolean(),
  /** Modules (spec section 7) the brand has switched off: their paths answer 'feature.unavailable'. */
  disabledModules: z.array(z.enum(MODULE_IDS)).default([]),
  /** Set when the server can verify Google sign-ins; with whitelabel.socialLogin it shows them. */
  firebase: firebaseWebConfigSchema.nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type Whitelabel = z.infer<typeof whitelabelSchema>;
export type MobileTemplate = z.infer<typeof mobileTemplateSchema>;

/** The system status (spec section 4): 0 normal, 1 maintenance, 2 region restricted. */
export const systemStatusSchema = z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]) });
