import { createHash, randomBytes, type KeyObject } from 'node:crypto';
import {
  providerWalletRequests,
  type ProviderStatus,
  type ProviderWalletAnswer,
  type ProviderWalletMethod,
  type ProviderWalletRequest,
} from '@lobby/contract/provider';
import { isTrial } from '@lobby/domain';
import { publicKeysOf, verifyBody } from '../adapters/provider-signature';
import { providerAccount, type LedgerRepo, type Tx } from '../db/repositories/ledger-repo';
import type { ProvidersRepo, ProviderTransactionRow, TokenHolder } from '../db/repositories/providers-repo';
import { AppError } from '../errors';
import type { PlayerProtection } from './player-protection';

/** A wallet token lives as long as the site session it came from, and never longer than this. */
const TOKEN_LIFETIME_MS = 24 * 3_600_000;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** A refusal that ends a call: its status is the answer. */
class Refusal extends Error {
  constructor(readonly status: Exclude<ProviderStatus, 'RS_OK'>) {
    super(status);
  }
}
/** Another call took the same transaction id first: answer what it was answered. */
class Raced extends Error {}

type Bet = ProviderWalletRequest<'transaction/bet'>;
type Win = ProviderWalletRequest<'transaction/win'>;
type Rollback = ProviderWalletRequest<'transaction/rollback'>;
type Moving = Bet | Win | Rollback;

/**
 * The platform's provider wallet API (docs/provider-protocol.md): signature first, then the body,
 * then idempotency by the provider's transaction id, then the ledger in one database transaction
 * with the transaction's record, so a replay answers what the first call was answered and money
 * moves once.
 */
