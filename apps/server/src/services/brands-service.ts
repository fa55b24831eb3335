import { brandProblems, brandSchema, type Brand } from '@lobby/contract';
import type { SettingsRepo } from '../db/repositories/settings-repo';
import type { StoredSettings } from '../db/schema';
import { AppError } from '../errors';
import { brandOfSettings, settingsOfBrand } from './brand-settings';
import type { MerchantDirectory } from './merchants';

const invalid = (fields: string[]) => new AppError('request.invalid', 400, { fields });

/** Parses a brand file; a bad one is a 400 naming each field that is wrong. */
export function parseBrand(input: unknown): Brand {
  const parsed = brandSchema.safeParse(input);
  if (!parsed.success) throw invalid(brandProblems(parsed.error));
  return parsed.data;
}

/** Creates, updates, lists and shows brands (the brand command and the operator's API). */
export function brandsService(
  repo: SettingsRepo,
  merchants: MerchantDirectory,
  /** The settings a new brand starts from (catalogue, menus, registration rules). */
  newBrandBase: (code: string) => StoredSettings,
) {
  /** What the brand names that another brand holds already: a host or an origin answers for one brand only. */
  async function takenByOthers(brand: Brand): Promise<string[]> {
    const others = (await repo.brandHosts()).filter((b) => b.code !== brand.merchantCode);
    return [
      ...brand.hosts
        .filter((h) => others.some((b) => b.hosts.includes(h)))
        .map((h) => `hosts: ${h} is served by another brand`),
      ...brand.origins
        .filter((o) => others.some((b) => b.origins.includes(o)))
        .map((o) => `origins: ${o} belongs to another brand`),
    ];
  }
  async function save(brand: Brand, mode: 'create' | 'update'): Promise<Brand> {
    const stored = await repo.forMerchant(brand.merchantCode);
    if (mode === 'create' && stored) throw invalid(['merchantCode: this brand exists already (update it instead)']);
    if (mode === 'update' && !stored) throw invalid(['merchantCode: no such brand (create it first)']);
    // Wallets keep the currency they were opened in: a brand's cannot change under them.
    const currency = stored?.currency ?? 'USD';
    if (stored && currency !== brand.currency && (await repo.hasWallets(brand.merchantCode)))
      throw invalid([`currency: this brand's wallets count in ${currency}; it cannot change once members have one`]);
    const taken = await takenByOthers(brand);
    if (taken.length) throw invalid(taken);
    const base = stored ?? newBrandBase(brand.merchantCode);
    await repo.saveBrand(brand.merchantCode, brand.name, settingsOfBrand(brand, base));
    await merchants.reload();
    return brand;
  }
  return {
    create: async (input: unknown) => save(parseBrand(input), 'create'),
    update: async (input: unknown) => save(parseBrand(input), 'update'),
    async list(): Promise<{ code: string; hosts: string[]; origins: string[] }[]> {
      return repo.brandHosts();
    },
    async show(code: string): Promise<Brand> {
      const stored = await repo.forMerchant(code);
      if (!stored) throw new AppError('merchant.unknown', 404);
      return brandOfSettings(stored);
    },
  };
}
export type BrandsService = ReturnType<typeof brandsService>;
