import type { DepositMethod } from '@lobby/contract';
import { currencyRules } from '@lobby/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../hooks/use-money';
import { useMethodFee } from './use-method-fee';

/**
 * The chosen one of the brand's payment methods (the first until another is picked), and what the
 * amount form says of that method's limits and fee; null when the brand offers none.
 */
export function useMethodAmount(methods: readonly DepositMethod[], currency: string, way: 'deposit' | 'withdraw') {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const fee = useMethodFee(way);
  const [code, setCode] = useState(methods[0]?.code ?? '');
  const method = methods.find((m) => m.code === code) ?? methods[0];
  if (!method) return null;
  const limits = { minMinor: method.minMinor, maxMinor: method.maxMinor };
  const shown = { min: money(limits.minMinor), max: money(limits.maxMinor) };
  // Amounts to tap, within the method's limits whatever the currency: its least, then 2, 5 and 10 times it.
  const { exponent } = currencyRules(currency);
  const unit = 10 ** exponent;
  const quickAmounts = [1, 2, 5, 10]
    .map((times) => limits.minMinor * times)
    .filter((minor) => minor <= limits.maxMinor)
    .map((minor) => (minor % unit === 0 ? String(minor / unit) : (minor / unit).toFixed(exponent)));
  return {
    method,
    choose: setCode,
    /** "Fee 1%" or "No fee", to show beside a method. */
    rateOf: (m: DepositMethod) => fee.rate(m.fee),
    /** The amount field's props of MoneyForm. */
    amount: {
      amountLabel: `${t('deposit.amount')} (${currency})`,
      limitsText: t('deposit.limits', shown),
      invalidText: t('deposit.invalid', shown),
      limits,
      quickAmounts,
      feeNote: (amountMinor: number | null) => fee.note(method.fee, amountMinor),
    },
  };
}
