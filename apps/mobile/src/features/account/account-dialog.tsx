import { Modal } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LanguageButton } from '../../components/language-button';
import { useModuleOn } from '../../hooks/use-module';
import type { AccountPopupKind } from '../../stores/popups';
import styles from './account-dialog.module.css';
import { AccountFlowProvider, type AccountFlow } from './account-flow';
import { ForgotPage } from './forgot-page';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { useRegisterReady } from './register-ready';

const TITLES = { login: 'titles.login', register: 'titles.register', forgot: 'titles.forgetPassword' } as const;

/**
 * Login, register or forgot password as a dialog (spec section 2), on its own route or over
 * another screen; the flow says where its links, success and close button lead.
 */
export function AccountDialog({ kind, flow }: { kind: AccountPopupKind; flow: AccountFlow }) {
  // A new dialog for each kind: focus moves into it when login turns into register or forgot,
  // and each opening of register fetches its own captcha.
  return <DialogOfKind key={kind} kind={kind} flow={flow} />;
}

function DialogOfKind({ kind: asked, flow }: { kind: AccountPopupKind; flow: AccountFlow }) {
  const { t } = useTranslation(['account', 'translation']);
  // A brand without registration (REG3 off) has no register form: login stands in for it, saying
  // why (its route /m/register has already gone to /m/login, saying so in its state).
  const registration = useModuleOn('REG3');
  const routedHere = (useLocation().state as { registrationClosed?: boolean } | null)?.registrationClosed === true;
  const kind = asked === 'register' && !registration ? 'login' : asked;
  const registrationClosed = kind === 'login' && (asked === 'register' || routedHere);
  if (!useRegisterReady(kind === 'register')) return null;
  return (
    <Modal open title={t(TITLES[kind])} closeLabel={t('shell.close')} onClose={flow.close}>
      <AccountFlowProvider flow={flow}>
        <div className={styles.dialog} data-testid={`${kind}-dialog`}>
          {registrationClosed && (
            <p className="form-note" role="status">
              {t('account.registrationClosed')}
            </p>
          )}
          {kind === 'login' && <LoginPage />}
          {kind === 'register' && <RegisterPage />}
          {kind === 'forgot' && <ForgotPage />}
          {kind === 'login' && <LanguageButton />}
        </div>
      </AccountFlowProvider>
    </Modal>
  );
}
