import controls from '../theme/controls.module.css';
import styles from './dial-code-select.module.css';

export interface DialCodeOption {
  /** ISO country code, e.g. 'MM'; unique, unlike the dialing code ('+1' is several countries). */
  code: string;
  /** E.g. '+95'. */
  dialingCode: string;
  /** The country's name, already translated. */
  name: string;
  /** E.g. '🇲🇲'. */
  flag?: string | undefined;
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
 * match its height. Options show only flag and code to stay narrow; the country's name is their
 * tooltip and accessible name.
 */
export function DialCodeSelect({ id, label, value, options, onChange, className }: DialCodeSelectProps) {
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
          <option key={o.code} value={o.dialingCode} title={o.name} aria-label={`${o.name} ${o.dialingCode}`}>
            {o.flag ? `${o.flag} ${o.dialingCode}` : o.dialingCode}
          </option>
        ))}
      </select>
    </div>
  );
}
