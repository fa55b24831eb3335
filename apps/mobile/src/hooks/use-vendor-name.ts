import { IN_HOUSE_VENDOR } from '@lobby/contract/constants';
import { useTranslation } from 'react-i18next';

/**
 * A vendor's name as the screen shows it: a brand's name as the vendor gives it, our own games'
 * vendor (BGS) in words of the language shown, not the catalogue's English "In-house".
 */
export function useVendorName() {
  const { t } = useTranslation();
  return (vendor: { vassalage: string; displayName: string }) =>
    vendor.vassalage === IN_HOUSE_VENDOR ? t('game.inHouseVendor') : vendor.displayName;
}
