import { isApiError, useLoginMutation } from '@lobby/api-client';
import type { LoginPayload, LoginPurpose, LoginValue, RegistrationSettings, SiteSettings } from '@lobby/contract';
import { validateLogin, type LoginMode } from '@lobby/domain';
import { TextField } from '@lobby/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../components/api-error-state';
import { PasswordField } from '../../components/password-field';
import { useModuleOn } from '../../hooks/use-module';
import { fieldErrorText, requiredTextOf, type FormMessageKey } from '../../lib/field-error';
import { focusFirstError } from '../../lib/focus-first-error';
import { useAppDispatch } from '../../stores/hooks';
import { loggedIn } from '../../stores/session';
import { AccountLink } from './account-flow';
import accountForm from './account-form.module.css';
import { AccountTabs } from './account-tabs';
import { CaptchaField } from './captcha-field';
import { domainError, domainResolver } from './domain-resolver';
import { PhoneField } from './phone-field';
import { usePhoneVerifier } from './phone-verifier';
import { registerInput } from './register-input';
import { loadRememberedLogin, saveRememberedLogin } from './remembered-login';
import { SmsCodeField } from './sms-code-field';
import { TwoFactorStep } from './two-factor-step';
import { useAccountSettings } from './use-account-settings';
import { useRevalidateOnLanguage } from './use-revalidate-on-language';
import '../../components/form.css';

interface LoginFormValues {
  username: string;
  password: string;
  countryDialingCode: string;
  mobile: string;
  smsCode: string;
  captcha: string;
  captchaId: string;
  remember: boolean;
}

/** A missing username or password is named as the spec's login message does (section 8). */
const REQUIRED_TEXT: Partial<Record<keyof LoginFormValues, FormMessageKey>> = {
  username: 'validation.credentialsRequired',
  password: 'validation.credentialsRequired',
};

export interface LoginFormProps {
  /** Prefilled after a registration. */
  username?: string | undefined;
  onLoggedIn: (value: LoginValue) => void;
}

/**
 * Login (spec sections 2, 4 and 5): username and password, or mobile number and SMS code when the
 * brand's mobile login is on; the captcha box appears only after a failure that asks for it; the
 * remembered login prefills type, name or number (never the password).
 */
export function LoginForm(props: LoginFormProps) {
  const { settings, site, placeholder } = useAccountSettings();
  if (!settings) return placeholder;
  return <LoginFields {...props} settings={settings} site={site} />;
}

