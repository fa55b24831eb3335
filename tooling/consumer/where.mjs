import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The scratch app: outside the workspace, so nothing resolves through the workspace's links. */
export const SCRATCH = join(tmpdir(), 'lobby-consumer-app');
export const SERVER_PORT = 3950;
export const PREVIEW_PORT = 4950;
