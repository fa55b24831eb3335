import { createHash } from 'node:crypto';
import type { BrandPayments, DepositMethod, DepositView, Language, PaymentMethod } from '@lobby/contract';
import {
  PAYMENT_PATHS,
  intentAnswerSchema,
  type CreateIntentRequest,
  type Intent,
  type PaymentEvent,
} from '@lobby/contract/payment';
import { paymentFeeMinor, parseAmount } from '@lobby/domain';
import { feeAccount, paymentAccount, type LedgerRepo } from '../db/repositories/ledger-repo';
import type { PaymentIntentRow, PaymentsRepo } from '../db/repositories/payments-repo';
import { AppError } from '../errors';
import type { PaymentCall } from './payment-client';
import type { PlayerProtection } from './player-protection';

/** A member has this long to pay on the provider's page. */
export const DEPOSIT_EXPIRY_SECONDS = 15 * 60;

/** The brand's money setup: its currency and its methods at the provider (brand data). */
export type BrandMoney = (merchantCode: string) => Promise<{ currency: string; payments: BrandPayments }>;

export interface PaymentLink {
  providerCode: string;
  brandMoney: BrandMoney;
}

const NO_FEE = { percentBps: 0, fixedMinor: 0 };

/** The methods a member sees, with the fee of the way money goes: the brand's, without its internal switches. */
export const methodsShown = (methods: readonly PaymentMethod[], way: 'depositFee' | 'payoutFee'): DepositMethod[] =>
  methods.map(({ code, kind, name, minMinor, maxMinor, ...m }) => ({
    code,
    kind,
    name,
    minMinor,
    maxMinor,
    fee: m[way] ?? NO_FEE,
  }));

/** The provider's states as the member follows them. */
const STATE_OF_INTENT: Record<Intent['state'], PaymentIntentRow['state']> = {
  requires_action: 'pending',
  succeeded: 'paid',
  failed: 'failed',
  expired: 'expired',
};

/** The reference of a member's deposit request: the same request (retried) names the same deposit. */
export const depositReference = (memberId: string, requestId: string) =>
  `D${createHash('sha256').update(`${memberId}\n${requestId}`).digest('hex').slice(0, 24)}`;

const view = (row: PaymentIntentRow): DepositView => ({
  reference: row.reference,
  state: row.state,
  amountMinor: row.amountMinor,
  feeMinor: row.feeMinor,
  currency: row.currency,
  method: row.method,
  payUrl: row.payUrl ?? '',
  createdAt: row.createdAt.toISOString(),
});

/** What an event did: the answer the provider gets, and what is recorded of it. */
export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'mismatch' | 'unknown';

/**
 * Deposits through a payment provider (docs/payment-protocol.md): an intent asked of the provider
 * within the member's deposit limits (counting deposits still waiting), paid on the provider's
 * page, and credited to the wallet once per reference when the provider says it succeeded,
 * whatever order its callbacks come in; a decline or an expiry after a success changes nothing.
 */
