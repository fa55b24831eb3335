import { useGetCountriesQuery } from '@lobby/api-client';
import { DialCodeSelect, TextField } from '@lobby/ui';
import { useMemo, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from './country-options';
import styles from './phone-field.module.css';

export interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  dialingCode: string;
  onDialingCode: (dialingCode: string) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  hint?: string | undefined;
}

/** A mobile number with its country dialing code (spec section 2: `/wps/system/country`). */
export function PhoneField({ id, dialingCode, onDialingCode, error, inputRef, hint, ...input }: PhoneFieldProps) {
  const { t, i18n } = useTranslation(['account', 'translation']);
  const { data: countries = [] } = useGetCountriesQuery();
  const options = useMemo(() => countryOptions(countries, i18n.language), [countries, i18n.language]);
  return (
    <div className={styles.field}>
      <DialCodeSelect
        id={`${id}-dial`}
        label={t('account.countryCode')}
        value={dialingCode}
        options={options}
        onChange={onDialingCode}
      />
      <TextField
        id={id}
        label={t('account.mobile')}
        error={error}
        inputRef={inputRef}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        placeholder={hint}
        {...input}
      />
    </div>
  );
}
