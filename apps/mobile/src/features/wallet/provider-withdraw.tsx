import { useCancelWithdrawalMutation, useGetWithdrawalsQuery, useRequestWithdrawalMutation } from '@lobby/api-client';
import type { DepositMethod, MerchantWallet, WithdrawalView } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, type FormMessageValue } from '../../components/money/form-message';
import { useAmountReader } from '../../hooks/use-amount-reader';
import { useDateFormat } from '../../hooks/use-date-format';
import { useMoney } from '../../hooks/use-money';
import { MoneyForm } from './money-form';
import styles from './provider-deposit.module.css';
import { useMethodAmount } from './use-method-amount';

/**
 * A withdrawal through the brand's payment provider: the method and the account it is paid to,
 * the amount; held from the wallet at once and paid once the brand approves it.
 */
export function ProviderWithdrawForm({ wallet }: { wallet: MerchantWallet }) {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const readAmount = useAmountReader();
  const [request] = useRequestWithdrawalMutation();
  const methods = wallet.withdraw.methods;
  const [holder, setHolder] = useState('');
  const [number, setNumber] = useState('');
  const chosen = useMethodAmount(methods, wallet.currency, 'withdraw');
  if (!chosen) return null;
  const { method } = chosen;
  return (
    <MoneyForm
      testId="withdraw"
      title={t('withdraw.payTitle')}
      body={t('withdraw.payBody')}
      {...chosen.amount}
      busyLabel={t('app.loading')}
      submitLabel={t('withdraw.request')}
      send={async (amount, requestId) => {
        const result = await request({
          amount,
          requestId,
          method: method.code,
          accountHolder: holder,
          accountNumber: number,
        });
        if ('error' in result) return { error: result.error };
        return {
          ok: t('withdraw.requested', {
            amount: money(readAmount(amount) ?? 0),
            balance: money(result.data.balanceMinor),
          }),
        };
      }}
    >
      <WithdrawMethod methods={methods} value={method.code} onChange={chosen.choose} rateOf={chosen.rateOf} />
      <label className="form-field">
        <span>{t('withdraw.holder')}</span>
        <input name="accountHolder" autoComplete="name" value={holder} onChange={(e) => setHolder(e.target.value)} />
      </label>
      <label className="form-field">
        <span>{t('withdraw.number')}</span>
        <input
          name="accountNumber"
          inputMode="numeric"
          autoComplete="off"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
        />
      </label>
    </MoneyForm>
  );
}

function WithdrawMethod(props: {
  methods: readonly DepositMethod[];
  value: string;
  onChange: (code: string) => void;
  rateOf: (method: DepositMethod) => string;
}) {
  const { t } = useTranslation(['play', 'translation']);
  return (
    <label className="form-field">
      <span>{t('withdraw.method')}</span>
      <select name="method" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.methods.map((method) => (
          <option key={method.code} value={method.code}>
            {method.name} · {props.rateOf(method)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The member's latest withdrawals with their states; one still pending can be cancelled. */
export function WithdrawalList() {
  const { t } = useTranslation(['play', 'translation']);
  const { data } = useGetWithdrawalsQuery();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  if (!data) return null;
  return (
    <section className="play-page" data-testid="withdrawals" aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title">{t('withdraw.list')}</h2>
      {data.length === 0 ? (
        <p className="form-note">{t('withdraw.none')}</p>
      ) : (
        <ul className={styles.list}>
          {data.map((w) => (
            <WithdrawalItem key={w.reference} withdrawal={w} onError={setMessage} />
          ))}
        </ul>
      )}
      <FormMessage message={message} />
    </section>
  );
}

function WithdrawalItem({
  withdrawal,
  onError,
}: {
  withdrawal: WithdrawalView;
  onError: (m: FormMessageValue) => void;
}) {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const date = useDateFormat();
  const [cancel, { isLoading }] = useCancelWithdrawalMutation();
  return (
    <li className={styles.method} data-testid="withdrawal" data-state={withdrawal.state}>
      <span>
        <strong>{money(withdrawal.amountMinor)}</strong> · {withdrawal.account}
        {withdrawal.feeMinor > 0 && <> · {t('history.fee', { fee: money(withdrawal.feeMinor) })}</>}
        <br />
        <span className="form-note">
          {t(`withdraw.states.${withdrawal.state}`)} · {date(withdrawal.createdAt, 'isoSecond')}
        </span>
        {withdrawal.reason && (
          <>
            <br />
            <span className="form-note">{t('withdraw.reason', { reason: withdrawal.reason })}</span>
          </>
        )}
      </span>
      {withdrawal.state === 'pending' && (
        <button
          type="button"
          className={`button button--ghost ${styles.kind}`}
          disabled={isLoading}
          onClick={async () => {
            const result = await cancel({ reference: withdrawal.reference });
            if ('error' in result) onError({ failure: result.error });
          }}
        >
          {t('withdraw.cancel')}
        </button>
      )}
    </li>
  );
}
