import type { DepositMethod } from '@lobby/contract';
import { moneyLocale, paymentFeeMinor } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { useCurrency, useMoney } from '../../hooks/use-money';

type Fee = DepositMethod['fee'];

/**
 * What a method's fee says to the member: its rate beside the method ("Fee 1% + 1,000", "No
 * fee"), and under the amount what reaches the wallet or the account after it. The member bears
 * the fee, worked out by the same rule the server charges by (domain's paymentFeeMinor).
 */
export function useMethodFee(way: 'deposit' | 'withdraw') {
  const { t, i18n } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const currency = useCurrency();
  const percent = new Intl.NumberFormat(moneyLocale(i18n.language), { style: 'percent', maximumFractionDigits: 2 });
  const charges = (fee: Fee) => fee.percentBps > 0 || fee.fixedMinor > 0;
  return {
    rate: (fee: Fee) => {
      if (!charges(fee)) return t('deposit.noFee');
      const parts = [
        ...(fee.percentBps > 0 ? [percent.format(fee.percentBps / 10_000)] : []),
        ...(fee.fixedMinor > 0 ? [money(fee.fixedMinor)] : []),
      ];
      return t('deposit.feeRate', { rate: parts.join(' + ') });
    },
    /** The line under the amount; null for a method without a fee or an amount not yet readable. */
    note: (fee: Fee, amountMinor: number | null) => {
      if (!charges(fee) || amountMinor === null) return null;
      const feeMinor = paymentFeeMinor(amountMinor, fee, currency);
      const receive = money(Math.max(0, amountMinor - feeMinor));
      return way === 'deposit'
        ? t('deposit.feeCredit', { fee: money(feeMinor), receive })
        : t('withdraw.feePaid', { fee: money(feeMinor), receive });
    },
  };
}
