import { useGetSiteSettingsQuery } from '@lobby/api-client';
import type { GameCategory, Language } from '@lobby/contract';
import { pathForCategory, showsMoreButton, vendorsOfCategory } from '@lobby/domain';
import { EmptyState } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useVendorName } from '../../hooks/use-vendor-name';
import { GameSection } from './game-section';
import { sectionQuery } from './section-query';

const VENDOR_SECTION_GAMES = 12;

/** A category tab showing one section per vendor (spec section 2), each with its view-all link. */
export function VendorSections({ category, language }: { category: GameCategory; language: Language }) {
  const { t } = useTranslation();
  const vendorName = useVendorName();
  const { data: settings } = useGetSiteSettingsQuery();
  if (!settings) return null;
  const vendors = vendorsOfCategory(settings, category);
  const path = pathForCategory(category);
  if (vendors.length === 0) return <EmptyState message={t('home.empty')} />;
  return (
    <div data-testid={`vendor-sections-${category}`}>
      {vendors.map((vendor) => (
        <GameSection
          key={vendor.vassalage}
          id={`${category}-${vendor.vassalage}`}
          title={vendorName(vendor)}
          query={sectionQuery(category, language, VENDOR_SECTION_GAMES, vendor)}
          moreTo={
            path && showsMoreButton(category)
              ? `${path.slice(2)}?vassalage=${encodeURIComponent(vendor.vassalage)}`
              : null
          }
        />
      ))}
    </div>
  );
}
