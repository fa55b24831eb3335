import { randomUUID } from 'node:crypto';
import type {
  Contract,
  ContractKind,
  ContractOffer,
  ContractRequest,
  ContractView,
  DividendTerms,
  RebateProductType,
  SalaryTerms,
  Settlement,
  TeamMember,
} from '@lobby/contract';
import {
  contractCeiling,
  contractRequestFlags,
  dividendWithCarry,
  getsContractPrompts,
  isAgent,
  isTrial,
  takesContracts,
  lastClosedPeriod,
  periodContaining,
  salaryPay,
  termsAreSound,
  topRate,
  type Period,
} from '@lobby/domain';
import type { AccountsRepo, MemberRow } from '../db/repositories/accounts-repo';
import type { ContractRow, ContractsRepo, SettlementRow } from '../db/repositories/contracts-repo';
import { commissionAccount, type LedgerRepo } from '../db/repositories/ledger-repo';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';

/** What the brand pays on which bets (per mille); the seed's defaults, shown on the agent page. */
export const DEFAULT_REBATES: Record<RebateProductType, number> = {
  RNG: 8,
  LIVE: 6,
  FISH: 8,
  PVP: 5,
  SPORTS: 5,
  LOTT: 4,
};

/** A run settles at most this many periods of one contract (the next run goes on); ended contracts are looked at for 62 days. */
const MAX_PERIODS_PER_RUN = 200;
const ENDED_LOOKBACK_MS = 62 * 86_400_000;

/** A contract as the client (an agent, an operator) sees it, members named by username. */
export const toContract = (row: ContractRow, names: Map<string, string>): Contract => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  upline: names.get(row.uplineId) ?? '',
  holder: names.get(row.holderId) ?? '',
  terms: row.terms,
  offeredAt: row.offeredAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

const dividendPeriodOf = (row: ContractRow) => ('period' in row.terms ? row.terms.period : undefined);

/**
 * Contracts (issue: agents): an upline offers a member of its team a salary or dividend contract,
 * the member answers it, and settlement pays the holder once per period through the ledger, on the
 * team's recorded bets.
 */
