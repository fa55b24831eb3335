import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findGame, RTP_BP, type GameDef } from '../catalogue/games';
import { CRASH_DOUBLING_MS, CRASH_MAX, CRASH_MIN_CASHOUT } from '../math/crash';
import { RED_NUMBERS, WHEEL_ORDER } from '../math/roulette';
import { FREE_SPIN_MULTIPLIER, FREE_SPINS_AWARD, MAX_FREE_SPINS, PAYLINES, PAYTABLE, SCATTER_PAYS } from '../math/slot';
import type { PlaySession } from '../store/state';
import type { Cashier } from '../wallet/cashier';
import type { CrashTable } from './crash-table';
import { endedPage, gamePage, originOf, pageSecurity } from './page';
import type { RouletteTable } from './roulette-table';
import { position } from './rounds';
import type { Sessions } from './sessions';
import type { SlotTable } from './slot-table';
import { stakesFor } from './stakes';

interface Deps {
  sessions: Sessions;
  cashier: Cashier;
  slot: SlotTable;
  roulette: RouletteTable;
  crash: CrashTable;
  now: () => number;
}

export const PLAY_KEY_HEADER = 'x-play-key';

const amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const slotSpin = z.object({ bet: amount });
const rouletteSpin = z.object({
  bets: z
    .array(z.object({ key: z.string().max(16), amount }))
    .min(1)
    .max(200),
});
const crashBet = z.object({ bet: amount, target: z.number().int().min(CRASH_MIN_CASHOUT).max(CRASH_MAX).nullable() });

/** What the page needs to draw the game: its skin, stakes and rules. */
function gameInfo(game: GameDef, session: PlaySession) {
  return {
    code: game.code,
    kind: game.kind,
    studio: game.studio,
    names: game.names,
    skin: game.skin,
    rtp: RTP_BP[game.kind],
    stakes: stakesFor(session.currency),
    slot:
      game.kind === 'slot'
        ? {
            paytable: PAYTABLE,
            paylines: PAYLINES,
            scatterPays: SCATTER_PAYS,
            freeSpins: FREE_SPINS_AWARD,
            multiplier: FREE_SPIN_MULTIPLIER,
            maxFreeSpins: MAX_FREE_SPINS,
          }
        : undefined,
    roulette: game.kind === 'roulette' ? { wheel: WHEEL_ORDER, red: [...RED_NUMBERS] } : undefined,
    crash: game.kind === 'crash' ? { doublingMs: CRASH_DOUBLING_MS, max: CRASH_MAX } : undefined,
  };
}

const acceptLanguage = (request: FastifyRequest) =>
  (request.headers['accept-language'] ?? 'en').split(/[,;]/)[0] ?? 'en';

/** The game page (opened once by its ticket) and the calls it makes, authorised by the session's key. */
export function playRoutes(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { ticket: string } }>('/play/:ticket', async (request, reply) => {
    const use = deps.sessions.useTicket(request.params.ticket);
    const game = use.kind === 'opened' ? findGame(use.session.gameCode) : undefined;
    if (use.kind !== 'opened' || !game) {
      const session = use.kind === 'unknown' ? null : use.session;
      return reply
        .code(410)
        .headers(pageSecurity(null))
        .type('text/html; charset=utf-8')
        .send(endedPage(session?.language ?? acceptLanguage(request), session?.returnUrl ?? null));
    }
    const { session } = use;
    const boot = {
      key: session.key,
      language: session.language,
      currency: session.currency,
      mode: session.mode,
      returnUrl: originOf(session.returnUrl) ? session.returnUrl : null,
      game: gameInfo(game, session),
    };
    return reply
      .headers(pageSecurity(originOf(session.returnUrl)))
      .type('text/html; charset=utf-8')
      .send(gamePage(game, session.language, boot));
  });

  const authorised = (request: FastifyRequest, reply: FastifyReply): PlaySession | null => {
    const key = request.headers[PLAY_KEY_HEADER];
    const session = deps.sessions.byKey(typeof key === 'string' ? key : undefined);
    if (!session) void reply.code(401).send({ error: 'sessionEnded' });
    return session ?? null;
  };
  const parse = <S extends z.ZodTypeAny>(
    schema: S,
    request: FastifyRequest,
    reply: FastifyReply,
  ): z.infer<S> | null => {
    const parsed = schema.safeParse(request.body);
    if (!parsed.success) void reply.code(400).send({ error: 'badBet' });
    return parsed.success ? (parsed.data as z.infer<S>) : null;
  };
  const send = (reply: FastifyReply, body: object) =>
    reply
      .code('error' in body ? 409 : 200)
      .header('cache-control', 'no-store')
      .send(body);

  /** The page's start: who plays, with what money, and where a running crash round stands. */
  app.post('/api/v1/session', async (request, reply) => {
    const session = authorised(request, reply);
    if (!session) return reply;
    const opened = await deps.cashier.open(session);
    const extra = findGame(session.gameCode)?.kind === 'crash' ? deps.crash.view(session) : {};
    return send(reply, {
      ...(opened.ok ? {} : { error: opened.error }),
      ...extra,
      ...position(session),
      openedAt: session.openedAt ?? deps.now(),
      serverNow: deps.now(),
    });
  });

  app.post('/api/v1/balance', async (request, reply) => {
    const session = authorised(request, reply);
    if (!session) return reply;
    const result = await deps.cashier.balance(session);
    return send(reply, { ...(result.ok ? {} : { error: result.error }), ...position(session) });
  });

  app.post('/api/v1/slot/spin', async (request, reply) => {
    const session = authorised(request, reply);
    const body = session && parse(slotSpin, request, reply);
    if (!session || !body) return reply;
    if (findGame(session.gameCode)?.kind !== 'slot') return send(reply, { error: 'badBet' });
    return send(reply, await deps.slot.spin(session, body.bet));
  });

  app.post('/api/v1/roulette/spin', async (request, reply) => {
    const session = authorised(request, reply);
    const body = session && parse(rouletteSpin, request, reply);
    if (!session || !body) return reply;
    if (findGame(session.gameCode)?.kind !== 'roulette') return send(reply, { error: 'badBet' });
    return send(reply, await deps.roulette.spin(session, body.bets));
  });

  app.post('/api/v1/crash/bet', async (request, reply) => {
    const session = authorised(request, reply);
    const body = session && parse(crashBet, request, reply);
    if (!session || !body) return reply;
    if (findGame(session.gameCode)?.kind !== 'crash') return send(reply, { error: 'badBet' });
    return send(reply, await deps.crash.bet(session, body.bet, body.target));
  });

  app.post('/api/v1/crash/cashout', async (request, reply) => {
    const session = authorised(request, reply);
    if (!session) return reply;
    return send(reply, await deps.crash.cashout(session));
  });

  app.post('/api/v1/crash/state', async (request, reply) => {
    const session = authorised(request, reply);
    if (!session) return reply;
    return send(reply, { ...deps.crash.view(session), serverNow: deps.now() });
  });
}
