/** A winner board entry (spec section 3): vo.winAmount, with who and what. */
export interface WinnerLike {
  vo: { winAmount: number };
}

/** Winners by winAmount, largest first (spec section 4); equal amounts keep their order. */
export function sortWinners<T extends WinnerLike>(winners: readonly T[]): T[] {
  return [...winners].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}

/** A member's name as a board shows it to strangers: first and last characters only. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
