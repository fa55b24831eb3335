import {
  isApiError,
  useLoginMutation,
  usePasswordByEmailMutation,
  usePasswordByPhoneMutation,
} from '@lobby/api-client';
import type { RegistrationSettings, SiteSettings } from '@lobby/contract';
import { NEW_OLD_SAME_ERROR_CODE, validateForgotEmail, validateForgotMobile } from '@lobby/domain';
import { TextField } from '@lobby/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../components/api-error-state';
import { PasswordField } from '../../components/password-field';
import { fieldErrorText, requiredTextOf } from '../../lib/field-error';
import { useAppDispatch } from '../../stores/hooks';
import { loggedIn } from '../../stores/session';
import { useAccountFlow } from './account-flow';
import accountForm from './account-form.module.css';
import { AccountTabs } from './account-tabs';
import { domainError, domainResolver } from './domain-resolver';
import { PhoneField } from './phone-field';
import { usePhoneVerifier } from './phone-verifier';
import { registerInput } from './register-input';
import { SmsCodeField } from './sms-code-field';
import { useAccountSettings } from './use-account-settings';
import { useRevalidateOnLanguage } from './use-revalidate-on-language';
import '../../components/form.css';

/** 'been sent' shows 1 s, then back (spec section 2). */
const SENT_MS = 1000;

type Method = 'email' | 'mobile';

/**
 * /m/forget (spec sections 2, 4 and 5): by e-mail (a temporary password is sent), or by mobile
 * when the brand's phone-verification setting is on (SMS code and new password, then logged in).
 */
export function ForgotPage() {
  const { t } = useTranslation(['account', 'translation']);
  const { settings, site, placeholder } = useAccountSettings();
  const [method, setMethod] = useState<Method>('email');
  if (!settings) return placeholder;
  const methods = (['email', 'mobile'] as const).filter((m) => settings.passwordReset[m]);
  const current: Method = methods.includes(method) ? method : (methods[0] ?? 'email');
  return (
    <div className={accountForm.form}>
      {methods.length > 1 && (
        <AccountTabs
          options={methods.map((m): { value: Method; label: string } => ({
            value: m,
            label: m === 'email' ? t('account.resetByEmail') : t('account.resetByMobile'),
          }))}
          value={current}
          onChange={setMethod}
        />
      )}
      {current === 'email' && <ForgotByEmail settings={settings} />}
      {current === 'mobile' && <ForgotByMobile settings={settings} site={site} />}
    </div>
  );
}

