import { isApiError, useChangePasswordMutation } from '@lobby/api-client';
import type { RegistrationSettings, SiteSettings } from '@lobby/contract';
import { LOBBY_TIMINGS, validateChangePassword } from '@lobby/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useApiErrorText } from '../../components/api-error-state';
import { PasswordField } from '../../components/password-field';
import { fieldErrorText, requiredTextOf } from '../../lib/field-error';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { loggedIn } from '../../stores/session';
import accountForm from './account-form.module.css';
import { CaptchaField } from './captcha-field';
import { domainError, domainResolver } from './domain-resolver';
import { registerInput } from './register-input';
import { recordNewPassword } from './remembered-login';
import { useAccountSettings } from './use-account-settings';
import { useRevalidateOnLanguage } from './use-revalidate-on-language';
import '../../components/form.css';

/** "saved" shows 1 s, then home (spec section 4). */
const SAVED_MS = LOBBY_TIMINGS.toast.brief;

interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
  captcha: string;
  captchaId: string;
}

/**
 * /m/changePsw (spec sections 2, 4 and 5): old password, new password and its confirmation by the
 * brand's rules; submit waits for all of them; the same password again is refused before anything
 * is sent. After a temporary password (forced change) that login stands for the old password.
 */
export function ChangePasswordPage() {
  const session = useAppSelector((s) => s.session.current);
  const { settings: registration, site, placeholder } = useAccountSettings();
  const [saved, setSaved] = useState(false);
  // Visitors without a session go home (spec section 2).
  if (!session && !saved) return <Navigate to="/home" replace />;
  if (!site) return placeholder;
  return (
    <ChangePasswordForm
      site={site}
      registration={registration}
      userName={session?.userName ?? ''}
      forced={session?.mustChangePassword === true}
      saved={saved}
      onSaved={() => setSaved(true)}
    />
  );
}

interface FormProps {
  site: SiteSettings;
  registration: RegistrationSettings;
  /** The account the new password belongs to, for the browser's password manager. */
  userName: string;
  forced: boolean;
  saved: boolean;
  onSaved: () => void;
}

function ChangePasswordForm({ site, registration, userName, forced, saved, onSaved }: FormProps) {
  const { t } = useTranslation(['account', 'translation']);
  const errorText = useApiErrorText();
  const id = useId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [change, { isLoading, error }] = useChangePasswordMutation();
  const rules = useMemo(
    () => ({
      loginPassword: registration.loginRules.loginPassword,
      password: registration.rules.password ?? registration.loginRules.loginPassword,
    }),
    [registration],
  );
  const resolver = useMemo(
    () =>
      domainResolver<ChangePasswordValues>((values) => validateChangePassword({ ...values, oldShown: !forced }, rules)),
    [rules, forced],
  );
  const form = useForm<ChangePasswordValues>({
    resolver,
    defaultValues: { oldPassword: '', password: '', confirm: '', captcha: '', captchaId: '' },
  });
  const { register, handleSubmit, formState, watch, setValue } = form;
  // Wrong old passwords count like failed logins: the server asks for a captcha after a few.
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  useRevalidateOnLanguage(form);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate('/home', { replace: true }), SAVED_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  const submit = handleSubmit(async (values) => {
    const captcha = captchaShown ? { captcha: values.captcha.trim(), captchaId: values.captchaId } : {};
    const payload = {
      old_password: forced ? '' : values.oldPassword,
      password: values.password,
      confimpsw: values.confirm,
      ...captcha,
    };
    const result = await change({ payload, encryption: site.encryption });
    if ('data' in result && result.data) {
      dispatch(loggedIn(result.data));
      void recordNewPassword(result.data.userName, values.password);
      onSaved();
    } else if (isApiError(result.error) && result.error.data?.captchaRequired === true) {
      // Each image answers once: a failed try shows a new one.
      setCaptchaShown(true);
      setCaptchaKey((k) => k + 1);
      setValue('captcha', '');
    }
  });

  const errorOf = (field: keyof ChangePasswordValues) =>
    fieldErrorText(t, domainError(formState.errors[field]), requiredTextOf(field));
  const [oldPassword, password, confirm, captchaAnswer] = watch(['oldPassword', 'password', 'confirm', 'captcha']);
  const filled =
    (forced || oldPassword !== '') &&
    password !== '' &&
    confirm !== '' &&
    (!captchaShown || captchaAnswer.trim() !== '');
  return (
    <form className={accountForm.form} onSubmit={submit} noValidate data-testid="change-password-form">
      {/* Tells the password manager whose password changes (it offers to update the saved one). */}
      <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
      {forced ? (
        <p className="form-hint" role="status">
          {t('account.mustChange')}
        </p>
      ) : (
        <PasswordField
          id={`${id}-old`}
          label={t('account.oldPassword')}
          autoComplete="current-password"
          error={errorOf('oldPassword')}
          {...registerInput(register('oldPassword'))}
        />
      )}
      <PasswordField
        id={`${id}-new`}
        label={t('account.newPassword')}
        autoComplete="new-password"
        error={errorOf('password')}
        {...registerInput(register('password'))}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={t('account.confirmPassword')}
        autoComplete="new-password"
        error={errorOf('confirm')}
        {...registerInput(register('confirm'))}
      />
      {captchaShown && (
        <CaptchaField
          id={`${id}-captcha`}
          refreshKey={captchaKey}
          onCaptchaId={(captchaId) => setValue('captchaId', captchaId)}
          {...registerInput(register('captcha'))}
        />
      )}
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
      {/* Dimmed until filled, yet tappable: a tap shows what is missing instead of doing nothing. */}
      <button type="submit" className="button button--wide" aria-disabled={!filled} disabled={isLoading || saved}>
        {isLoading ? t('account.working') : t('account.save')}
      </button>
    </form>
  );
}
