import { useTwoFactorLoginMutation } from '@lobby/api-client';
import type { LoginValue } from '@lobby/contract';
import { TextField } from '@lobby/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../components/api-error-state';
import accountForm from './account-form.module.css';
import '../../components/form.css';

/** Six digits, or a recovery code of ten letters and digits (dashes and spaces as people copy them). */
const CODE = /^(\d{6}|[0-9A-Za-z]{10})$/;

export interface TwoFactorStepProps {
  /** The ticket of the first step's `login.twoFactorRequired`. */
  ticket: string;
  onLoggedIn: (value: LoginValue) => void;
  /** Back to the first step (a new ticket comes with the next try). */
  onBack: () => void;
}

/**
 * The login's second step when two-factor sign-in is on (issue 23): the code of the member's
 * authenticator app, or one of their recovery codes. A ticket that ran out sends them back.
 */
export function TwoFactorStep({ ticket, onLoggedIn, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation(['security', 'account', 'translation']);
  const id = useId();
  const errorText = useApiErrorText();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);
  const [send, { isLoading, error }] = useTwoFactorLoginMutation();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/[\s-]/g, '');
    if (!CODE.test(typed)) return setFormatError(true);
    setFormatError(false);
    const result = await send({ ticket, code: typed });
    if ('data' in result && result.data) onLoggedIn(result.data);
  };

  return (
    <form className={accountForm.form} onSubmit={submit} noValidate data-testid="two-factor-step">
      <h2 className={accountForm.stepTitle}>{t('security.login.title')}</h2>
      <p className="form-note">{t('security.login.explain')}</p>
      <TextField
        id={`${id}-code`}
        label={t('security.login.code')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        inputMode="text"
        maxLength={14}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={formatError ? t('security.twoFactor.codeFormat') : undefined}
        autoFocus
      />
      {error && !isLoading && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <button type="submit" className="button button--wide" disabled={isLoading}>
        {isLoading ? t('account.working') : t('security.login.submit')}
      </button>
      <button type="button" className="button button--ghost button--wide" onClick={onBack}>
        {t('security.login.back')}
      </button>
    </form>
  );
}
