import { useGetPromotionsQuery } from '@lobby/api-client';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { useListLanguage } from '../../hooks/use-list-language';
import { useMoney } from '../../hooks/use-money';
import { FeatureGate } from './feature-gate';
import '../../components/page-blocks.css';

/** Statuses of a promotion the member has taken part in. */
const TAKEN = new Set(['inProgress', 'applying', 'issued', 'rejected', 'claimed']);

/** /m/rewardCenter (REWCEN3, spec section 2): the promotions the member takes part in, and the promo code. */
export function RewardCenterPage() {
  return (
    <FeatureGate flag="REWCEN3">
      <RewardCenter />
    </FeatureGate>
  );
}

function RewardCenter() {
  const { t } = useTranslation(['play', 'content', 'translation']);
  const money = useMoney();
  const language = useListLanguage();
  const { data, error, isLoading, refetch } = useGetPromotionsQuery(language);
  const taken = (data ?? []).filter((p) => TAKEN.has(p.status));
  return (
    <section className="play-page" data-testid="reward-center">
      <h2>{t('rewards.title')}</h2>
      {isLoading ? (
        <SkeletonGrid count={2} label={t('app.loading')} />
      ) : error ? (
        <ApiErrorState error={error} onRetry={() => void refetch()} />
      ) : taken.length === 0 ? (
        <EmptyState message={t('rewards.empty')} />
      ) : (
        <ul className="profile-list">
          {taken.map((promotion) => (
            <li key={promotion.id}>
              <Link to={`/activityDetail?id=${encodeURIComponent(promotion.id)}`}>
                <span>{promotion.title}</span>
                {/* The statuses' words live with the promotions, in the content namespace. */}
                <span>
                  {promotion.bonusMinor !== null &&
                    `${t('promotions.bonus', { ns: 'content', amount: money(promotion.bonusMinor) })} · `}
                  {t(`promotions.status.${promotion.status}`, { ns: 'content' })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/promoCode" className="button button--wide">
        {t('rewards.promoCode')}
      </Link>
      <Link to="/activity" className="button button--ghost button--wide">
        {t('rewards.browse')}
      </Link>
    </section>
  );
}
