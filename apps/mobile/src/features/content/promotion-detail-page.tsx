import { firstImage } from '@lobby/domain';
import { EmptyState, SafeHtml, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { ContentLanguageNote, contentLang } from '../../components/content/content-language-note';
import { PromotionImage } from '../../components/promotion-image';
import { usePromotions } from '../../hooks/use-content';
import { PromotionActions } from './promotion-actions';
import '../../components/content/content.css';

/** /m/activityDetail?id= (spec section 2): image, title, HTML content and the join-now flow. */
export function PromotionDetailPage() {
  const { t } = useTranslation(['content', 'translation']);
  const id = useSearchParams()[0].get('id') ?? '';
  const { data, error, isLoading, refetch } = usePromotions();
  const promotion = data?.find((p) => p.id === id);
  if (isLoading) return <SkeletonGrid count={1} label={t('app.loading')} />;
  if (error) return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  if (!promotion) return <EmptyState message={t('promotions.missing')} />;
  const image = firstImage(promotion.announcementImages);
  return (
    <article className="promotion-detail" data-testid="promotion-detail" lang={contentLang(promotion)}>
      {image && <PromotionImage className="promotion-detail__image" src={image} alt="" />}
      <h2 className="promotion-detail__title">{promotion.title}</h2>
      <ContentLanguageNote items={[promotion]} />
      <SafeHtml html={promotion.content} className="promotion-detail__content" />
      <PromotionActions promotion={promotion} />
    </article>
  );
}
