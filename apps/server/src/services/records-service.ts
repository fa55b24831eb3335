import type { AccountRecordKind, AccountRecords, ProfitLoss } from '@lobby/contract';
import type { RecordsRepo, RecordWindow } from '../db/repositories/records-repo';

/** The ledger's kinds behind each kind of the account records. */
const LEDGER_KINDS: Record<AccountRecordKind, string[]> = {
  deposit: ['deposit'],
  withdraw: ['withdraw'],
  fee: ['fee'],
  bet: ['bet'],
  payout: ['payout'],
  bonus: ['bonus'],
  commission: ['salary', 'dividend'],
};
const recordKindOf = (ledgerKind: string): AccountRecordKind =>
  ledgerKind === 'salary' || ledgerKind === 'dividend' ? 'commission' : (ledgerKind as AccountRecordKind);

/** Splits a cursor `{time}_{rest}` (the contract checked its shape). */
const splitCursor = (cursor: string) => {
  const at = cursor.indexOf('_');
  return [cursor.slice(0, at), cursor.slice(at + 1)] as const;
};

/** Account records and profit and loss (issue 23), read from the ledger and the rounds. */
export function recordsService(repo: RecordsRepo) {
  return {
    async accountRecords(
      memberId: string,
      query: { pageSize: number; kind?: AccountRecordKind; window?: RecordWindow; cursor?: string },
    ): Promise<AccountRecords> {
      const after = query.cursor ? splitCursor(query.cursor) : undefined;
      const { rows, more, totals } = await repo.movements(memberId, {
        kinds: query.kind ? LEDGER_KINDS[query.kind] : undefined,
        window: query.window,
        after: after && { at: after[0], id: after[1] },
        limit: query.pageSize,
      });
      const last = rows.at(-1);
      return {
        records: rows.map((r) => ({
          id: r.id,
          kind: recordKindOf(r.kind),
          amountMinor: r.amountMinor,
          balanceAfterMinor: r.balanceAfterMinor ?? 0,
          createdAt: r.at,
        })),
        nextCursor: more && last ? `${last.at}_${last.id}` : null,
        totals,
      };
    },

    async profitLoss(
      memberId: string,
      query: { pageSize: number; gameType?: string; window?: RecordWindow; utcOffset?: number; cursor?: string },
    ): Promise<ProfitLoss> {
      const after = query.cursor ? splitCursor(query.cursor) : undefined;
      const { rows, more, totals } = await repo.profitLoss(memberId, {
        gameType: query.gameType,
        window: query.window,
        utcOffsetMinutes: query.utcOffset ?? 0,
        after: after && { day: after[0], gameType: after[1] },
        limit: query.pageSize,
      });
      const last = rows.at(-1);
      return {
        rows: rows.map((r) => ({ ...r, profitMinor: r.payoutMinor - r.betMinor })),
        nextCursor: more && last ? `${last.day}_${last.gameType}` : null,
        totals: { ...totals, profitMinor: totals.payoutMinor - totals.betMinor },
      };
    },
  };
}
export type RecordsService = ReturnType<typeof recordsService>;
