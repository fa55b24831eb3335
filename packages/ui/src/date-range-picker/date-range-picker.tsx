import { formatIsoDate, parseIsoDate } from '@lobby/domain';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import buttons from '../button/button.module.css';
import { Modal } from '../modal/modal';
import { calendarFormat, type CalendarFormat } from './calendar-format';
import { DATE_PRESETS, presetRange, type DatePreset, type IsoDateRange } from './date-presets';
import styles from './date-range-picker.module.css';

export { DATE_PRESETS, presetRange, type DatePreset, type IsoDateRange };

const loadCalendar = () => import('./range-calendar');
// react-day-picker and date-fns load when the calendar first opens, not with the page of the field.
const RangeCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.RangeCalendar })));

/** Every word the picker shows or says; month and weekday names come from `locale` instead. */
export interface DateRangePickerLabels extends Record<DatePreset, string> {
  /** Names the field and titles the calendar sheet, e.g. 'Dates'. */
  label: string;
  /** The field's text while no day is chosen, e.g. 'All dates'. */
  placeholder: string;
  /** Names the sheet's close button. */
  close: string;
  /** Closes the sheet, keeping the days chosen. */
  done: string;
  /** Empties the range. */
  clear: string;
  previousMonth: string;
  nextMonth: string;
  /** Name the month and year dropdowns. */
  month: string;
  year: string;
  /** Names the row of quick picks. */
  presets: string;
  /** The hint under the calendar before the first day is picked, then before the last. */
  pickStart: string;
  pickEnd: string;
  /** Said after a chosen day's date by screen readers. */
  selected: string;
}

export interface DateRangePickerProps {
  /** Id of the field's button; its value and error add '-value' and '-error'. */
  id: string;
  labels: DateRangePickerLabels;
  /** The chosen days as ISO dates (YYYY-MM-DD); '' where not chosen. */
  value: IsoDateRange;
  /**
   * Called on every change: the first day of a range alone ({ from, to: '' }), then both, a quick
   * pick, or both '' when cleared.
   */
  onChange: (value: IsoDateRange) => void;
  /** The calendar runs from January of `minYear` to December of `maxYear` (records: 2000-2030). */
  minYear: number;
  maxYear: number;
  /** BCP-47 tag of the language, e.g. 'my', 'en', 'zh-CN': month and weekday names, digits, dates. */
  locale: string;
  /** The field's error text, tied to the button for screen readers; none when valid. */
  error?: string | undefined;
  /** The day the quick picks count from and the calendar marks as today; now by default. */
  today?: Date | undefined;
  /** Start with the calendar open (stories, screenshots). */
  defaultOpen?: boolean;
}

const toDate = (iso: string): Date | undefined => {
  const day = parseIsoDate(iso);
  return day ? new Date(day.year, day.month - 1, day.day) : undefined;
};

const toIso = (date: Date | undefined): string =>
  date ? formatIsoDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }) : '';

/** The field's text: a range as the language writes one, or one end alone with the other open. */
function rangeText(format: CalendarFormat, from: Date | undefined, to: Date | undefined): string {
  if (from && to) return format.range(from, to);
  if (from) return `${format.date(from)} – …`;
  if (to) return `… – ${format.date(to)}`;
  return '';
}

/** The month first shown: the first chosen day's, else today's, kept within the years offered. */
function startingMonth(day: Date, minYear: number, maxYear: number): Date {
  if (day.getFullYear() < minYear) return new Date(minYear, 0, 1);
  if (day.getFullYear() > maxYear) return new Date(maxYear, 11, 1);
  return new Date(day.getFullYear(), day.getMonth(), 1);
}

function CalendarIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A range of days picked on a calendar (react-day-picker) in a bottom sheet: the field shows the
 * range, or the placeholder; the sheet has quick picks (today, yesterday, the last 7 days, this
 * month, last month), month and year dropdowns to jump far, and the month grid, where the first
 * tap picks the first day and the second the last (the same day twice: one day). Every pick is
 * handed to `onChange` at once; a quick pick also closes the sheet, as do Done, the close button,
 * Escape and a tap beside it. The words come from `labels`; month and weekday names, digits and
 * dates from `locale` (Intl). The calendar itself loads when the sheet first opens.
 */
export function DateRangePicker({
  id,
  labels,
  value,
  onChange,
  minYear,
  maxYear,
  locale,
  error,
  today: todayProp,
  defaultOpen = false,
}: DateRangePickerProps) {
  const labelId = useId();
  const valueId = `${id}-value`;
  const errorId = `${id}-error`;
  const today = todayProp ?? new Date();
  const format = useMemo(() => calendarFormat(locale), [locale]);
  const from = toDate(value.from);
  const to = toDate(value.to);
  const chosen = Boolean(from ?? to);
  const [open, setOpen] = useState(defaultOpen);
  const [month, setMonth] = useState(() => startingMonth(from ?? to ?? today, minYear, maxYear));

  const show = () => {
    setMonth(startingMonth(from ?? to ?? today, minYear, maxYear));
    setOpen(true);
  };
  const inYears = (range: IsoDateRange) =>
    [range.from, range.to].every((day) => {
      const year = parseIsoDate(day)?.year ?? 0;
      return year >= minYear && year <= maxYear;
    });
  const hint = from && to ? format.range(from, to) : from ? labels.pickEnd : labels.pickStart;

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {labels.label}
      </span>
      <button
        id={id}
        type="button"
        className={styles.trigger}
        data-invalid={error ? 'true' : undefined}
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={error ? errorId : undefined}
        // Fetched on the way to a tap, so the calendar is there when the sheet opens.
        onPointerDown={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={show}
      >
        <CalendarIcon />
        <span id={valueId} className={chosen ? styles.value : styles.placeholder}>
          {chosen ? rangeText(format, from, to) : labels.placeholder}
        </span>
      </button>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Modal
        open={open}
        title={labels.label}
        closeLabel={labels.close}
        onClose={() => setOpen(false)}
        placement="bottom"
      >
        <div className={styles.sheet} lang={format.locale}>
          <div className={styles.presets} role="group" aria-label={labels.presets}>
            {DATE_PRESETS.map((preset) => {
              const range = presetRange(preset, today);
              return (
                <button
                  key={preset}
                  type="button"
                  className={styles.preset}
                  aria-pressed={range.from === value.from && range.to === value.to}
                  disabled={!inYears(range)}
                  onClick={() => {
                    onChange(range);
                    setOpen(false);
                  }}
                >
                  {labels[preset]}
                </button>
              );
            })}
          </div>
          <Suspense fallback={<div className={styles.calendarLoading} />}>
            <RangeCalendar
              labels={labels}
              format={format}
              selected={chosen ? { from, to } : undefined}
              onSelect={(range) => onChange({ from: toIso(range?.from), to: toIso(range?.to) })}
              month={month}
              onMonthChange={setMonth}
              minYear={minYear}
              maxYear={maxYear}
              today={today}
            />
          </Suspense>
          <p className={styles.status} role="status">
            {hint}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={`${buttons.button} ${buttons.ghost}`}
              onClick={() => onChange({ from: '', to: '' })}
            >
              {labels.clear}
            </button>
            <button type="button" className={buttons.button} onClick={() => setOpen(false)}>
              {labels.done}
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
