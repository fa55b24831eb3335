import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The scratch app: outside the workspace, so nothing resolves through the workspace's links. */
export const SCRATCH = join(tmpdir(), 'lobby-consumer-app');
export const SERVER_PORT = 3950;
export const PREVIEW_PORT = 4950;
/** The local server's operator token in this check (declares the app's origin): not a secret. */
export const OPERATOR_TOKEN = 'consumer-check-operator-token';
/** The brand app's own origin: another host name and port than the platform's. */
export const APP_ORIGIN = `http://consumer.localhost:${PREVIEW_PORT}`;
