import { useSetLimitsMutation } from '@lobby/api-client';
import type { Limit } from '@lobby/contract';
import { LIMIT_KINDS, type LimitKind } from '@lobby/contract/constants';
import { parseAmount, plainAmount } from '@lobby/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../components/api-error-state';
import { useCurrency } from '../../hooks/use-money';
import '../../components/form.css';

/** A limit's value as the field shows it: units of the currency for money, minutes for the session. */
const shownValue = (kind: LimitKind, value: number | null, currency: string) =>
  value === null ? '' : kind === 'sessionMinutes' ? String(value) : plainAmount(value, currency);

/** The field's text as the server takes it; undefined when it cannot be read. */
function valueOf(kind: LimitKind, text: string, currency: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (kind === 'sessionMinutes') return /^\d{1,5}$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : undefined;
  const minor = parseAmount(trimmed, currency);
  return minor !== null && minor > 0 ? minor : undefined;
}

/** Every limit in one form: the member's values in force, sent together (the server decides what waits). */
export function LimitsForm({ limits }: { limits: Limit[] }) {
  const { t } = useTranslation('protection');
  const errorText = useApiErrorText();
  const currency = useCurrency();
  const id = useId();
  const [texts, setTexts] = useState(
    () =>
      Object.fromEntries(limits.map((l) => [l.kind, shownValue(l.kind, l.value, currency)])) as Record<
        LimitKind,
        string
      >,
  );
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [save, { isLoading }] = useSetLimitsMutation();
  const submit = async () => {
    const values = LIMIT_KINDS.map((kind) => ({ kind, value: valueOf(kind, texts[kind], currency) }));
    if (values.some((v) => v.value === undefined)) return setMessage({ text: t('limits.invalid'), error: true });
    const result = await save({ limits: values.map((v) => ({ kind: v.kind, value: v.value ?? null })) });
    setMessage(
      'error' in result ? { text: errorText(result.error), error: true } : { text: t('limits.saved'), error: false },
    );
  };
  return (
    <form
      className="form-stack"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`}>{t('limits.title')}</h2>
      <p className="form-note">{t('limits.hint')}</p>
      {LIMIT_KINDS.map((kind) => (
        <label key={kind} className="form-field">
          <span>{t(`limits.${kind}`)}</span>
          <input
            name={kind}
            inputMode={kind === 'sessionMinutes' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={texts[kind]}
            onChange={(e) => setTexts((all) => ({ ...all, [kind]: e.target.value }))}
          />
        </label>
      ))}
      <button type="submit" className="button button--wide" disabled={isLoading}>
        {t('limits.save')}
      </button>
      {message && (
        <div className={message.error ? 'form-error' : 'form-success'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </div>
      )}
    </form>
  );
}
