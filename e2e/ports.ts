/** Ports of the servers the end-to-end run starts (E2E_PORT moves them all). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/** Workers run side by side, each against its own servers, so no test sees another's accounts. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

/** Servers in maintenance and region-restricted status, for the status pages (read only: shared). */
export const STATUS_PORTS = { maintenance: E2E_PORT + 1, restricted: E2E_PORT + 2 };

/** Which of a worker's servers a test talks to: the main one, or the one seeded with popups. */
export type ServerKind = 'main' | 'popup';

/** The port of a worker's server of that kind. */
export function serverPort(worker: number, kind: ServerKind): number {
  return E2E_PORT + 10 * worker + (kind === 'popup' ? 3 : 0);
}

/** The port of the game provider beside a worker's main server (its popup server has none: stand-in pages). */
export function providerPort(worker: number): number {
  return E2E_PORT + 10 * worker + 5;
}

/** The port of the payment provider beside a worker's main server (its popup server has none: it takes no money). */
export function paymentPort(worker: number): number {
  return E2E_PORT + 10 * worker + 6;
}