function LoginFields({
  username,
  onLoggedIn,
  settings,
  site,
}: LoginFormProps & { settings: RegistrationSettings; site: SiteSettings }) {
  const { t } = useTranslation(['account', 'translation']);
  const registration = useModuleOn('REG3');
  const errorText = useApiErrorText();
  const id = useId();
  const dispatch = useAppDispatch();
  const remembered = useMemo(() => loadRememberedLogin(), []);
  const mobileLogin = site.whitelabel.mobileLogin;
  const [mode, setMode] = useState<LoginMode>(
    mobileLogin && remembered?.type === 'sms' && !username ? 'mobile' : 'username',
  );
  const [captchaShown, setCaptchaShown] = useState(false);
  // Two-factor sign-in on: the first step's ticket, and what to remember once the second passes.
  const [secondStep, setSecondStep] = useState<{ ticket: string; done: (value: LoginValue) => void } | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const state = useRef({ mode, captchaShown });
  state.current = { mode, captchaShown };
  const resolver = useMemo(
    () =>
      domainResolver<LoginFormValues>((values) => validateLogin({ ...values, ...state.current }, settings.loginRules)),
    [settings.loginRules],
  );
  const form = useForm<LoginFormValues>({
    resolver,
    mode: 'onTouched',
    // The first invalid field on screen takes the focus (focusFirstError), not the first registered.
    shouldFocusError: false,
    defaultValues: {
      username: username ?? remembered?.username ?? '',
      password: '',
      countryDialingCode: remembered?.countryDialingCode || settings.defaultDialingCode,
      mobile: remembered?.mobileNum ?? '',
      smsCode: '',
      captcha: '',
      captchaId: '',
      remember: remembered !== null,
    },
  });
  const { register, handleSubmit, formState, setValue, watch, clearErrors } = form;
  useRevalidateOnLanguage(form);
  const [login, { isLoading, error }] = useLoginMutation();
  const verifier = usePhoneVerifier('login');
  const errorOf = (field: keyof LoginFormValues) =>
    fieldErrorText(t, domainError(formState.errors[field]), REQUIRED_TEXT[field] ?? requiredTextOf(field));
  const mobile = watch('mobile');
  const dialingCode = watch('countryDialingCode');
  const resetMethods = settings.passwordReset.email || settings.passwordReset.mobile;

  const switchMode = (next: LoginMode) => {
    setMode(next);
    clearErrors();
    // The toggle reloads the remembered login and a fresh captcha if one is shown (spec section 4).
    const saved = loadRememberedLogin();
    if (saved) {
      setValue('username', saved.username);
      setValue('mobile', saved.mobileNum);
      if (saved.countryDialingCode) setValue('countryDialingCode', saved.countryDialingCode);
    }
    if (captchaShown) setCaptchaKey((k) => k + 1);
  };

  // The same form sends a withdraw-only login (purpose `withdraw`) when the usual one was refused for an exclusion.
  const send = (purpose?: LoginPurpose) =>
    handleSubmit(async (values) => {
      const captcha = captchaShown ? { captcha: values.captcha.trim(), captchaId: values.captchaId } : {};
      const phone = { mobileNum: values.mobile.trim(), countryDialingCode: values.countryDialingCode };
      let payload: LoginPayload;
      if (mode === 'username')
        payload = {
          type: 'username',
          username: values.username.trim(),
          password: values.password,
          ...captcha,
          ...(purpose ? { purpose } : {}),
        };
      else if (verifier.kind === 'server')
        payload = {
          type: 'sms',
          ...phone,
          verificationCode: values.smsCode.trim(),
          ...captcha,
          ...(purpose ? { purpose } : {}),
        };
      else {
        // Firebase checks the code; a refused one stops here without a message (spec section 4).
        const proof = await verifier.proof(values.smsCode).catch(() => null);
        if (!proof?.firebaseIdToken) return;
        payload = {
          type: 'firebase',
          firebaseChannel: 'sms',
          firebaseIdToken: proof.firebaseIdToken,
          firebaseMobileNo: phone.mobileNum,
          countryDialingCode: phone.countryDialingCode,
        };
      }
      const result = await login({ payload, encryption: site.encryption });
      const done = (value: LoginValue) => {
        saveRememberedLogin(
          values.remember
            ? {
                type: mode === 'username' ? 'username' : 'sms',
                username: values.username.trim(),
                mobileNum: values.mobile.trim(),
                countryDialingCode: values.countryDialingCode,
              }
            : null,
        );
        dispatch(loggedIn(value));
        onLoggedIn(value);
      };
      if ('data' in result && result.data) return done(result.data);
      const ticket = isApiError(result.error) ? result.error.data?.twoFactorTicket : undefined;
      if (typeof ticket === 'string') return setSecondStep({ ticket, done });
      // A failure that asks for the captcha shows (and refreshes) it (spec section 8).
      if (isApiError(result.error) && result.error.data?.captchaRequired === true) {
        setCaptchaShown(true);
        setCaptchaKey((k) => k + 1);
        setValue('captcha', '');
      }
    }, focusFirstError);
  const submit = send();

  // A failure that brings the captcha shows the box and no other message (spec section 8), even a
  // wrong password's.
  const quietCaptchaAsk = isApiError(error) && error.data?.captchaRequired === true;
  // A member on a break or self-excluded may still take out their balance (issue 23): the right
  // password or SMS code was refused only for the exclusion (the server keeps such a code for this),
  // so the same credentials sign in to withdraw. Firebase's proof is spent by the refusal: not offered.
  const excluded =
    (mode === 'username' || verifier.kind === 'server') && isApiError(error) && error.code === 'protection.excluded';

  if (secondStep)
    return <TwoFactorStep ticket={secondStep.ticket} onLoggedIn={secondStep.done} onBack={() => setSecondStep(null)} />;

  return (
    <form className={accountForm.form} onSubmit={submit} noValidate data-testid="login-form">
      {mobileLogin && (
        <AccountTabs
          options={[
            { value: 'username', label: t('account.byUsername') },
            { value: 'mobile', label: t('account.byMobile') },
          ]}
          value={mode}
          onChange={switchMode}
        />
      )}
      {mode === 'username' ? (
        <>
          <TextField
            id={`${id}-username`}
            label={t('account.username')}
            error={errorOf('username')}
            autoComplete="username"
            autoCapitalize="none"
            maxLength={64}
            {...registerInput(register('username'))}
          />
          <PasswordField
            id={`${id}-password`}
            label={t('account.password')}
            autoComplete="current-password"
            error={errorOf('password')}
            {...registerInput(register('password'))}
          />
        </>
      ) : (
        <>
          <PhoneField
            id={`${id}-mobile`}
            dialingCode={dialingCode}
            onDialingCode={(code) => setValue('countryDialingCode', code)}
            error={errorOf('mobile')}
            {...registerInput(register('mobile'))}
          />
          <SmsCodeField
            id={`${id}-sms`}
            verifier={verifier}
            mobileNum={mobile}
            countryDialingCode={dialingCode}
            mobileRule={settings.loginRules.loginMobileNum}
            error={errorOf('smsCode')}
            {...registerInput(register('smsCode'))}
          />
        </>
      )}
      {captchaShown && (
        <CaptchaField
          id={`${id}-captcha`}
          refreshKey={captchaKey}
          onCaptchaId={(captchaId) => setValue('captchaId', captchaId)}
          error={errorOf('captcha')}
          {...registerInput(register('captcha'))}
        />
      )}
      <div className={accountForm.row}>
        <label className={accountForm.checkbox}>
          <input type="checkbox" {...register('remember')} /> {t('account.remember')}
        </label>
        {resetMethods && <AccountLink kind="forgot">{t('account.forgot')}</AccountLink>}
      </div>
      {error && !quietCaptchaAsk && !isLoading && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {excluded && !isLoading && (
        <button type="button" className="button button--wide" onClick={send('withdraw')}>
          {t('account.withdrawBalance')}
        </button>
      )}
      <button type="submit" className="button button--wide" disabled={isLoading || formState.isSubmitting}>
        {isLoading ? t('account.working') : t('account.submit')}
      </button>
      {registration && (
        <p className={accountForm.alt}>
          {t('account.noAccount')} <AccountLink kind="register">{t('header.register')}</AccountLink>
        </p>
      )}
    </form>
  );
}
