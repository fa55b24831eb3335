import {
  CATEGORY_QUERY,
  JILI_VENDOR,
  type GameCategory,
  type GameType,
  type VendorCategory,
} from '@lobby/contract/constants';

export interface CategoryVendor {
  vassalage: string;
  displayName: string;
  gameType: GameType;
}

export interface VendorData {
  vendorSorting: readonly { gameCategory: string; vendorNames: readonly string[] }[];
  vendorMapping: Partial<Record<string, readonly CategoryVendor[]>>;
}

const isVendorCategory = (category: GameCategory): category is VendorCategory => category in CATEGORY_QUERY;

/**
 * The vendors shown under a category (spec section 3): those of the vendor mapping, in the
 * order of the vendor sorting; mapped vendors the sorting leaves out follow in mapping order; a
 * sorted vendor missing from the mapping is shown by its code with the category's game type.
 */
export function vendorsOfCategory(data: VendorData, category: GameCategory): CategoryVendor[] {
  if (!isVendorCategory(category)) return [];
  const mapped = data.vendorMapping[category] ?? [];
  const sorted = data.vendorSorting.find((entry) => entry.gameCategory === category)?.vendorNames ?? [];
  const byCode = new Map(mapped.map((vendor) => [vendor.vassalage, vendor]));
  const ordered = sorted.map(
    (code) => byCode.get(code) ?? { vassalage: code, displayName: code, gameType: CATEGORY_QUERY[category].gameType },
  );
  const rest = mapped.filter((vendor) => !sorted.includes(vendor.vassalage));
  const seen = new Set<string>();
  return [...ordered, ...rest].filter((vendor) => !seen.has(vendor.vassalage) && seen.add(vendor.vassalage));
}

/**
 * The vendors a classic-home block asks for, or null for the category's own filter: the slots
 * block leaves JILI out, since JILI has its own block just above and the slots list starts with
 * its games (the two blocks would show the same games back to back).
 */
export function classicBlockVendors(data: VendorData, category: GameCategory): string[] | null {
  if (category !== 'RNG') return null;
  const others = vendorsOfCategory(data, 'RNG')
    .map((vendor) => vendor.vassalage)
    .filter((code) => code !== JILI_VENDOR);
  return others.length > 0 ? others : null;
}
