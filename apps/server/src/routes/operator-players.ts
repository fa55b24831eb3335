import { randomUUID } from 'node:crypto';
import { exclusionEnd, merchantCodeSchema, ok } from '@lobby/contract';
import {
  OPERATOR_PATHS,
  PLAYER_LEDGER_PAGE_SIZE,
  opsPlayerBrandSchema,
  opsPlayerExcludeSchema,
  opsPlayerNoteSchema,
  playerLedgerQuerySchema,
  playerProfileQuerySchema,
  playerSearchSchema,
  type OperatorPlayer,
  type OperatorPlayerProfile,
  type PlayerLedgerPage,
} from '@lobby/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlayerRow, PlayersRepo } from '../db/repositories/players-repo';
import type { ProtectionRepo } from '../db/repositories/protection-repo';
import type { SecurityRepo } from '../db/repositories/security-repo';
import { AppError } from '../errors';
import { operatorScope, type OperatorGate } from '../http/operator-auth';

const PATH = OPERATOR_PATHS.players;

const READERS = ['support', 'risk', 'finance'] as const;
const usernameParams = z.object({ username: z.string().trim().min(1).max(64) });

/**
 * A brand's players: found by the start of their name or their member number, each one's profile
 * (limits, exclusion, sessions, logins, notes) and wallet movements (support, risk and finance
 * read them and write notes); risk locks and unlocks, ends sessions and imposes an exclusion (a
 * locked or excluded player's open sessions end at once). Each action is audited.
 */
