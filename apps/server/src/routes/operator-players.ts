import { merchantCodeSchema, ok } from '@lobby/contract';
import { OPERATOR_PATHS, playerSearchSchema, type OperatorPlayer } from '@lobby/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlayerRow, PlayersRepo } from '../db/repositories/players-repo';
import { AppError } from '../errors';
import { operatorScope, type OperatorGate } from '../http/operator-auth';

const PATH = OPERATOR_PATHS.players;

/**
 * A brand's players: found by the start of their name or their member number (support, risk and
 * finance read them), locked and unlocked by risk (a locked player cannot log in; their open
 * sessions end at once). Each lock is audited with the state before and after.
 */
export async function operatorPlayerRoutes(
  app: FastifyInstance,
  deps: {
    gate: OperatorGate;
    players: PlayersRepo;
    currencyOf: (merchant: string) => Promise<string>;
    sessionsEnded: (memberId: string) => void;
  },
) {
  const { gate, players } = deps;
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
      gate.requireAny(request, ['support', 'risk', 'finance'], merchant);
      const currency = await deps.currencyOf(merchant);
      return ok((await players.search(merchant, q, limit)).map((row) => view(row, currency)));
    });
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
