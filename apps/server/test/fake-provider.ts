// A game provider as small as the protocol allows, for the platform's launch and crash tests.
import { generateKeyPairSync, randomUUID, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderGame, ProviderGameUrlRequest } from '@lobby/contract/provider';

export const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

export const providerGame = (
  code: string,
  studio: string,
  status: 'active' | 'withdrawn' = 'active',
): ProviderGame => ({
  game_code: code,
  kind: 'slot',
  studio,
  names: { en: code },
  rtp: 9600,
  status,
  updated_at: '2026-12-01T00:00:00Z',
});

/**
 * A provider that checks the platform's signature and answers: its catalogue, and a game URL for
 * each launch (kept, with the wallet token it carried). `env` configures a platform to use it.
 */
export async function fakeProvider(catalogue: ProviderGame[]) {
  const platformKeys = keyPair();
  const providerKeys = keyPair();
  const state = {
    catalogue,
    launches: [] as ProviderGameUrlRequest[],
    refusedSignatures: 0,
    server: null as unknown as Server,
    providerKeys,
    env: {} as Record<string, string>,
    close: () => new Promise<void>((done) => (state.server.listening ? state.server.close(() => done()) : done())),
  };
  state.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const signature = Buffer.from(String(req.headers['x-signature'] ?? ''), 'base64');
      res.setHeader('content-type', 'application/json');
      if (req.headers['x-platform'] !== 'lobby-test' || !verify('sha256', body, platformKeys.publicKey, signature)) {
        state.refusedSignatures++;
        return res.end(JSON.stringify({ status: 'RS_ERROR_INVALID_SIGNATURE' }));
      }
      const request = JSON.parse(body.toString()) as ProviderGameUrlRequest;
      if (req.url === '/platform/v1/games') return res.end(JSON.stringify({ status: 'RS_OK', games: state.catalogue }));
      state.launches.push(request);
      res.end(
        JSON.stringify({
          status: 'RS_OK',
          url: `http://provider.test/play/${request.game_code}?ticket=${randomUUID()}`,
        }),
      );
    });
  });
  await new Promise<void>((done) => state.server.listen(0, '127.0.0.1', done));
  state.env = {
    GAME_PROVIDER_URL: `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`,
    GAME_PROVIDER_CODE: 'LGPT',
    GAME_PROVIDER_PUBLIC_KEYS: providerKeys.publicKey,
    PLATFORM_PRIVATE_KEY: platformKeys.privateKey,
    PLATFORM_ID: 'lobby-test',
    PROVIDER_SYNC_INTERVAL_SECONDS: '0',
  };
  return state;
}