export function depositService(deps: {
  payments: PaymentsRepo;
  ledger: LedgerRepo;
  protection: PlayerProtection;
  link: PaymentLink;
  call: PaymentCall;
  clock: () => Date;
}) {
  const { payments, ledger, protection, link, clock } = deps;

  const call = (path: string, body: object) => deps.call(path, body, intentAnswerSchema);

  /** Applies the provider's word on an intent (a callback, or its answer to a poll), once per event id. */
  async function apply(eventId: string, type: string, intent: PaymentEvent['data']): Promise<EventOutcome> {
    return ledger.transaction(async (tx) => {
      const row = await payments.intent(intent.reference, tx, true);
      if (!row || row.providerCode !== link.providerCode) return 'unknown';
      const record = (outcome: EventOutcome) =>
        payments.takeEvent(tx, {
          providerCode: link.providerCode,
          eventId,
          type,
          reference: intent.reference,
          outcome,
        });
      if (intent.amount_minor !== row.amountMinor || intent.currency !== row.currency) {
        return (await record('mismatch')) ? 'mismatch' : 'duplicate';
      }
      // A payout's state on an intent's event is nonsense: it applies nothing.
      const state = (STATE_OF_INTENT as Partial<Record<string, PaymentIntentRow['state']>>)[intent.state];
      // Paid is final: a decline or an expiry after it changes nothing. A success after a local
      // expiry or a decline is still credited: the provider took the money.
      const applies = state !== undefined && state !== 'pending' && row.state !== 'paid' && state !== row.state;
      if (!(await record(applies ? 'applied' : 'ignored'))) return 'duplicate';
      if (!applies) return 'ignored';
      if (state === 'paid') {
        await protection.lockWallet(tx, row.memberId, row.merchantCode);
        await ledger.post(tx, {
          merchantCode: row.merchantCode,
          memberId: row.memberId,
          idempotencyKey: `deposit:${row.reference}`,
          kind: 'deposit',
          amountMinor: row.amountMinor,
          counterAccount: paymentAccount(row.merchantCode, row.providerCode),
        });
        // The method's fee, borne by the member: its own movement, so the records show it.
        if (row.feeMinor > 0)
          await ledger.post(tx, {
            merchantCode: row.merchantCode,
            memberId: row.memberId,
            idempotencyKey: `deposit:fee:${row.reference}`,
            kind: 'fee',
            amountMinor: -row.feeMinor,
            counterAccount: feeAccount(row.merchantCode),
          });
      }
      await payments.settle(tx, row.reference, state, intent.failure_reason ?? null);
      return 'applied';
    });
  }

  return {
    methods: async (merchantCode: string) =>
      methodsShown((await link.brandMoney(merchantCode)).payments.methods, 'depositFee'),

    /**
     * Starts a deposit: the method and amount checked, the deposit limits with every deposit still
     * waiting, then the provider asked for its page. The same request again answers the same deposit.
     */
    async start(
      member: { id: string; merchantCode: string },
      input: { method: string; amount: string; requestId: string },
      where: { language: Language; returnUrl: string; callbackUrl: string },
    ): Promise<DepositView> {
      const { currency, payments: setup } = await link.brandMoney(member.merchantCode);
      const method = setup.methods.find((m) => m.code === input.method);
      if (!method) throw new AppError('request.invalid', 400, { fields: ['body.method'] });
      const amountMinor = parseAmount(input.amount, currency);
      if (amountMinor === null || amountMinor < method.minMinor || amountMinor > method.maxMinor)
        throw new AppError('wallet.amount');
      const feeMinor = paymentFeeMinor(amountMinor, method.depositFee, currency);
      if (feeMinor >= amountMinor) throw new AppError('wallet.amount');
      const reference = depositReference(member.id, input.requestId);
      const row = {
        reference,
        merchantCode: member.merchantCode,
        memberId: member.id,
        providerCode: link.providerCode,
        method: method.code,
        amountMinor,
        feeMinor,
        currency,
        expiresAt: new Date(clock().getTime() + DEPOSIT_EXPIRY_SECONDS * 1000),
      };
      // The limits are checked and the deposit kept in one transaction, the wallet row locked
      // first: two deposits started at once cannot both fit in the same room under a limit.
      const intent = await ledger.transaction(async (tx) => {
        await protection.lockWallet(tx, member.id, member.merchantCode);
        const known = await payments.intent(reference, tx);
        if (known) {
          if (known.amountMinor !== amountMinor || known.method !== method.code)
            throw new AppError('request.conflict', 409);
          return known;
        }
        await protection.checkDeposit(
          tx,
          member.id,
          amountMinor + (await payments.pendingMinor(tx, member.id, clock())),
        );
        return (await payments.addIntent(row, tx)).intent;
      });
      if (intent.payUrl) return view(intent);
      const request: CreateIntentRequest = {
        reference,
        amount_minor: amountMinor,
        currency,
        method: method.kind,
        method_name: method.name,
        member_id: member.id,
        language: where.language === 'cn' || where.language === 'my' ? where.language : 'en',
        return_url: `${where.returnUrl}?reference=${reference}`,
        callback_url: where.callbackUrl,
        expires_in_seconds: DEPOSIT_EXPIRY_SECONDS,
      };
      const answer = await call(PAYMENT_PATHS.createIntent, request);
      if (answer?.status !== 'RS_OK' || !answer.intent || !/^https?:/.test(answer.intent.pay_url))
        throw new AppError('payment.providerUnavailable', 503);
      await payments.setProviderIntent(reference, answer.intent.id, answer.intent.pay_url);
      return view({ ...intent, providerIntentId: answer.intent.id, payUrl: answer.intent.pay_url });
    },

    /**
     * A member's deposit as it stands; one still pending asks the provider, so a callback that was
     * lost costs the member nothing (the answer is applied as the callback would have been).
     */
    async status(memberId: string, reference: string): Promise<DepositView> {
      const row = await payments.intent(reference);
      if (!row || row.memberId !== memberId) throw new AppError('request.notFound', 404);
      if (row.state !== 'pending' || !row.providerIntentId) return view(row);
      const answer = await call(PAYMENT_PATHS.getIntent, { id: row.providerIntentId });
      const intent = answer?.status === 'RS_OK' ? answer.intent : undefined;
      if (intent && intent.reference === reference && intent.state !== 'requires_action')
        await apply(`poll:${reference}:${intent.state}`, `intent.${intent.state}`, intent);
      return view((await payments.intent(reference)) ?? row);
    },

    /** A member's latest deposits with their states. */
    list: async (memberId: string) => (await payments.ofMember(memberId)).map(view),

    /** A provider's signed callback (its signature checked by the route): applied once per event id. */
    event: (event: PaymentEvent): Promise<EventOutcome> =>
      event.type.startsWith('intent.') ? apply(event.event_id, event.type, event.data) : Promise.resolve('ignored'),
  };
}
export type DepositService = ReturnType<typeof depositService>;
