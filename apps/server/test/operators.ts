import { randomUUID } from 'node:crypto';
import type { OperatorGrant } from '@lobby/contract/operator';
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { beforeAll } from 'vitest';
import { hashPassword } from '../src/adapters/password-hash';
import { operatorsRepo } from '../src/db/repositories/operators-repo';
import type { Runtime } from '../src/runtime';

export const OPERATOR_PASSWORD = 'Operator-pass-0123';

/** A code of the authenticator `steps` time steps from now (a second sign-in in one step takes the next). */
export const codeOf = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

export interface TestOperator {
  username: string;
  secret: string;
  /** The code that finished the sign-in (used once: refused ever after). */
  code: string;
  /** `authorization` header of a signed-in console session. */
  auth: { authorization: string };
}

/**
 * A new operator with `grants`, stored directly, then signed in through the API as a person would
 * the first time: password, the authenticator enrolled from the secret it answers, the code.
 */
export async function signedInOperator(
  t: { app: FastifyInstance; runtime: Runtime },
  grants: OperatorGrant[],
  // Sign-ins are limited per address: each operator signs in from one of its own.
  ip = `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
): Promise<TestOperator> {
  const username = `op${randomUUID().slice(0, 8)}`;
  await operatorsRepo(t.runtime.database.db).create(
    { id: randomUUID(), username, passwordHash: await hashPassword(OPERATOR_PASSWORD) },
    grants,
  );
  const first = await t.app.inject({
    method: 'POST',
    url: '/__ops/session',
    remoteAddress: ip,
    payload: { username, password: OPERATOR_PASSWORD },
  });
  const { challenge, secret } = (first.json().value ?? {}) as { challenge: string; secret: string };
  if (!challenge) throw new Error(`sign-in failed: ${first.body}`);
  const code = codeOf(secret);
  const done = await t.app.inject({
    method: 'POST',
    url: '/__ops/session/code',
    remoteAddress: ip,
    payload: { challenge, code },
  });
  const { token } = done.json().value as { token: string };
  if (!token) throw new Error(`sign-in failed: ${done.body}`);
  return { username, secret, code, auth: { authorization: `Bearer ${token}` } };
}

/** An admin over every brand: may do everything the operator API offers. */
export const ADMIN_EVERYWHERE: OperatorGrant[] = [{ role: 'admin', brand: '*' }];

/**
 * The `authorization` header of one operator with `grants` (an admin over every brand unless
 * named), signed in before the block's tests. Call it after `useTestApp`, so the app is there.
 */
export function useOperator(
  t: { app: FastifyInstance; runtime: Runtime },
  grants: OperatorGrant[] = ADMIN_EVERYWHERE,
): { authorization: string } {
  const auth = { authorization: '' };
  beforeAll(async () => {
    auth.authorization = (await signedInOperator(t, grants)).auth.authorization;
  });
  return auth;
}
