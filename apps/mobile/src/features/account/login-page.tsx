import { useGetSiteSettingsQuery, useLoginMutation } from '@lobby/api-client';
import { firstInvalidField, LOGIN_FIELDS, validateLogin, type FormErrors, type LoginField, type LoginRules } from '@lobby/domain';
import { TextField } from '@lobby/ui';
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useApiErrorText } from '../../app/api-error-state';
import { useAppDispatch } from '../../app/hooks';
import { loggedIn } from '../../app/session';
import { fieldErrorText } from './field-error';

/** Until the brand's login rules are served, both fields are simply required (spec section 5). */
const LOGIN_RULES: LoginRules = {
  loginUsername: { enabled: true, required: true, maxLength: 64 },
  loginPassword: { enabled: true, required: true, maxLength: 128 },
  loginMobileNum: { enabled: true, required: true },
  verificationCode: { enabled: true, required: true },
};

/**
 * /m/login by username and password (spec section 2). The body is encrypted for the key of the
 * site settings; the browser's password manager keeps the password (DESIGN.md section 6).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const id = useId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data: settings } = useGetSiteSettingsQuery();
  const [login, { isLoading, error }] = useLoginMutation();
  const [values, setValues] = useState({ username: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FormErrors<LoginField>>({});
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin({ mode: 'username', ...values, mobile: '', smsCode: '', captcha: '', captchaShown: false }, LOGIN_RULES);
    setErrors(found);
    const first = firstInvalidField(found, LOGIN_FIELDS);
    if (first === 'username' || first === 'password') return inputs[first].current?.focus();
    if (!settings) return;
    const result = await login({ payload: { username: values.username.trim(), password: values.password }, encryption: settings.encryption });
    if ('data' in result && result.data) {
      dispatch(loggedIn(result.data));
      navigate('/home', { replace: true });
    }
  };

  const field = (name: 'username' | 'password', label: string, input: InputHTMLAttributes<HTMLInputElement>) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      error={fieldErrorText(t, errors[name])}
      inputRef={inputs[name]}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      {...input}
    />
  );

  return (
    <form className="account-form" onSubmit={submit} noValidate data-testid="login-form">
      {field('username', t('account.username'), { autoComplete: 'username', name: 'username', maxLength: 64, autoCapitalize: 'none' })}
      <div className="form-field__with-toggle">
        {field('password', t('account.password'), { autoComplete: 'current-password', name: 'password', maxLength: 128, type: showPassword ? 'text' : 'password' })}
        <button type="button" className="icon-button form-field__toggle" aria-pressed={showPassword} onClick={() => setShowPassword((s) => !s)}>
          {showPassword ? t('account.hidePassword') : t('account.showPassword')}
        </button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <button type="submit" className="button button--wide" disabled={isLoading || !settings}>
        {isLoading ? t('account.working') : t('account.submit')}
      </button>
      <p className="account-form__alt">
        {t('account.noAccount')} <Link to="/register">{t('header.register')}</Link>
      </p>
    </form>
  );
}
