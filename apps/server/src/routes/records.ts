import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Serve } from '../http/endpoint-route';
import type { RecordsService } from '../services/records-service';

const windowOf = (q: { startTime?: string; endTime?: string }) =>
  q.startTime && q.endTime ? { from: new Date(q.startTime), to: new Date(q.endTime) } : undefined;

/** A member's account records and profit and loss (issue 23; MEMTRANS3 and PERSPNL3). */
export function recordsRoutes(app: FastifyInstance, serve: Serve, deps: { records: RecordsService }) {
  serve(app, ENDPOINTS.accountRecords, ({ member, query }) =>
    deps.records.accountRecords(member.id, { ...query, window: windowOf(query) }),
  );
  serve(app, ENDPOINTS.profitLoss, ({ member, query }) =>
    deps.records.profitLoss(member.id, { ...query, window: windowOf(query) }),
  );
}
