import type { APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';

/**
 * The demo admin operator of the run's servers (their first start makes it from these, with the
 * development tools only): the tests sign in as a person would, password then authenticator code.
 * Test values, not secrets: every run's database is new.
 */
export const E2E_OPERATOR = {
  username: 'admin',
  password: 'e2e-operator-password-2026',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

const signedIn = new Map<string, Promise<{ authorization: string }>>();

async function signIn(request: APIRequestContext, origin: string): Promise<{ authorization: string }> {
  const first = await request.post(`${origin}/__ops/session`, {
    data: { username: E2E_OPERATOR.username, password: E2E_OPERATOR.password },
  });
  const { challenge } = (await first.json()).value as { challenge: string };
  // A code works once: a worker started again in the same 30 s takes the next step's.
  for (const steps of [0, 1]) {
    const code = generateSync({ secret: E2E_OPERATOR.totpSecret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
    const answer = await request.post(`${origin}/__ops/session/code`, { data: { challenge, code } });
    const envelope = (await answer.json()) as { success: boolean; value?: { token: string }; errorCode?: string };
    if (envelope.success && envelope.value) return { authorization: `Bearer ${envelope.value.token}` };
    if (envelope.errorCode !== 'twoFactor.invalid') throw new Error(`operator sign-in: ${envelope.errorCode}`);
  }
  throw new Error('operator sign-in: no code of this minute is left');
}

/** The demo admin's session headers on the server at `origin`, signed in once per worker. */
export function operatorHeaders(request: APIRequestContext, origin: string): Promise<{ authorization: string }> {
  let session = signedIn.get(origin);
  if (!session) {
    session = signIn(request, origin);
    signedIn.set(origin, session);
    session.catch(() => signedIn.delete(origin));
  }
  return session;
}

const tokens = new Map<string, Promise<string>>();

/** A personal API token of the demo admin (what `npm run brand` sends as OPERATOR_TOKEN), made once per worker. */
export function operatorToken(request: APIRequestContext, origin: string): Promise<string> {
  let token = tokens.get(origin);
  if (!token) {
    token = (async () => {
      const headers = await operatorHeaders(request, origin);
      const made = await request.post(`${origin}/__ops/tokens`, {
        headers,
        data: { label: 'e2e brand tool', days: 1 },
      });
      return ((await made.json()).value as { token: string }).token;
    })();
    tokens.set(origin, token);
  }
  return token;
}
