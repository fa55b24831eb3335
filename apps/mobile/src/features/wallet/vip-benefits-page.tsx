import { useGetRankProgressQuery } from '@lobby/api-client';
import { VIP_RANKS } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../stores/hooks';
import { useMoney } from '../../hooks/use-money';
import { FeatureGate } from './feature-gate';
import { VipCard } from '../../components/vip-card';
import '../../components/page-blocks.css';

/** /m/member/benefits (spec section 2): shown only when the brand displays VIP benefits. */
export function VipBenefitsPage() {
  return (
    <FeatureGate flag="vipBenefits">
      <VipBenefits />
    </FeatureGate>
  );
}

function VipBenefits() {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const viewer = useAppSelector((s) => s.session.current?.token ?? '');
  const { data } = useGetRankProgressQuery({ viewer }, { skip: !viewer });
  return (
    <section className="play-page" data-testid="vip-benefits">
      <VipCard benefitsLink={false} />
      <h2>{t('vip.ranksTitle')}</h2>
      <ul className="profile-list">
        {VIP_RANKS.map((rank) => (
          <li key={rank.level} aria-current={data?.level === rank.level ? 'true' : undefined}>
            <div>
              <span>
                <strong>{t('vip.level', { level: rank.level })}</strong>
                {data?.level === rank.level && ` · ${t('vip.current')}`}
                <br />
                <small>{t(`vip.perks.${rank.level}`)}</small>
              </span>
              <span>{t('vip.rankRow', { amount: money(rank.turnoverMinor) })}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
