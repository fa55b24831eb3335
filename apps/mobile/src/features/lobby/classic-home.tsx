import { useGetSiteSettingsQuery } from '@lobby/api-client';
import type { GameCategory, Language } from '@lobby/contract';
import { classicBlockVendors, classicHomeBlocks, homeBlockKind, pathForCategory, showsMoreButton } from '@lobby/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { GameSection } from './game-section';
import { HotGames } from './hot-games';
import { sectionQuery } from './section-query';

// Below the hot and JILI blocks, so never in the first paint: their code comes after the page's.
const LotteryBlock = lazy(async () => ({ default: (await import('./lottery-block')).LotteryBlock }));
const SportsBlock = lazy(async () => ({ default: (await import('./sports-block')).SportsBlock }));

const TWO_ROW_GAMES = 12;

function MenuBlock({ category, language }: { category: GameCategory; language: Language }) {
  const { t } = useTranslation();
  const { data: settings } = useGetSiteSettingsQuery();
  switch (homeBlockKind(category)) {
    case 'sports':
      return (
        <Suspense fallback={null}>
          <SportsBlock category={category} />
        </Suspense>
      );
    case 'lottery':
      return (
        <Suspense fallback={null}>
          <LotteryBlock category={category} language={language} />
        </Suspense>
      );
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
