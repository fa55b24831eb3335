import { useGetRegistrationSettingsQuery, useNewCaptchaMutation } from '@lobby/api-client';
import { useEffect, useState } from 'react';

/** The register dialog's first captcha: fetched before the dialog opens, then shown by its form. */
export const REGISTER_CAPTCHA_KEY = 'register-dialog';

/**
 * Whether the register dialog may open (spec section 4: the register modal opens after the
 * captcha is fetched): its rules have come and, when the brand asks for a captcha, so has the
 * first image (or its failure, which the form then shows). Inactive, it asks for nothing.
 * Mount it afresh for each opening: every opening fetches a new captcha.
 */
export function useRegisterReady(active: boolean): boolean {
  const settings = useGetRegistrationSettingsQuery(undefined, { skip: !active });
  const [fetchCaptcha] = useNewCaptchaMutation({ fixedCacheKey: REGISTER_CAPTCHA_KEY });
  const [captchaSettled, setCaptchaSettled] = useState(false);
  const wantsCaptcha = active && settings.data?.captcha === true;
  useEffect(() => {
    if (!wantsCaptcha) return;
    let live = true;
    void fetchCaptcha().then(() => live && setCaptchaSettled(true));
    return () => {
      live = false;
    };
  }, [wantsCaptcha, fetchCaptcha]);
  if (!active) return true;
  // Rules that fail to come open the dialog too: the form says what went wrong.
  if (!settings.isSuccess && !settings.isError) return false;
  return !wantsCaptcha || captchaSettled;
}
