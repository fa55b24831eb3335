import { randomBytes } from 'node:crypto';
import { PATHS } from '@lobby/contract/constants';
import { hashPassword } from '../src/adapters/password-hash';
import { accountsRepo } from '../src/db/repositories/accounts-repo';
import { members } from '../src/db/schema';
import type { Runtime } from '../src/runtime';
import { accountsService } from '../src/services/accounts-service';

/**
 * Members for the load of a member mix: `count` new accounts of the demo brand, each logged in
 * once and funded by the dev tools' deposit (through the API, so through the ledger); and the in-house
 * game they play.
 */
export async function benchMembers(
  runtime: Runtime,
  url: string,
  count: number,
  headers: Record<string, string>,
): Promise<{ tokens: string[]; nodeId: string }> {
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const run = randomBytes(3).toString('hex');
  const usernames = Array.from({ length: count }, (_, i) => `bench${run}${i}`);
  await runtime.database.db
    .insert(members)
    .values(
      usernames.map((username) => ({ id: `bench-${run}-${username}`, merchantCode: 'DEMO', username, passwordHash })),
    );
  const accounts = accountsService(accountsRepo(runtime.database.db), { sessionTtlMs: 3_600_000 });
  const tokens: string[] = [];
  for (const username of usernames) {
    const { token } = await accounts.login('DEMO', { username }, password);
    const deposit = await fetch(url + '/__dev/deposit', {
      method: 'POST',
      headers: { ...headers, Authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '10000.00', requestId: `bench-deposit-${run}-${username}` }),
    });
    if (deposit.status !== 200) throw new Error(`deposit answered ${deposit.status}: ${await deposit.text()}`);
    tokens.push(token);
  }
  const list = await fetch(`${url}${PATHS.gameList}?vassalage=BGS&pageSize=1`, { headers });
  const nodeId = ((await list.json()) as { value: { games: { nodeId: string }[] } }).value.games[0]?.nodeId;
  if (!nodeId) throw new Error('no in-house game to play');
  return { tokens, nodeId };
}
