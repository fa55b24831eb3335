import { useGetSiteSettingsQuery } from '@lobby/api-client';
import type { Whitelabel } from '@lobby/contract';
import { SkeletonGrid } from '@lobby/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { toastShown } from '../../stores/lobby';

/**
 * A member page behind a brand flag (spec section 2): visitors go to login; with the flag off the
 * page is not there: REWCEN3 pages tell the user to contact service (an info toast) and go home,
 * VIP benefits do nothing, which for an opened address means the profile.
 */
export function FeatureGate({
  flag,
  children,
}: {
  flag: keyof Pick<Whitelabel, 'REWCEN3' | 'vipBenefits'>;
  children: ReactNode;
}) {
  const { t } = useTranslation(['play', 'translation']);
  const dispatch = useAppDispatch();
  const session = useAppSelector((s) => s.session.current);
  const { data: settings } = useGetSiteSettingsQuery();
  const off = settings !== undefined && !settings.whitelabel[flag];
  useEffect(() => {
    if (session && off && flag === 'REWCEN3') dispatch(toastShown({ message: t('gate.contactService'), tone: 'info' }));
  }, [session, off, flag, dispatch, t]);
  if (!session) return <Navigate to="/login" replace />;
  if (!settings) return <SkeletonGrid count={2} label={t('app.loading')} />;
  if (off) return <Navigate to={flag === 'REWCEN3' ? '/home' : '/member/home'} replace />;
  return <>{children}</>;
}
