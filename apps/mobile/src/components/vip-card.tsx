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
  const { data } = useGetRankProgressQuery(undefined, { skip: !loggedIn });
  const { data: settings } = useGetSiteSettingsQuery();
  if (!data) return null;
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
      {benefitsLink && settings?.whitelabel.vipBenefits && (
        <Link to="/member/benefits" className="button button--ghost">
          {t('vip.benefits')}
        </Link>
      )}
    </section>
  );
}