function ForgotByEmail({ settings }: { settings: RegistrationSettings }) {
  const { t } = useTranslation(['account', 'translation']);
  const id = useId();
  const flow = useAccountFlow();
  const errorText = useApiErrorText();
  const resolver = useMemo(
    () =>
      domainResolver<{ username: string; email: string }>((v) =>
        validateForgotEmail(v, settings.loginRules.loginUsername),
      ),
    [settings],
  );
  const form = useForm({ resolver, mode: 'onChange', defaultValues: { username: '', email: '' } });
  const { register, handleSubmit, formState } = form;
  useRevalidateOnLanguage(form);
  const [send, { isLoading, error, isSuccess }] = usePasswordByEmailMutation();

  useEffect(() => {
    if (!isSuccess) return;
    // Back to login, where the temporary password is used.
    const timer = window.setTimeout(() => flow.show('login'), SENT_MS);
    return () => window.clearTimeout(timer);
  }, [isSuccess, flow]);

  const submit = handleSubmit(async (values) => {
    await send({ username: values.username.trim(), email: values.email.trim() });
  });
  const errorOf = (field: 'username' | 'email') => fieldErrorText(t, domainError(formState.errors[field]));

  return (
    <form onSubmit={submit} noValidate data-testid="forgot-email-form" className={accountForm.form}>
      <TextField
        id={`${id}-username`}
        label={t('account.username')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={64}
        error={errorOf('username')}
        {...registerInput(register('username'))}
      />
      <TextField
        id={`${id}-email`}
        label={t('account.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        error={errorOf('email')}
        {...registerInput(register('email'))}
      />
      {error && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {isSuccess && (
        <p className="form-success" role="status">
          {t('account.emailSent')}
        </p>
      )}
      {/* Dimmed until valid, yet tappable: a tap shows what is missing instead of doing nothing. */}
      <button
        type="submit"
        className="button button--wide"
        aria-disabled={!formState.isValid}
        disabled={isLoading || isSuccess}
      >
        {isLoading ? t('account.working') : t('account.retrieve')}
      </button>
    </form>
  );
}

interface MobileValues {
  countryDialingCode: string;
  mobile: string;
  smsCode: string;
  password: string;
}

function ForgotByMobile({ settings, site }: { settings: RegistrationSettings; site: SiteSettings }) {
  const { t } = useTranslation(['account', 'translation']);
  const id = useId();
  const flow = useAccountFlow();
  const dispatch = useAppDispatch();
  const errorText = useApiErrorText();
  const rules = settings.loginRules;
  const resolver = useMemo(
    () =>
      domainResolver<MobileValues>((v) =>
        validateForgotMobile(v, {
          loginMobileNum: rules.loginMobileNum,
          verificationCode: rules.verificationCode,
          loginPassword: settings.rules.password ?? rules.loginPassword,
        }),
      ),
    [rules, settings.rules.password],
  );
  // Revalidated on every input (spec section 5).
  const form = useForm<MobileValues>({
    resolver,
    mode: 'onChange',
    defaultValues: { countryDialingCode: settings.defaultDialingCode, mobile: '', smsCode: '', password: '' },
  });
  const { register, handleSubmit, formState, watch, setValue } = form;
  useRevalidateOnLanguage(form);
  const [reset, { isLoading, error }] = usePasswordByPhoneMutation();
  const [login, { isLoading: loggingIn }] = useLoginMutation();
  const mobile = watch('mobile');
  const dialingCode = watch('countryDialingCode');
  const errorOf = (field: keyof MobileValues) =>
    fieldErrorText(t, domainError(formState.errors[field]), requiredTextOf(field));

  const verifier = usePhoneVerifier('reset');
  const submit = handleSubmit(async (values) => {
    const phone = { mobileNum: values.mobile.trim(), countryDialingCode: values.countryDialingCode };
    // Firebase checks its own codes; a refused one stops here without a message (spec section 4).
    const proof = await verifier.proof(values.smsCode).catch(() => null);
    if (!proof) return;
    const result = await reset({
      payload: { ...phone, newPassword: values.password, verificationCode: values.smsCode.trim(), ...proof },
      encryption: site.encryption,
    });
    if ('error' in result) {
      // The same password clears the password field; anything else the SMS code (spec section 8).
      setValue(isApiError(result.error) && result.error.code === NEW_OLD_SAME_ERROR_CODE ? 'password' : 'smsCode', '');
      return;
    }
    // Reset done: logged in with the number and the new password (spec section 4).
    const session = await login({
      payload: {
        type: 'username',
        username: phone.mobileNum,
        countryDialingCode: phone.countryDialingCode,
        password: values.password,
      },
      encryption: site.encryption,
    });
    if ('data' in session && session.data) dispatch(loggedIn(session.data));
    if (session.data) flow.finish();
    else flow.show('login');
  });

  const minMobile = rules.loginMobileNum.minLength;
  return (
    <form onSubmit={submit} noValidate data-testid="forgot-mobile-form" className={accountForm.form}>
      <PhoneField
        id={`${id}-mobile`}
        dialingCode={dialingCode}
        onDialingCode={(code) => setValue('countryDialingCode', code)}
        error={errorOf('mobile')}
        hint={minMobile ? t('account.mobileHint', { min: minMobile }) : undefined}
        {...registerInput(register('mobile'))}
      />
      <SmsCodeField
        id={`${id}-sms`}
        verifier={verifier}
        mobileNum={mobile}
        countryDialingCode={dialingCode}
        mobileRule={rules.loginMobileNum}
        error={errorOf('smsCode')}
        {...registerInput(register('smsCode'))}
      />
      <PasswordField
        id={`${id}-password`}
        label={t('account.newPassword')}
        autoComplete="new-password"
        error={errorOf('password')}
        {...registerInput(register('password'))}
      />
      {error && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <button
        type="submit"
        className="button button--wide"
        aria-disabled={!formState.isDirty || !formState.isValid}
        disabled={isLoading || loggingIn || formState.isSubmitting}
      >
        {isLoading || loggingIn ? t('account.working') : t('account.resetSubmit')}
      </button>
    </form>
  );
}
