import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useGetSecurityOverviewQuery,
  useGetSiteSettingsQuery,
  useStartTwoFactorSetupMutation,
} from '@lobby/api-client';
import type { TwoFactorSetup } from '@lobby/contract';
import { TextField } from '@lobby/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorState, useApiErrorText } from '../../components/api-error-state';
import { PasswordField } from '../../components/password-field';
import styles from './security-page.module.css';
import '../../components/form.css';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'recovery'; codes: string[] }
  | { kind: 'disable' };

const SIX_DIGITS = /^\d{6}$/;
const CODE_OR_RECOVERY = /^(\d{6}|[0-9A-Za-z]{10})$/;

/**
 * Two-factor sign-in: off, a setup (QR code and key, then a first code turns it on), the recovery
 * codes shown once, and turning it off with the password and a code.
 */
export function TwoFactorSection() {
  const { t } = useTranslation(['security', 'account', 'translation']);
  const id = useId();
  const errorText = useApiErrorText();
  const { data: overview, error: overviewError, refetch } = useGetSecurityOverviewQuery();
  const { data: site } = useGetSiteSettingsQuery();
  const [startSetup, starting] = useStartTwoFactorSetupMutation();
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const reset = (next: Step) => {
    setStep(next);
    setCode('');
    setPassword('');
    setProblem(null);
  };
  const begin = async () => {
    setDone(null);
    const result = await startSetup();
    if ('error' in result) return setProblem(errorText(result.error));
    reset({ kind: 'setup', setup: result.data });
  };
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!SIX_DIGITS.test(code.trim())) return setProblem(t('security.twoFactor.codeFormat'));
    const result = await enable({ code: code.trim() });
    if ('error' in result) return setProblem(errorText(result.error));
    reset({ kind: 'recovery', codes: result.data.recoveryCodes });
  };
  const turnOff = async (event: React.FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/[\s-]/g, '');
    if (!CODE_OR_RECOVERY.test(typed)) return setProblem(t('security.twoFactor.codeFormat'));
    if (!site) return;
    const result = await disable({ payload: { password, code: typed }, encryption: site.encryption });
    if ('error' in result) return setProblem(errorText(result.error));
    reset({ kind: 'idle' });
    setDone(t('security.twoFactor.turnedOff'));
  };

  const problemLine = problem && (
    <div className="form-error" role="alert">
      {problem}
    </div>
  );
  return (
    <>
      <h2 className="section__title">{t('security.twoFactor.title')}</h2>
      {overviewError && <ApiErrorState error={overviewError} onRetry={() => void refetch()} />}
      {overview && step.kind === 'idle' && (
        <div className={styles.card} data-testid="two-factor">
          <p className="form-note">{t('security.twoFactor.explain')}</p>
          <p className={styles.state} data-testid="two-factor-state">
            {overview.twoFactorEnabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}
          </p>
          {overview.twoFactorEnabled && (
            <p className="form-note">{t('security.twoFactor.recoveryLeft', { left: overview.recoveryCodesLeft })}</p>
          )}
          {done && (
            <div className="form-success" role="status">
              {done}
            </div>
          )}
          {problemLine}
          {overview.twoFactorEnabled ? (
            <button
              type="button"
              className="button button--ghost button--wide"
              onClick={() => reset({ kind: 'disable' })}
            >
              {t('security.twoFactor.turnOff')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--wide"
              disabled={starting.isLoading}
              onClick={() => void begin()}
            >
              {t('security.twoFactor.turnOn')}
            </button>
          )}
        </div>
      )}
      {step.kind === 'setup' && (
        <form className={styles.card} onSubmit={confirm} noValidate data-testid="two-factor-setup">
          <p className="form-note">{t('security.twoFactor.scan')}</p>
          <img
            className={styles.qr}
            src={step.setup.qrCode}
            alt={t('security.twoFactor.qrAlt')}
            width={200}
            height={200}
          />
          <p className="form-note">{t('security.twoFactor.key')}</p>
          <code className={styles.secret} data-testid="two-factor-secret">
            {step.setup.secret}
          </code>
          <TextField
            id={`${id}-enable-code`}
            label={t('security.twoFactor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {problemLine}
          <button type="submit" className="button button--wide" disabled={enabling.isLoading}>
            {t('security.twoFactor.confirm')}
          </button>
          <button type="button" className="button button--ghost button--wide" onClick={() => reset({ kind: 'idle' })}>
            {t('security.twoFactor.cancel')}
          </button>
        </form>
      )}
      {step.kind === 'recovery' && (
        <div className={styles.card} data-testid="recovery-codes">
          <div className="form-success" role="status">
            {t('security.twoFactor.turnedOn')}
          </div>
          <h3 className="section__title">{t('security.twoFactor.recoveryTitle')}</h3>
          <p className="form-note">{t('security.twoFactor.recoveryExplain')}</p>
          <ul className={styles.codes}>
            {step.codes.map((recovery) => (
              <li key={recovery}>{`${recovery.slice(0, 5)}-${recovery.slice(5)}`}</li>
            ))}
          </ul>
          <button type="button" className="button button--wide" onClick={() => reset({ kind: 'idle' })}>
            {t('security.twoFactor.recoverySaved')}
          </button>
        </div>
      )}
      {step.kind === 'disable' && (
        <form className={styles.card} onSubmit={turnOff} noValidate data-testid="two-factor-disable">
          <PasswordField
            id={`${id}-password`}
            label={t('security.twoFactor.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            id={`${id}-disable-code`}
            label={t('security.twoFactor.codeOrRecovery')}
            autoComplete="one-time-code"
            maxLength={14}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {problemLine}
          <button type="submit" className="button button--wide" disabled={disabling.isLoading || !password}>
            {t('security.twoFactor.turnOff')}
          </button>
          <button type="button" className="button button--ghost button--wide" onClick={() => reset({ kind: 'idle' })}>
            {t('security.twoFactor.cancel')}
          </button>
        </form>
      )}
    </>
  );
}
