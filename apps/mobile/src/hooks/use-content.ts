import { useGetHelpCenterQuery, useGetPromotionCategoriesQuery, useGetPromotionsQuery } from '@lobby/api-client';
import { useListLanguage } from './use-list-language';

/** The brand's promotions in the list language, each with the logged-in member's status. */
export function usePromotions(options: { skip?: boolean } = {}) {
  return useGetPromotionsQuery(useListLanguage(), options);
}

/** The brand's promotion categories, in its order. */
export const usePromotionCategories = () => useGetPromotionCategoriesQuery();

/** The help centre in the list language. */
export function useHelpCenter(options: { skip?: boolean } = {}) {
  return useGetHelpCenterQuery(useListLanguage(), options);
}
