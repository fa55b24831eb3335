import { RECORD_DATE_YEARS, recordDateRange, type RecordDateProblem } from '@lobby/domain';
import { htmlLangOf } from '@lobby/i18n';
import { DateRangePicker, type IsoDateRange } from '@lobby/ui/date-range-picker';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../stores/hooks';
import { AmountForm } from './money/amount-form';
import styles from './record-dates.module.css';
import './form.css';

/** The date search of the record screens (betting, account and profit records): a range of days of 2000-2030 (spec section 9) on a calendar, checked before asking; or all dates. */
export function RecordDates({
  onSearch,
}: {
  onSearch: (window: { startTime: string; endTime: string } | null) => void;
}) {
  const { t } = useTranslation(['play', 'translation']);
  const id = useId();
  // The interface language names the calendar's months and weekdays.
  const language = useAppSelector((s) => s.preferences.language);
  const [dates, setDates] = useState<IsoDateRange>({ from: '', to: '' });
  const [problem, setProblem] = useState<RecordDateProblem | null>(null);
  const submit = () => {
    const range = recordDateRange(dates.from, dates.to);
    setProblem(range && 'problem' in range ? range.problem : null);
    if (!range || !('problem' in range)) onSearch(range);
  };
  return (
    <div className={styles.dates} data-testid="record-dates">
      <AmountForm onSubmit={async () => submit()}>
        <DateRangePicker
          id={`${id}-dates`}
          labels={{
            label: t('orders.filter'),
            placeholder: t('orders.clear'),
            close: t('shell.close'),
            done: t('orders.picker.done'),
            clear: t('orders.picker.clear'),
            previousMonth: t('orders.picker.previousMonth'),
            nextMonth: t('orders.picker.nextMonth'),
            month: t('orders.month'),
            year: t('orders.year'),
            presets: t('orders.picker.presets'),
            today: t('orders.picker.today'),
            yesterday: t('orders.picker.yesterday'),
            last7Days: t('orders.picker.last7Days'),
            thisMonth: t('orders.picker.thisMonth'),
            lastMonth: t('orders.picker.lastMonth'),
            pickStart: t('orders.picker.pickStart'),
            pickEnd: t('orders.picker.pickEnd'),
            selected: t('orders.picker.selected'),
          }}
          value={dates}
          onChange={setDates}
          minYear={RECORD_DATE_YEARS.min}
          maxYear={RECORD_DATE_YEARS.max}
          locale={htmlLangOf(language)}
          error={problem ? t(`orders.${problem}`) : undefined}
        />
        <div className="dialog-actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setDates({ from: '', to: '' });
              setProblem(null);
              onSearch(null);
            }}
          >
            {t('orders.clear')}
          </button>
          <button type="submit" className="button">
            {t('orders.search')}
          </button>
        </div>
      </AmountForm>
    </div>
  );
}
