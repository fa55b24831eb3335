import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useListLanguage } from '../../app/use-list-language';
import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { CategoryBar } from './category-bar';
import { HomeBanners } from './home-banners';
import { HomeFooter } from './home-footer';
import { HomeSection } from './home-section';
import { HotGames } from './hot-games';
import { VendorStrip } from './vendor-strip';

/** Home: scrolls to top on open; banners, category bar, hot block, one block per menu category. */
export function HomePage({ onSearch }: { onSearch: () => void }) {
  const { t } = useTranslation();
  const language = useListLanguage();
  const { data: settings } = useGetSiteSettingsQuery();
  // One block per configured menu category after the hot block (spec section 2).
  const sections = (settings?.menuCategories ?? []).filter((c) => c !== 'HOT' && c !== 'HOME');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('titles.home')}</h1>
      <HomeBanners language={language} />
      <CategoryBar onSearch={onSearch} />
      <HotGames language={language} />
      {sections.map((category) => (
        <HomeSection key={category} category={category} language={language} />
      ))}
      <VendorStrip language={language} />
      <HomeFooter />
    </div>
  );
}
