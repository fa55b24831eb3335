/**
 * A small platform for the tests, receiving the provider's callbacks: it checks their signature,
 * keeps every one, answers with the statuses it is told (then 200), and lets a test wait for a
 * callback instead of sleeping.
 */
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMENT_HEADERS, paymentEventSchema, type PaymentEvent } from '@lobby/contract/payment';
import { verifyPayload } from '../src/protocol/signature';

export interface Received {
  raw: string;
  event: PaymentEvent | null;
  signatureOk: boolean;
  headers: IncomingMessage['headers'];
  answered: number;
}

export class FakePlatform {
  readonly received: Received[] = [];
  private readonly answers: number[] = [];
  private readonly events = new EventEmitter();
  private server: Server | null = null;
  url = '';

  constructor(private readonly webhookSecrets: string[]) {}

  /** The next callbacks are answered with these HTTP statuses, in order (200 after). */
  answerWith(...statuses: number[]) {
    this.answers.push(...statuses);
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = request.headers[PAYMENT_HEADERS.signature];
        const signatureOk = verifyPayload(
          raw,
          typeof header === 'string' ? header : undefined,
          this.webhookSecrets,
          Date.now() / 1000,
        ).ok;
        let event: PaymentEvent | null = null;
        try {
          const parsed = paymentEventSchema.safeParse(JSON.parse(raw));
          event = parsed.success ? parsed.data : null;
        } catch {
          event = null;
        }
        const answered = signatureOk ? (this.answers.shift() ?? 200) : 400;
        const entry: Received = { raw, event, signatureOk, headers: request.headers, answered };
        this.received.push(entry);
        response.writeHead(answered, { 'content-type': 'application/json' }).end('{}');
        this.events.emit('received', entry);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/payments/callback`;
    return this.url;
  }

  /** Resolves once `count` callbacks matching `match` have arrived (those already here count). */
  waitFor(match: (r: Received) => boolean, count = 1, timeoutMs = 5000): Promise<Received[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.received.filter(match);
        if (found.length >= count) {
          clearTimeout(timer);
          this.events.off('received', check);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        this.events.off('received', check);
        reject(new Error(`waited ${timeoutMs} ms for ${count} callback(s); ${this.received.length} received`));
      }, timeoutMs);
      this.events.on('received', check);
      check();
    });
  }

  async stop() {
    await new Promise<void>((resolve) => {
      if (!this.server) return resolve();
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}
