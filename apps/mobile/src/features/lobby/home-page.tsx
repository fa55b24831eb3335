import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { CategoryBar } from './category-bar';
import { HomeBanners } from './home-banners';
import { HomeFooter } from './home-footer';
import { HotGames } from './hot-games';

/** Home: scrolls to top on open, then the lobby blocks (hot games for now). */
export function HomePage({ onSearch }: { onSearch: () => void }) {
  const { t } = useTranslation();
  const language = useAppSelector((s) => s.preferences.language);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('titles.home')}</h1>
      <HomeBanners language={language} />
      <CategoryBar onSearch={onSearch} />
      <HotGames language={language} />
      <HomeFooter />
    </div>
  );
}
