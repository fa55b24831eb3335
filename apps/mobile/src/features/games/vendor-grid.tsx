import { useGetSiteSettingsQuery, useGetVendorsQuery } from '@lobby/api-client';
import { CATEGORY_QUERY, type Language, type VendorCategory } from '@lobby/contract';
import { vendorsOfCategory } from '@lobby/domain';
import { EmptyState, SkeletonGrid, VendorLogo } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../components/card-pairs.css';
import './vendor-grid.css';
import { useVendorName } from '../../hooks/use-vendor-name';

/**
 * The vendor grid of a category's game list screen (spec section 2): a card per vendor in the
 * brand's order with its number of games; a card opens the vendor's games on the same route.
 */
export function VendorGrid({ category, language }: { category: VendorCategory; language: Language }) {
  const { t } = useTranslation();
  const vendorName = useVendorName();
  const { data: settings, isLoading: settingsLoading } = useGetSiteSettingsQuery();
  const { gameType, gameClassify } = CATEGORY_QUERY[category];
  const { data: offers, isLoading } = useGetVendorsQuery({ language, gameType });
  if (settingsLoading || isLoading) return <SkeletonGrid count={6} label={t('app.loading')} />;
  const count = (code: string) =>
    offers?.find((o) => o.vassalage === code && o.gameClassify === gameClassify)?.gameCount;
  const vendors = settings ? vendorsOfCategory(settings, category).filter((v) => (count(v.vassalage) ?? 1) > 0) : [];
  if (!settings || vendors.length === 0) return <EmptyState message={t('home.empty')} />;
  return (
    <ul className="card-pairs" data-testid="vendor-grid" aria-label={t('games.vendors')}>
      {vendors.map((vendor) => {
        const games = count(vendor.vassalage);
        return (
          <li key={vendor.vassalage}>
            <Link className="vendor-grid__card" to={`?vassalage=${encodeURIComponent(vendor.vassalage)}`}>
              <span className="vendor-grid__logo">
                <VendorLogo src={`${settings.vendorIconCDN}/${vendor.vassalage}-WHITE.png`} name={vendorName(vendor)} />
              </span>
              {games !== undefined && (
                <span className="vendor-grid__count">{t('home.gameCount', { count: games })}</span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
