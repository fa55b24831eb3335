/**
 * VIP rank progress (spec sections 3 and 7): the server answers value.currentProgress and
 * value.playerRankProgress.labelId. The bar shows completed/total; a member whose rank has no
 * label (no next rank to reach) is full (1); anything unknown or broken is 0.
 */
export interface RankProgressLike {
  currentProgress?: { completed?: number; total?: number } | null;
  playerRankProgress?: { labelId?: string | null } | null;
}

export function vipProgress(value: RankProgressLike | null | undefined): number {
  if (!value) return 0;
  if (!value.playerRankProgress?.labelId) return 1;
  const completed = value.currentProgress?.completed;
  const total = value.currentProgress?.total;
  if (
    typeof completed !== 'number' ||
    typeof total !== 'number' ||
    !Number.isFinite(completed) ||
    !Number.isFinite(total) ||
    total <= 0
  )
    return 0;
  return Math.min(1, Math.max(0, completed / total));
}

export interface VipRank {
  level: number;
  turnoverMinor: number;
}

/**
 * The VIP ranks of the demo brand by lifetime turnover (the sum of bets, minor units): our own
 * reading, as the spec names no thresholds. Level 0 is every new member.
 */
export const VIP_RANKS: readonly [VipRank, ...VipRank[]] = [
  { level: 0, turnoverMinor: 0 },
  { level: 1, turnoverMinor: 1_000 },
  { level: 2, turnoverMinor: 100_000 },
  { level: 3, turnoverMinor: 1_000_000 },
  { level: 4, turnoverMinor: 10_000_000 },
  { level: 5, turnoverMinor: 100_000_000 },
];

/** The rank reached with a turnover, and the next one (null at the top). */
export function vipRankOf(turnoverMinor: number): {
  level: number;
  next: VipRank | null;
} {
  let reached = VIP_RANKS[0];
  for (const rank of VIP_RANKS) if (turnoverMinor >= rank.turnoverMinor) reached = rank;
  const next = VIP_RANKS.find((rank) => rank.level === reached.level + 1) ?? null;
  return { level: reached.level, next };
}
