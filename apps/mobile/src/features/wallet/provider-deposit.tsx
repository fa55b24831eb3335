import { useGetBalanceQuery, useGetDepositQuery, useStartDepositMutation } from '@lobby/api-client';
import type { DepositMethod, DepositView, MerchantWallet } from '@lobby/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import choices from '../../components/choice-cards.module.css';
import { FormMessage } from '../../components/money/form-message';
import { useMoney } from '../../hooks/use-money';
import { MoneyForm } from './money-form';
import styles from './provider-deposit.module.css';
import { useMethodAmount } from './use-method-amount';

/** How often a deposit still waiting for the provider's word is asked about. */
const PENDING_REFRESH_MS = 3_000;

/**
 * A deposit by one of the brand's methods: the method and the amount (within the method's
 * limits), then the provider's own page, where the member pays; they come back with its reference.
 */
export function ProviderDepositForm({ wallet }: { wallet: MerchantWallet }) {
  const { t } = useTranslation(['play', 'translation']);
  const [start] = useStartDepositMutation();
  const methods = wallet.deposit.methods;
  const chosen = useMethodAmount(methods, wallet.currency, 'deposit');
  if (!chosen) return null;
  const { method } = chosen;
  return (
    <MoneyForm
      testId="deposit"
      title={t('deposit.payTitle')}
      body={t('deposit.payBody')}
      {...chosen.amount}
      busyLabel={t('deposit.redirecting')}
      submitLabel={t('deposit.pay')}
      send={async (amount, requestId) => {
        const result = await start({ method: method.code, amount, requestId });
        if ('error' in result) return { error: result.error };
        // The provider's page is another site: the whole page goes there, and comes back.
        window.location.assign(result.data.payUrl);
        return { ok: t('deposit.redirecting') };
      }}
    >
      <MethodChoice methods={methods} value={method.code} onChange={chosen.choose} rateOf={chosen.rateOf} />
    </MoneyForm>
  );
}

function MethodChoice(props: {
  methods: readonly DepositMethod[];
  value: string;
  onChange: (code: string) => void;
  rateOf: (method: DepositMethod) => string;
}) {
  const { t } = useTranslation(['play', 'translation']);
  return (
    <fieldset className={choices.choices}>
      <legend>{t('deposit.method')}</legend>
      {props.methods.map((method) => (
        <label key={method.code} className={choices.choice}>
          <input
            type="radio"
            name="method"
            value={method.code}
            checked={props.value === method.code}
            onChange={() => props.onChange(method.code)}
          />
          <span>{method.name}</span>
          <span className={styles.kind}>
            {t(`deposit.kinds.${method.kind}`)}
            <br />
            {props.rateOf(method)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Back from the provider's page: the deposit's state, asked again while it waits for the
 * provider's word; once paid, the header balance is read again.
 */
export function DepositOutcome({ reference }: { reference: string }) {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const [pending, setPending] = useState(true);
  const { data, error } = useGetDepositQuery({ reference }, { pollingInterval: pending ? PENDING_REFRESH_MS : 0 });
  const { data: balance, refetch } = useGetBalanceQuery();
  const state: DepositView['state'] | undefined = data?.state;
  useEffect(() => {
    if (state && state !== 'pending') setPending(false);
    if (state === 'paid') void refetch();
  }, [state, refetch]);
  if (error) return <FormMessage message={{ failure: error }} />;
  if (!data) return <p role="status">{t('app.loading')}</p>;
  const amount = money(data.amountMinor);
  const text =
    data.state === 'paid'
      ? t('deposit.outcome.paid', { amount, balance: money(balance?.balanceMinor ?? 0) })
      : t(`deposit.outcome.${data.state}`, { amount });
  return (
    <section className={`play-page ${styles.outcome}`} data-testid="deposit-outcome" data-state={data.state}>
      <h2>{t('deposit.payTitle')}</h2>
      <p role="status">{text}</p>
      {data.feeMinor > 0 && (
        <p className="form-note">
          {t('deposit.feeCredit', { fee: money(data.feeMinor), receive: money(data.amountMinor - data.feeMinor) })}
        </p>
      )}
      <p className="form-note">{t('deposit.reference', { reference: data.reference })}</p>
      {data.state !== 'pending' && (
        <Link to="/voucherCenter" className="button button--ghost button--wide">
          {t('deposit.again')}
        </Link>
      )}
    </section>
  );
}
