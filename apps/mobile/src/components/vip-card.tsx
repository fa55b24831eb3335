import { useGetRankProgressQuery, useGetSiteSettingsQuery } from '@lobby/api-client';
import { vipProgress } from '@lobby/domain';
import { ProgressBar } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../stores/hooks';

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The member's VIP rank and the way to the next (spec sections 2 and 3), linking to the benefits when shown. */
export function VipCard({ benefitsLink = true }: { benefitsLink?: boolean }) {
  const { t } = useTranslation(['play', 'translation']);
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const { data, isError } = useGetRankProgressQuery(undefined, { skip: !loggedIn });
  const { data: settings } = useGetSiteSettingsQuery();
  const showsBenefits = benefitsLink && settings?.whitelabel.vipBenefits === true;
  if (!data) {
    if (!loggedIn || isError) return null;
    // The card's place is kept while the rank loads: what follows it does not jump down (layout shift).
    return (
      <section className="surface-card" aria-hidden="true" data-testid="vip-card-placeholder">
        <strong>{'\u00a0'}</strong>
        <ProgressBar value={0} label="" detail={'\u00a0'} />
        {showsBenefits && <span className="button button--ghost">{'\u00a0'}</span>}
      </section>
    );
  }
  const next = data.playerRankProgress.labelId;
  return (
    <section className="surface-card" data-testid="vip-card" aria-label={t('vip.level', { level: data.level })}>
      <strong>{t('vip.level', { level: data.level })}</strong>
      <ProgressBar
        value={vipProgress(data)}
        label={next ? t('vip.progress', { rank: next.replace(/^VIP/, 'VIP ') }) : t('vip.top')}
        detail={
          next
            ? t('vip.staked', {
                completed: amount.format(data.currentProgress.completed),
                total: amount.format(data.currentProgress.total),
              })
            : t('vip.top')
        }
      />
      {showsBenefits && (
        <Link to="/member/benefits" className="button button--ghost">
          {t('vip.benefits')}
        </Link>
      )}
    </section>
  );
}