export function providerWallet(deps: {
  providers: ProvidersRepo;
  ledger: LedgerRepo;
  protection: PlayerProtection;
  /** The brand's currency: a launch's wallet token counts in it. */
  currencyOf: (merchantCode: string) => Promise<string>;
  clock?: () => Date;
}) {
  const { providers, ledger, protection, currencyOf } = deps;
  const clock = deps.clock ?? (() => new Date());
  // Parsed public keys per provider, kept while the stored list is the same.
  const keyCache = new Map<string, { pems: string; keys: KeyObject[] }>();

  function keysOf(code: string, pems: string[]): KeyObject[] {
    const joined = pems.join('\n');
    const cached = keyCache.get(code);
    if (cached?.pems === joined) return cached.keys;
    const keys = publicKeysOf(pems);
    keyCache.set(code, { pems: joined, keys });
    return keys;
  }

  const answerOf = (request: { request_uuid: string }, holder: TokenHolder, balance: number): ProviderWalletAnswer => ({
    status: 'RS_OK',
    request_uuid: request.request_uuid,
    user: holder.member.id,
    currency: holder.token.currency,
    balance,
  });

  /** What a money call asked, to tell its replay from another call reusing its id. */
  const fingerprintOf = (method: ProviderWalletMethod, r: Moving) =>
    hashOf(
      JSON.stringify([
        method,
        r.user,
        r.game_code,
        r.round,
        'amount' in r ? r.amount : null,
        'currency' in r ? r.currency : null,
        'reference_transaction_uuid' in r ? (r.reference_transaction_uuid ?? null) : null,
        'round_closed' in r ? r.round_closed : null,
        'is_free' in r ? r.is_free : null,
      ]),
    );

  /** The answer a transaction id already holds, or the refusal of its reuse. */
  function replayOf(row: ProviderTransactionRow, method: ProviderWalletMethod, request: Moving): ProviderWalletAnswer {
    if (row.kind === 'void' && method === 'transaction/bet') return { status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' };
    if (row.fingerprint !== fingerprintOf(method, request)) return { status: 'RS_ERROR_DUPLICATE_TRANSACTION' };
    return { ...(row.answer as ProviderWalletAnswer), request_uuid: request.request_uuid };
  }

  async function holderOf(code: string, request: { token: string; user?: string; game_code: string }) {
    const holder = await providers.tokenHolder(code, hashOf(request.token), clock());
    if (!holder) throw new Refusal('RS_ERROR_INVALID_TOKEN');
    if (request.user !== undefined && request.user !== holder.member.id) throw new Refusal('RS_ERROR_INVALID_TOKEN');
    if (request.game_code !== holder.token.gameCode) throw new Refusal('RS_ERROR_INVALID_TOKEN');
    return holder;
  }

  /** Bets and balance look-ups need the token alive: its site session open, its lifetime not over. */
  function refuseExpired(holder: TokenHolder) {
    if (holder.sessionStartedAt === null || holder.token.expiresAt <= clock())
      throw new Refusal('RS_ERROR_TOKEN_EXPIRED');
  }

  function refuseCurrency(holder: TokenHolder, given: string) {
    if (given !== holder.token.currency) throw new Refusal('RS_ERROR_WRONG_CURRENCY');
  }

  /** Runs a money call's work in one transaction; a refusal met inside rolls it all back. */
  async function inTransaction(work: (tx: Tx) => Promise<ProviderWalletAnswer>): Promise<ProviderWalletAnswer> {
    try {
      return await ledger.transaction(work);
    } catch (err) {
      if (err instanceof AppError && err.code === 'wallet.insufficient') throw new Refusal('RS_ERROR_NOT_ENOUGH_MONEY');
      if (err instanceof AppError && err.code.startsWith('limit.')) throw new Refusal('RS_ERROR_LIMIT_REACHED');
      throw err;
    }
  }

  /** Records the call's id with its answer; a concurrent call with the same id makes this one a replay. */
  async function record(
    tx: Tx,
    code: string,
    method: ProviderWalletMethod,
    request: Moving,
    holder: TokenHolder,
    row: { kind: 'bet' | 'win' | 'rollback'; amountMinor: number; reference?: string | undefined },
  ) {
    const added = await providers.addTransaction(
      {
        providerCode: code,
        transactionUuid: request.transaction_uuid,
        kind: row.kind,
        memberId: holder.member.id,
        round: request.round,
        amountMinor: row.amountMinor,
        fingerprint: fingerprintOf(method, request),
        reference: row.reference ?? null,
        answer: {},
      },
      tx,
    );
    if (!added) throw new Raced();
  }

  async function finish(tx: Tx, code: string, request: Moving, answer: ProviderWalletAnswer) {
    await providers.setAnswer(tx, code, request.transaction_uuid, answer);
    return answer;
  }

  /** A refusal met with the money: kept for the transaction id, so its replay is refused the same. */
  async function keepRefusal(
    code: string,
    method: ProviderWalletMethod,
    request: Bet,
    holder: TokenHolder,
    status: ProviderStatus,
  ) {
    const answer = { status };
    await providers.addTransaction({
      providerCode: code,
      transactionUuid: request.transaction_uuid,
      kind: 'bet',
      memberId: holder.member.id,
      round: request.round,
      amountMinor: request.amount,
      fingerprint: fingerprintOf(method, request),
      answer,
    });
    return answer;
  }

  const bet = async (code: string, r: Bet): Promise<ProviderWalletAnswer> => {
    const holder = await holderOf(code, r);
    refuseExpired(holder);
    refuseCurrency(holder, r.currency);
    if (holder.withdrawOnly || protection.isExcluded(holder.member) || isTrial(holder.member.type))
      throw new Refusal('RS_ERROR_USER_DISABLED');
    const { member, token } = holder;
    try {
      return await inTransaction(async (tx) => {
        await protection.lockWallet(tx, member.id, token.merchantCode);
        await record(tx, code, 'transaction/bet', r, holder, { kind: 'bet', amountMinor: r.amount });
        const round = await providers.round(tx, code, r.round);
        if (round && (round.memberId !== member.id || round.status !== 'open')) throw new Refusal('RS_ERROR_UNKNOWN');
        const posted = await ledger.post(tx, {
          merchantCode: token.merchantCode,
          memberId: member.id,
          idempotencyKey: `pw:${code}:${r.transaction_uuid}`,
          kind: 'bet',
          amountMinor: -r.amount,
          counterAccount: providerAccount(token.merchantCode, code),
        });
        await protection.checkBet(tx, member.id, r.amount, holder.sessionStartedAt ?? clock());
        await providers.addBet(
          tx,
          {
            id: posted.transactionId,
            merchantCode: token.merchantCode,
            memberId: member.id,
            nodeId: token.nodeId,
            providerCode: code,
            providerRound: r.round,
          },
          r.amount,
        );
        return finish(tx, code, r, answerOf(r, holder, posted.balanceAfterMinor));
      });
    } catch (err) {
      if (
        err instanceof Refusal &&
        (err.status === 'RS_ERROR_NOT_ENOUGH_MONEY' || err.status === 'RS_ERROR_LIMIT_REACHED')
      )
        return { ...(await keepRefusal(code, 'transaction/bet', r, holder, err.status)), request_uuid: r.request_uuid };
      throw err;
    }
  };

  const win = async (code: string, r: Win): Promise<ProviderWalletAnswer> => {
    // A round that began in time is always paid: no expiry check for wins.
    const holder = await holderOf(code, r);
    refuseCurrency(holder, r.currency);
    const { member, token } = holder;
    return inTransaction(async (tx) => {
      await protection.lockWallet(tx, member.id, token.merchantCode);
      await record(tx, code, 'transaction/win', r, holder, {
        kind: 'win',
        amountMinor: r.amount,
        reference: r.reference_transaction_uuid,
      });
      let round = await providers.round(tx, code, r.round);
      if (round && round.memberId !== member.id) throw new Refusal('RS_ERROR_UNKNOWN');
      const betOf = r.reference_transaction_uuid
        ? await providers.transaction(code, r.reference_transaction_uuid, tx)
        : undefined;
      const placed = (b: ProviderTransactionRow | undefined) =>
        b?.kind === 'bet' && b.answer.status === 'RS_OK' && !b.rolledBack && b.round === r.round;
      const hasBet = r.reference_transaction_uuid ? placed(betOf) : (round?.betMinor ?? 0) > 0;
      if (!hasBet && !r.is_free) throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      if (!round) {
        // A free win (free spins, a jackpot) opens its round with nothing staked.
        await providers.addBet(
          tx,
          {
            id: `pw_${hashOf(`${code}:${r.round}`).slice(0, 32)}`,
            merchantCode: token.merchantCode,
            memberId: member.id,
            nodeId: token.nodeId,
            providerCode: code,
            providerRound: r.round,
          },
          0,
        );
        round = await providers.round(tx, code, r.round);
      }
      let balance: number;
      if (r.amount > 0) {
        const posted = await ledger.post(tx, {
          merchantCode: token.merchantCode,
          memberId: member.id,
          idempotencyKey: `pw:${code}:${r.transaction_uuid}`,
          kind: 'payout',
          amountMinor: r.amount,
          counterAccount: providerAccount(token.merchantCode, code),
        });
        balance = posted.balanceAfterMinor;
      } else {
        balance = await ledger.balance(member.id, tx);
      }
      if (round) await providers.addWin(tx, round.id, r.amount, r.round_closed);
      return finish(tx, code, r, answerOf(r, holder, balance));
    });
  };

  const rollback = async (code: string, r: Rollback): Promise<ProviderWalletAnswer> => {
    const holder = await holderOf(code, r);
    const { member, token } = holder;
    return inTransaction(async (tx) => {
      await protection.lockWallet(tx, member.id, token.merchantCode);
      await record(tx, code, 'transaction/rollback', r, holder, {
        kind: 'rollback',
        amountMinor: 0,
        reference: r.reference_transaction_uuid,
      });
      const target = await providers.transaction(code, r.reference_transaction_uuid, tx, true);
      const refused = (status: Exclude<ProviderStatus, 'RS_OK'>) =>
        finish(tx, code, r, { status, request_uuid: r.request_uuid });
      if (!target) {
        // Not seen yet: remembered, so the bet is refused if it comes late.
        await providers.addTransaction(
          {
            providerCode: code,
            transactionUuid: r.reference_transaction_uuid,
            kind: 'void',
            memberId: member.id,
            round: r.round,
            amountMinor: 0,
            fingerprint: '',
            answer: { status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' },
          },
          tx,
        );
        return refused('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      }
      if (target.kind !== 'bet' || target.memberId !== member.id) return refused('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      // A bet that was refused, or already given back, has nothing more to give back.
      if (target.answer.status !== 'RS_OK' || target.rolledBack)
        return finish(tx, code, r, answerOf(r, holder, await ledger.balance(member.id, tx)));
      const round = await providers.round(tx, code, target.round);
      if (!round || round.status !== 'open') return refused('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      const posted = await ledger.post(tx, {
        merchantCode: token.merchantCode,
        memberId: member.id,
        idempotencyKey: `pw:${code}:${r.transaction_uuid}`,
        // A stake given back: the bet's own kind, so turnover and loss limits net it out.
        kind: 'bet',
        amountMinor: target.amountMinor,
        counterAccount: providerAccount(token.merchantCode, code),
      });
      await providers.markRolledBack(tx, code, target.transactionUuid);
      await providers.removeBet(tx, round.id, target.amountMinor);
      return finish(tx, code, r, answerOf(r, holder, posted.balanceAfterMinor));
    });
  };

  /** The money calls, each answered once per transaction id. */
  async function moving(code: string, method: ProviderWalletMethod, request: Moving): Promise<ProviderWalletAnswer> {
    const seen = await providers.transaction(code, request.transaction_uuid);
    if (seen) return replayOf(seen, method, request);
    try {
      if (method === 'transaction/bet') return await bet(code, request as Bet);
      if (method === 'transaction/win') return await win(code, request as Win);
      return await rollback(code, request as Rollback);
    } catch (err) {
      if (!(err instanceof Raced)) throw err;
      const first = await providers.transaction(code, request.transaction_uuid);
      if (!first) throw err;
      return replayOf(first, method, request);
    }
  }

  return {
    /**
     * Answers one wallet call from its raw body, whatever it holds: a signature that does not check
     * out, a body that does not parse and every refusal are answers, never errors.
     */
    async handle(
      method: ProviderWalletMethod,
      providerCode: string | undefined,
      signature: string | undefined,
      body: Buffer,
    ): Promise<ProviderWalletAnswer> {
      const provider = providerCode ? await providers.provider(providerCode) : undefined;
      if (!provider?.enabled) return { status: 'RS_ERROR_INVALID_PARTNER' };
      if (!verifyBody(body, signature, keysOf(provider.code, provider.publicKeys)))
        return { status: 'RS_ERROR_INVALID_SIGNATURE' };
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        return { status: 'RS_ERROR_WRONG_SYNTAX' };
      }
      const parsed = providerWalletRequests[method].safeParse(json);
      if (!parsed.success) return { status: 'RS_ERROR_WRONG_TYPES' };
      const request = parsed.data;
      const uuid = (request as { request_uuid: string }).request_uuid;
      try {
        if (method === 'user/info' || method === 'user/balance') {
          const holder = await holderOf(provider.code, request as ProviderWalletRequest<'user/info'>);
          refuseExpired(holder);
          const balance = await ledger.balance(holder.member.id);
          return {
            ...answerOf({ request_uuid: uuid }, holder, balance),
            ...(method === 'user/info' ? { language: holder.token.language } : {}),
          };
        }
        return await moving(provider.code, method, request as Moving);
      } catch (err) {
        if (err instanceof Refusal) return { status: err.status, request_uuid: uuid };
        throw err;
      }
    },

    /** A wallet token for one launch: the provider gets it, the database keeps its hash. */
    async issueToken(input: {
      providerCode: string;
      merchantCode: string;
      memberId: string;
      sessionId: string;
      nodeId: string;
      gameCode: string;
      language: string;
    }): Promise<string> {
      const token = `pt_${randomBytes(24).toString('base64url')}`;
      await providers.addToken({
        ...input,
        tokenHash: hashOf(token),
        currency: await currencyOf(input.merchantCode),
        expiresAt: new Date(clock().getTime() + TOKEN_LIFETIME_MS),
      });
      return token;
    },
  };
}
export type ProviderWallet = ReturnType<typeof providerWallet>;
