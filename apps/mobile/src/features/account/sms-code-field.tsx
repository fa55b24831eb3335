import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { checkMobile, type FieldRule } from '@lobby/domain';
import { SmsCodeButton, TextField } from '@lobby/ui';
import { useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../components/api-error-state';
import { HumanCheckDialog, type HumanCheckAnswer } from './human-check-dialog';
import { FirebaseSendFailure, type PhoneVerifier } from './phone-verifier';
import styles from './sms-code-field.module.css';

export interface SmsCodeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  /** Sends the code: our server or Firebase (usePhoneVerifier). */
  verifier: PhoneVerifier;
  /** The number the code goes to; the button waits while it breaks the mobile rule (spec section 5). */
  mobileNum: string;
  countryDialingCode: string;
  mobileRule: FieldRule | undefined;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** The SMS code field and its send button: idle, sending, countdown (spec section 4). */
export function SmsCodeField({
  id,
  verifier,
  mobileNum,
  countryDialingCode,
  mobileRule,
  error,
  inputRef,
  ...input
}: SmsCodeFieldProps) {
  const { t } = useTranslation(['account', 'translation']);
  const errorText = useApiErrorText();
  const [sendError, setSendError] = useState<unknown>(null);
  // Firebase's invisible reCAPTCHA lives here.
  const captchaHost = useRef<HTMLDivElement>(null);
  const phone =
    checkMobile(mobileNum, mobileRule) === null ? { mobileNum: mobileNum.trim(), countryDialingCode } : null;

  // The brand's human check: a captcha before our server sends a code (Firebase has its own).
  const { data: site } = useGetSiteSettingsQuery();
  const [humanCheck, setHumanCheck] = useState<((answer: HumanCheckAnswer | null) => void) | null>(null);
  const askHumanCheck = () => new Promise<HumanCheckAnswer | null>((resolve) => setHumanCheck(() => resolve));

  const request = async () => {
    if (!phone) throw new Error('no valid number');
    setSendError(null);
    const answer = verifier.kind === 'server' && site?.whitelabel.smsHumanCheck ? await askHumanCheck() : undefined;
    // Closing the check sends nothing and says nothing: the button is idle again.
    if (answer === null) throw new Error('human check closed');
    try {
      return await verifier.send(phone, captchaHost.current, answer);
    } catch (error) {
      // A Firebase failure only ends the wait (spec section 8); ours say why.
      if (!(error instanceof FirebaseSendFailure)) setSendError(error);
      throw error;
    }
  };

  return (
    <div className={styles.field}>
      <TextField
        id={id}
        label={t('account.smsCode')}
        // Why a send failed says more than the field's own rule, until the next send.
        error={sendError ? errorText(sendError) : error}
        inputRef={inputRef}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        {...input}
      />
      <SmsCodeButton
        onRequest={request}
        disabled={!phone}
        labels={{
          idle: t('account.sendCode'),
          sending: t('account.sending'),
          counting: (seconds) => t('account.resendIn', { seconds }),
        }}
      />
      {verifier.kind === 'firebase' && <div ref={captchaHost} />}
      {humanCheck && (
        <HumanCheckDialog
          onDone={(answer) => {
            humanCheck(answer);
            setHumanCheck(null);
            // Answered, a code is on its way (or the field says why not): focus goes to the code
            // field, not lost on the page with the busy send button.
            if (answer) window.requestAnimationFrame(() => document.getElementById(id)?.focus());
          }}
        />
      )}
    </div>
  );
}