export function contractService(deps: { repo: ContractsRepo; accounts: AccountsRepo; ledger: LedgerRepo }) {
  const { repo, accounts, ledger } = deps;
  /** The usernames of the members of these contracts, by id (one query for all of them). */
  const namesOf = (rows: ContractRow[]) => repo.usernames([...new Set(rows.flatMap((r) => [r.uplineId, r.holderId]))]);
  async function toContracts(rows: ContractRow[]): Promise<Contract[]> {
    const names = await namesOf(rows);
    return rows.map((row) => toContract(row, names));
  }
  const toSettlement = (row: SettlementRow): Settlement => ({
    contractId: row.contractId,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    betsMinor: row.betsMinor,
    netLossMinor: row.netLossMinor,
    activePlayers: row.activePlayers,
    amountMinor: row.amountMinor,
  });

  /** The top rate of each kind a member holds in force. */
  async function topRates(memberId: string): Promise<Partial<Record<ContractKind, number>>> {
    return Object.fromEntries((await repo.activeContracts(memberId)).map((c) => [c.kind, topRate(c.terms)]));
  }
  async function ceilingFor(uplineId: string, holderId: string, kind: ContractKind): Promise<number> {
    const [upline, holder] = await Promise.all([topRates(uplineId), topRates(holderId)]);
    return contractCeiling(kind, upline, holder);
  }

  /**
   * Contracts are between agents (issue: agents): an upline offers them to an agent of its team,
   * and only an agent opens its contracts ('Non-agents cannot log in'); types 40, 41 and 42 never
   * take part (spec section 3).
   */
  function assertHolder(member: MemberRow) {
    if (isTrial(member.type)) throw new AppError('freeplay.rejected', 403);
    if (!isAgent(member.type)) throw new AppError('agent.only', 403);
    if (!getsContractPrompts(member.type)) throw new AppError('feature.unavailable', 403);
  }

  const service = {
    /** The request flags; a member who takes no contracts (not an agent, or exempt) has none awaiting. */
    async request(member: MemberRow): Promise<ContractRequest> {
      if (isTrial(member.type)) throw new AppError('freeplay.rejected', 403);
      const pending = takesContracts(member.type) ? await repo.pendingOffers(member.id) : [];
      return contractRequestFlags(pending.map((row) => ({ kind: row.kind, dividendPeriod: dividendPeriodOf(row) })));
    },

    async view(member: MemberRow, kind: ContractKind): Promise<ContractView> {
      assertHolder(member);
      const rows = await repo.contractsOf(member.id, [kind]);
      const offer = rows.find((r) => r.status === 'offered');
      const active = rows.find((r) => r.status === 'accepted');
      const settlements = await repo.settlementsOf(rows.map((r) => r.id));
      const all = await toContracts(rows);
      const pick = (row?: ContractRow) => all.find((c) => c.id === row?.id) ?? null;
      return {
        kind,
        offer: pick(offer),
        active: pick(active),
        history: all.filter((c) => c.id !== offer?.id && c.id !== active?.id),
        settlements: settlements.map(toSettlement),
      };
    },

    async answer(
      member: MemberRow,
      kind: ContractKind,
      contractId: string,
      accept: boolean,
      now = new Date(),
    ): Promise<ContractView> {
      assertHolder(member);
      const target = await repo.contractById(contractId);
      if (!target) throw new AppError('request.notFound', 404);
      if (target.holderId !== member.id || target.kind !== kind || target.status !== 'offered')
        throw new AppError('contract.answered', 409);
      // Checked again on acceptance: the upline's and the holder's other contracts may have changed.
      if (
        accept &&
        !termsAreSound(
          { kind, terms: target.terms } as ContractOffer,
          await ceilingFor(target.uplineId, member.id, kind),
        )
      ) {
        throw new AppError('contract.terms', 422);
      }
      if (!(await repo.answer(member.id, contractId, accept, now))) throw new AppError('contract.answered', 409);
      return service.view(member, kind);
    },

    /** An upline's offer to a direct member of its team, within the brand's limits and what the upline earns. */
    async offer(upline: MemberRow, downlineName: string, offer: ContractOffer): Promise<Contract> {
      const downline = await accounts.memberByUsername(upline.merchantCode, downlineName);
      if (!downline || downline.referrerId !== upline.id || !takesContracts(downline.type))
        throw new AppError('contract.downline', 422);
      if (!termsAreSound(offer, await ceilingFor(upline.id, downline.id, offer.kind)))
        throw new AppError('contract.terms', 422);
      try {
        const row = await repo.offer({
          id: randomUUID(),
          merchantCode: upline.merchantCode,
          kind: offer.kind,
          status: 'offered',
          uplineId: upline.id,
          holderId: downline.id,
          terms: offer.terms,
        });
        return toContract(row, await namesOf([row]));
      } catch (err) {
        // Two offers at once for the same member and kind: the unique index lets one through.
        if (isUniqueViolation(err)) throw new AppError('request.conflict', 409);
        throw err;
      }
    },

    async team(upline: MemberRow): Promise<TeamMember[]> {
      const [people, open] = await Promise.all([repo.teamMembers(upline.id), repo.openContractsBy(upline.id)]);
      return people.map((p) => ({
        username: p.username,
        type: p.type,
        joinedAt: p.createdAt.toISOString(),
        excludedUntil: p.excludedUntil && p.excludedUntil > new Date() ? p.excludedUntil.toISOString() : null,
        contracts: open.filter((c) => c.holderId === p.id).map((c) => ({ kind: c.kind, status: c.status })),
      }));
    },

    async rebates(merchantCode: string, productType?: RebateProductType) {
      return repo.rebates(merchantCode, productType);
    },

    /**
     * Settles one closed period of a contract: the settlement row is the lock (one per contract and
     * period), and the payment goes through the ledger under a key of the contract and period, so
     * running it again, or twice at once, pays once. Only the play while the contract was in force
     * counts (from its acceptance to its end); a dividend sets earlier wins against this loss.
     */
    async settle(
      contractId: string,
      period: Period,
      now = new Date(),
    ): Promise<{ settlement: Settlement; paid: boolean }> {
      const contract = await repo.contractById(contractId);
      if (!contract?.answeredAt || !['accepted', 'ended'].includes(contract.status))
        throw new AppError('contract.answered', 409);
      if (period.end > now) throw new AppError('request.invalid', 400);
      const from = new Date(Math.max(period.start.getTime(), contract.answeredAt.getTime()));
      const to = new Date(Math.min(period.end.getTime(), contract.endedAt?.getTime() ?? Infinity));
      const play =
        from < to
          ? await repo.teamPlay(contract.holderId, from, to)
          : { betsMinor: 0, payoutsMinor: 0, activePlayers: 0 };
      const team = {
        betsMinor: play.betsMinor,
        netLossMinor: play.betsMinor - play.payoutsMinor,
        activePlayers: play.activePlayers,
      };
      let amountMinor: number;
      let carryMinor = 0;
      if (contract.kind === 'dividend') {
        const carried = (await repo.lastSettlement(contractId, period.start))?.carryMinor ?? 0;
        ({ payMinor: amountMinor, carryMinor } = dividendWithCarry(contract.terms as DividendTerms, team, carried));
      } else {
        amountMinor = salaryPay(contract.terms as SalaryTerms, team);
      }
      const recorded = await ledger.transaction(async (tx) => {
        const row = await repo.recordSettlement(tx, {
          contractId,
          periodStart: period.start,
          periodEnd: period.end,
          ...team,
          amountMinor,
          carryMinor,
        });
        if (!row || amountMinor === 0) return row;
        const posted = await ledger.post(tx, {
          merchantCode: contract.merchantCode,
          memberId: contract.holderId,
          idempotencyKey: `contract:${contractId}:${period.start.toISOString()}`,
          kind: contract.kind === 'dividend' ? 'dividend' : 'salary',
          amountMinor,
          counterAccount: commissionAccount(contract.merchantCode),
        });
        await repo.setSettlementTransaction(tx, contractId, period.start, posted.transactionId);
        return row;
      });
      if (recorded) return { settlement: toSettlement(recorded), paid: amountMinor > 0 };
      // Recorded before (or by a run at the same time): the insert lost to that row.
      const earlier = await repo.settlement(contractId, period.start);
      if (!earlier) throw new Error(`The settlement of ${contractId} from ${period.start.toISOString()} is missing`);
      return { settlement: toSettlement(earlier), paid: false };
    },

    /**
     * The job's run: every period closed by `now` and not yet settled, oldest first, of each
     * contract in force or recently ended (of one kind, when named); a downtime is caught up, a
     * contract's failure does not stop the others.
     */
    async settleDue(now = new Date(), kind?: ContractKind, onError: (err: unknown) => void = () => {}) {
      let settled = 0;
      let paidMinor = 0;
      let failed = 0;
      for (const contract of await repo.settleableContracts(new Date(now.getTime() - ENDED_LOOKBACK_MS), kind)) {
        try {
          const dividendPeriod = dividendPeriodOf(contract);
          const last = await repo.lastSettlement(contract.id);
          const closed = lastClosedPeriod(contract.kind, now, dividendPeriod);
          let cursor = last
            ? last.periodEnd
            : periodContaining(contract.kind, contract.answeredAt, dividendPeriod).start;
          for (let n = 0; n < MAX_PERIODS_PER_RUN && cursor <= closed.start; n++) {
            const period = periodContaining(contract.kind, cursor, dividendPeriod);
            if (contract.endedAt && period.start >= contract.endedAt) break;
            const { settlement, paid } = await service.settle(contract.id, period, now);
            if (paid) {
              settled += 1;
              paidMinor += settlement.amountMinor;
            }
            cursor = period.end;
          }
        } catch (err) {
          failed += 1;
          onError(err);
        }
      }
      return { settled, paidMinor, failed };
    },
  };
  return service;
}
export type ContractService = ReturnType<typeof contractService>;
