import { errorMessageKey } from '@lobby/i18n';
import { Modal } from '@lobby/ui';
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import accountForm from './account-form.module.css';
import { CaptchaField } from './captcha-field';
import { registerInput } from './register-input';
import '../../components/form.css';

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
  // A refused answer stays marked until the next try, and focus stays on the button pressed.
  const { register, handleSubmit, setValue, formState } = useForm<HumanCheckAnswer>({
    defaultValues: { captchaId: '', captcha: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const submit = handleSubmit((values) => onDone({ captchaId: values.captchaId, captcha: values.captcha.trim() }));
  const required = errorMessageKey('captcha.required');
  // Out of the form around it in the page: a form may not hold another.
  return createPortal(
    <Modal open title={t('account.humanCheck')} closeLabel={t('shell.close')} onClose={() => onDone(null)}>
      <form
        className={accountForm.form}
        onSubmit={(e) => {
          // React passes events up through the portal: the form around must not submit too.
          e.stopPropagation();
          void submit(e);
        }}
        noValidate
        data-testid="human-check"
      >
        <p className="form-hint">{t('account.humanCheckHint')}</p>
        <CaptchaField
          id={`${id}-captcha`}
          refreshKey={0}
          onCaptchaId={(captchaId) => setValue('captchaId', captchaId)}
          error={formState.errors.captcha && t(required)}
          {...registerInput(register('captcha', { validate: (answer) => answer.trim() !== '' || required }))}
        />
        <button type="submit" className="button button--wide">
          {t('account.sendCode')}
        </button>
      </form>
    </Modal>,
    document.body,
  );
}
