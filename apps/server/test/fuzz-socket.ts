import { connect } from 'node:net';
import type { Prng } from './fuzz-requests';

// Raw HTTP/1.1 over TCP for the fuzz test: what no HTTP client library would send.

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `bytes` and reads until the server closes or `waitMs` passes. `halfClose` ends our side
 * at once, as a client cut off mid-request; otherwise the connection stays open (Node's server
 * drops requests still in progress when the client half-closes).
 */
export function exchange(
  port: number,
  bytes: Buffer | string,
  { halfClose = false, waitMs = 1_500 } = {},
): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ port, host: '127.0.0.1' }, () => (halfClose ? socket.end(bytes) : socket.write(bytes)));
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks));
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', done);
    // A reset after the answer is the server closing a connection it gave up on.
    socket.on('error', done);
  });
}

/** The answers in a byte stream: status, headers and the body (by length, chunks or up to the end). */
export function answersIn(raw: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) throw new Error(`not an HTTP answer: ${JSON.stringify(rest.toString('latin1').slice(0, 200))}`);
    const [statusLine, ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '');
    if (!status) throw new Error(`not a status line: ${JSON.stringify(statusLine)}`);
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    let body = rest.subarray(end + 4);
    if (headers['transfer-encoding'] === 'chunked') {
      const parts: Buffer[] = [];
      for (;;) {
        const eol = body.indexOf('\r\n');
        const size = parseInt(body.subarray(0, eol).toString('latin1'), 16);
        if (!(size > 0)) {
          body = body.subarray(body.indexOf('\r\n\r\n', eol) + 4);
          break;
        }
        parts.push(body.subarray(eol + 2, eol + 2 + size));
        body = body.subarray(eol + 2 + size + 2);
      }
      answers.push({ status: Number(status[1]), headers, body: Buffer.concat(parts).toString('utf8') });
      rest = body;
    } else {
      const length = headers['content-length'] === undefined ? body.length : Number(headers['content-length']);
      answers.push({ status: Number(status[1]), headers, body: body.subarray(0, length).toString('utf8') });
      rest = body.subarray(length);
    }
  }
  return answers;
}

const request = (head: string, body = '') => `${head}\r\n\r\n${body}`;
const GET = 'GET /healthz HTTP/1.1\r\nHost: lobby.test';

export interface SocketCase {
  name: string;
  bytes: Buffer | string;
  /** The client stops sending mid-request. */
  halfClose?: boolean;
}