export async function operatorPlayerRoutes(
  app: FastifyInstance,
  deps: {
    gate: OperatorGate;
    players: PlayersRepo;
    currencyOf: (merchant: string) => Promise<string>;
    sessionsEnded: (memberId: string) => void;
    security: Pick<SecurityRepo, 'liveSessions' | 'loginHistory'>;
    protection: Pick<ProtectionRepo, 'limits' | 'exclude'>;
    revokeSessions: (memberId: string, now: Date) => Promise<void>;
    clock: () => Date;
  },
) {
  const { gate, players } = deps;
  const playerOf = async (merchant: string, username: string) => {
    const row = await players.byUsername(merchant, username);
    if (!row) throw new AppError('request.notFound', 404);
    return row;
  };
  const view = (row: PlayerRow, currency: string): OperatorPlayer => ({
    username: row.username,
    memberNo: row.memberNo,
    type: row.type,
    locked: row.disabled,
    excludedUntil: row.excludedUntil?.toISOString() ?? null,
    registeredAt: row.createdAt.toISOString(),
    balanceMinor: row.balanceMinor,
    currency,
  });
  await operatorScope(app, gate, (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.get(PATH, { schema: { querystring: playerSearchSchema } }, async (request) => {
      const { merchant, q, limit } = request.query;
      gate.requireAny(request, READERS, merchant);
      const currency = await deps.currencyOf(merchant);
      return ok((await players.search(merchant, q, limit)).map((row) => view(row, currency)));
    });
    ops.get(
      `${PATH}/:username`,
      { schema: { params: usernameParams, querystring: playerProfileQuerySchema } },
      async (request) => {
        const { merchant } = request.query;
        gate.requireAny(request, READERS, merchant);
        const row = await playerOf(merchant, request.params.username);
        const now = deps.clock();
        const [currency, limits, sessions, logins, notes] = await Promise.all([
          deps.currencyOf(merchant),
          deps.protection.limits(row.id),
          deps.security.liveSessions(row.id, now),
          deps.security.loginHistory(row.id, 10),
          players.notes(row.id),
        ]);
        const iso = (date: Date | null) => date?.toISOString() ?? null;
        const profile: OperatorPlayerProfile = {
          username: row.username,
          memberNo: row.memberNo,
          type: row.type,
          locked: row.disabled,
          registeredAt: row.createdAt.toISOString(),
          balanceMinor: row.balanceMinor,
          currency,
          exclusion:
            row.excludedUntil && row.excludedUntil > now
              ? { kind: row.exclusionKind ?? '', until: row.excludedUntil.toISOString() }
              : null,
          realityCheckMinutes: row.realityCheckMinutes,
          limits: limits.map((l) => ({
            kind: l.kind,
            value: l.value,
            pendingValue: l.pendingValue,
            pendingRemove: l.pendingRemove,
            pendingFrom: iso(l.pendingFrom),
          })),
          sessions: sessions.map((s) => ({
            id: s.id,
            userAgent: s.userAgent,
            ip: s.ip,
            startedAt: s.createdAt.toISOString(),
            lastUsedAt: s.lastUsedAt.toISOString(),
            twoFactor: s.twoFactor,
          })),
          logins: logins.map((l) => ({
            at: l.at.toISOString(),
            method: l.method,
            success: l.success,
            ip: l.ip,
            userAgent: l.userAgent,
          })),
          notes: notes.map((n) => ({ id: n.id, operator: n.operator, text: n.text, at: n.at.toISOString() })),
        };
        return ok(profile);
      },
    );
    ops.get(
      `${PATH}/:username/ledger`,
      { schema: { params: usernameParams, querystring: playerLedgerQuerySchema } },
      async (request) => {
        const { merchant, page } = request.query;
        gate.requireAny(request, READERS, merchant);
        const row = await playerOf(merchant, request.params.username);
        // One more than a page tells whether an older page follows, without counting them all.
        const rows = await players.ledger(row.id, PLAYER_LEDGER_PAGE_SIZE + 1, (page - 1) * PLAYER_LEDGER_PAGE_SIZE);
        const answer: PlayerLedgerPage = {
          entries: rows
            .slice(0, PLAYER_LEDGER_PAGE_SIZE)
            .map((r) => ({ ...r, balanceAfterMinor: r.balanceAfterMinor ?? null, at: r.at.toISOString() })),
          page,
          pageSize: PLAYER_LEDGER_PAGE_SIZE,
          more: rows.length > PLAYER_LEDGER_PAGE_SIZE,
        };
        return ok(answer);
      },
    );
    ops.post(
      `${PATH}/:username/notes`,
      { schema: { params: usernameParams, body: opsPlayerNoteSchema } },
      async (request) => {
        const { merchantCode, text } = request.body;
        gate.requireAny(request, READERS, merchantCode);
        const row = await playerOf(merchantCode, request.params.username);
        const operator = gate.who(request).username;
        const note = await players.addNote({ id: randomUUID(), memberId: row.id, operator, text });
        await gate.audit(request, {
          action: 'player.noted',
          brand: merchantCode,
          target: row.username,
          after: { text },
        });
        return ok(note ? { id: note.id, operator, text, at: note.at.toISOString() } : null);
      },
    );
    ops.post(
      `${PATH}/:username/sessions/end`,
      { schema: { params: usernameParams, body: opsPlayerBrandSchema } },
      async (request) => {
        const { merchantCode } = request.body;
        gate.require(request, 'risk', merchantCode);
        const row = await playerOf(merchantCode, request.params.username);
        const open = await deps.security.liveSessions(row.id, deps.clock());
        await deps.revokeSessions(row.id, deps.clock());
        deps.sessionsEnded(row.id);
        await gate.audit(request, {
          action: 'player.sessionsEnded',
          brand: merchantCode,
          target: row.username,
          before: { sessions: open.length },
          after: { sessions: 0 },
        });
        return ok(null);
      },
    );
    ops.post(
      `${PATH}/:username/exclude`,
      { schema: { params: usernameParams, body: opsPlayerExcludeSchema } },
      async (request) => {
        const { merchantCode, kind } = request.body;
        gate.require(request, 'risk', merchantCode);
        const row = await playerOf(merchantCode, request.params.username);
        const now = deps.clock();
        // No session is kept: the operator's request holds none of the player's.
        const kept = await deps.protection.exclude(row.id, kind, exclusionEnd(kind, now), '', now);
        deps.sessionsEnded(row.id);
        await gate.audit(request, {
          action: 'player.excluded',
          brand: merchantCode,
          target: row.username,
          before: { until: row.excludedUntil?.toISOString() ?? null },
          after: { kind: kept.kind, until: kept.until.toISOString() },
        });
        return ok({ kind: kept.kind, until: kept.until.toISOString() });
      },
    );
    for (const [suffix, locked] of [
      ['lock', true],
      ['unlock', false],
    ] as const) {
      ops.post(
        `${PATH}/:username/${suffix}`,
        {
          schema: {
            params: z.object({ username: z.string().trim().min(1).max(64) }),
            body: z.strictObject({ merchantCode: merchantCodeSchema }),
          },
        },
        async (request) => {
          const { merchantCode } = request.body;
          gate.require(request, 'risk', merchantCode);
          const before = await players.setDisabled(merchantCode, request.params.username, locked);
          if (!before) throw new AppError('request.notFound', 404);
          if (locked) deps.sessionsEnded(before.id);
          await gate.audit(request, {
            action: locked ? 'player.locked' : 'player.unlocked',
            brand: merchantCode,
            target: before.username,
            before: { locked: before.disabled },
            after: { locked },
          });
          return ok(null);
        },
      );
    }
  });
}
