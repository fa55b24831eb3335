import type { RegistrationSettings } from '@lobby/contract';
import { PROFILE_FIELDS, type ProfileField } from '@lobby/contract/constants';
import { TextField } from '@lobby/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerInput } from './register-input';

/** What the browser may fill each detail with. */
const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  payeeName: 'name',
  nickname: 'nickname',
  address: 'street-address',
  nationality: 'country-name',
  occupation: 'organization-title',
};

/** Empty profile details: the form's starting values. */
export const EMPTY_PROFILE = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ''])) as Record<
  ProfileField,
  string
>;

/** The profile details the brand's rules enable, trimmed (the rest empty, as the payload wants). */
export const profilePayload = (values: Record<ProfileField, string>, rules: RegistrationSettings['rules']) =>
  Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, rules[field]?.enabled ? values[field].trim() : '']),
  ) as Record<ProfileField, string>;

interface ProfileFieldsProps {
  idPrefix: string;
  rules: RegistrationSettings['rules'];
  register: (field: ProfileField) => UseFormRegisterReturn;
  errorOf: (field: ProfileField) => string | undefined;
}

/**
 * The profile details a brand asks for at registration (real name, address, occupation, income
 * source, messenger handles...; spec section 3), one field per enabled rule, checked by the
 * same rules on both sides.
 */
export function ProfileFields({ idPrefix, rules, register, errorOf }: ProfileFieldsProps) {
  const { t } = useTranslation(['account', 'translation']);
  return PROFILE_FIELDS.map((field) => {
    const rule = rules[field];
    if (!rule?.enabled) return null;
    const label = t(`account.profile.${field}`);
    return (
      <TextField
        key={field}
        id={`${idPrefix}-${field}`}
        label={rule.required ? label : t('account.optionalField', { label })}
        autoComplete={AUTOCOMPLETE[field] ?? 'off'}
        maxLength={rule.maxLength}
        error={errorOf(field)}
        {...registerInput(register(field))}
      />
    );
  });
}
