import { z } from 'zod';
import { GAME_TYPES } from './categories';
import { flagSchema, languageSchema, merchantCodeSchema } from './common';

export const gameTypeSchema = z.enum(GAME_TYPES);

/** A game as lists return it (spec section 3). */
export const gameSchema = z.object({
  gameId: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  gameName: z.string(),
  gameType: gameTypeSchema,
  /** Vendor code. */
  vassalage: z.string(),
  displayName: z.string(),
  gameClassify: z.string(),
  showIcon: z.boolean(),
  iconUrl: z.string(),
  mobileLargeIcon: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

/** Query of the hot games relay (spec section 7); unknown keys are ignored, wrong values are 400. */
export const hotGamesQuerySchema = z.object({
  isPlatform: z.literal('2').optional(),
  language: languageSchema.optional(),
  platform: z.literal('html5').optional(),
  refresh: flagSchema.optional(),
  merchantCode: merchantCodeSchema.optional(),
});
export type HotGamesQuery = z.input<typeof hotGamesQuerySchema>;

export const hotGamesSchema = z.array(gameSchema);
export type HotGames = z.infer<typeof hotGamesSchema>;
