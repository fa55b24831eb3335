import { useGetBalanceQuery, useGetMemberInfoQuery, useGetProtectionStatusQuery } from '@lobby/api-client';
import { isAgent, isTrial, takesContracts } from '@lobby/domain';
import { EmptyState } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { RESPONSIBLE_GAMING_PATH } from '../../components/protection/limit-prompt';
import { LimitsReview } from '../../components/protection/limits-review';
import { VipCard } from '../../components/vip-card';
import { useModuleOn } from '../../hooks/use-module';
import { useMoney } from '../../hooks/use-money';
import { useAppSelector } from '../../stores/hooks';
import { HeadIcon } from './head-icon';
import '../../components/page-blocks.css';

/**
 * /m/member/home (spec section 2, profile): who the member is, the balance, and the member's
 * pages. Visitors go to login; a free-play account is asked to register (spec section 4), here
 * as on the footer's profile tab.
 */
export function MemberHomePage() {
  const { t } = useTranslation(['play', 'translation']);
  const { t: tr } = useTranslation('records');
  const { t: tp } = useTranslation('protection');
  const money = useMoney();
  const session = useAppSelector((s) => s.session.current);
  const { data: member } = useGetMemberInfoQuery(undefined, { skip: !session });
  const { data: balance } = useGetBalanceQuery(undefined, { skip: !session });
  // Six months after the limits were set or kept, the profile asks to look at them again.
  const { data: protection } = useGetProtectionStatusQuery(undefined, {
    skip: !session || isTrial(session.type) || session.withdrawOnly,
  });
  // A page of a module the brand switched off loses its entry (spec section 7).
  const offered = {
    FUNDTRANS3: useModuleOn('FUNDTRANS3'),
    MEMTRANS3: useModuleOn('MEMTRANS3'),
    PERSPNL3: useModuleOn('PERSPNL3'),
  };
  const profilePicture = useModuleOn('PROFPIC3');
  if (!session) return <Navigate to="/login" replace />;
  if (isTrial(session.type)) {
    return <EmptyState message={t('account.registerPrompt')} />;
  }
  const links: [string, string][] = [
    ...(offered.FUNDTRANS3 ? ([['/voucherCenter', t('profile.deposit')]] as [string, string][]) : []),
    ...(offered.MEMTRANS3 ? ([['/betting-records', t('profile.records')]] as [string, string][]) : []),
    ...(offered.MEMTRANS3 ? ([['/account-records', tr('recordLinks.account')]] as [string, string][]) : []),
    ...(offered.PERSPNL3 ? ([['/profit-records', tr('recordLinks.profit')]] as [string, string][]) : []),
    ['/kyc', tr('recordLinks.kyc')],
    // Responsible gaming is always one tap from the profile (issue 23).
    [RESPONSIBLE_GAMING_PATH, tp('title')],
    ['/recent-games', t('profile.recent')],
    ['/fav-games', t('profile.favourites')],
    ['/inbox', t('profile.inbox')],
    ['/changePsw', t('profile.changePassword')],
    ['/member/security', t('translation:titles.security')],
    ['/set', t('profile.settings')],
    ['/feedback', t('profile.feedback')],
    // Agents reach their team and the contracts an upline offers them (types 41 and 42 take none).
    ...(isAgent(session.type) ? ([['/agent/home', t('agentHome.team')]] as [string, string][]) : []),
    ...(takesContracts(session.type)
      ? ([['/member/agent/getSalaryContract', t('agentTeam.myContracts')]] as [string, string][])
      : []),
  ];
  return (
    <section className="play-page" data-testid="member-home">
      {profilePicture && <HeadIcon />}
      <ul className="profile-list">
        <li>
          <div>
            <span>{t('profile.account')}</span>
            <strong>{member?.account ?? session.userName}</strong>
          </div>
        </li>
        <li>
          <div>
            <span>{t('profile.nickname')}</span>
            <span>{member?.nickname ?? session.userName}</span>
          </div>
        </li>
        <li>
          <div>
            <span>{t('profile.memberId')}</span>
            <span data-testid="member-no">{member?.memberNo ?? ''}</span>
          </div>
        </li>
        <li>
          <div>
            <span>{t('profile.balance')}</span>
            <strong data-testid="profile-balance">{balance ? money(balance.balanceMinor) : '…'}</strong>
          </div>
        </li>
      </ul>
      {protection?.review.reviewDue && <LimitsReview />}
      <VipCard />
      <ul className="profile-list">
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to}>
              <span>{label}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
