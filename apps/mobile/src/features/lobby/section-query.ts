import type { GameType, Language } from '@lobby/contract';
import { gameListQuery, initialGameFilter, type LobbyCategory } from '@lobby/domain';

/**
 * The game list query of a home block: the category's own starting filter (spec section 4),
 * narrowed to one vendor (and its game type) when the block is a vendor's, first page of `size`.
 */
export function sectionQuery(
  category: LobbyCategory,
  language: Language,
  size: number,
  vendor?: { vassalage: string; gameType: GameType },
): Record<string, string> {
  const filter = initialGameFilter(category);
  const narrowed = vendor ? { ...filter, vendors: [vendor.vassalage], gameType: vendor.gameType } : filter;
  return { ...gameListQuery(narrowed, language), pageSize: String(size) };
}
