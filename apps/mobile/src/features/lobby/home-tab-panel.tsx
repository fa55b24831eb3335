import type { GameCategory, Language } from '@lobby/contract';
import { homeTabContent } from '@lobby/domain';
import { CategoryGames } from './category-games';
import { ClassicHome } from './classic-home';
import { HotList } from './hot-list';
import { MemberGamesTab } from './member-games-tab';
import { VendorMenus } from './vendor-menus';
import { VendorSections } from './vendor-sections';

/** What home shows for the chosen category tab (spec section 2). */
export function HomeTabPanel({ category, language }: { category: GameCategory; language: Language }) {
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
        return <MemberGamesTab category={category} language={language} />;
      return <CategoryGames category={category} language={language} />;
    case 'vendorSections':
      return <VendorSections category={category} language={language} />;
  }
}
