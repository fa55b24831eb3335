import { createHash } from 'node:crypto';
import type { WithdrawalView, WalletBalance } from '@lobby/contract';
import type { OperatorWithdrawal } from '@lobby/contract/operator';
import {
  PAYMENT_PATHS,
  payoutAnswerSchema,
  type CreatePayoutRequest,
  type PaymentEvent,
} from '@lobby/contract/payment';
import { parseAmount, paymentFeeMinor, plainAmount, toMajor } from '@lobby/domain';
import { feeAccount, withdrawAccount, type LedgerRepo, type Tx } from '../db/repositories/ledger-repo';
import type { PaymentsRepo } from '../db/repositories/payments-repo';
import type { WithdrawalRow, WithdrawalsRepo } from '../db/repositories/withdrawals-repo';
import { AppError } from '../errors';
import { methodsShown, type EventOutcome, type PaymentLink } from './deposits';
import type { PaymentCall } from './payment-client';
import type { PlayerProtection } from './player-protection';

const DAY_MS = 86_400_000;

/** The reference of a member's withdrawal request: the same request (retried) names the same withdrawal. */
export const withdrawalReference = (memberId: string, requestId: string) =>
  `W${createHash('sha256').update(`${memberId}\nwithdraw\n${requestId}`).digest('hex').slice(0, 24)}`;

/** An account number as shown back: its last four digits. */
const masked = (number: string) => `•••• ${number.replace(/\D/g, '').slice(-4)}`;

const operatorWithdrawal = (
  row: WithdrawalRow & { username?: string },
  approvals: number,
  approvalsNeeded: number,
): OperatorWithdrawal => ({
  ...withdrawalView(row),
  merchantCode: row.merchantCode,
  memberId: row.memberId,
  ...(row.username ? { username: row.username } : {}),
  approvals,
  approvalsNeeded,
});

