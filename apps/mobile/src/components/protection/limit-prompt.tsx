import { useReviewLimitsMutation, useSetLimitsMutation } from '@lobby/api-client';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAmountReader } from '../../hooks/use-amount-reader';
import { useCurrency } from '../../hooks/use-money';
import { useApiErrorText } from '../api-error-state';
import '../form.css';
import '../page-blocks.css';

/** The responsible-gaming page's address: one tap from the profile, the deposit and the register form. */
export const RESPONSIBLE_GAMING_PATH = '/member/protection';

/**
 * Before a first deposit (safer gambling, UK RTS 12): setting a daily deposit limit is the default
 * choice (the form's main button), going on without one is one tap beside it. Either answer is
 * kept by the server, so the prompt is not shown again.
 */
export function LimitPrompt() {
  const { t } = useTranslation('protection');
  const id = useId();
  const currency = useCurrency();
  const readAmount = useAmountReader();
  const errorText = useApiErrorText();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [setLimits, setting] = useSetLimitsMutation();
  const [review, reviewing] = useReviewLimitsMutation();
  const busy = setting.isLoading || reviewing.isLoading;
  const submit = async () => {
    const minor = readAmount(amount);
    if (!minor) return setError(t('offer.registerMissing'));
    setError('');
    const result = await setLimits({ limits: [{ kind: 'depositDaily', value: minor }] });
    if ('error' in result) setError(errorText(result.error));
  };
  const goOnWithout = async () => {
    const result = await review(undefined);
    if ('error' in result) setError(errorText(result.error));
  };
  return (
    <section className="surface-card" data-testid="limit-prompt" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('offer.depositTitle')}</h2>
      <p className="form-note">{t('offer.depositBody')}</p>
      <form
        className="form-stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="form-field">
          <span>
            {t('offer.depositAmount')} ({currency})
          </span>
          <input
            name="depositLimit"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        {error && (
          <div id={`${id}-error`} className="form-error" role="alert">
            {error}
          </div>
        )}
        <button type="submit" className="button button--wide" disabled={busy}>
          {t('offer.depositSet')}
        </button>
        <button type="button" className="button button--ghost button--wide" disabled={busy} onClick={goOnWithout}>
          {t('offer.depositNone')}
        </button>
      </form>
      <Link to={RESPONSIBLE_GAMING_PATH}>{t('offer.depositLink')}</Link>
    </section>
  );
}
