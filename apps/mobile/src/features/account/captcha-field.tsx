import { useNewCaptchaMutation } from '@lobby/api-client';
import { TextField } from '@lobby/ui';
import { useEffect, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface CaptchaFieldProps {
  id: string;
  value: string;
  onChange: (answer: string, captchaId: string) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** Changing it fetches a new image (after a failed submit the old one is used up). */
  refreshKey: number;
  /** Keeps the id of the shown image in the form. */
  onCaptchaId: (captchaId: string) => void;
}

/** The captcha box (spec section 2): the image, a new-image button and the answer field (digits, at most 6). */
export function CaptchaField({ id, value, onChange, error, inputRef, refreshKey, onCaptchaId }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [fetchCaptcha, { data, isLoading }] = useNewCaptchaMutation();

  useEffect(() => {
    void fetchCaptcha().then((result) => {
      if (result.data) onCaptchaId(result.data.captchaId);
    });
    // A new image whenever asked; onCaptchaId is the form's setter, not a reason to refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey, fetchCaptcha]);

  const refresh = () => {
    void fetchCaptcha().then((result) => {
      if (result.data) onCaptchaId(result.data.captchaId);
    });
  };

  return (
    <div className="captcha-field">
      <TextField
        id={id}
        label={t('account.captcha')}
        error={error}
        inputRef={inputRef}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        onChange={(e) => onChange(e.target.value, data?.captchaId ?? '')}
      />
      <button type="button" className="captcha-field__image" onClick={refresh} disabled={isLoading} aria-label={t('account.newCaptcha')}>
        {data ? <img src={data.image} alt={t('account.captchaImage')} width={120} height={40} /> : <span className="captcha-field__placeholder" />}
      </button>
    </div>
  );
}
