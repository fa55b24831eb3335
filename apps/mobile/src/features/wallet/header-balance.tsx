import { SESSION_RENEWAL_KEY, useGetBalanceQuery, useRenewSessionMutation, walletApi } from '@lobby/api-client';
import { formatMinor, HIDDEN_BALANCE, moneyLocale } from '@lobby/domain';
import { BalanceChip } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useModuleOn } from '../../hooks/use-module';
import { useAppSelector } from '../../stores/hooks';

const HIDDEN_KEY = 'lobby.balanceHidden';

function storedHidden(): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The member's balance in the header (spec sections 2 and 4): the name above it, tap to hide it
 * as asterisks (remembered on this device), refresh (asterisks while refreshing), and the deposit
 * shortcut to /m/voucherCenter (FUNDTRANS3). Only members have one: a visitor cannot refresh a balance.
 */
export function HeaderBalance({ name }: { name: string }) {
  const { t, i18n } = useTranslation(['play', 'translation']);
  const navigate = useNavigate();
  // The deposit shortcut is the FUNDTRANS3 module's: gone when the brand switched it off.
  const fundTransfers = useModuleOn('FUNDTRANS3');
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  // On home the wallet first loads after the session renewal (spec section 4), not beside it:
  // until home has renewed (the header may mount first), a balance not yet known waits.
  const { pathname } = useLocation();
  const [, renewal] = useRenewSessionMutation({ fixedCacheKey: SESSION_RENEWAL_KEY });
  const known = useAppSelector((s) => walletApi.endpoints.getBalance.select()(s).data !== undefined);
  const waiting = pathname === '/home' && (renewal.isUninitialized || renewal.isLoading) && !known;
  const { data, isFetching, refetch } = useGetBalanceQuery(undefined, { skip: !loggedIn || waiting });
  const [hidden, setHidden] = useState(storedHidden);
  const toggle = () => {
    setHidden(!hidden);
    try {
      localStorage.setItem(HIDDEN_KEY, hidden ? '0' : '1');
    } catch {
      // The choice holds for this visit.
    }
  };
  return (
    <BalanceChip
      name={name}
      amount={data ? formatMinor(data.balanceMinor, moneyLocale(i18n.language), data.currency) : null}
      mask={HIDDEN_BALANCE}
      hidden={hidden}
      refreshing={isFetching}
      labels={{
        hide: t('balance.hide'),
        show: t('balance.show'),
        refresh: t('balance.refresh'),
        deposit: t('balance.deposit'),
      }}
      onToggleHidden={toggle}
      onRefresh={() => void refetch()}
      depositHref={fundTransfers ? '/m/voucherCenter' : undefined}
      onDeposit={(e) => {
        e.preventDefault();
        void navigate('/voucherCenter');
      }}
    />
  );
}
