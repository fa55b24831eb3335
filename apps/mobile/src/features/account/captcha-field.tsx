import { useNewCaptchaMutation } from '@lobby/api-client';
import { TextField } from '@lobby/ui';
import { useCallback, useEffect, useRef, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './captcha-field.module.css';

export interface CaptchaFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** Changing it fetches a new image (after a failed submit the old one is used up). */
  refreshKey: number;
  /** Keeps the id of the shown image in the form. */
  onCaptchaId: (captchaId: string) => void;
  /** Shares the captcha fetched under this key before the form showed: it is shown first. */
  prefetchKey?: string | undefined;
}

/** The captcha box (spec section 2): the answer field (digits, at most 6) and the image, tapped for a new one. */
export function CaptchaField({
  id,
  error,
  inputRef,
  refreshKey,
  onCaptchaId,
  prefetchKey,
  ...input
}: CaptchaFieldProps) {
  const { t } = useTranslation(['account', 'translation']);
  const [fetchCaptcha, { data, isLoading }] = useNewCaptchaMutation(
    prefetchKey ? { fixedCacheKey: prefetchKey } : undefined,
  );
  // Once: later openings and refreshes fetch new images.
  const prefetched = useRef(prefetchKey ? data : undefined);
  const refresh = useCallback(() => {
    void fetchCaptcha().then((result) => {
      if (result.data) onCaptchaId(result.data.captchaId);
    });
    // onCaptchaId is the form's setter, not a reason for a new image.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchCaptcha]);

  useEffect(() => {
    const ready = prefetched.current;
    prefetched.current = undefined;
    if (ready) onCaptchaId(ready.captchaId);
    else refresh();
    // As above: a new image follows refreshKey only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refresh, refreshKey]);

  return (
    <div className={styles.field}>
      <TextField
        id={id}
        label={t('account.captcha')}
        error={error}
        inputRef={inputRef}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        {...input}
      />
      <button
        type="button"
        className={styles.image}
        onClick={refresh}
        disabled={isLoading}
        aria-label={t('account.newCaptcha')}
      >
        {data && <img src={data.image} alt={t('account.captchaImage')} width={120} height={40} />}
      </button>
    </div>
  );
}
