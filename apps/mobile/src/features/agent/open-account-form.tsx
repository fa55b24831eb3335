import { useGetRegistrationSettingsQuery, useGetSiteSettingsQuery, useOpenAccountMutation } from '@lobby/api-client';
import { checkField, requiredRule } from '@lobby/domain';
import { TextField } from '@lobby/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountForm } from '../../components/money/amount-form';
import { FormMessage, type FormMessageValue } from '../../components/money/form-message';
import { PasswordField } from '../../components/password-field';
import { fieldErrorText } from '../../lib/field-error';

type AccountType = 'member' | 'agent';

/**
 * An agent opens an account in its team: a member, or an agent with its own invitation code
 * (who can then be offered contracts). Username and password follow the brand's registration
 * rules, checked here and again by the server; the password travels sealed.
 */
export function OpenAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['play', 'translation']);
  // The account forms' words: field names and the validation messages of the brand rules.
  const { t: accountT } = useTranslation(['account', 'translation']);
  const id = useId();
  const { data: site } = useGetSiteSettingsQuery();
  const { data: registration } = useGetRegistrationSettingsQuery();
  const [openAccount, { isLoading }] = useOpenAccountMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [accountType, setAccountType] = useState<AccountType>('agent');
  const [errors, setErrors] = useState<{ username?: string | undefined; password?: string | undefined }>({});
  const [message, setMessage] = useState<FormMessageValue | null>(null);

  const submit = async () => {
    if (!site || !registration) return;
    const found = {
      username: fieldErrorText(accountT, checkField(username, requiredRule(registration.rules.username)) ?? undefined),
      password: fieldErrorText(
        accountT,
        checkField(password, requiredRule(registration.rules.password), { trim: false }) ?? undefined,
      ),
    };
    setErrors(found);
    if (found.username || found.password) return setMessage(null);
    const result = await openAccount({
      payload: { username: username.trim(), password, accountType },
      encryption: site.encryption,
    });
    if ('error' in result) return setMessage({ failure: result.error });
    setMessage({ text: t('agentTeam.opened', { name: result.data.username }), error: false });
    setUsername('');
    setPassword('');
  };

  return (
    <AmountForm onSubmit={submit}>
      <fieldset className="account-type">
        <legend>{t('agentTeam.accountType')}</legend>
        {(['agent', 'member'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={accountType === type}
              onChange={() => setAccountType(type)}
            />
            {t(type === 'agent' ? 'agentTeam.agent' : 'agentTeam.member')}
          </label>
        ))}
      </fieldset>
      <TextField
        id={`${id}-username`}
        label={accountT('account.username')}
        value={username}
        onChange={(e) => {
          setUsername(e.target.value);
          setErrors((all) => ({ ...all, username: undefined }));
        }}
        autoComplete="off"
        autoCapitalize="none"
        error={errors.username}
      />
      <PasswordField
        id={`${id}-password`}
        label={accountT('account.password')}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setErrors((all) => ({ ...all, password: undefined }));
        }}
        autoComplete="new-password"
        error={errors.password}
      />
      <FormMessage message={message} />
      <div className="dialog-actions">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('contracts.form.cancel')}
        </button>
        <button type="submit" className="button" disabled={isLoading || !site || !registration}>
          {isLoading ? t('contracts.form.sending') : t('agentTeam.openSubmit')}
        </button>
      </div>
    </AmountForm>
  );
}
