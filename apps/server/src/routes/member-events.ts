import { PassThrough } from 'node:stream';
import { ENDPOINTS, PUSH_HEARTBEAT_SECONDS, type MemberEvent } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../adapters/event-bus';
import type { Config } from '../config';
import { AppError } from '../errors';
import { requestContext } from '../http/request-context';
import { sessionToken } from '../http/session-token';
import { memberOf } from '../http/viewer';
import { tokenHash, type AccountsService } from '../services/accounts-service';
import type { CustomerService } from '../services/customer-service';
import { memberStream } from '../services/member-stream';
import type { MerchantDirectory } from '../services/merchants';
import type { PushSignals } from '../services/push-signals';
import type { SettingsService } from '../services/settings-service';
import type { WalletService } from '../services/wallet-service';

/** Open streams one member may hold on one instance (tabs and devices); more are refused until one closes. */
export const STREAMS_PER_MEMBER = 5;

interface Deps {
  config: Pick<Config, 'MAX_CONNECTIONS' | 'IDLE_TIMEOUT_SECONDS'>;
  merchants: MerchantDirectory;
  accounts: AccountsService;
  events: EventBus;
  push: PushSignals;
  wallet: WalletService;
  service: CustomerService;
  settings: SettingsService;
}

/**
 * How often a stream looks again whether its session is live, besides the signals that tell it at
 * once (revocations, password changes, exclusions): for an expiry or a change no signal tells. Each
 * look is a session read: on every heartbeat, 10,000 streams cost 400 reads a second.
 */
const LIVENESS_CHECK_MS = 5 * 60_000;

/** What the browser reconnects after when the stream drops (the SSE `retry` field), in milliseconds. */
const RETRY_MS = 3_000;

let lastEventId = 0;
/** Ids go up within an instance; a reconnect's Last-Event-ID is not replayed from (every connect resends the state). */
const nextEventId = () => `${Date.now().toString(36)}-${++lastEventId}`;

const frame = (event: MemberEvent) => `id: ${nextEventId()}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The push channel (DESIGN.md section 4c) as Server-Sent Events, not WebSocket: it is a plain
 * HTTP response, so it passes proxies and multiplexes on HTTP/2 like any call; the browser's
 * EventSource reconnects by itself and sends Last-Event-ID; and the server is all that talks.
 * The member's session is checked as on every member call (the Authorization header; a 401 when
 * missing or dead), again on each revocation signal, and every few minutes for what no signal tells.
 */
export function memberEventRoutes(app: FastifyInstance, deps: Deps) {
  const endpoint = ENDPOINTS.memberEvents;
  const perMember = new Map<string, number>();
  let open = 0;
  // A closing instance ends its streams (the browsers reconnect to another), or they would hold the close.
  const bodies = new Set<PassThrough>();
  app.addHook('preClose', async () => {
    for (const body of bodies) body.end();
  });
  // Streams hold their connections: half of the instance's connections stay for ordinary calls.
  const maxOpen = Math.max(1, Math.floor(deps.config.MAX_CONNECTIONS / 2));
  // Under the idle cut of this server too (IDLE_TIMEOUT_SECONDS), whichever is shorter.
  const heartbeatMs = Math.min(PUSH_HEARTBEAT_SECONDS, deps.config.IDLE_TIMEOUT_SECONDS / 2) * 1000;
  const checkEvery = Math.max(1, Math.round(LIVENESS_CHECK_MS / heartbeatMs));

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    // A compressor buffers what it is given: each event would wait for the next.
    compress: false,
    handler: async (request, reply) => {
      const ctx = await requestContext(request, deps.merchants);
      const session = await memberOf(request, deps.accounts, ctx.merchant);
      const { member } = session;
      const token = sessionToken(request);
      const held = perMember.get(member.id) ?? 0;
      if (held >= STREAMS_PER_MEMBER || open >= maxOpen) throw new AppError('request.tooMany', 429);
      perMember.set(member.id, held + 1);
      open++;

      const body = new PassThrough();
      bodies.add(body);
      const stream = memberStream({
        events: deps.events,
        push: deps.push,
        memberId: member.id,
        merchantCode: ctx.merchant,
        sessionHash: tokenHash(token),
        state: {
          balance: () => deps.wallet.balance(member.id, ctx.merchant),
          inboxUnread: () => deps.service.inboxUnread(ctx.merchant, member, ctx.language),
          chatUnread: async () =>
            (await deps.settings.stored(ctx.merchant)).whitelabel.CBS3 ? deps.service.chatUnread(member) : 0,
          sessionLive: async () => (await deps.accounts.authenticate(token))?.member.id === member.id,
        },
        send: (event) => body.write(frame(event)),
        end: () => body.end(),
        onError: (err) => request.log.error({ err }, 'member stream'),
      });
      // The streams' looks are spread over the period, not all on the same beat.
      let beats = Math.floor(Math.random() * checkEvery);
      const heartbeat = setInterval(() => {
        // A comment line keeps proxies from cutting an idle stream.
        body.write(': keep-alive\n\n');
        if (++beats % checkEvery === 0) stream.check();
      }, heartbeatMs);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearInterval(heartbeat);
        stream.close();
        body.destroy();
        bodies.delete(body);
        open--;
        const left = (perMember.get(member.id) ?? 1) - 1;
        if (left > 0) perMember.set(member.id, left);
        else perMember.delete(member.id);
      };
      reply.raw.on('close', release);
      body.on('close', release);

      body.write(`retry: ${RETRY_MS}\n\n`);
      stream.catchUp();
      return (
        reply
          .header('Content-Type', 'text/event-stream; charset=utf-8')
          .header('Cache-Control', 'no-store, no-transform')
          // nginx (and proxies that copy it) would otherwise hold the events back in its buffer.
          .header('X-Accel-Buffering', 'no')
          .send(body)
      );
    },
  });
}
