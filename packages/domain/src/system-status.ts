/** System status (spec section 4): 0 normal, 1 maintenance (wins over region), 2 region restricted. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatus = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export function systemStatus(flags: { maintenance: boolean; regionRestriction: boolean }): SystemStatus {
  if (flags.maintenance) return SYSTEM_STATUS.maintenance;
  if (flags.regionRestriction) return SYSTEM_STATUS.regionRestricted;
  return SYSTEM_STATUS.normal;
}
