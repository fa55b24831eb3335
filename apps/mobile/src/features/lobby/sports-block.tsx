import { useGetSiteSettingsQuery } from '@lobby/api-client';
import type { GameCategory } from '@lobby/contract';
import { pathForCategory, vendorsOfCategory } from '@lobby/domain';
import { VendorLogo } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useLaunch } from '../../hooks/use-launch';
import '../../components/section.css';
import '../../components/card-pairs.css';
import './sports-block.css';
import { useVendorName } from '../../hooks/use-vendor-name';

/**
 * The dedicated sports and esports block of the classic home (spec section 2): a wide card per
 * vendor, since a sportsbook is one venue rather than a set of game tiles: a card launches the
 * vendor's lobby (spec section 4: vendor route for vassalage-type games; visitors go to login).
 */
export function SportsBlock({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const vendorName = useVendorName();
  const { data: settings } = useGetSiteSettingsQuery();
  const launch = useLaunch();
  const path = pathForCategory(category);
  if (!settings || !path) return null;
  const vendors = vendorsOfCategory(settings, category);
  if (vendors.length === 0) return null;
  const titleId = `block-${category}`;
  return (
    <section className="section" aria-labelledby={titleId} data-testid={`block-${category}`}>
      <div className="section__head">
        <h2 id={titleId} className="section__title">
          {t(`categories.${category}`)}
        </h2>
      </div>
      <ul className="card-pairs">
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className={`venue-card venue-card--${category.toLowerCase()}`}
              onClick={() =>
                void launch({ gameType: vendor.gameType, vassalage: vendor.vassalage, entry: 'vassalage' })
              }
            >
              {/* The wordmark names the venue (its name shows instead when the picture fails): once. */}
              <VendorLogo src={`${settings.vendorIconCDN}/${vendor.vassalage}-WHITE.png`} name={vendorName(vendor)} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
