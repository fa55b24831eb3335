import type { GameCategory, Language } from '@lobby/contract';
import { homeTabContent, SKELETON_COUNT } from '@lobby/domain';
import { SkeletonGrid } from '@lobby/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryGames } from './category-games';
import { ClassicHome } from './classic-home';
import { HotList } from './hot-list';
import { VendorMenus } from './vendor-menus';
import { VendorSections } from './vendor-sections';

// Only a member opens these tabs: their code stays off a visitor's first load.
const MemberGamesTab = lazy(() => import('./member-games-tab').then((m) => ({ default: m.MemberGamesTab })));

/** What home shows for the chosen category tab (spec section 2). */
export function HomeTabPanel({ category, language }: { category: GameCategory; language: Language }) {
  const { t } = useTranslation();
  switch (homeTabContent(category)) {
    case 'vendorMenus':
      return (
        <>
          <VendorMenus />
          <ClassicHome language={language} />
        </>
      );
    case 'hotList':
      return <HotList language={language} />;
    case 'gameList':
      // A member's own lists (a visitor never gets here: the tab leads to login).
      if (category === 'FAV' || category === 'RECENT')
        return (
          <Suspense fallback={<SkeletonGrid count={SKELETON_COUNT.homeSection} label={t('app.loading')} />}>
            <MemberGamesTab category={category} language={language} />
          </Suspense>
        );
      return <CategoryGames category={category} language={language} />;
    case 'vendorSections':
      return <VendorSections category={category} language={language} />;
  }
}
