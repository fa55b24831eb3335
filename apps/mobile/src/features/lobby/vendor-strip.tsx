import { useGetSiteSettingsQuery, useGetVendorsQuery } from '@lobby/api-client';
import type { Language } from '@lobby/contract';
import { VendorLogo } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../components/section.css';
import './vendor-strip.css';
import { useVendorName } from '../../hooks/use-vendor-name';

/** Slot vendors' logos from `{vendorIconCDN}/{vendorCode}-WHITE.png`, each opening its games. */
export function VendorStrip({ language }: { language: Language }) {
  const { t } = useTranslation();
  const vendorName = useVendorName();
  const { data: settings } = useGetSiteSettingsQuery();
  const { data: vendors } = useGetVendorsQuery({ language, gameType: 'RNG' });
  const list = (vendors ?? []).filter((v) => v.gameClassify === '' && v.gameCount > 0);
  if (!settings || list.length === 0) return null;
  return (
    <nav className="section" aria-label={t('games.vendors')}>
      <ul className="vendor-strip">
        {list.map((v) => (
          <li key={v.vassalage}>
            <Link to={`/provider?vassalage=${encodeURIComponent(v.vassalage)}`} className="vendor-strip__item">
              <VendorLogo src={`${settings.vendorIconCDN}/${v.vassalage}-WHITE.png`} name={vendorName(v)} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
