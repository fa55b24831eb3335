import type { LaunchValue, Language, Order, OrderDetail, OrderMove } from '@lobby/contract';
import { isTrial } from '@lobby/domain';
import type { GamesRepo } from '../db/repositories/games-repo';
import type { ProvidersRepo } from '../db/repositories/providers-repo';
import type { RoundsRepo } from '../db/repositories/rounds-repo';
import { AppError } from '../errors';
import { roundView } from './hi-lo-table';
import type { GatewayOf, LaunchPlayer } from './vendor-gateways';

/** Launching games (known-api.md launchGame), recording recent games, and the betting records. */
export function launchService(deps: {
  games: GamesRepo;
  rounds: RoundsRepo;
  gatewayOf: GatewayOf;
  /** A provider round's bets, wins and rollbacks (its records' detail). */
  providerMoves?: ProvidersRepo['roundMoves'];
  /** The vendors a brand hides: their games and lobbies do not open there. */
  hiddenVendors?: (merchant: string) => Promise<readonly string[]>;
}) {
  const { games, rounds, gatewayOf, providerMoves } = deps;
  const hiddenIn = async (merchant: string, vendor: string) =>
    (await deps.hiddenVendors?.(merchant))?.includes(vendor) ?? false;
  return {
    /**
     * Opens a game for a member: refused while a round of another game is unfinished; noted as
     * the member's latest recent game; the URL comes from the vendor's gateway.
     */
    async launch(
      member: { id: string; type: number; merchantCode: string },
      session: { id: string },
      input: {
        nodeId?: string | undefined;
        vassalage: string;
        gameType?: string | undefined;
        playType?: 'trad' | 'ent' | undefined;
        roomId?: string | undefined;
        language: Language;
        returnUrl: string;
      },
    ): Promise<LaunchValue> {
      // The wallet follows the account, whatever is asked: trial accounts (type 4) play from the
      // free-play wallet, members from their real one (one wallet each here).
      const accountType = isTrial(member.type) ? 0 : 1;
      if (await hiddenIn(member.merchantCode, input.vassalage)) throw new AppError('game.withdrawn', 410);
      const player: LaunchPlayer = { memberId: member.id, sessionId: session.id, merchantCode: member.merchantCode };
      if (!input.nodeId)
        return this.launchLobby(member, {
          vassalage: input.vassalage,
          gameType: input.gameType,
          language: input.language,
          accountType,
          player,
          returnUrl: input.returnUrl,
        });
      const game = await games.launchable(input.nodeId, input.vassalage);
      if (!game) throw new AppError('request.notFound', 404);
      if (game.withdrawnAt) throw new AppError('game.withdrawn', 410);
      const open = await rounds.openRound(member.id);
      if (open && open.nodeId !== game.nodeId) throw new AppError('game.unfinished', 409);
      await games.touchRecent(member.id, game.nodeId);
      return (await gatewayOf(game.vendorCode)).launch({
        ...game,
        accountType,
        language: input.language,
        playType: input.playType,
        roomId: input.roomId,
        player,
        returnUrl: input.returnUrl,
      });
    },

    /** A vendor entry (vassalage-type games, spec section 4): the vendor's lobby of a game type. */
    async launchLobby(
      member: { id: string },
      input: {
        vassalage: string;
        gameType?: string | undefined;
        language: Language;
        accountType: 0 | 1;
        player: LaunchPlayer;
        returnUrl: string;
      },
    ): Promise<LaunchValue> {
      if (!input.gameType) throw new AppError('request.invalid', 400, { fields: ['query.gameType'] });
      const offered = await games.vendorOffers(input.vassalage, input.gameType);
      if (!offered) throw new AppError('request.notFound', 404);
      if (await rounds.openRound(member.id)) throw new AppError('game.unfinished', 409);
      return (await gatewayOf(input.vassalage)).launchLobby({
        vendorCode: input.vassalage,
        gameType: input.gameType,
        accountType: input.accountType,
        language: input.language,
        player: input.player,
        returnUrl: input.returnUrl,
        ...offered,
      });
    },

    async orders(
      memberId: string,
      language: Language,
      page: { pageNo: number; pageSize: number },
      window?: { from: Date; to: Date },
    ) {
      const { rows, total } = await rounds.page(
        memberId,
        { limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize },
        window,
      );
      return {
        orders: rows.map((row) => toOrder(row, language)),
        pageNo: page.pageNo,
        totalPages: Math.ceil(total / page.pageSize),
        totalCount: total,
      };
    },

    async orderDetail(memberId: string, orderId: string, language: Language): Promise<OrderDetail> {
      const row = await rounds.detail(memberId, orderId);
      if (!row) throw new AppError('request.notFound', 404);
      const { providerCode, providerRound } = row.round;
      if (providerCode && providerRound) {
        const moves = providerMoves ? await providerMoves(providerCode, providerRound, memberId) : [];
        return {
          ...toOrder(row, language),
          moves: moves.map((move) => ({
            kind: move.kind as OrderMove['kind'],
            amountMinor: move.amountMinor,
            at: move.at.toISOString(),
            rolledBack: move.rolledBack,
          })),
        };
      }
      const { balanceMinor: _, ...round } = roundView(row.round, 0);
      return { ...toOrder(row, language), round };
    },
  };
}
export type LaunchService = ReturnType<typeof launchService>;

function toOrder(
  row: Pick<Awaited<ReturnType<RoundsRepo['page']>>['rows'][number], 'round' | 'names' | 'vendorCode'>,
  language: Language,
): Order {
  const { round } = row;
  return {
    orderId: round.id,
    nodeId: round.nodeId,
    gameName: row.names[language] ?? row.names.en,
    vassalage: row.vendorCode,
    status: round.status as Order['status'],
    betMinor: round.betMinor,
    payoutMinor: round.payoutMinor,
    winLossMinor: round.status === 'settled' ? round.payoutMinor - round.betMinor : 0,
    createdAt: round.createdAt.toISOString(),
    settledAt: round.settledAt ? round.settledAt.toISOString() : null,
  };
}
