import { rankLabel, type HiLoCard } from '@lobby/domain';
import type { TFunction } from 'i18next';

/** 'Q of hearts', read out for a card (translated suit names). */
export function cardLabel(t: TFunction<readonly ['play', 'translation']>, card: HiLoCard): string {
  return t('play.card', { rank: rankLabel(card.rank), suit: t(`play.suits.${card.suit}`) });
}
