import type { Game, GameType, Language } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { onImageCdn } from '@lobby/domain';
import type { Cache } from '../adapters/cache';
import { TILE_ART_VERSION, type TileGame } from '../adapters/game-tile-art';
import type { GameRow, GamesRepo } from '../db/repositories/games-repo';

/** What a game's entry in a list is made of: its row, less the vendor's name (the caller's). */
type ListedGame = Omit<GameRow, 'vendorName'>;

const HOT_LIMIT = 30;

/**
 * The address of a game's icon with its name in `language`: each language has its own, since the
 * name is drawn on the picture and an <img> sends no language (the address alone decides).
 */
export const gameIconPath = (gameId: string, language: Language) =>
  `${PATHS.gameIcon}/${encodeURIComponent(gameId)}.png?language=${language}&v=${TILE_ART_VERSION}`;

/** A game as the API answers it; its icon on `imageBase`, the image CDN picked for the response ('' the site). */
export function toGame(row: ListedGame, vendorName: string, language: Language, imageBase = ''): Game {
  const name = row.names[language] ?? row.names.en;
  const icon = onImageCdn(imageBase, gameIconPath(row.gameId, language));
  return {
    gameId: row.gameId,
    nodeId: row.nodeId,
    nodeName: name,
    gameName: name,
    gameType: row.gameType as GameType,
    vassalage: row.vendorCode,
    displayName: vendorName,
    gameClassify: row.gameClassify,
    showIcon: true,
    iconUrl: icon,
    mobileLargeIcon: icon,
    isHot: row.isHot,
    isNew: row.isNew,
  };
}

/** The image CDN of a response for a brand (random among its configured ones, '' for none). */
export type ImageBase = (merchant: string) => Promise<string>;

/** Where a brand's hot list in a language is cached (the catalogue's changes forget it). */
export const hotGamesKey = (merchant: string, language: Language) => `hot:${merchant}:${language}`;

export function gamesService(
  repo: GamesRepo,
  cache: Cache,
  ttlSeconds: number,
  imageBase: ImageBase = async () => '',
  /** The vendors a brand hides: their games leave its hot list. */
  hiddenVendors: (merchant: string) => Promise<readonly string[]> = async () => [],
) {
  return {
    /** Hot games in rank order, cached per merchant and language; refresh skips the cache. */
    async hotGames(merchant: string, language: Language, refresh = false): Promise<Game[]> {
      const key = hotGamesKey(merchant, language);
      if (!refresh) {
        const hit = await cache.get<Game[]>(key);
        if (hit) return hit;
      }
      const [rows, hidden] = await Promise.all([repo.hot(HOT_LIMIT), hiddenVendors(merchant)]);
      const base = await imageBase(merchant);
      const list = rows
        .filter((row) => !hidden.includes(row.vendorCode))
        .map((row) => toGame(row, row.vendorName, language, base));
      await cache.set(key, list, ttlSeconds);
      return list;
    },
  };
}
export type GamesService = ReturnType<typeof gamesService>;

/**
 * A game's tile data by id, or undefined for an id the catalogue lacks: the English name picks the
 * picture, the name in `language` (as the game list shows it) is drawn on it; a vendor without a
 * row of its own shows its code.
 */
export function gameTiles(repo: GamesRepo) {
  return async (gameId: string, language: Language = 'en'): Promise<TileGame | undefined> => {
    const row = await repo.tile(gameId);
    if (!row) return undefined;
    const { names, vendorName, ...game } = row;
    return { ...game, name: names.en, title: names[language] ?? names.en, vendorName: vendorName ?? row.vendorCode };
  };
}
export type GameTiles = ReturnType<typeof gameTiles>;
