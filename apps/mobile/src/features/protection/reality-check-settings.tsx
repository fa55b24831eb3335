import { useSetRealityCheckMutation } from '@lobby/api-client';
import { REALITY_CHECK_MINUTES } from '@lobby/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/form.css';

/** The reality check's interval: saved as soon as it is chosen. */
export function RealityCheckSettings({ minutes }: { minutes: number }) {
  const { t } = useTranslation('protection');
  const [save] = useSetRealityCheckMutation();
  const [saved, setSaved] = useState(false);
  return (
    <section className="form-stack" aria-labelledby="reality-title">
      <h2 id="reality-title">{t('reality.title')}</h2>
      <p className="form-note">{t('reality.body')}</p>
      <label className="form-field">
        <span>{t('reality.interval')}</span>
        <select
          name="realityCheckMinutes"
          value={minutes}
          onChange={(e) => {
            setSaved(false);
            void save({ minutes: Number(e.target.value) }).then((r) => setSaved(!('error' in r)));
          }}
        >
          {REALITY_CHECK_MINUTES.map((m) => (
            <option key={m} value={m}>
              {t('reality.minutes', { count: m })}
            </option>
          ))}
        </select>
      </label>
      {saved && (
        <div className="form-success" role="status">
          {t('reality.saved')}
        </div>
      )}
    </section>
  );
}
