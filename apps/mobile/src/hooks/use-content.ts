import { useGetHelpCenterQuery, useGetPromotionCategoriesQuery, useGetPromotionsQuery } from '@lobby/api-client';
import { useAppSelector } from '../stores/hooks';
import { useListLanguage } from './use-list-language';

/** The brand's promotions in the list language, each with this viewer's status. */
export function usePromotions(options: { skip?: boolean } = {}) {
  const language = useListLanguage();
  const viewer = useAppSelector((s) => s.session.current?.token ?? '');
  return useGetPromotionsQuery({ language, viewer }, options);
}

/** The brand's promotion categories, in its order. */
export const usePromotionCategories = () => useGetPromotionCategoriesQuery();

/** The help centre in the list language. */
export function useHelpCenter(options: { skip?: boolean } = {}) {
  return useGetHelpCenterQuery(useListLanguage(), options);
}
