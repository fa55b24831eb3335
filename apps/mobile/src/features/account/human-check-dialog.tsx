import { errorMessageKey } from '@lobby/i18n';
import { Modal } from '@lobby/ui';
import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from './captcha-field';

/** A solved captcha: the human-check result an SMS code request carries (spec section 3). */
export interface HumanCheckAnswer {
  captchaId: string;
  captcha: string;
}

/**
 * The human check before an SMS code is sent, when the brand asks for one: a captcha in a dialog
 * over the form. Done with the answer, or null when closed (the send button goes back to idle).
 */
export function HumanCheckDialog({ onDone }: { onDone: (answer: HumanCheckAnswer | null) => void }) {
  const { t } = useTranslation(['account', 'translation']);
  const id = useId();
  const [captchaId, setCaptchaId] = useState('');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // React passes events up through the portal: the form around must not submit too.
    e.stopPropagation();
    if (!answer.trim()) return setError(t(errorMessageKey('captcha.required')));
    onDone({ captchaId, captcha: answer.trim() });
  };
  // Out of the form around it in the page: a form may not hold another.
  return createPortal(
    <Modal open title={t('account.humanCheck')} closeLabel={t('shell.close')} onClose={() => onDone(null)}>
      <form className="account-form" onSubmit={submit} noValidate data-testid="human-check">
        <p className="form-hint">{t('account.humanCheckHint')}</p>
        <CaptchaField id={`${id}-captcha`} refreshKey={0} onCaptchaId={setCaptchaId} error={error} value={answer} onChange={(e) => setAnswer(e.target.value)} />
        <button type="submit" className="button button--wide">
          {t('account.sendCode')}
        </button>
      </form>
    </Modal>,
    document.body,
  );
}