/** Protocol junk, each a whole conversation's bytes; the same seed gives the same list. */
export function socketJunk(r: Prng): SocketCase[] {
  const cases: SocketCase[] = [
    { name: 'garbage line', bytes: 'GARBAGE\r\n\r\n' },
    { name: 'unknown version', bytes: request('GET /healthz HTTP/9.9\r\nHost: lobby.test') },
    { name: 'huge header', bytes: request(`${GET}\r\nX-Big: ${'a'.repeat(20_000)}`) },
    {
      name: 'many headers',
      bytes: request(`${GET}\r\n${Array.from({ length: 3_000 }, (_, i) => `X-H${i}: v`).join('\r\n')}`),
    },
    { name: 'huge url', bytes: request(`GET /wps/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: lobby.test`) },
    { name: 'header without colon', bytes: request(`${GET}\r\nBad Header`) },
    { name: 'NUL in a header', bytes: request(`${GET}\r\nX-A: a\u0000b`) },
    {
      name: 'bad content length',
      bytes: request(`POST /wps/session/renew HTTP/1.1\r\nHost: lobby.test\r\nContent-Length: abc`),
    },
    {
      name: 'two content lengths',
      bytes: request(
        `POST /wps/session/renew HTTP/1.1\r\nHost: lobby.test\r\nContent-Length: 1\r\nContent-Length: 2`,
        'ab',
      ),
    },
    {
      name: 'length and chunks',
      bytes: request(
        `POST /wps/session/renew HTTP/1.1\r\nHost: lobby.test\r\nContent-Length: 3\r\nTransfer-Encoding: chunked`,
        '0\r\n\r\n',
      ),
    },
    {
      name: 'bad chunk size',
      bytes: request(
        `POST /wps/session/renew HTTP/1.1\r\nHost: lobby.test\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked`,
        'zz\r\n{}\r\n0\r\n\r\n',
      ),
    },
    {
      name: 'huge content length',
      bytes: request(
        `POST /wps/relay/CBS_sendMessage HTTP/1.1\r\nHost: lobby.test\r\nContent-Type: application/json\r\nContent-Length: 99999999999`,
        '{',
      ),
    },
    { name: 'partial request line', bytes: 'GET /heal', halfClose: true },
    { name: 'partial headers', bytes: `${GET}\r\nX-A: `, halfClose: true },
    {
      name: 'partial body',
      bytes: request(
        `POST /wps/relay/CBS_sendMessage HTTP/1.1\r\nHost: lobby.test\r\nContent-Type: application/json\r\nContent-Length: 100`,
        '{"text":',
      ),
      halfClose: true,
    },
    {
      name: 'partial deep body',
      bytes: request(
        `POST /wps/session/login HTTP/1.1\r\nHost: lobby.test\r\nContent-Type: application/json\r\nContent-Length: 40000`,
        '['.repeat(30_000),
      ),
      halfClose: true,
    },
    {
      name: 'deep body',
      bytes: request(
        `POST /wps/session/login HTTP/1.1\r\nHost: lobby.test\r\nContent-Type: application/json\r\nContent-Length: 10000`,
        '['.repeat(5_000) + ']'.repeat(5_000),
      ),
    },
    { name: 'no host', bytes: request('GET /healthz HTTP/1.1') },
    { name: 'odd expectation', bytes: request(`${GET}\r\nExpect: junk`) },
    { name: 'bad url', bytes: request('GET /%zz HTTP/1.1\r\nHost: lobby.test') },
    {
      name: 'long icon name',
      bytes: request(`GET /static/icons/game/${'a'.repeat(300)}.png HTTP/1.1\r\nHost: lobby.test`),
    },
    { name: 'absolute form', bytes: request('GET http://evil.example/healthz HTTP/1.1\r\nHost: lobby.test') },
    { name: 'asterisk form', bytes: request('OPTIONS * HTTP/1.1\r\nHost: lobby.test') },
    { name: 'lower-case method', bytes: request('get /healthz HTTP/1.1\r\nHost: lobby.test') },
    { name: 'unknown method', bytes: request('FOO /healthz HTTP/1.1\r\nHost: lobby.test') },
    ...['PROPFIND', 'TRACE', 'SEARCH', 'PURGE', 'LINK', 'MKCOL'].map((method) => ({
      name: `method ${method}`,
      bytes: request(`${method} /healthz HTTP/1.1\r\nHost: lobby.test`),
    })),
    { name: 'folded header', bytes: request(`${GET}\r\nX-A: a\r\n b`) },
    { name: 'NUL in the request line', bytes: request('GET /health\u0000z HTTP/1.1\r\nHost: lobby.test') },
    { name: 'space in the url', bytes: request('GET /wps/relay/a b HTTP/1.1\r\nHost: lobby.test') },
    { name: 'HTTP/2 preface', bytes: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n' },
    { name: 'TLS hello', bytes: Buffer.from('16030100a5010000a10303', 'hex') },
    { name: 'websocket upgrade', bytes: request(`${GET}\r\nConnection: Upgrade\r\nUpgrade: websocket`) },
    { name: 'HTTP/1.0', bytes: request('GET /healthz HTTP/1.0') },
    { name: 'leading blank lines', bytes: `\r\n\r\n${request(GET)}` },
    { name: 'pipelined junk', bytes: `${request(GET)}GARBAGE\r\n\r\n` },
    { name: 'pipelined bad url', bytes: `${request(GET)}${request('GET /%zz HTTP/1.1\r\nHost: lobby.test')}` },
    { name: 'latin-1 header', bytes: Buffer.from(request(`${GET}\r\nMerchant: \u00ff\u00fe`), 'latin1') },
    {
      name: 'invalid utf-8 url',
      bytes: Buffer.concat([
        Buffer.from('GET /wps/'),
        Buffer.from([0xff, 0xc3, 0x28]),
        Buffer.from(' HTTP/1.1\r\nHost: lobby.test\r\n\r\n'),
      ]),
    },
  ];
  for (let i = 0; i < 60; i++) {
    const bytes = Buffer.from(Array.from({ length: 1 + r.int(r.pick([8, 200, 4_000])) }, () => r.int(256)));
    cases.push({
      name: `random bytes #${i}`,
      bytes: r.chance(0.5) ? Buffer.concat([Buffer.from('GET /healthz HTTP/1.1\r\n'), bytes]) : bytes,
      halfClose: true,
    });
  }
  return cases;
}
