import { useRequestSmsCodeMutation, type SmsPurpose } from '@lobby/api-client';
import { checkMobile, type FieldRule } from '@lobby/domain';
import { SmsCodeButton, TextField } from '@lobby/ui';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../app/api-error-state';

export interface SmsCodeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  purpose: SmsPurpose;
  /** The number the code goes to; the button waits while it breaks the mobile rule (spec section 5). */
  mobileNum: string;
  countryDialingCode: string;
  mobileRule: FieldRule | undefined;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** The SMS code field and its send button: idle, sending, countdown (spec section 4). */
export function SmsCodeField({ id, purpose, mobileNum, countryDialingCode, mobileRule, error, inputRef, ...input }: SmsCodeFieldProps) {
  const { t } = useTranslation(['account', 'translation']);
  const errorText = useApiErrorText();
  const [requestCode] = useRequestSmsCodeMutation();
  const [sendError, setSendError] = useState<unknown>(null);
  const phone = checkMobile(mobileNum, mobileRule) === null ? { mobileNum: mobileNum.trim(), countryDialingCode } : null;

  const request = async () => {
    if (!phone) throw new Error('no valid number');
    setSendError(null);
    const result = await requestCode({ purpose, phone });
    if ('error' in result) {
      setSendError(result.error);
      throw result.error;
    }
    return result.data.expirationTime;
  };

  return (
    <div className="sms-code-field">
      <TextField
        id={id}
        label={t('account.smsCode')}
        error={error ?? (sendError ? errorText(sendError) : undefined)}
        inputRef={inputRef}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        {...input}
      />
      <SmsCodeButton
        onRequest={request}
        disabled={!phone}
        labels={{ idle: t('account.sendCode'), sending: t('account.sending'), counting: (seconds) => t('account.resendIn', { seconds }) }}
      />
    </div>
  );
}
