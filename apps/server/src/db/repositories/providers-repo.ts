import type { ProviderGame } from '@lobby/contract/provider';
import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  gameProviders,
  gameRounds,
  games,
  members,
  providerGames,
  providerTokens,
  providerTransactions,
  sessions,
  vendors,
  type GameNames,
} from '../schema';
import type { Tx } from './ledger-repo';

export type ProviderRow = typeof gameProviders.$inferSelect;
export type ProviderGameRow = typeof providerGames.$inferSelect;
export type ProviderTokenRow = typeof providerTokens.$inferSelect;
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;
/** A vendor offer a provider's game can be listed in. */
export type VendorOffer = Pick<typeof vendors.$inferSelect, 'code' | 'gameType' | 'gameClassify' | 'sort'>;
/** Where one of a provider's games goes in the lobby, under which id and names. */
export interface LobbyPlacement {
  id: string;
  game: ProviderGame;
  offer: VendorOffer;
  names: GameNames;
}

/** A token with what its use depends on: the member and whether its site session is still open. */
export interface TokenHolder {
  token: ProviderTokenRow;
  member: typeof members.$inferSelect;
  /** When the site session began (the session limit counts from it), or null once it ended. */
  sessionStartedAt: Date | null;
  withdrawOnly: boolean;
}

