import { randomInt } from 'node:crypto';
import {
  brandPaymentsSchema,
  type BrandPayments,
  type CurrencyCode,
  type EncryptionPublicKey,
  type FirebaseWebConfig,
  type SiteSettings,
} from '@lobby/contract';
import { encodeServicePath, systemStatus } from '@lobby/domain';
import type { SettingsRepo } from '../db/repositories/settings-repo';
import type { StoredSettings } from '../db/schema';
import { AppError } from '../errors';
import { brandPictureUrl } from './brand-look';

export interface SystemSwitches {
  maintenance: boolean;
  regionRestriction: boolean;
}

const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const pathKey = () => Array.from({ length: 8 }, () => KEY_CHARS[randomInt(KEY_CHARS.length)]).join('');

/**
 * A brand that switched the captcha module off (CAPTCHA3, spec section 7) is never asked for one:
 * its registration and SMS human checks count as off, whatever their own switches say.
 */
function withoutCaptchaWhenOff<S extends StoredSettings>(row: S): S {
  if (!row.disabledModules.includes('CAPTCHA3')) return row;
  return {
    ...row,
    registration: { ...row.registration, captcha: false },
    whitelabel: { ...row.whitelabel, smsHumanCheck: false },
  };
}

/** The brand's vendor menus without the vendors it hides (the console's catalogue). */
function withoutVendors<S extends Pick<StoredSettings, 'vendorSorting' | 'vendorMapping'>>(
  site: S,
  hidden: readonly string[] | undefined,
): S {
  if (!hidden?.length) return site;
  const shown = (code: string) => !hidden.includes(code);
  return {
    ...site,
    vendorSorting: site.vendorSorting.map((entry) => ({ ...entry, vendorNames: entry.vendorNames.filter(shown) })),
    vendorMapping: Object.fromEntries(
      Object.entries(site.vendorMapping).map(([category, vendors]) => [
        category,
        vendors.filter((vendor) => shown(vendor.vassalage)),
      ]),
    ),
  };
}

export function settingsService(
  repo: SettingsRepo,
  switches: SystemSwitches,
  encryption: EncryptionPublicKey,
  firebase: FirebaseWebConfig | null = null,
) {
  async function stored(merchant: string): Promise<StoredSettings & { currency: CurrencyCode }> {
    const row = await repo.forMerchant(merchant);
    if (!row) throw new AppError('merchant.unknown', 400);
    // Rows stored before brands named a currency counted in USD.
    return withoutCaptchaWhenOff({ ...row, currency: row.currency ?? 'USD' });
  }
  return {
    stored,
    /** The brand's currency and payment setup (none stored: no methods, the default rules). */
    async money(merchant: string): Promise<{ currency: CurrencyCode; payments: BrandPayments }> {
      const row = await stored(merchant);
      return { currency: row.currency, payments: row.payments ?? brandPaymentsSchema.parse({}) };
    },
    /** Registration rules and countries have their own paths, so they stay out of this. */
    async consolidated(merchant: string, ip: string): Promise<SiteSettings> {
      const {
        registration: _registration,
        countries: _countries,
        payments: _payments,
        hiddenVendors,
        ...shown
      } = await stored(merchant);
      const site = withoutVendors(shown, hiddenVendors);
      // Customer-service addresses are stored plain and served obfuscated (spec section 3).
      const customerService = site.customerService.map((entry) => ({
        ...entry,
        path: encodeServicePath(entry.path, pathKey()),
      }));
      // Pictures kept as markup are served from their own paths, not inside every settings answer.
      const logo = brandPictureUrl(merchant, 'logo', site.logo);
      const icon = brandPictureUrl(merchant, 'icon', site.icon);
      return { ...site, logo, icon, customerService, location: { ip }, ...switches, encryption, firebase };
    },
    status() {
      return { status: systemStatus(switches) };
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