export const withdrawalView = (row: WithdrawalRow): WithdrawalView => ({
  reference: row.reference,
  state: row.state,
  amountMinor: row.amountMinor,
  feeMinor: row.feeMinor,
  currency: row.currency,
  method: row.method,
  account: masked(row.accountNumber),
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Withdrawals through the payment provider (issue: money in and out): the brand's rules checked
 * first (a bonus played through, so many and so much a day), then the amount held from the wallet
 * at once; pending until the brand approves (the member may cancel until then) or rejects it;
 * approved, paid by the provider. A rejection, a cancellation or a failed payout gives the amount
 * back through the ledger, once.
 */
export function withdrawalService(deps: {
  withdrawals: WithdrawalsRepo;
  payments: PaymentsRepo;
  ledger: LedgerRepo;
  protection: PlayerProtection;
  link: PaymentLink;
  call: PaymentCall;
  clock: () => Date;
}) {
  const { withdrawals, payments, ledger, protection, link, call, clock } = deps;
  const balanceOf = (balanceMinor: number, currency: string): WalletBalance => ({
    sumBalance: toMajor(balanceMinor, currency),
    balanceMinor,
    currency,
  });
  /** The methods a withdrawal can be paid to (the brand's, less those that take money in only). */
  const payoutMethods = async (merchantCode: string) => {
    const { currency, payments: setup } = await link.brandMoney(merchantCode);
    return { currency, rules: setup.withdrawals, methods: setup.methods.filter((m) => m.payouts) };
  };

  /** Gives a held withdrawal back to the wallet (once per reference) and leaves it in `state`. */
  async function giveBack(
    tx: Tx,
    row: WithdrawalRow,
    state: 'failed' | 'rejected' | 'cancelled',
    reason: string | null,
  ) {
    await ledger.post(tx, {
      merchantCode: row.merchantCode,
      memberId: row.memberId,
      idempotencyKey: `withdraw:return:${row.reference}`,
      kind: 'withdraw',
      amountMinor: row.amountMinor - row.feeMinor,
      counterAccount: withdrawAccount(row.merchantCode),
    });
    if (row.feeMinor > 0)
      await ledger.post(tx, {
        merchantCode: row.merchantCode,
        memberId: row.memberId,
        idempotencyKey: `withdraw:fee-return:${row.reference}`,
        kind: 'fee',
        amountMinor: row.feeMinor,
        counterAccount: feeAccount(row.merchantCode),
      });
    await withdrawals.set(tx, row.reference, { state, reason, settled: true, decided: state !== 'failed' });
  }

  /** Two approvals above the brand's four-eyes amount, else one. */
  async function approvalsNeeded(row: WithdrawalRow): Promise<number> {
    const above = (await link.brandMoney(row.merchantCode)).payments.withdrawals.secondApprovalAboveMinor;
    return above !== undefined && row.amountMinor > above ? 2 : 1;
  }

  /** A withdrawal as it stands now (after a change the caller made). */
  async function rowOf(reference: string): Promise<WithdrawalRow> {
    const row = await withdrawals.byReference(reference);
    if (!row) throw new AppError('request.notFound', 404);
    return row;
  }
  const current = async (reference: string): Promise<WithdrawalView> => withdrawalView(await rowOf(reference));

  return {
    methods: async (merchantCode: string) => methodsShown((await payoutMethods(merchantCode)).methods, 'payoutFee'),

    async request(
      member: { id: string; merchantCode: string },
      input: { amount: string; requestId: string; method?: string; accountHolder?: string; accountNumber?: string },
    ): Promise<WalletBalance & { withdrawal: WithdrawalView }> {
      const { currency, rules, methods } = await payoutMethods(member.merchantCode);
      const method = methods.find((m) => m.code === input.method);
      const missing = [
        ...(method ? [] : ['body.method']),
        ...(input.accountHolder ? [] : ['body.accountHolder']),
        ...(input.accountNumber ? [] : ['body.accountNumber']),
      ];
      if (!method || !input.accountHolder || !input.accountNumber)
        throw new AppError('request.invalid', 400, { fields: missing });
      const amountMinor = parseAmount(input.amount, currency);
      if (amountMinor === null || amountMinor < method.minMinor || amountMinor > method.maxMinor)
        throw new AppError('wallet.amount');
      const feeMinor = paymentFeeMinor(amountMinor, method.payoutFee, currency);
      if (feeMinor >= amountMinor) throw new AppError('wallet.amount');
      const reference = withdrawalReference(member.id, input.requestId);
      const known = await withdrawals.byReference(reference);
      if (known) {
        if (known.amountMinor !== amountMinor) throw new AppError('request.conflict', 409);
        return { ...balanceOf(await ledger.balance(member.id), currency), withdrawal: withdrawalView(known) };
      }
      const { holder, number } = { holder: input.accountHolder, number: input.accountNumber };
      const posted = await ledger.transaction(async (tx) => {
        await protection.lockWallet(tx, member.id, member.merchantCode);
        const bonus = await withdrawals.sinceLastBonus(tx, member.id);
        if (bonus) {
          const remaining = bonus.bonusMinor * rules.bonusTurnover - bonus.stakedMinor;
          if (remaining > 0)
            throw new AppError('withdraw.turnover', 409, {
              amount: plainAmount(remaining, currency),
              amountMinor: remaining,
            });
        }
        const today = await withdrawals.since(tx, member.id, new Date(clock().getTime() - DAY_MS));
        if (today.count >= rules.dailyCount)
          throw new AppError('withdraw.dailyCount', 409, { count: rules.dailyCount });
        if (today.totalMinor + amountMinor > rules.dailyMaxMinor)
          throw new AppError('withdraw.dailyAmount', 409, {
            amount: plainAmount(rules.dailyMaxMinor, currency),
            amountMinor: rules.dailyMaxMinor,
          });
        await withdrawals.add(tx, {
          reference,
          merchantCode: member.merchantCode,
          memberId: member.id,
          providerCode: link.providerCode,
          method: method.code,
          accountHolder: holder,
          accountNumber: number,
          amountMinor,
          feeMinor,
          currency,
        });
        // What is paid out is held until paid; the method's fee is its own movement, so the
        // records show it (both come back if the withdrawal does not go through).
        const held = await ledger.post(tx, {
          merchantCode: member.merchantCode,
          memberId: member.id,
          idempotencyKey: `withdraw:hold:${reference}`,
          kind: 'withdraw',
          amountMinor: -(amountMinor - feeMinor),
          counterAccount: withdrawAccount(member.merchantCode),
        });
        if (feeMinor === 0) return held;
        return ledger.post(tx, {
          merchantCode: member.merchantCode,
          memberId: member.id,
          idempotencyKey: `withdraw:fee:${reference}`,
          kind: 'fee',
          amountMinor: -feeMinor,
          counterAccount: feeAccount(member.merchantCode),
        });
      });
      return { ...balanceOf(posted.balanceAfterMinor, currency), withdrawal: await current(reference) };
    },

    list: async (memberId: string) => (await withdrawals.ofMember(memberId)).map(withdrawalView),

    /** A member takes back a withdrawal still pending; once approved it can no longer be reversed. */
    async cancel(memberId: string, reference: string): Promise<WithdrawalView> {
      await ledger.transaction(async (tx) => {
        const row = await withdrawals.byReference(reference, tx, true);
        if (!row || row.memberId !== memberId) throw new AppError('request.notFound', 404);
        if (row.state !== 'pending') throw new AppError('withdraw.notCancellable', 409);
        await giveBack(tx, row, 'cancelled', null);
      });
      return current(reference);
    },

    /** The operator's queue: withdrawals in a state of some brands (null: all), oldest first. */
    async queue(state: WithdrawalRow['state'], brands: string[] | null): Promise<OperatorWithdrawal[]> {
      const rows = await withdrawals.inState(state, brands);
      const approvals = await withdrawals.approvals(rows.map((r) => r.reference));
      return Promise.all(
        rows.map(async (row) => operatorWithdrawal(row, approvals.get(row.reference) ?? 0, await approvalsNeeded(row))),
      );
    },

    /** The brand of a withdrawal (the operator's right to act is checked against it); 404 when none. */
    async brandOf(reference: string): Promise<string> {
      const row = await withdrawals.byReference(reference);
      if (!row) throw new AppError('request.notFound', 404);
      return row.merchantCode;
    },

    /**
     * An operator approves a pending withdrawal: above the brand's four-eyes amount it waits for a
     * second, different operator's approval. Approved, the provider is asked to pay it (asked
     * again, by the same reference, when approving one already approved whose payout it did not take).
     */
    async approve(reference: string, callbackUrl: string, approver: string): Promise<OperatorWithdrawal> {
      const before = await withdrawals.byReference(reference);
      if (!before) throw new AppError('request.notFound', 404);
      const needed = await approvalsNeeded(before);
      const { row, approvals } = await ledger.transaction(async (tx) => {
        const found = await withdrawals.byReference(reference, tx, true);
        if (!found) throw new AppError('request.notFound', 404);
        if (found.state === 'pending') {
          const added = await withdrawals.approveOnce(tx, reference, approver);
          const count = (await withdrawals.approvals([reference], tx)).get(reference) ?? 0;
          if (count < needed) {
            if (!added) throw new AppError('approval.secondOperator', 409);
            return { row: undefined, approvals: count };
          }
          await withdrawals.set(tx, reference, { state: 'approved', decided: true });
          return { row: found, approvals: count };
        }
        if (found.state !== 'approved' || found.providerPayoutId) throw new AppError('request.conflict', 409);
        return { row: found, approvals: (await withdrawals.approvals([reference], tx)).get(reference) ?? 0 };
      });
      const waiting = async () => operatorWithdrawal(await rowOf(reference), approvals, needed);
      if (!row) return waiting();
      const method = (await link.brandMoney(row.merchantCode)).payments.methods.find((m) => m.code === row.method);
      const request: CreatePayoutRequest = {
        reference,
        amount_minor: row.amountMinor - row.feeMinor,
        currency: row.currency,
        method: method?.kind === 'bank_transfer' ? 'bank_transfer' : 'ewallet',
        method_name: method?.name ?? row.method,
        account: { holder: row.accountHolder, number: row.accountNumber },
        callback_url: callbackUrl,
      };
      const answer = await call(PAYMENT_PATHS.createPayout, request, payoutAnswerSchema);
      if (answer?.status !== 'RS_OK' || !answer.payout) throw new AppError('payment.providerUnavailable', 503);
      const payoutId = answer.payout.id;
      await ledger.transaction((tx) => withdrawals.set(tx, reference, { providerPayoutId: payoutId }));
      return waiting();
    },

    /** The operator rejects a pending withdrawal, saying why: the amount goes back to the wallet. */
    async reject(reference: string, reason: string): Promise<WithdrawalView> {
      await ledger.transaction(async (tx) => {
        const row = await withdrawals.byReference(reference, tx, true);
        if (!row) throw new AppError('request.notFound', 404);
        if (row.state !== 'pending') throw new AppError('request.conflict', 409);
        await giveBack(tx, row, 'rejected', reason);
      });
      return current(reference);
    },

    /** The provider's word on a payout: paid, or failed (the amount back to the wallet); once per event. */
    async event(event: PaymentEvent): Promise<EventOutcome> {
      const { data } = event;
      return ledger.transaction(async (tx) => {
        const row = await withdrawals.byReference(data.reference, tx, true);
        if (!row || row.providerCode !== link.providerCode) return 'unknown';
        const take = (outcome: EventOutcome) =>
          payments.takeEvent(tx, {
            providerCode: link.providerCode,
            eventId: event.event_id,
            type: event.type,
            reference: data.reference,
            outcome,
          });
        if (data.amount_minor !== row.amountMinor - row.feeMinor || data.currency !== row.currency)
          return (await take('mismatch')) ? 'mismatch' : 'duplicate';
        // Only an approved withdrawal is being paid: a paid or failed one is final.
        const applies = row.state === 'approved' && (event.type === 'payout.paid' || event.type === 'payout.failed');
        if (!(await take(applies ? 'applied' : 'ignored'))) return 'duplicate';
        if (!applies) return 'ignored';
        if (event.type === 'payout.paid') await withdrawals.set(tx, row.reference, { state: 'paid', settled: true });
        else await giveBack(tx, row, 'failed', data.failure_reason ?? null);
        return 'applied';
      });
    },
  };
}
export type WithdrawalService = ReturnType<typeof withdrawalService>;
