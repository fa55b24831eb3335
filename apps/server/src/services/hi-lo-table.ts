import { randomInt } from 'node:crypto';
import type { HiLoRound, InHouseTable, Language } from '@lobby/contract';
import { IN_HOUSE_VENDOR } from '@lobby/contract/constants';
import {
  canGuess,
  cardOf,
  isTrial,
  HI_LO_MAX_BET,
  HI_LO_MIN_BET,
  hiLoPayout,
  parseAmount,
  type HiLoCard,
  type HiLoGuess,
} from '@lobby/domain';
import type { GamesRepo } from '../db/repositories/games-repo';
import { freePlayAccount, houseAccount, type LedgerRepo } from '../db/repositories/ledger-repo';
import type { RoundRow, RoundsRepo } from '../db/repositories/rounds-repo';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';
import type { PlayerProtection } from './player-protection';

/** What a round row keeps of the cards. */
interface HiLoDetail {
  card: HiLoCard;
  guess?: HiLoGuess;
  next?: HiLoCard;
}

/** Every card comes from the server's CSPRNG, never from the client. */
const drawCard = (): HiLoCard => cardOf(randomInt(52));

/** Trial accounts play with play money: their stakes and wins stay out of the house's real money. */
const tableAccount = (merchantCode: string, memberType: number) =>
  isTrial(memberType) ? freePlayAccount(merchantCode) : houseAccount(merchantCode);

export function roundView(row: RoundRow, balanceMinor: number): HiLoRound {
  const detail = row.detail as unknown as HiLoDetail;
  return {
    roundId: row.id,
    nodeId: row.nodeId,
    status: row.status as HiLoRound['status'],
    betMinor: row.betMinor,
    payoutMinor: row.payoutMinor,
    card: detail.card,
    ...(detail.guess ? { guess: detail.guess } : {}),
    ...(detail.next ? { next: detail.next } : {}),
    balanceMinor,
  };
}

/**
 * The in-house Hi-Lo table (vendor BGS): the bet leaves the wallet when the first card is dealt,
 * the payout (if any) enters it when the guess settles the round, both through the ledger, both
 * once per key, each together with the round's own change in one database transaction.
 */
export function hiLoTable(deps: {
  games: GamesRepo;
  ledger: LedgerRepo;
  rounds: RoundsRepo;
  protection: PlayerProtection;
  /** The next card; the server's CSPRNG unless a test stacks the deck. */
  draw?: () => HiLoCard;
}) {
  const { games, ledger, rounds, protection } = deps;
  const draw = deps.draw ?? drawCard;

  async function inHouseGame(nodeId: string) {
    const game = await games.launchable(nodeId, IN_HOUSE_VENDOR);
    if (!game) throw new AppError('request.notFound', 404);
    return game;
  }

  return {
    async table(memberId: string, nodeId: string, language: Language): Promise<InHouseTable> {
      const game = await inHouseGame(nodeId);
      const [balanceMinor, open] = await Promise.all([ledger.balance(memberId), rounds.openRound(memberId)]);
      return {
        nodeId,
        gameName: game.names[language] ?? game.names.en,
        balanceMinor,
        minBetMinor: HI_LO_MIN_BET,
        maxBetMinor: HI_LO_MAX_BET,
        open: open ? roundView(open, balanceMinor) : null,
      };
    },

    /**
     * Places the bet and deals the first card; a retry with the same request id gets the same
     * round. The member's stake, loss and session limits are checked in the bet's transaction.
     */
    async deal(
      merchantCode: string,
      member: { id: string; type: number },
      input: { nodeId: string; bet: string; requestId: string },
      sessionStartedAt: Date,
    ): Promise<HiLoRound> {
      const memberId = member.id;
      await inHouseGame(input.nodeId);
      const betMinor = parseAmount(input.bet);
      if (betMinor === null || betMinor < HI_LO_MIN_BET || betMinor > HI_LO_MAX_BET)
        throw new AppError('wallet.amount');
      try {
        return await ledger.transaction(async (tx) => {
          await protection.lockWallet(tx, memberId, merchantCode);
          const posted = await ledger.post(tx, {
            merchantCode,
            memberId,
            idempotencyKey: `bet:${memberId}:${input.requestId}`,
            kind: 'bet',
            amountMinor: -betMinor,
            counterAccount: tableAccount(merchantCode, member.type),
          });
          // The round is named after its bet, so a retried deal finds it.
          if (posted.replayed) {
            const round = await rounds.byId(memberId, posted.transactionId, tx);
            if (!round) throw new AppError('request.conflict', 409);
            return roundView(round, await ledger.balance(memberId, tx));
          }
          await protection.checkBet(tx, memberId, betMinor, sessionStartedAt);
          const row = {
            id: posted.transactionId,
            merchantCode,
            memberId,
            nodeId: input.nodeId,
            status: 'open',
            betMinor,
            payoutMinor: 0,
            detail: { card: draw() },
          };
          await rounds.insert(tx, row);
          return roundView(
            { ...row, createdAt: new Date(), settledAt: null, providerCode: null, providerRound: null },
            posted.balanceAfterMinor,
          );
        });
      } catch (err) {
        // A unique index allows one open round per member: a second one is an unfinished game.
        if (isUniqueViolation(err)) throw new AppError('game.unfinished', 409);
        throw err;
      }
    },

    /** Draws the next card and settles; asking again for a settled round answers it unchanged. */
    async guess(
      merchantCode: string,
      member: { id: string; type: number },
      input: { roundId: string; guess: HiLoGuess },
    ): Promise<HiLoRound> {
      const memberId = member.id;
      return ledger.transaction(async (tx) => {
        const round = await rounds.byId(memberId, input.roundId, tx, true);
        if (!round) throw new AppError('request.notFound', 404);
        const detail = round.detail as unknown as HiLoDetail;
        if (round.status !== 'open') {
          if (detail.guess === input.guess) return roundView(round, await ledger.balance(memberId, tx));
          throw new AppError('game.roundClosed', 409);
        }
        if (!canGuess(detail.card.rank, input.guess)) throw new AppError('game.guess');
        const next = draw();
        const payoutMinor = hiLoPayout(round.betMinor, detail.card.rank, input.guess, next.rank);
        let balanceMinor: number;
        if (payoutMinor > 0) {
          const posted = await ledger.post(tx, {
            merchantCode,
            memberId,
            idempotencyKey: `payout:${round.id}`,
            kind: 'payout',
            amountMinor: payoutMinor,
            counterAccount: tableAccount(merchantCode, member.type),
          });
          balanceMinor = posted.balanceAfterMinor;
        } else {
          balanceMinor = await ledger.balance(memberId, tx);
        }
        const settled = { ...detail, guess: input.guess, next };
        await rounds.settle(tx, round.id, payoutMinor, settled as unknown as Record<string, unknown>);
        return roundView(
          { ...round, status: 'settled', payoutMinor, detail: settled as unknown as Record<string, unknown> },
          balanceMinor,
        );
      });
    },
  };
}
export type HiLoTable = ReturnType<typeof hiLoTable>;
