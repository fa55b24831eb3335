import { useChangePasswordMutation, useGetRegistrationSettingsQuery, useGetSiteSettingsQuery } from '@lobby/api-client';
import { CHANGE_PASSWORD_FIELDS, firstInvalidField, validateChangePassword, type FieldRule, type FormErrors } from '@lobby/domain';
import { TextField } from '@lobby/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useApiErrorText } from '../../app/api-error-state';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loggedIn } from '../../app/session';
import { fieldErrorText } from './field-error';

/** Until the brand's password rules are served: 6 to 20 characters (spec section 5 shape). */
const PASSWORD_RULE: FieldRule = { enabled: true, required: true, minLength: 6, maxLength: 20 };
/** "saved" shows 1 s, then home (spec section 4). */
const SAVED_MS = 1000;

type Field = (typeof CHANGE_PASSWORD_FIELDS)[number];

/**
 * /m/changePsw (spec sections 2, 4 and 5): old password, new password and its confirmation;
 * submit waits for all three; the same password again is refused before anything is sent.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const id = useId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const session = useAppSelector((s) => s.session.current);
  const { data: settings } = useGetSiteSettingsQuery();
  const { data: registration } = useGetRegistrationSettingsQuery();
  // After a temporary password the one-time login stands for the old password (forced change).
  const forced = session?.mustChangePassword === true;
  const [change, { isLoading, error }] = useChangePasswordMutation();
  const [values, setValues] = useState({ oldPassword: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [saved, setSaved] = useState(false);
  const inputs = { oldPassword: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate('/home', { replace: true }), SAVED_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  // Visitors without a session go home (spec section 2).
  if (!session && !saved) return <Navigate to="/home" replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const rules = {
      loginPassword: registration?.loginRules.loginPassword ?? PASSWORD_RULE,
      password: registration?.rules.password ?? PASSWORD_RULE,
    };
    const found = validateChangePassword({ ...values, oldShown: !forced }, rules);
    setErrors(found);
    const first = firstInvalidField(found, CHANGE_PASSWORD_FIELDS);
    if (first) return inputs[first as keyof typeof inputs]?.current?.focus();
    if (!settings) return;
    const payload = { old_password: forced ? '' : values.oldPassword, password: values.password, confimpsw: values.confirm };
    const result = await change({ payload, encryption: settings.encryption });
    if ('data' in result && result.data) {
      dispatch(loggedIn(result.data));
      setSaved(true);
    }
  };

  const field = (name: keyof typeof inputs, label: string, autoComplete: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      error={fieldErrorText(t, errors[name])}
      inputRef={inputs[name]}
      type="password"
      autoComplete={autoComplete}
      maxLength={128}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );

  const filled = (forced || values.oldPassword !== '') && values.password !== '' && values.confirm !== '';
  return (
    <form className="account-form" onSubmit={submit} noValidate data-testid="change-password-form">
      {forced ? (
        <p className="form-hint" role="status">
          {t('account.mustChange')}
        </p>
      ) : (
        field('oldPassword', t('account.oldPassword'), 'current-password')
      )}
      {field('password', t('account.newPassword'), 'new-password')}
      {field('confirm', t('account.confirmPassword'), 'new-password')}
      {error && !saved && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {saved && (
        <p className="form-success" role="status">
          {t('account.saved')}
        </p>
      )}
      <button type="submit" className="button button--wide" disabled={!filled || isLoading || saved || !settings}>
        {isLoading ? t('account.working') : t('account.save')}
      </button>
    </form>
  );
}
