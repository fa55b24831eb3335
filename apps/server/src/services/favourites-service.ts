import type { FavouriteAction } from '@lobby/contract';
import type { GamesRepo } from '../db/repositories/games-repo';
import { AppError } from '../errors';

/** A member's favourite games (spec sections 3, 4 and 7): each names the game by node id and vendor. */
export function favouritesService(games: GamesRepo) {
  /** The game must exist under that vendor: a made-up node id is a 404, not a stored row. */
  async function nodeOf(game: FavouriteAction) {
    const found = await games.byNode(game.nodeId, game.vendor);
    if (!found) throw new AppError('request.notFound', 404);
    return found.nodeId;
  }
  return {
    /** Once: a second add changes nothing. */
    async add(memberId: string, game: FavouriteAction): Promise<void> {
      await games.addFavourite(memberId, await nodeOf(game));
    },
    async remove(memberId: string, game: FavouriteAction): Promise<void> {
      await games.removeFavourite(memberId, await nodeOf(game));
    },
  };
}
export type FavouritesService = ReturnType<typeof favouritesService>;
