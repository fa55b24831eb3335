import type { GameCategory, Language } from '@lobby/contract';
import { pathForCategory } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { GameSection } from './game-section';
import { sectionQuery } from './section-query';

const TAB_GAMES = 12;

/** A game-type tab of home: its first games and the 'more' link to the type's route (spec section 2). */
export function CategoryGames({ category, language }: { category: GameCategory; language: Language }) {
  const { t } = useTranslation();
  const path = pathForCategory(category);
  return (
    <GameSection
      id={`tab-${category}`}
      title={t(`categories.${category}`)}
      query={sectionQuery(category, language, TAB_GAMES)}
      moreTo={path ? path.slice(2) : null}
      layout="grid"
    />
  );
}
