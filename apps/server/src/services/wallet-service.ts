import { DEPOSIT_MAX_MINOR, DEPOSIT_MIN_MINOR, type MerchantWallet, type WalletBalance } from '@lobby/contract';
import { parseAmount, toMajor } from '@lobby/domain';
import { depositAccount, type LedgerRepo } from '../db/repositories/ledger-repo';
import { AppError } from './errors';

/** Every demo brand counts in one currency; a brand setting would name it in production. */
const CURRENCY = 'USD';

/** The member's wallet on top of the ledger: balance, and the demo deposit channel. */
export function walletService(ledger: LedgerRepo) {
  return {
    merchantWallet(): MerchantWallet {
      return { currency: CURRENCY, deposit: { demo: true, minMinor: DEPOSIT_MIN_MINOR, maxMinor: DEPOSIT_MAX_MINOR } };
    },

    async balance(memberId: string): Promise<WalletBalance> {
      const balanceMinor = await ledger.balance(memberId);
      return { sumBalance: toMajor(balanceMinor), balanceMinor, currency: CURRENCY };
    },

    /**
     * A deposit through the demo channel: no real money moves anywhere, but it is credited through
     * the same ledger as any deposit would be, once per request id.
     */
    async demoDeposit(merchantCode: string, memberId: string, amount: string, requestId: string): Promise<WalletBalance> {
      const amountMinor = parseAmount(amount);
      if (amountMinor === null || amountMinor < DEPOSIT_MIN_MINOR || amountMinor > DEPOSIT_MAX_MINOR) throw new AppError('wallet.amount');
      const posted = await ledger.postAlone({
        merchantCode,
        memberId,
        idempotencyKey: `deposit:${requestId}`,
        kind: 'deposit',
        amountMinor,
        counterAccount: depositAccount(merchantCode),
      });
      return { sumBalance: toMajor(posted.balanceAfterMinor), balanceMinor: posted.balanceAfterMinor, currency: CURRENCY };
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;
