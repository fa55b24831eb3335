import { AppError } from '../errors';
import type { Captchas } from './captchas';
import type { SettingsService } from './settings-service';

/**
 * The human check before an SMS code goes out (spec section 3): with the brand's smsHumanCheck on,
 * the request must carry a solved captcha, used up whatever the outcome. Off, nothing is asked.
 */
export function smsHumanCheck(settings: SettingsService, captchas: Captchas) {
  return async (
    merchant: string,
    request: { captchaId?: string | undefined; captcha?: string | undefined },
  ): Promise<void> => {
    if (!(await settings.stored(merchant)).whitelabel.smsHumanCheck) return;
    if (!(await captchas.check(request.captchaId, request.captcha)))
      throw new AppError('captcha.invalid', 400, { captchaRequired: true });
  };
}
export type SmsHumanCheck = ReturnType<typeof smsHumanCheck>;