/** Game providers, the tokens they were given, their transactions and rounds. */
export function providersRepo(db: Db) {
  return {
    async provider(code: string): Promise<ProviderRow | undefined> {
      const [row] = await db.select().from(gameProviders).where(eq(gameProviders.code, code));
      return row;
    },

    /** Adds or updates a provider (configuration at start-up, the operator's API). */
    async saveProvider(row: Omit<ProviderRow, 'updatedAt'>): Promise<void> {
      await db
        .insert(gameProviders)
        .values(row)
        .onConflictDoUpdate({
          target: gameProviders.code,
          set: {
            name: row.name,
            apiUrl: row.apiUrl,
            publicKeys: row.publicKeys,
            enabled: row.enabled,
            updatedAt: sql`now()`,
          },
        });
    },

    /** Every enabled provider (the catalogue sync's round). */
    async providers(): Promise<ProviderRow[]> {
      return db.select().from(gameProviders).where(eq(gameProviders.enabled, true));
    },

    /** Stores a synced catalogue: new games added, changed ones updated, a game no longer listed withdrawn. */
    async saveCatalogue(providerCode: string, list: ProviderGame[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(providerGames)
          .set({ status: 'withdrawn', syncedAt: sql`now()` })
          .where(eq(providerGames.providerCode, providerCode));
        for (const game of list) {
          const row = {
            providerCode,
            gameCode: game.game_code,
            kind: game.kind,
            studio: game.studio,
            names: game.names,
            rtp: game.rtp,
            status: game.status,
            updatedAt: new Date(game.updated_at),
          };
          await tx
            .insert(providerGames)
            .values(row)
            .onConflictDoUpdate({
              target: [providerGames.providerCode, providerGames.gameCode],
              set: { ...row, syncedAt: sql`now()` },
            });
        }
      });
    },

    /** The vendor offers of these studios (where a provider's games can be listed). */
    async studioOffers(studios: string[]): Promise<VendorOffer[]> {
      if (studios.length === 0) return [];
      return db
        .select({
          code: vendors.code,
          gameType: vendors.gameType,
          gameClassify: vendors.gameClassify,
          sort: vendors.sort,
        })
        .from(vendors)
        .where(inArray(vendors.code, studios));
    },

    /**
     * Places a provider's synced catalogue in the lobby, each game where `placed` says: listed
     * first in its offer and marked new, its names kept up to date; a game withdrawn, or no longer
     * placed, leaves every list (its row and rounds stay) and comes back if placed again. Counts
     * the games added and withdrawn.
     */
    async placeInLobby(providerCode: string, placed: LobbyPlacement[]) {
      return db.transaction(async (tx) => {
        const before = await tx
          .select({ gameId: games.gameId, withdrawnAt: games.withdrawnAt })
          .from(games)
          .where(eq(games.providerCode, providerCode));
        const known = new Map(before.map((row) => [row.gameId, row.withdrawnAt]));
        let added = 0;
        let withdrawn = 0;
        for (const { id, game, offer, names } of placed) {
          const gone = game.status === 'withdrawn';
          if (!known.has(id)) added += gone ? 0 : 1;
          else if (gone && known.get(id) === null) withdrawn += 1;
          await tx
            .insert(games)
            .values({
              gameId: id,
              nodeId: id,
              gameCode: game.game_code,
              vendorCode: offer.code,
              gameType: offer.gameType,
              gameClassify: offer.gameClassify,
              names,
              isNew: true,
              sort: -1,
              providerCode,
              withdrawnAt: gone ? new Date(game.updated_at) : null,
            })
            .onConflictDoUpdate({
              target: games.gameId,
              set: {
                names,
                // A game an operator switched off stays off while its provider still offers it.
                withdrawnAt: gone
                  ? sql`coalesce(${games.withdrawnAt}, ${game.updated_at}::timestamptz)`
                  : sql`case when ${games.disabled} then coalesce(${games.withdrawnAt}, now()) end`,
              },
            });
        }
        const dropped = await tx
          .update(games)
          .set({ withdrawnAt: sql`now()` })
          .where(
            and(
              eq(games.providerCode, providerCode),
              isNull(games.withdrawnAt),
              placed.length
                ? notInArray(
                    games.gameId,
                    placed.map((p) => p.id),
                  )
                : undefined,
            ),
          )
          .returning({ gameId: games.gameId });
        return { added, withdrawn: withdrawn + dropped.length };
      });
    },

    /** The active games a provider lists under a vendor (its studio), in a stable order. */
    async studioGames(studio: string): Promise<ProviderGameRow[]> {
      return db
        .select()
        .from(providerGames)
        .innerJoin(gameProviders, eq(gameProviders.code, providerGames.providerCode))
        .where(
          and(eq(providerGames.studio, studio), eq(providerGames.status, 'active'), eq(gameProviders.enabled, true)),
        )
        .orderBy(asc(providerGames.providerCode), asc(providerGames.gameCode))
        .then((rows) => rows.map((row) => row.provider_games));
    },

    /** A member's bets, wins and rollbacks of one of a provider's rounds, in the order they came. */
    async roundMoves(providerCode: string, round: string, memberId: string) {
      return db
        .select({
          kind: providerTransactions.kind,
          amountMinor: providerTransactions.amountMinor,
          at: providerTransactions.createdAt,
          rolledBack: providerTransactions.rolledBack,
        })
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.providerCode, providerCode),
            eq(providerTransactions.round, round),
            eq(providerTransactions.memberId, memberId),
            ne(providerTransactions.kind, 'void'),
          ),
        )
        .orderBy(asc(providerTransactions.createdAt), asc(providerTransactions.transactionUuid));
    },

    async addToken(row: typeof providerTokens.$inferInsert): Promise<void> {
      await db.insert(providerTokens).values(row);
    },

    /** The token's holder; the site session counts as open while unrevoked and unexpired at `now`. */
    async tokenHolder(providerCode: string, tokenHash: string, now: Date): Promise<TokenHolder | undefined> {
      const [row] = await db
        .select({ token: providerTokens, member: members, session: sessions })
        .from(providerTokens)
        .innerJoin(members, eq(members.id, providerTokens.memberId))
        .leftJoin(sessions, eq(sessions.id, providerTokens.sessionId))
        .where(and(eq(providerTokens.tokenHash, tokenHash), eq(providerTokens.providerCode, providerCode)));
      if (!row) return undefined;
      const { session } = row;
      const open = session !== null && session.revokedAt === null && session.expiresAt > now;
      return {
        token: row.token,
        member: row.member,
        sessionStartedAt: open ? session.createdAt : null,
        withdrawOnly: session?.withdrawOnly ?? false,
      };
    },

    async transaction(
      providerCode: string,
      transactionUuid: string,
      executor: Db | Tx = db,
      lock = false,
    ): Promise<ProviderTransactionRow | undefined> {
      const query = executor
        .select()
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.providerCode, providerCode),
            eq(providerTransactions.transactionUuid, transactionUuid),
          ),
        );
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Records a transaction once; false when its id was taken (by a concurrent or earlier call). */
    async addTransaction(row: typeof providerTransactions.$inferInsert, executor: Db | Tx = db): Promise<boolean> {
      const inserted = await executor
        .insert(providerTransactions)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: providerTransactions.transactionUuid });
      return inserted.length > 0;
    },

    async setAnswer(tx: Tx, providerCode: string, transactionUuid: string, answer: Record<string, unknown>) {
      await tx
        .update(providerTransactions)
        .set({ answer })
        .where(
          and(
            eq(providerTransactions.providerCode, providerCode),
            eq(providerTransactions.transactionUuid, transactionUuid),
          ),
        );
    },

    async markRolledBack(tx: Tx, providerCode: string, transactionUuid: string): Promise<void> {
      await tx
        .update(providerTransactions)
        .set({ rolledBack: true })
        .where(
          and(
            eq(providerTransactions.providerCode, providerCode),
            eq(providerTransactions.transactionUuid, transactionUuid),
          ),
        );
    },

    /** The member's round of this provider, locked for the change to come. */
    async round(tx: Tx, providerCode: string, providerRound: string) {
      const [row] = await tx
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.providerCode, providerCode), eq(gameRounds.providerRound, providerRound)))
        .for('update');
      return row;
    },

    /** Opens a provider's round with its first bet, or adds the bet to it. */
    async addBet(
      tx: Tx,
      round: {
        id: string;
        merchantCode: string;
        memberId: string;
        nodeId: string;
        providerCode: string;
        providerRound: string;
      },
      betMinor: number,
    ): Promise<void> {
      await tx
        .insert(gameRounds)
        .values({ ...round, status: 'open', betMinor, payoutMinor: 0, detail: { kind: 'provider' } })
        .onConflictDoUpdate({
          target: [gameRounds.providerCode, gameRounds.providerRound],
          set: { betMinor: sql`${gameRounds.betMinor} + ${betMinor}` },
        });
    },

    /** Adds a win (maybe zero) to a round, settling it when the provider says it is closed. */
    async addWin(tx: Tx, roundId: string, payoutMinor: number, closed: boolean): Promise<void> {
      await tx
        .update(gameRounds)
        .set({
          payoutMinor: sql`${gameRounds.payoutMinor} + ${payoutMinor}`,
          ...(closed ? { status: 'settled', settledAt: sql`now()` } : {}),
        })
        .where(eq(gameRounds.id, roundId));
    },

    /** Takes a rolled-back bet off its round; a round left with nothing staked or paid is settled as void. */
    async removeBet(tx: Tx, roundId: string, betMinor: number): Promise<void> {
      await tx
        .update(gameRounds)
        .set({
          betMinor: sql`${gameRounds.betMinor} - ${betMinor}`,
          status: sql`case when ${gameRounds.betMinor} - ${betMinor} = 0 and ${gameRounds.payoutMinor} = 0 then 'settled' else ${gameRounds.status} end`,
          settledAt: sql`case when ${gameRounds.betMinor} - ${betMinor} = 0 and ${gameRounds.payoutMinor} = 0 then now() else ${gameRounds.settledAt} end`,
          detail: sql`${gameRounds.detail} || '{"rolledBack": true}'::jsonb`,
        })
        .where(eq(gameRounds.id, roundId));
    },
  };
}
export type ProvidersRepo = ReturnType<typeof providersRepo>;
