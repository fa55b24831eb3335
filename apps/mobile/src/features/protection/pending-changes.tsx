import { useCancelLimitMutation, useConfirmLimitMutation } from '@lobby/api-client';
import type { Limit } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../components/api-error-state';
import { useDateFormat } from '../../hooks/use-date-format';
import { useMoney } from '../../hooks/use-money';
import '../../components/form.css';

/** Raised or removed limits waiting out their 24 hours; once past, the member confirms (or keeps the old one). */
export function PendingChanges({ limits }: { limits: Limit[] }) {
  const { t } = useTranslation('protection');
  const date = useDateFormat();
  const money = useMoney();
  const errorText = useApiErrorText();
  const [confirm] = useConfirmLimitMutation();
  const [cancel] = useCancelLimitMutation();
  const [failure, setFailure] = useState('');
  const waiting = limits.flatMap((l) => (l.pending ? [{ ...l, pending: l.pending }] : []));
  if (!waiting.length) return null;
  const valueText = (l: Limit, value: number | null) =>
    value === null
      ? t('pending.noLimit')
      : l.kind === 'sessionMinutes'
        ? t('reality.minutes', { count: value })
        : money(value);
  const run = async (call: Promise<{ error?: unknown }>) => {
    const result = await call;
    setFailure(result.error ? errorText(result.error) : '');
  };
  return (
    <section className="form-stack" aria-labelledby="pending-title" data-testid="pending-limits">
      <h2 id="pending-title">{t('pending.title')}</h2>
      <ul className="profile-list">
        {waiting.map((l) => (
          <li key={l.kind}>
            <div className="form-stack">
              <span>
                {t(l.pending.confirmable ? 'pending.ready' : 'pending.waits', {
                  limit: t(`limits.${l.kind}`),
                  value: valueText(l, l.pending.value),
                  from: date(l.pending.confirmableFrom),
                })}
              </span>
              <div className="form-choices">
                {l.pending.confirmable && (
                  <button type="button" className="button" onClick={() => void run(confirm({ kind: l.kind }))}>
                    {t('pending.confirm')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => void run(cancel({ kind: l.kind }))}
                >
                  {t('pending.cancel')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
