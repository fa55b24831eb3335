import { useGetSiteSettingsQuery } from '@lobby/api-client';
import type { GameCategory, Language } from '@lobby/contract';
import { classicBlockVendors, classicHomeBlocks, homeBlockKind, pathForCategory, showsMoreButton } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { GameSection } from './game-section';
import { HotGames } from './hot-games';
import { LotteryBlock } from './lottery-block';
import { sectionQuery } from './section-query';
import { SportsBlock } from './sports-block';

const TWO_ROW_GAMES = 12;

function MenuBlock({ category, language }: { category: GameCategory; language: Language }) {
  const { t } = useTranslation();
  const { data: settings } = useGetSiteSettingsQuery();
  switch (homeBlockKind(category)) {
    case 'sports':
      return <SportsBlock category={category} />;
    case 'lottery':
      return <LotteryBlock category={category} language={language} />;
    default: {
      const path = pathForCategory(category);
      const query = sectionQuery(category, language, TWO_ROW_GAMES);
      const vendors = settings && classicBlockVendors(settings, category);
      return (
        <GameSection
          id={category}
          title={t(`categories.${category}`)}
          query={vendors ? { ...query, vassalage: vendors.join(',') } : query}
          moreTo={path && showsMoreButton(category) ? path.slice(2) : null}
          layout="rows2"
        />
      );
    }
  }
}

/**
 * The classic home (spec section 2): the hot block (first 9), a JILI block, then one block per
 * configured menu category in menu order.
 */
export function ClassicHome({ language }: { language: Language }) {
  const { data: settings } = useGetSiteSettingsQuery();
  const blocks = classicHomeBlocks(settings?.menuCategories ?? []);
  return (
    <div data-testid="classic-home">
      {blocks.map((category) =>
        category === 'HOT' ? (
          <HotGames key={category} language={language} />
        ) : (
          <MenuBlock key={category} category={category} language={language} />
        ),
      )}
    </div>
  );
}
