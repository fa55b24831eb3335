import { LANGUAGE_META } from '@lobby/i18n/language-meta';
import type { SelectHTMLAttributes } from 'react';
import { CONSOLE_LANGUAGES } from './words';

/** A choice of the console's languages, each in its own script, under `label`. */
export function LanguageSelect({ label, ...select }: { label: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <label className="inline-field">
      <span>{label}</span>
      <select {...select}>
        {CONSOLE_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_META[code].label}
          </option>
        ))}
      </select>
    </label>
  );
}
