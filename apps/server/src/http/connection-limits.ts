import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** How often Node looks for requests over their time (its default, 30 s, would let them run that much longer). */
const MAX_CHECK_INTERVAL_MS = 1_000;

/**
 * Fastify's and Node's timeouts, which are all off or loose by default: a request's head and
 * the whole request (a body trickled a byte at a time) within their times, answered 408 beyond
 * them (protocol-errors.ts); a connection idle for too long closed.
 */
export function connectionTimeouts(
  config: Pick<Config, 'HEADERS_TIMEOUT_SECONDS' | 'REQUEST_TIMEOUT_SECONDS' | 'IDLE_TIMEOUT_SECONDS'>,
): Pick<FastifyHttpOptions<Server>, 'connectionTimeout' | 'requestTimeout' | 'http'> {
  const headersTimeout = config.HEADERS_TIMEOUT_SECONDS * 1000;
  return {
    connectionTimeout: config.IDLE_TIMEOUT_SECONDS * 1000,
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    http: {
      headersTimeout,
      // A quarter of the shortest time at most, so a request is cut within 25 % of its time.
      connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, headersTimeout / 4),
    },
  };
}

/** Caps the connections this instance holds open: more are closed as they arrive (Node's `maxConnections`). */
export function capConnections(app: FastifyInstance, maxConnections: number) {
  app.server.maxConnections = maxConnections;
}
