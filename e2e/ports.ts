/** Ports of the servers the end-to-end run starts (E2E_PORT moves them all). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/** Servers in maintenance and region-restricted status, for the status pages. */
export const STATUS_PORTS = { maintenance: E2E_PORT + 1, restricted: E2E_PORT + 2 };

/** A server seeded with the demo popup announcements (the main one leaves them out). */
export const POPUP_PORT = E2E_PORT + 3;
