import { useGetRankProgressQuery } from '@lobby/api-client';
import { VIP_RANKS } from '@lobby/domain';
import type { PlayDictionary } from '@lobby/i18n';
import { useTranslation } from 'react-i18next';
import { VipCard } from '../../components/vip-card';
import { useMoney } from '../../hooks/use-money';
import { useAppSelector } from '../../stores/hooks';
import { FeatureGate } from './feature-gate';
import '../../components/page-blocks.css';

type VipPerkLevel = keyof PlayDictionary['vip']['perks'];

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
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const { data } = useGetRankProgressQuery(undefined, { skip: !loggedIn });
  return (
    <section className="play-page" data-testid="vip-benefits">
      <VipCard benefitsLink={false} />
      <h2>{t('vip.ranksTitle')}</h2>
      <ul className="profile-list">
        {VIP_RANKS.map((rank) => (
          <li key={rank.level} aria-current={data?.level === rank.level ? 'true' : undefined}>
            {/* The rank and its amount share the first line; the perk, however long, has the next. */}
            <div>
              <span>
                <strong>{t('vip.level', { level: rank.level })}</strong>
                {data?.level === rank.level && ` · ${t('vip.current')}`}
              </span>
              <span className="profile-list__value">{t('vip.rankRow', { amount: money(rank.turnoverMinor) })}</span>
              {/* A rank's level is a plain number; the dictionary has a perk for each of VIP_RANKS's levels. */}
              <small className="profile-list__note">{t(`vip.perks.${String(rank.level) as VipPerkLevel}`)}</small>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
