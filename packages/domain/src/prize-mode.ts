/** Prize modes of the lottery (spec section 9). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** The modes a lottery launch carries: the site's, or SEA, in which TCG_SEA always plays (spec section 4). */
export const LAUNCH_PRIZE_MODES = [...PRIZE_MODES, 'SEA'] as const;
export type LaunchPrizeMode = (typeof LAUNCH_PRIZE_MODES)[number];

/** Whether a text (a launch address's `prizeMode`) names a known mode: anything else is not shown. */
export function isLaunchPrizeMode(value: unknown): value is LaunchPrizeMode {
  return typeof value === 'string' && (LAUNCH_PRIZE_MODES as readonly string[]).includes(value);
}

/** Until vendor data has loaded the prize mode is Elott (spec section 4). */
export const DEFAULT_PRIZE_MODE: PrizeMode = 'Elott';

/**
 * Vendor mapping of the site's vendor data: per category the vendors shown under it (spec
 * section 3). Structural, so the contract's VendorMapping fits without importing zod types.
 */
export type VendorMappingLike = Readonly<Partial<Record<string, readonly { vassalage: string }[]>>>;

/** Vendors whose presence under ELOTT makes the prize mode Elott (spec section 4). */
const ELOTT_PRIZE_VENDORS: ReadonlySet<string> = new Set(['TCG_LOTTO_VN', 'LOTT']);

/**
 * Prize mode (spec section 4): "Elott when vendor mapping has ELOTT entry for TCG_LOTTO_VN or
 * LOTT, else Lott". Our reading: the mapping's ELOTT category lists a vendor whose code is
 * TCG_LOTTO_VN or LOTT. No mapping yet gives the default (Elott). ZY is a valid mode that this
 * rule never picks; it comes from elsewhere (not shown).
 */
export function prizeMode(mapping: VendorMappingLike | null | undefined): PrizeMode {
  if (!mapping) return DEFAULT_PRIZE_MODE;
  const elott = mapping.ELOTT ?? [];
  return elott.some((vendor) => ELOTT_PRIZE_VENDORS.has(vendor.vassalage)) ? 'Elott' : 'Lott';
}
