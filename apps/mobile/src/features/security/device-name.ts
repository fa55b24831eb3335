import type { SessionDevice } from '@lobby/contract';
import type { TFunction } from 'i18next';

/** A device in words: its browser and system as its User-Agent named them, else its kind. */
export function deviceName(device: SessionDevice, t: TFunction<['security', 'translation']>): string {
  const named = [device.browser, device.os].filter(Boolean).join(' · ');
  return named || t('security.sessions.unknownDevice');
}
