import type { Promotion, PromotionCategory } from '@lobby/contract';
import { firstImage, promotionTabs } from '@lobby/domain';
import { EmptyState, SkeletonGrid, TabStrip } from '@lobby/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { ContentLanguageNote, contentLang } from '../../components/content/content-language-note';
import { promotionPeriod, snippet } from '../../components/content/notice-text';
import { PromotionImage } from '../../components/promotion-image';
import { usePromotionCategories, usePromotions } from '../../hooks/use-content';
import '../../components/content/content.css';

/**
 * /m/activity (spec section 2): tabs by category (only those with items, only when more than
 * one applies), and each promotion's title, dates, first image, snippet and details link.
 * `?id=` scrolls to that promotion.
 */
export function PromotionsPage() {
  const { t } = useTranslation(['content', 'translation']);
  const { data, error, isLoading, refetch } = usePromotions();
  const { data: order } = usePromotionCategories();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<PromotionCategory>('all');
  const tabs = useMemo(() => promotionTabs(order ?? [], data ?? []), [order, data]);
  if (isLoading) return <SkeletonGrid count={4} label={t('app.loading')} />;
  if (error) return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  if (!data?.length) return <EmptyState message={t('promotions.none')} />;
  // A tab that no longer applies (another language, a refetch) falls back to all.
  const active = tabs.includes(tab) ? tab : 'all';
  const shown = active === 'all' ? data : data.filter((p) => p.category === active);
  return (
    <div className="promotions">
      {tabs.length > 0 && (
        <TabStrip
          options={tabs.map((c) => ({ value: c, label: t(`promotions.categories.${c}`) }))}
          value={active}
          onChange={setTab}
          label={t('translation:titles.activity')}
        />
      )}
      <ul className="promotion-list" data-testid="promotion-list">
        {shown.map((p) => (
          <PromotionItem key={p.id} promotion={p} scrollTo={p.id === params.get('id')} />
        ))}
      </ul>
    </div>
  );
}

function PromotionItem({ promotion, scrollTo }: { promotion: Promotion; scrollTo: boolean }) {
  const { t } = useTranslation('content');
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (scrollTo) item.current?.scrollIntoView({ block: 'start' });
  }, [scrollTo]);
  const period = promotionPeriod(promotion);
  const image = firstImage(promotion.announcementImages);
  const detail = `/activityDetail?id=${encodeURIComponent(promotion.id)}`;
  return (
    <li ref={item} className="promotion" data-testid="promotion" lang={contentLang(promotion)}>
      {image && (
        <Link to={detail} tabIndex={-1} aria-hidden="true">
          <PromotionImage className="promotion__image" src={image} alt="" loading="lazy" />
        </Link>
      )}
      <h2 className="promotion__title">{promotion.title}</h2>
      <ContentLanguageNote items={[promotion]} />
      <p className="promotion__period" data-testid="promotion-period">
        {period.to ? `${period.from} - ${period.to}` : `${period.from} ${t('promotions.longTerm')}`}
      </p>
      <p className="promotion__snippet">{snippet(promotion.content)}</p>
      <Link className="promotion__details" to={detail}>
        {t('promotions.details')}
      </Link>
    </li>
  );
}
