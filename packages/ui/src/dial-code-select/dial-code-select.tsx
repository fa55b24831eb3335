import type { ReactNode } from 'react';
import controls from '../theme/controls.module.css';
import styles from './dial-code-select.module.css';

export interface DialCodeOption {
  /** ISO country code, e.g. 'MM'; unique, unlike the dialing code ('+1' is several countries). */
  code: string;
  /** E.g. '+95'. */
  dialingCode: string;
  /** The country's name, already translated. */
  name: string;
  /** The country's flag as a picture (emoji flags are boxes where a phone has no emoji font). */
  flag?: ReactNode;
}

export interface DialCodeSelectProps {
  id: string;
  /** Accessible name, e.g. 'Country code'; not shown, as the phone field beside it has the visible label. */
  label: string;
  /** The chosen dialing code, e.g. '+95'. */
  value: string;
  options: readonly DialCodeOption[];
  onChange: (dialingCode: string) => void;
  /** Placement by the form, e.g. in a row with the phone TextField. */
  className?: string | undefined;
}

/**
 * A compact native select of country dialing codes, to sit at the left of a phone TextField and
 * match its height. Closed, it shows the chosen country's flag and code (a face drawn over the
 * select, which stays the control); open, the phone's own list names each country.
 */
export function DialCodeSelect({ id, label, value, options, onChange, className }: DialCodeSelectProps) {
  const chosen = options.find((o) => o.dialingCode === value);
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label htmlFor={id} className={controls.visuallyHidden}>
        {label}
      </label>
      <select
        id={id}
        className={`${controls.select} ${styles.select}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.code} value={o.dialingCode} title={o.name}>
            {`${o.name} ${o.dialingCode}`}
          </option>
        ))}
      </select>
      <span className={`${controls.select} ${styles.face}`} aria-hidden="true">
        {chosen?.flag && <span className={styles.flag}>{chosen.flag}</span>}
        {value}
      </span>
    </div>
  );
}
