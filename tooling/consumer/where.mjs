import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const checkout = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The scratch app: outside the workspace, so nothing resolves through the workspace's links; one
 * per checkout, so a second clone's check on the same machine does not remove this one's.
 */
export const SCRATCH = join(
  tmpdir(),
  `lobby-consumer-app-${createHash('sha256').update(checkout).digest('hex').slice(0, 8)}`,
);
export const SERVER_PORT = 3950;
export const PREVIEW_PORT = 4950;
/**
 * The local server's demo admin operator in this check (declares the app's origin): the server's
 * first start makes it from these. Test values, not secrets: every run's database is new.
 */
export const OPERATOR = { password: 'consumer-check-operator-pass', totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' };
/** The brand app's own origin: another host name and port than the platform's. */
export const APP_ORIGIN = `http://consumer.localhost:${PREVIEW_PORT}`;
