/**
 * A small platform for the tests, speaking the wallet half of docs/provider-protocol.md: it
 * checks the provider's signature, keeps balances, answers a transaction seen before with its
 * first answer, and can be told to fail calls the ways a network fails.
 */
import { verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PROVIDER_HEADERS,
  PROVIDER_WALLET_BASE,
  providerWalletRequests,
  type ProviderStatus,
  type ProviderWalletMethod,
} from '@lobby/contract/provider';

/** How a call fails: a 500 before anything is done, or done and its answer lost (connection cut). */
export type Failure = 'error500' | 'lost' | 'drop';

export interface WalletCall {
  method: ProviderWalletMethod;
  raw: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

interface Bet {
  user: string;
  round: string;
  amount: number;
  settled: boolean;
  rolledBack: boolean;
}

export class FakePlatform {
  readonly calls: WalletCall[] = [];
  readonly balances = new Map<string, number>();
  readonly tokens = new Map<string, { user: string; currency: string; expired?: boolean }>();
  readonly disabled = new Set<string>();
  readonly limited = new Set<string>();
  /** Money moves by transaction, exactly once each. */
  readonly moves: { transaction: string; method: string; amount: number }[] = [];
  private readonly failures = new Map<string, Failure[]>();
  private readonly seen = new Map<string, { fingerprint: string; answer: object }>();
  private readonly bets = new Map<string, Bet>();
  private readonly rolledBackUnseen = new Set<string>();
  private server: Server | null = null;
  url = '';

  constructor(
    private readonly providerKey: KeyObject,
    private readonly providerCode = 'LGP',
  ) {}

  player(user: string, token: string, balance: number, currency = 'USD') {
    this.balances.set(user, balance);
    this.tokens.set(token, { user, currency });
  }

  /** The next calls of `method` fail so, in order. */
  fail(method: ProviderWalletMethod, ...failures: Failure[]) {
    this.failures.set(method, [...(this.failures.get(method) ?? []), ...failures]);
  }

  /** Every call fails this way until `heal()`. */
  down(failure: Failure = 'error500') {
    this.downWith = failure;
  }
  /** Everything answers again, failures still queued included. */
  heal() {
    this.downWith = null;
    this.failures.clear();
  }
  private downWith: Failure | null = null;

  callsOf(method: ProviderWalletMethod) {
    return this.calls.filter((c) => c.method === method);
  }

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const { port: bound } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${bound}${PROVIDER_WALLET_BASE}`;
    return this.url;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const method = (req.url ?? '').slice(PROVIDER_WALLET_BASE.length + 1) as ProviderWalletMethod;
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    } catch {
      // answered below
    }
    this.calls.push({ method, raw: raw.toString('utf8'), body, headers: req.headers });
    const failure = this.downWith ?? this.failures.get(method)?.shift();
    if (failure === 'error500') return res.writeHead(500).end('down');
    if (failure === 'drop') return req.socket.destroy();
    const answer = this.answer(method, raw, req.headers);
    if (failure === 'lost') return req.socket.destroy();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }

  private answer(method: ProviderWalletMethod, raw: Buffer, headers: IncomingMessage['headers']): object {
    const signature = headers[PROVIDER_HEADERS.signature];
    const signed =
      typeof signature === 'string' && verify('sha256', raw, this.providerKey, Buffer.from(signature, 'base64'));
    if (!signed) return { status: 'RS_ERROR_INVALID_SIGNATURE' };
    if (headers[PROVIDER_HEADERS.provider] !== this.providerCode) return { status: 'RS_ERROR_INVALID_PARTNER' };
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      return { status: 'RS_ERROR_WRONG_SYNTAX' };
    }
    const schema = providerWalletRequests[method] as (typeof providerWalletRequests)['transaction/win'] | undefined;
    const parsed = schema?.safeParse(json);
    if (!parsed?.success) return { status: 'RS_ERROR_WRONG_TYPES' };
    const b = parsed.data as Record<string, unknown> & { request_uuid: string; token: string };
    const tx = typeof b.transaction_uuid === 'string' ? b.transaction_uuid : null;
    if (tx) {
      const fingerprint = JSON.stringify([method, b.user, b.round, b.amount ?? null, b.reference_transaction_uuid]);
      const before = this.seen.get(tx);
      if (before)
        return before.fingerprint === fingerprint ? before.answer : { status: 'RS_ERROR_DUPLICATE_TRANSACTION' };
      const answer = this.transact(method, b, tx);
      this.seen.set(tx, { fingerprint, answer });
      return answer;
    }
    return this.transact(method, b, null);
  }

  private ok(user: string, extra: object = {}) {
    const token = [...this.tokens.values()].find((t) => t.user === user);
    return {
      status: 'RS_OK',
      user,
      currency: token?.currency ?? 'USD',
      balance: this.balances.get(user) ?? 0,
      ...extra,
    };
  }

  private transact(method: ProviderWalletMethod, b: Record<string, unknown>, tx: string | null): object {
    const refuse = (status: ProviderStatus) => ({ status });
    const token = this.tokens.get(String(b.token));
    if (!token || (b.user !== undefined && b.user !== token.user)) return refuse('RS_ERROR_INVALID_TOKEN');
    const live = method === 'user/info' || method === 'user/balance' || method === 'transaction/bet';
    if (live && token.expired) return refuse('RS_ERROR_TOKEN_EXPIRED');
    const user = token.user;
    const balance = this.balances.get(user) ?? 0;
    switch (method) {
      case 'user/info':
        return this.ok(user, { language: 'en', country: 'MM' });
      case 'user/balance':
        return this.ok(user);
      case 'transaction/bet': {
        const amount = Number(b.amount);
        if (b.currency !== token.currency) return refuse('RS_ERROR_WRONG_CURRENCY');
        if (this.disabled.has(user)) return refuse('RS_ERROR_USER_DISABLED');
        if (this.limited.has(user)) return refuse('RS_ERROR_LIMIT_REACHED');
        if (tx && this.rolledBackUnseen.has(tx)) return refuse('RS_ERROR_TRANSACTION_ROLLED_BACK');
        if (amount > balance) return refuse('RS_ERROR_NOT_ENOUGH_MONEY');
        this.balances.set(user, balance - amount);
        this.bets.set(tx ?? '', { user, round: String(b.round), amount, settled: false, rolledBack: false });
        this.moves.push({ transaction: tx ?? '', method, amount: -amount });
        return this.ok(user);
      }
      case 'transaction/win': {
        const amount = Number(b.amount);
        const ref = typeof b.reference_transaction_uuid === 'string' ? b.reference_transaction_uuid : null;
        const bet = ref ? this.bets.get(ref) : [...this.bets.values()].find((x) => x.round === b.round);
        if ((!bet || bet.rolledBack) && b.is_free !== true) return refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        if (bet && b.round_closed !== false) bet.settled = true;
        this.balances.set(user, balance + amount);
        this.moves.push({ transaction: tx ?? '', method, amount });
        return this.ok(user);
      }
      case 'transaction/rollback': {
        const ref = String(b.reference_transaction_uuid);
        const bet = this.bets.get(ref);
        if (!bet) {
          this.rolledBackUnseen.add(ref);
          return refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        }
        if (bet.settled) return refuse('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        if (!bet.rolledBack) {
          bet.rolledBack = true;
          this.balances.set(user, balance + bet.amount);
          this.moves.push({ transaction: tx ?? '', method, amount: bet.amount });
        }
        return this.ok(user);
      }
    }
  }
}
