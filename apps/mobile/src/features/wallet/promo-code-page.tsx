import { useRedeemPromoCodeMutation } from '@lobby/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountForm } from '../../components/money/amount-form';
import { FormMessage, type FormMessageValue } from '../../components/money/form-message';
import { useMoney } from '../../hooks/use-money';
import { FeatureGate } from './feature-gate';
import '../../components/page-blocks.css';
import '../../components/form.css';

const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** /m/promoCode (REWCEN3, spec section 2): a code's bonus is credited once per member through the ledger. */
export function PromoCodePage() {
  return (
    <FeatureGate flag="REWCEN3">
      <PromoCodeForm />
    </FeatureGate>
  );
}

function PromoCodeForm() {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const [redeem, redeeming] = useRedeemPromoCodeMutation();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const submit = async () => {
    if (!CODE.test(code.trim())) return setMessage({ text: t('promo.invalid'), error: true });
    const result = await redeem({ code: code.trim() });
    if ('error' in result) return setMessage({ failure: result.error });
    setMessage({
      text: t('promo.done', { amount: money(result.data.amountMinor), balance: money(result.data.balanceMinor) }),
      error: false,
    });
  };
  return (
    <section className="play-page" data-testid="promo-code">
      <AmountForm onSubmit={submit}>
        <label className="form-field">
          <span>{t('promo.label')}</span>
          <input
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={32}
          />
        </label>
        <button type="submit" className="button button--wide" disabled={redeeming.isLoading}>
          {redeeming.isLoading ? t('app.loading') : t('promo.submit')}
        </button>
      </AmountForm>
      <FormMessage message={message} />
    </section>
  );
}
