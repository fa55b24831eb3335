import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProviderGame } from '@lobby/contract/provider';
import { z } from 'zod';
import { CATALOGUE_UPDATED_AT, GAMES, RTP_BP, type GameDef } from './games';

/**
 * catalogue.json in the data folder withdraws games while the provider runs (read at every
 * catalogue call), e.g. `{ "withdrawn": { "lgp-slot-pg": "2026-12-05T10:00:00Z" } }`: each code
 * with the time it was withdrawn, which becomes its `updated_at`.
 */
const overridesSchema = z.object({
  withdrawn: z.record(z.string(), z.string().datetime({ offset: true })).default({}),
});

export const CATALOGUE_FILE = 'catalogue.json';

export interface Catalogue {
  /** The protocol's list, every game with its status now. */
  list(): ProviderGame[];
  /** A game that can be launched now, or undefined (unknown or withdrawn). */
  launchable(gameCode: string): GameDef | undefined;
}

/**
 * @param dataDir where catalogue.json may be; null when storage is in memory
 * @param withdrawnByEnv codes withdrawn by configuration, as of `startedAt`
 */
export function createCatalogue(dataDir: string | null, withdrawnByEnv: readonly string[], startedAt: Date): Catalogue {
  const readOverrides = (): Record<string, string> => {
    const fromEnv = Object.fromEntries(withdrawnByEnv.map((c) => [c, startedAt.toISOString()]));
    if (!dataDir) return fromEnv;
    let text: string;
    try {
      text = readFileSync(path.join(dataDir, CATALOGUE_FILE), 'utf8');
    } catch {
      return fromEnv;
    }
    const parsed = overridesSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${CATALOGUE_FILE} is not valid: ${parsed.error.message}`);
    return { ...fromEnv, ...parsed.data.withdrawn };
  };
  return {
    list() {
      const withdrawn = readOverrides();
      return GAMES.map((game) => {
        const since = withdrawn[game.code];
        return {
          game_code: game.code,
          kind: game.kind,
          studio: game.studio,
          names: { ...game.names },
          rtp: RTP_BP[game.kind],
          status: since ? 'withdrawn' : 'active',
          updated_at: since ? new Date(since).toISOString() : CATALOGUE_UPDATED_AT,
        };
      });
    },
    launchable(gameCode) {
      const game = GAMES.find((g) => g.code === gameCode);
      return game && !(game.code in readOverrides()) ? game : undefined;
    },
  };
}
