import { randomInt } from 'node:crypto';
import type { NearNumeros, OpenedNumero } from '@lobby/contract';
import { closedDraws, drawShape, openDraw } from '@lobby/domain';
import type { LotteryRepo } from '../db/repositories/lottery-repo';
import { AppError } from '../errors';

/**
 * The draws of a lottery (spec section 7: numeros): the open draw and the latest results. Numbers
 * are drawn with crypto randomness when a closed draw is first asked for, and kept, so the history
 * never changes and nobody can compute a result ahead of its draw.
 */
export function lotteryService(repo: LotteryRepo) {
  async function shapeOf(nodeId: string) {
    const type = await repo.lotteryType(nodeId);
    if (!type) throw new AppError('request.notFound', 404);
    return drawShape(type);
  }
  return {
    async opened(nodeId: string, now = new Date()): Promise<OpenedNumero> {
      const draw = openDraw(await shapeOf(nodeId), now);
      return { nodeId, numero: draw.numero, closeTime: draw.closesAt.toISOString(), serverTime: now.toISOString() };
    },

    async near(nodeId: string, size: number, now = new Date()): Promise<NearNumeros> {
      const shape = await shapeOf(nodeId);
      const draws = closedDraws(shape, now, size);
      const kept = await repo.drawn(
        nodeId,
        draws.map((d) => ({
          numero: d.numero,
          drawnAt: d.closesAt,
          numbers: Array.from({ length: shape.count }, () => randomInt(shape.min, shape.max + 1)),
        })),
      );
      const byNumero = new Map(kept.map((k) => [k.numero, k]));
      return {
        nodeId,
        draws: draws.flatMap((d) => {
          const k = byNumero.get(d.numero);
          return k ? [{ numero: d.numero, drawTime: k.drawnAt.toISOString(), numbers: k.numbers }] : [];
        }),
      };
    },
  };
}
export type LotteryService = ReturnType<typeof lotteryService>;
