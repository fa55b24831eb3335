import { daysInMonth, formatIsoDate, parseIsoDate } from '@lobby/domain';
import { useState, type Ref } from 'react';
import controls from '../theme/controls.module.css';
import styles from './date-picker.module.css';

export interface DatePickerLabels {
  /** Names the three selects together, e.g. 'Birthday'. */
  legend: string;
  year: string;
  month: string;
  day: string;
}

export interface DatePickerProps {
  /** Id of the year select; the month and day selects add '-month' and '-day'. */
  id: string;
  labels: DatePickerLabels;
  /** '' or YYYY-MM-DD. */
  value: string;
  /** Called on every pick, with '' until year, month and day are all chosen. */
  onChange: (value: string) => void;
  /** The years offered, newest first: a birthday's from 1900 to this year, a record search's 2000-2030. */
  minYear: number;
  maxYear: number;
  /** The field's error text, tied to the selects for screen readers; none when valid. */
  error?: string | undefined;
  /** To the year select, so a form can focus its first invalid field. */
  inputRef?: Ref<HTMLSelectElement>;
  /** The year select's name: a form that looks for its first invalid field by name finds this one. */
  name?: string | undefined;
}

/** What each select shows; '' is not chosen yet. */
interface Parts {
  year: string;
  month: string;
  day: string;
}

const EMPTY: Parts = { year: '', month: '', day: '' };

function partsOf(value: string): Parts {
  const date = parseIsoDate(value);
  return date ? { year: String(date.year), month: String(date.month), day: String(date.day) } : EMPTY;
}

function isoOf(parts: Parts): string {
  if (!parts.year || !parts.month || !parts.day) return '';
  return formatIsoDate({ year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) });
}

/** Before a year is chosen, a leap one, so 29 February can be picked first. */
const LEAP_YEAR = 2000;
const dayCount = (parts: Parts): number =>
  parts.month ? daysInMonth(Number(parts.year || LEAP_YEAR), Number(parts.month)) : 31;

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * A date as year, month and day native selects, so phones show their own wheel: the birthday of
 * the registration form (spec section 5) and the dates of a record search (spec section 9: date
 * picker 2000-2030). Years run newest first from `maxYear` to `minYear`; the days follow the
 * chosen month, and a day the new month lacks (31 to April, 29 February to a common year) becomes
 * its last day.
 */
export function DatePicker({ id, labels, value, onChange, minYear, maxYear, error, inputRef, name }: DatePickerProps) {
  const [parts, setParts] = useState(() => partsOf(value));
  // A half-picked date is '' to the parent, so only a value other than the one these parts
  // make came from outside (a reset, a prefill) and replaces them.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== isoOf(parts)) setParts(partsOf(value));
  }

  const pick = (field: keyof Parts, picked: string) => {
    const next = { ...parts, [field]: picked };
    if (next.day && Number(next.day) > dayCount(next)) next.day = String(dayCount(next));
    setParts(next);
    onChange(isoOf(next));
  };

  const errorId = `${id}-error`;
  const select = (
    field: keyof Parts,
    selectId: string,
    options: number[],
    text: (n: number) => string,
    ref?: Ref<HTMLSelectElement>,
    selectName?: string,
  ) => (
    <div className={styles.part}>
      <label htmlFor={selectId}>{labels[field]}</label>
      <select
        ref={ref}
        id={selectId}
        name={selectName}
        className={`${controls.select} ${styles.select}`}
        value={parts[field]}
        onChange={(e) => pick(field, e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">–</option>
        {options.map((n) => (
          <option key={n} value={String(n)}>
            {text(n)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{labels.legend}</legend>
      <div className={styles.row}>
        {select('year', id, range(minYear, maxYear).reverse(), String, inputRef, name)}
        {select('month', `${id}-month`, range(1, 12), pad)}
        {select('day', `${id}-day`, range(1, dayCount(parts)), pad)}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
