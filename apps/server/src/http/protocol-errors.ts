import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { fail } from '@lobby/contract';
import type {
  ConnectionError,
  FastifyError,
  FastifyHttpOptions,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { AppError } from '../errors';
import { sendFailure } from './errors';

/** Node's parser errors that have an answer of their own; anything else it refuses is a 400. */
const STATUS_OF_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

const envelopeOf = (status: number) =>
  JSON.stringify(fail(status === 413 || status === 431 ? 'request.tooLarge' : 'request.invalid'));

/** What Node's HTTP parser refuses never becomes a request: the answer is written to the socket, which is then closed. */
function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // As Node's own handler: nothing over an answer already under way on this connection.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  this.log.debug({ err: error }, 'client error');
  const status = STATUS_OF_CODE[error.code] ?? 400;
  const body = envelopeOf(status);
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * Fastify options so that what fails before any route still answers with an envelope: the
 * router's refusals (a bad escape in the path, an over-long parameter), which never reach the
 * error handler, and protocol errors. A request without Host is let through, to be refused by
 * `registerProtocolRules` rather than with Node's empty 400.
 */
export const protocolErrorOptions: Pick<
  FastifyHttpOptions<Server>,
  'frameworkErrors' | 'clientErrorHandler' | 'http'
> = {
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    void sendFailure(error, request, reply);
  },
  clientErrorHandler,
  http: { requireHostHeader: false },
};

/** HTTP/1.1 requests need a Host (RFC 9112); an unknown Expect is refused; both with an envelope, unlike Node. */
export function registerProtocolRules(app: FastifyInstance) {
  // A callback hook: it runs on every request, and has nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      request.raw.httpVersion === '1.1' && request.headers.host === undefined
        ? new AppError('request.invalid')
        : undefined,
    );
  });
  app.server.on('checkExpectation', (_request, response: ServerResponse) => {
    response.writeHead(417, { 'content-type': 'application/json; charset=utf-8' }).end(envelopeOf(417));
  });
}
