// Long on purpose: one form holds every field a brand's registration rules may ask for, with their checks in one place.
import {
  isApiError,
  useCheckAffiliateCodeMutation,
  useCheckUsernameMutation,
  useRegisterMutation,
} from '@lobby/api-client';
import type { ProfileField, RegistrationSettings, SiteSettings } from '@lobby/contract';
import {
  BIRTHDAY_MIN_YEAR,
  checksAffiliateCode,
  needsVerificationCode,
  showsPasswordFields,
  validateRegistration,
  type FieldError,
  type RegistrationMethod,
} from '@lobby/domain';
import { DatePicker, TextField } from '@lobby/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useApiErrorText } from '../../components/api-error-state';
import choices from '../../components/choice-cards.module.css';
import { PasswordField } from '../../components/password-field';
import { useAmountReader } from '../../hooks/use-amount-reader';
import { useModuleOn } from '../../hooks/use-module';
import { useCurrency } from '../../hooks/use-money';
import { fieldErrorText, requiredTextOf } from '../../lib/field-error';
import { focusFirstError } from '../../lib/focus-first-error';
import { inApp } from '../../lib/in-app';
import { AccountLink } from './account-flow';
import accountForm from './account-form.module.css';
import { AccountTabs } from './account-tabs';
import { CaptchaField } from './captcha-field';
import { domainError, domainResolver } from './domain-resolver';
import { PhoneField } from './phone-field';
import { usePhoneVerifier } from './phone-verifier';
import { EMPTY_PROFILE, ProfileFields, profilePayload } from './profile-fields';
import styles from './register-form.module.css';
import { registerInput } from './register-input';
import { REGISTER_CAPTCHA_KEY } from './register-ready';
import { SmsCodeField } from './sms-code-field';
import { TermsPopup } from './terms-popup';
import { useAccountSettings } from './use-account-settings';
import { useRevalidateOnLanguage } from './use-revalidate-on-language';
import '../../components/form.css';

export interface RegisterFormValues extends Record<ProfileField, string> {
  username: string;
  countryDialingCode: string;
  mobile: string;
  password: string;
  confirm: string;
  email: string;
  birthday: string;
  captcha: string;
  captchaId: string;
  affiliateCode: string;
  smsCode: string;
  disclaimer: boolean;
  /** An optional daily deposit limit (player protection), in major units. */
  depositLimit: string;
}

interface Context {
  method: RegistrationMethod;
  settings: RegistrationSettings;
  minimumAge: SiteSettings['minimumAge'];
  affiliateRejected: boolean;
}

const today = () => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
};

/** The domain's registration rules plus the disclaimer box (spec section 4). */
function validate(values: RegisterFormValues, context: Context): Record<string, FieldError | undefined> {
  const { settings } = context;
  const errors: Record<string, FieldError | undefined> = validateRegistration(
    { ...values, others: { email: values.email, ...profilePayload(values, settings.rules) } },
    {
      rules: settings.rules,
      method: context.method,
      captchaEnabled: settings.captcha,
      mobilePassword: settings.mobilePassword,
      mobileVerification: settings.mobileVerification,
      minimumAge: context.minimumAge,
      today: today(),
      affiliateCodeRejected: context.affiliateRejected,
    },
  );
  if (!values.disclaimer) errors.disclaimer = { key: 'required' };
  return errors;
}

/** Server codes that belong to one field. */
const FIELD_OF_CODE: Record<string, keyof RegisterFormValues> = {
  'register.usernameTaken': 'username',
  'register.mobileTaken': 'mobile',
  'register.invitationInvalid': 'affiliateCode',
  'captcha.invalid': 'captcha',
  'verification.invalid': 'smsCode',
};

export interface RegisterFormProps {
  /** After 'Registered successfully' (spec section 4). */
  onRegistered: (userName: string) => void;
}

/**
 * Registration (spec sections 2, 4 and 5): username or mobile tabs, the brand's field rules (the
 * same the server enforces), dialing code, captcha, SMS code, birthday, optional invitation code
 * checked before submitting, disclaimer ticked by default and the terms popup.
 */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { settings, site, placeholder } = useAccountSettings();
  if (!settings) return placeholder;
  return <RegisterFields settings={settings} site={site} onRegistered={onRegistered} />;
}

