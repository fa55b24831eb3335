import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

/** A raw connection: what it received, and when the server closed it. */
function open(port: number): { socket: Socket; received: () => string; closed: Promise<void> } {
  const socket = connect({ port, host: '127.0.0.1' });
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Writing to a connection the server has cut fails: that is the point, not an error of the test.
  socket.on('error', () => {});
  const closed = once(socket, 'close').then(() => undefined);
  return { socket, received: () => Buffer.concat(chunks).toString('latin1'), closed };
}

/** Writes one byte every 50 ms (a trickle: never idle, never done) until the connection closes. */
function trickle(socket: Socket, byte: string): () => void {
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(byte);
  }, 50);
  socket.once('close', () => clearInterval(timer));
  return () => clearInterval(timer);
}

const getRequest = (path: string, connection: 'close' | 'keep-alive') =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: ${connection}\r\n\r\n`;

/** Waits until the connection answered at least one whole response (headers and body). */
async function answered(connection: ReturnType<typeof open>) {
  await expect.poll(() => connection.received()).toMatch(/^HTTP\/1\.1 200 [^]*\r\n\r\n[^]+$/);
}

describe('connection limits', () => {
  const t = useTestApp(TEST_DATABASES[0]!, {
    HEADERS_TIMEOUT_SECONDS: '1',
    REQUEST_TIMEOUT_SECONDS: '3',
    IDLE_TIMEOUT_SECONDS: '2',
    MAX_CONNECTIONS: '4',
  });
  let port = 0;
  const connections: ReturnType<typeof open>[] = [];
  const connection = () => {
    const c = open(port);
    connections.push(c);
    return c;
  };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    for (const c of connections.splice(0)) c.socket.destroy();
    // Every test starts with no connection open, so the cap counts only its own.
    await expect
      .poll(() => new Promise<number>((resolve) => t.app.server.getConnections((_e, n) => resolve(n))))
      .toBe(0);
  });

  it('answers 408 to a body that trickles in and closes its connection, while serving others', async () => {
    const slow = connection();
    slow.socket.write(
      'POST /wps/session/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
    );
    trickle(slow.socket, ' ');
    // Another client meanwhile is served at once.
    const other = connection();
    other.socket.write(getRequest('/healthz', 'close'));
    await other.closed;
    expect(other.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(slow.socket.destroyed).toBe(false);

    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(slow.received()).toContain('"errorCode":"request.invalid"');
  });

  it('answers 408 to a request head that trickles in', async () => {
    const slow = connection();
    slow.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    trickle(slow.socket, 'a');
    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection on which nothing is sent, and gives up on one gone still mid-answer', async () => {
    const silent = connection();
    await once(silent.socket, 'connect');
    await silent.closed;
    expect(silent.received()).toMatch(/^HTTP\/1\.1 408 /);
    // A client that stops reading an answer leaves its socket still: Node closes it after this time.
    expect(t.app.server.timeout).toBe(2_000);
  });

  it('holds at most MAX_CONNECTIONS open: more are closed unanswered, until one ends', async () => {
    const held = [connection(), connection(), connection(), connection()];
    for (const c of held) c.socket.write(getRequest('/healthz', 'keep-alive'));
    for (const c of held) await answered(c);

    const refused = connection();
    refused.socket.write(getRequest('/healthz', 'close'));
    await refused.closed;
    expect(refused.received()).toBe('');
    // The held ones are still served.
    held[0]!.socket.write(getRequest('/healthz', 'close'));
    await held[0]!.closed;
    expect(held[0]!.received().match(/HTTP\/1\.1 200 /g)).toHaveLength(2);

    // One ended: a new client is served again.
    await expect
      .poll(async () => {
        const next = connection();
        next.socket.write(getRequest('/healthz', 'close'));
        await next.closed;
        return next.received();
      })
      .toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('connection limit settings', () => {
  it('have safe defaults and refuse a head given longer than the whole request', () => {
    expect(loadConfig({})).toMatchObject({
      HEADERS_TIMEOUT_SECONDS: 20,
      REQUEST_TIMEOUT_SECONDS: 120,
      IDLE_TIMEOUT_SECONDS: 120,
      MAX_CONNECTIONS: 4096,
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '10' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS/,
    );
    for (const bad of ['0', '-1', 'x', '1.5'])
      expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: bad }), bad).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
  });
});
