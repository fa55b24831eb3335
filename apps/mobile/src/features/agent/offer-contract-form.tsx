import { useOfferContractMutation } from '@lobby/api-client';
import type { ContractOffer } from '@lobby/contract';
import {
  CONTRACT_KINDS,
  DIVIDEND_PERIODS,
  MAX_CONTRACT_TIERS,
  type ContractKind,
  type DividendPeriod,
} from '@lobby/contract/constants';
import { parseAmount, termsAreSound } from '@lobby/domain';
import { errorMessageKey } from '@lobby/i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountForm } from '../../components/money/amount-form';
import { FormMessage, type FormMessageValue } from '../../components/money/form-message';
import '../../components/form.css';

interface TierInput {
  threshold: string;
  minActive: string;
  rate: string;
}

const WHOLE = /^\d{1,7}$/;
const blankTier = (): TierInput => ({ threshold: '', minActive: '0', rate: '' });

interface ParsedTier {
  threshold: number;
  minActive: number;
  rate: number;
}

/** One typed tier as numbers, or null when a field is not a number of its kind. */
function parseTier(tier: TierInput): ParsedTier | null {
  const threshold = parseAmount(tier.threshold);
  const minActive = WHOLE.test(tier.minActive) ? Number(tier.minActive) : null;
  const rate = WHOLE.test(tier.rate) ? Number(tier.rate) : null;
  if (threshold === null || minActive === null || rate === null || rate < 1) return null;
  return { threshold, minActive, rate };
}

/** The typed tiers as an offer, or null when a field is not a number of its kind. */
export function offerFromInput(kind: ContractKind, period: DividendPeriod, tiers: TierInput[]): ContractOffer | null {
  const parsed = tiers.map(parseTier);
  if (!parsed.every((p) => p !== null)) return null;
  if (kind === 'dividend') {
    return {
      kind,
      terms: {
        period,
        tiers: parsed.map((p) => ({ minNetLossMinor: p.threshold, minActive: p.minActive, sharePercent: p.rate })),
      },
    };
  }
  return {
    kind,
    terms: {
      tiers: parsed.map((p) => ({ minBetsMinor: p.threshold, minActive: p.minActive, ratePermille: p.rate })),
    },
  };
}

/**
 * An upline's offer to a member of its team: the kind, the dividend's period, and one to five
 * tiers. Checked here by the domain rules first (the server checks again, with the upline's own
 * contract as the ceiling).
 */
export function OfferContractForm({ downline, onDone }: { downline: string; onDone: () => void }) {
  const { t } = useTranslation(['play', 'translation']);
  const id = useId();
  const [kind, setKind] = useState<ContractKind>('dailySalary');
  const [period, setPeriod] = useState<DividendPeriod>('week');
  const [tiers, setTiers] = useState<TierInput[]>([blankTier()]);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [offer, { isLoading }] = useOfferContractMutation();
  const dividend = kind === 'dividend';

  const edit = (index: number, field: keyof TierInput, value: string) =>
    setTiers((all) => all.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));
  const submit = async () => {
    const built = offerFromInput(kind, period, tiers);
    if (!built) return setMessage({ text: t('contracts.form.invalid'), error: true });
    if (!termsAreSound(built)) return setMessage({ text: t(errorMessageKey('contract.terms')), error: true });
    const result = await offer({ downline, offer: built });
    setMessage(
      'error' in result
        ? { failure: result.error }
        : { text: t('contracts.form.sent', { name: downline }), error: false },
    );
  };

  return (
    <AmountForm onSubmit={submit}>
      <label className="form-field">
        <span>{t('contracts.form.kind')}</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as ContractKind)} data-testid="offer-kind">
          {CONTRACT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`contracts.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {dividend && (
        <label className="form-field">
          <span>{t('contracts.form.dividendPeriod')}</span>
          <select value={period} onChange={(e) => setPeriod(e.target.value as DividendPeriod)}>
            {DIVIDEND_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`contracts.periods.${p}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {tiers.map((tier, index) => (
        <fieldset key={index} className="tier-fields">
          <legend>{t('contracts.form.tier', { n: index + 1 })}</legend>
          <label className="form-field">
            <span>{t(dividend ? 'contracts.form.minLoss' : 'contracts.form.minBets')}</span>
            <input
              inputMode="decimal"
              autoComplete="off"
              value={tier.threshold}
              onChange={(e) => edit(index, 'threshold', e.target.value)}
              name={`threshold-${index}`}
            />
          </label>
          <label className="form-field">
            <span>{t('contracts.form.minActive')}</span>
            <input
              inputMode="numeric"
              autoComplete="off"
              value={tier.minActive}
              onChange={(e) => edit(index, 'minActive', e.target.value)}
              name={`active-${index}`}
            />
          </label>
          <label className="form-field">
            <span>{t(dividend ? 'contracts.form.sharePercent' : 'contracts.form.ratePermille')}</span>
            <input
              inputMode="numeric"
              autoComplete="off"
              value={tier.rate}
              onChange={(e) => edit(index, 'rate', e.target.value)}
              name={`rate-${index}`}
            />
          </label>
          {tiers.length > 1 && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setTiers((all) => all.filter((_, i) => i !== index))}
            >
              {t('contracts.form.removeTier', { n: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {tiers.length < MAX_CONTRACT_TIERS && (
        <button type="button" className="button button--ghost" onClick={() => setTiers((all) => [...all, blankTier()])}>
          {t('contracts.form.addTier')}
        </button>
      )}
      <p id={`${id}-hint`} className="form-note">
        {t('contracts.form.hint')}
      </p>
      <FormMessage message={message} />
      <div className="dialog-actions">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('contracts.form.cancel')}
        </button>
        <button type="submit" className="button" disabled={isLoading} aria-describedby={`${id}-hint`}>
          {isLoading ? t('contracts.form.sending') : t('contracts.form.send')}
        </button>
      </div>
    </AmountForm>
  );
}
