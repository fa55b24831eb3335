import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { pathForCategory, vendorsOfCategory } from '@lobby/domain';
import { VendorLogo } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../components/section.css';
import './vendor-strip.css';
import { useVendorName } from '../../hooks/use-vendor-name';

/**
 * HOME's vendor menus (spec section 2): one menu per category of the vendor sorting, each vendor
 * opening its games in that category. Nothing when the brand has no vendor sorting.
 */
export function VendorMenus() {
  const { t } = useTranslation();
  const vendorName = useVendorName();
  const { data: settings } = useGetSiteSettingsQuery();
  if (!settings || settings.vendorSorting.length === 0) return null;
  return (
    <div data-testid="vendor-menus">
      {settings.vendorSorting.map(({ gameCategory }) => {
        const path = pathForCategory(gameCategory);
        const vendors = vendorsOfCategory(settings, gameCategory);
        if (!path || vendors.length === 0) return null;
        // A heading, not a named region: the classic blocks below are the regions of these names.
        return (
          <section key={gameCategory} className="section">
            <h2 className="section__title section__head">{t(`categories.${gameCategory}`)}</h2>
            <ul className="vendor-strip">
              {vendors.map((vendor) => (
                <li key={vendor.vassalage}>
                  <Link
                    className="vendor-strip__item"
                    to={`${path.slice(2)}?vassalage=${encodeURIComponent(vendor.vassalage)}`}
                  >
                    <VendorLogo
                      src={`${settings.vendorIconCDN}/${vendor.vassalage}-WHITE.png`}
                      name={vendorName(vendor)}
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
