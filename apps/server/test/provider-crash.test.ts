// A server killed in the middle of a provider's bets loses no committed money and takes none twice.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EncryptionPublicKey } from '@lobby/contract';
import type { ProviderWalletAnswer } from '@lobby/contract/provider';
import { afterAll, describe, expect, it } from 'vitest';
import { signBody } from '../src/adapters/provider-signature';
import { SCHEME } from './api';
import { fakeProvider, providerGame } from './fake-provider';
import { sealJson } from './seal';
import { freePort, startServer } from './server-process';

const BETS = 60;
const STAKE = 100;

describe('a crash of the server during a provider round', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lobby-crash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'keeps every answered bet, and a retry after the restart settles each bet once',
    { timeout: 300_000 },
    async () => {
      const provider = await fakeProvider([providerGame('lgp-slot-pg', 'PG')]);
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = { DATA_DIR: dir, ...provider.env };
      const first = startServer(port, env);
      await first.ready;

      const site = async (url: string, init: RequestInit = {}) =>
        (await (await fetch(`${base}${url}`, { ...init, headers: { Merchant: 'DEMO', ...init.headers } })).json()) as {
          value: Record<string, unknown>;
        };
      const key = (await site('/wps/system/settings/consolidated')).value.encryption as EncryptionPublicKey;
      const login = await site('/wps/session/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Encryption: SCHEME },
        body: JSON.stringify(await sealJson(key, { username: 'demo01', password: 'Demo-pass-01' })),
      });
      const auth = { Authorization: login.value.token as string };
      const balance = async () =>
        (await site('/wps/v2/wallets/balance', { headers: auth })).value.balanceMinor as number;
      const start = await balance();
      const pg = (await site('/wps/relay/GCSGAME_gameList?vassalage=PG&gameType=RNG&pageSize=1')).value.games as {
        nodeId: string;
      }[];
      // The catalogue is synced in the background: launch once it is.
      await expect
        .poll(
          async () =>
            (await site(`/wps/game/launchGame?nodeId=${pg[0]!.nodeId}&vassalage=PG`, { headers: auth })).value.kind,
          {
            timeout: 30_000,
          },
        )
        .toBe('provider');
      const token = provider.launches.at(-1)!.token;
      const user = provider.launches.at(-1)!.user;

      const bodies = Array.from({ length: BETS }, (_, i) =>
        JSON.stringify({
          request_uuid: randomUUID(),
          token,
          user,
          game_code: 'lgp-slot-pg',
          round: `crash-${i}`,
          transaction_uuid: randomUUID(),
          amount: STAKE,
          currency: 'MMK',
        }),
      );
      const bet = async (body: string): Promise<ProviderWalletAnswer | null> => {
        try {
          const res = await fetch(`${base}/provider-wallet/v1/transaction/bet`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-provider': 'LGPT',
              'x-signature': signBody(body, provider.providerKeys.privateKey),
            },
            body,
          });
          return (await res.json()) as ProviderWalletAnswer;
        } catch {
          return null; // the connection died with the server: the provider does not know
        }
      };

      // All at once; the server is killed as soon as the first few are answered.
      let answered = 0;
      const killed = new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (answered >= 5) {
            first.child.kill('SIGKILL');
            clearInterval(check);
            resolve();
          }
        }, 1);
      });
      const before = await Promise.all(
        bodies.map(async (body) => {
          const answer = await bet(body);
          answered++;
          return answer;
        }),
      );
      await killed;
      await first.exit;
      const taken = before.filter((a) => a?.status === 'RS_OK');
      expect(taken.length).toBeGreaterThanOrEqual(5);

      const second = startServer(port, env);
      await second.ready;
      try {
        // The provider retries every bet whose answer it has, or not: each is taken once.
        const after = await Promise.all(bodies.map((body) => bet(body)));
        expect(after.every((a) => a?.status === 'RS_OK')).toBe(true);
        // A bet answered before the crash is answered the same after it.
        before.forEach((answer, i) => {
          if (answer?.status === 'RS_OK') expect(after[i]!.balance).toBe(answer.balance);
        });
        expect(await balance()).toBe(start - BETS * STAKE);
        const orders = (await site('/lgw/orders?pageNo=1&pageSize=100', { headers: auth })).value.orders as {
          betMinor: number;
        }[];
        expect(orders.filter((o) => o.betMinor === STAKE)).toHaveLength(BETS);
      } finally {
        second.child.kill('SIGTERM');
        await second.exit;
        await provider.close();
      }
    },
  );
});
