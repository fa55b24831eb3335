import { z } from 'zod';
import { endpoint } from '../endpoint';
import { favouriteActionSchema, favouritesPageSchema, favouritesQuerySchema } from '../game-list';
import { PATHS } from '../paths';

/** A member's favourite games (spec sections 3, 4 and 7): the paged list, adding and removing. */
export const favouritesEndpoints = {
  favourites: endpoint({
    method: 'GET',
    path: PATHS.favourites,
    access: 'member',
    query: favouritesQuerySchema,
    response: favouritesPageSchema,
  }),
  addFavourite: endpoint({
    method: 'POST',
    path: PATHS.addFavourite,
    access: 'member',
    body: favouriteActionSchema,
    response: z.null(),
  }),
  /** DELETE names the game in the query (a body on DELETE is not dependable). */
  removeFavourite: endpoint({
    method: 'DELETE',
    path: PATHS.removeFavourite,
    access: 'member',
    query: favouriteActionSchema,
    response: z.null(),
  }),
};