function RegisterFields({
  settings,
  site,
  onRegistered,
}: RegisterFormProps & { settings: RegistrationSettings; site: SiteSettings }) {
  const { t } = useTranslation(['account', 'translation']);
  const { t: tp } = useTranslation('protection');
  const readAmount = useAmountReader();
  const currency = useCurrency();
  // Safer gambling (UK RTS 12): a daily deposit limit is the default choice, none is one tap away;
  // a brand that takes no deposits asks nothing.
  const asksLimit = useModuleOn('FUNDTRANS3');
  const [limitChoice, setLimitChoice] = useState<'set' | 'none'>('set');
  const [limitError, setLimitError] = useState('');
  const errorText = useApiErrorText();
  const id = useId();
  const [params] = useSearchParams();
  const invitation = params.get('affiliateCode') ?? params.get('code') ?? '';
  const bothMethods = settings.methods.username && settings.methods.mobile;
  const [method, setMethod] = useState<RegistrationMethod>(settings.methods.username ? 'username' : 'mobileNum');
  const [showReferral, setShowReferral] = useState(invitation !== '');
  const [termsOpen, setTermsOpen] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [usernameHint, setUsernameHint] = useState<boolean | null>(null);
  const context = useRef<Context>({ method, settings, minimumAge: site.minimumAge, affiliateRejected: false });
  context.current = { ...context.current, method, settings, minimumAge: site.minimumAge };
  const resolver = useMemo(() => domainResolver<RegisterFormValues>((values) => validate(values, context.current)), []);

  const form = useForm<RegisterFormValues>({
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // The first invalid field on screen takes the focus (focusFirstError), not the first registered.
    shouldFocusError: false,
    defaultValues: {
      username: '',
      countryDialingCode: settings.defaultDialingCode,
      mobile: '',
      password: '',
      confirm: '',
      email: '',
      birthday: '',
      captcha: '',
      captchaId: '',
      affiliateCode: invitation,
      smsCode: '',
      disclaimer: true,
      depositLimit: '',
      ...EMPTY_PROFILE,
    },
  });
  const { register, handleSubmit, formState, setError, setFocus, watch, setValue, control } = form;
  useRevalidateOnLanguage(form);
  const [checkAffiliate] = useCheckAffiliateCodeMutation();
  const [checkUsername] = useCheckUsernameMutation();
  const [registerAccount, { isLoading, error }] = useRegisterMutation();

  const rules = settings.rules;
  const passwords = showsPasswordFields(method, settings.mobilePassword);
  const smsNeeded = needsVerificationCode(method, settings.mobileVerification);
  // The number is asked for only where an SMS code verifies it (the server keeps no other).
  const showMobile = smsNeeded;
  const mobile = watch('mobile');
  const dialingCode = watch('countryDialingCode');
  const errorOf = (field: keyof RegisterFormValues) =>
    fieldErrorText(t, domainError(formState.errors[field]), requiredTextOf(field));
  // Leaving the username field tells whether the name is free; a failed check tells nothing.
  const hintUsername = async (value: string) => {
    const name = value.trim();
    if (!name || formState.errors.username) return setUsernameHint(null);
    const checked = await checkUsername(name);
    setUsernameHint('data' in checked && checked.data ? checked.data.available : null);
  };

  const verifier = usePhoneVerifier('register');
  const submit = handleSubmit(async (values) => {
    // A daily deposit limit chosen here is in force from the first session.
    const depositLimit = asksLimit && limitChoice === 'set' ? readAmount(values.depositLimit) : null;
    if (asksLimit && limitChoice === 'set' && !depositLimit) {
      setLimitError(values.depositLimit.trim() ? tp('limits.invalid') : tp('offer.registerMissing'));
      document.getElementById(`${id}-deposit-limit`)?.focus();
      return;
    }
    setLimitError('');
    context.current.affiliateRejected = false;
    // An entered invitation code is checked first; only a valid one lets registration go on (spec section 4).
    if (checksAffiliateCode(values.affiliateCode, rules.affiliateCode)) {
      const checked = await checkAffiliate({ code: values.affiliateCode.trim(), domain: window.location.host });
      if (!('data' in checked) || !checked.data?.valid) {
        context.current.affiliateRejected = true;
        setShowReferral(true);
        setError(
          'affiliateCode',
          { type: 'invalidInvitationCode', domain: { key: 'invalidInvitationCode' } } as never,
          { shouldFocus: true },
        );
        return;
      }
    }
    // With Firebase sending the codes, Firebase checks the typed one; a refused code stops here
    // without a message (spec section 4).
    const proof = smsNeeded ? await verifier.proof(values.smsCode).catch(() => null) : {};
    if (!proof) return;
    const result = await registerAccount({
      method,
      encryption: site.encryption,
      payload: {
        countryDialingCode: showMobile && values.mobile.trim() ? values.countryDialingCode : '',
        registerUrl: window.location.host,
        // From the installed site (the brand's PWA) the platform counts a PWA registration.
        registerMethod: inApp() ? 'PWA' : 'H5',
        username: method === 'username' ? values.username.trim() : '',
        password: passwords ? values.password : '',
        confirmPassword: passwords ? values.confirm : '',
        affiliateCode: values.affiliateCode.trim(),
        // A member's invite link names them as recommender (spec section 2: invite friends).
        recommenderId: (params.get('recommenderId') ?? '').slice(0, 64),
        email: values.email.trim(),
        ...profilePayload(values, rules),
        mobileNum: showMobile ? values.mobile.trim() : '',
        birthday: values.birthday,
        captcha: values.captcha.trim(),
        captchaId: values.captchaId,
        domain: window.location.host,
        verificationCode: smsNeeded ? values.smsCode.trim() : '',
        ...(proof.firebaseIdToken ? { firebaseChannel: 'sms' as const, firebaseIdToken: proof.firebaseIdToken } : {}),
        ...(depositLimit ? { protectionLimits: [{ kind: 'depositDaily' as const, value: depositLimit }] } : {}),
      },
    });
    if ('data' in result && result.data) return onRegistered(result.data.userName);
    // A captcha is good for one try, right or wrong.
    setCaptchaKey((k) => k + 1);
    setValue('captcha', '');
    const failure = result.error;
    if (!isApiError(failure)) return;
    const field = failure.code ? FIELD_OF_CODE[failure.code] : undefined;
    const serverErrors =
      failure.code === 'register.invalid'
        ? (failure.data?.errors as Record<string, FieldError> | undefined)
        : undefined;
    if (serverErrors) {
      for (const [name, fieldError] of Object.entries(serverErrors)) {
        setError(name as Path<RegisterFormValues>, { type: fieldError.key, domain: fieldError } as never);
      }
    } else if (field && field !== 'captcha') {
      setFocus(field);
    }
  }, focusFirstError);

  const switchMethod = (next: RegistrationMethod) => {
    setMethod(next);
    form.clearErrors();
  };

  const serverFieldError = isApiError(error) && error.code ? FIELD_OF_CODE[error.code] : undefined;
  const withServer = (field: keyof RegisterFormValues) =>
    errorOf(field) ?? (serverFieldError === field && !isLoading ? errorText(error) : undefined);

  return (
    <form className={accountForm.form} onSubmit={submit} noValidate data-testid="register-form">
      {bothMethods && (
        <AccountTabs
          options={[
            { value: 'username', label: t('account.byUsername') },
            { value: 'mobileNum', label: t('account.byMobile') },
          ]}
          value={method}
          onChange={switchMethod}
        />
      )}
      {method === 'username' && (
        <TextField
          id={`${id}-username`}
          label={t('account.username')}
          error={withServer('username')}
          autoComplete="username"
          autoCapitalize="none"
          maxLength={rules.username?.maxLength ?? 64}
          {...registerInput(
            register('username', {
              onBlur: (e: { target: { value: string } }) => void hintUsername(e.target.value),
            }),
          )}
        />
      )}
      {method === 'username' && usernameHint !== null && !withServer('username') && (
        <p className={usernameHint ? 'form-hint' : 'form-hint form-hint--bad'} role="status">
          {usernameHint ? t('account.usernameAvailable') : t('account.usernameTaken')}
        </p>
      )}
      {showMobile && (
        <PhoneField
          id={`${id}-mobile`}
          dialingCode={dialingCode}
          onDialingCode={(code) => setValue('countryDialingCode', code)}
          error={withServer('mobile')}
          hint={rules.mobileNum?.minLength ? t('account.mobileHint', { min: rules.mobileNum.minLength }) : undefined}
          {...registerInput(register('mobile'))}
        />
      )}
      {/* The code belongs with the number it is sent to. */}
      {smsNeeded && (
        <SmsCodeField
          id={`${id}-sms`}
          verifier={verifier}
          mobileNum={mobile}
          countryDialingCode={dialingCode}
          mobileRule={rules.mobileNum}
          error={withServer('smsCode')}
          {...registerInput(register('smsCode'))}
        />
      )}
      {passwords && (
        <>
          <PasswordField
            id={`${id}-password`}
            label={t('account.password')}
            autoComplete="new-password"
            error={errorOf('password')}
            {...registerInput(register('password'))}
          />
          <PasswordField
            id={`${id}-confirm`}
            label={t('account.confirm')}
            autoComplete="new-password"
            error={errorOf('confirm')}
            {...registerInput(register('confirm'))}
          />
        </>
      )}
      {rules.email?.enabled && (
        <TextField
          id={`${id}-email`}
          label={rules.email.required ? t('account.email') : t('account.emailOptional')}
          type="email"
          autoComplete="email"
          error={errorOf('email')}
          {...registerInput(register('email'))}
        />
      )}
      <ProfileFields idPrefix={id} rules={rules} register={(field) => register(field)} errorOf={errorOf} />
      {rules.birthday?.enabled && (
        <Controller
          control={control}
          name="birthday"
          render={({ field }) => (
            <DatePicker
              id={`${id}-birthday`}
              labels={{
                legend: t('account.birthday'),
                year: t('account.year'),
                month: t('account.month'),
                day: t('account.day'),
              }}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
              minYear={BIRTHDAY_MIN_YEAR}
              maxYear={new Date().getFullYear()}
              error={errorOf('birthday')}
              inputRef={field.ref}
              name={field.name}
            />
          )}
        />
      )}
      {asksLimit && (
        <fieldset className={choices.choices} aria-describedby={`${id}-deposit-limit-note`}>
          <legend>{tp('offer.registerTitle')}</legend>
          {(['set', 'none'] as const).map((choice) => (
            <label key={choice} className={choices.choice}>
              <input
                type="radio"
                name="limitChoice"
                value={choice}
                checked={limitChoice === choice}
                onChange={() => {
                  setLimitChoice(choice);
                  setLimitError('');
                }}
              />
              <span>{tp(choice === 'set' ? 'offer.registerSet' : 'offer.registerNone')}</span>
            </label>
          ))}
          {limitChoice === 'set' && (
            <TextField
              id={`${id}-deposit-limit`}
              label={`${tp('offer.registerAmount')} (${currency})`}
              inputMode="decimal"
              autoComplete="off"
              error={limitError || undefined}
              {...registerInput(register('depositLimit'))}
            />
          )}
          <p id={`${id}-deposit-limit-note`} className="form-note">
            {tp('offer.registerHint')}
          </p>
        </fieldset>
      )}
      {settings.captcha && (
        <CaptchaField
          id={`${id}-captcha`}
          refreshKey={captchaKey}
          prefetchKey={REGISTER_CAPTCHA_KEY}
          onCaptchaId={(captchaId) => setValue('captchaId', captchaId)}
          error={withServer('captcha')}
          {...registerInput(register('captcha'))}
        />
      )}
      {rules.affiliateCode?.enabled && (
        <div className="referral">
          <button
            type="button"
            className={styles.referralToggle}
            aria-expanded={showReferral}
            onClick={() => setShowReferral((s) => !s)}
          >
            {t('account.showReferral')}
          </button>
          <div hidden={!showReferral}>
            <TextField
              id={`${id}-affiliate`}
              label={t('account.affiliateCode')}
              autoCapitalize="none"
              error={withServer('affiliateCode')}
              {...registerInput(
                register('affiliateCode', {
                  // A changed code is no longer the one the server turned down.
                  onChange: () => {
                    context.current.affiliateRejected = false;
                  },
                }),
              )}
            />
          </div>
        </div>
      )}
      <div className={accountForm.checkbox}>
        <input
          id={`${id}-disclaimer`}
          type="checkbox"
          {...register('disclaimer', { onChange: () => void form.trigger('disclaimer') })}
        />
        <label htmlFor={`${id}-disclaimer`}>
          {/* The terms link sits where each language's word order puts it. */}
          <Trans
            t={t}
            i18nKey="account.disclaimer"
            values={{ age: site.minimumAge }}
            components={{
              terms: <button type="button" className="link-button" onClick={() => setTermsOpen(true)} />,
            }}
          />
        </label>
      </div>
      {formState.errors.disclaimer && (
        <p className="form-error" role="alert">
          {t('validation.disclaimer')}
        </p>
      )}
      {error && !serverFieldError && !isLoading && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <button
        type="submit"
        className="button button--wide"
        disabled={isLoading || formState.isSubmitting || !watch('disclaimer')}
      >
        {isLoading ? t('account.working') : t('account.register')}
      </button>
      <p className={accountForm.alt}>
        {t('account.haveAccount')} <AccountLink kind="login">{t('account.login')}</AccountLink>
      </p>
      <TermsPopup open={termsOpen} onClose={() => setTermsOpen(false)} />
    </form>
  );
}
