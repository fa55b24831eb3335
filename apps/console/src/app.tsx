import { useBrandsQuery, useMeQuery } from '@lobby/api-client/operator';
import type { OperatorRole, OperatorView } from '@lobby/contract/operator';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactElement } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ConsoleLayout, grantBrands, SECTIONS } from './layout/console-layout';
import { ErrorNote } from './lib/error-note';
import { holdsRole } from './lib/grants';
import { onSessionChange, sessionToken } from './lib/session';
import { useWords } from './lib/words';
import { AccountPage } from './pages/account';
import { AgentPage } from './pages/agent';
import { AgentsPage } from './pages/agents';
import { AnnouncementsPage } from './pages/announcements';
import { ApplicationsPage } from './pages/applications';
import { AuditPage } from './pages/audit';
import { BannersPage } from './pages/banners';
import { BrandPage } from './pages/brand';
import { ChatPage } from './pages/chat';
import { GamesPage } from './pages/games';
import { HelpPage } from './pages/help';
import { HomePage } from './pages/home';
import { InboxPage } from './pages/inbox';
import { KycPage } from './pages/kyc';
import { OperatorsPage } from './pages/operators';
import { PlayerPage } from './pages/player';
import { PlayersPage } from './pages/players';
import { PromotionsPage } from './pages/promotions';
import { SettlementsPage } from './pages/settlements';
import { SignInPage } from './pages/sign-in';
import { VendorsPage } from './pages/vendors';
import { WithdrawalsPage } from './pages/withdrawals';

const BRAND_KEY = 'lobby.console.brand';

/** A section the operator's roles do not open says so instead of failing call by call. */
function Guarded({ me, roles, page }: { me: OperatorView; roles: OperatorRole[]; page: ReactElement }) {
  const { w } = useWords();
  return roles.some((role) => holdsRole(me.grants, role)) ? page : <p className="note">{w.forbidden}</p>;
}

function SignedIn() {
  const { w } = useWords();
  const me = useMeQuery();
  const listed = useBrandsQuery();
  const [brand, setBrand] = useState(() => localStorage.getItem(BRAND_KEY) ?? '');
  const brands = useMemo(
    () => (me.data ? grantBrands(me.data) : null) ?? listed.data?.map((b) => b.code) ?? [],
    [me.data, listed.data],
  );
  // The brand chosen last, while the operator still has it; else their first.
  useEffect(() => {
    const first = brands[0];
    if (first !== undefined && !brands.includes(brand)) setBrand(first);
  }, [brands, brand]);
  useEffect(() => {
    if (brand) localStorage.setItem(BRAND_KEY, brand);
  }, [brand]);
  if (me.error) return <ErrorNote error={me.error} />;
  if (!me.data || !brand) return <p className="note">{w.loading}</p>;
  const who = me.data;
  /** A section's page, for the roles its entry in SECTIONS names. */
  const guard = (path: string, page: ReactElement) => (
    <Guarded me={who} roles={SECTIONS.find((s) => s.path === path)?.roles ?? []} page={page} />
  );
  return (
    <Routes>
      <Route element={<ConsoleLayout me={who} brands={brands} brand={brand} onBrand={setBrand} />}>
        <Route index element={<HomePage />} />
        <Route path="withdrawals" element={guard('withdrawals', <WithdrawalsPage />)} />
        <Route path="kyc" element={guard('kyc', <KycPage />)} />
        <Route path="applications" element={guard('applications', <ApplicationsPage />)} />
        <Route path="announcements" element={guard('announcements', <AnnouncementsPage />)} />
        <Route path="promotions" element={guard('promotions', <PromotionsPage />)} />
        <Route path="help" element={guard('help', <HelpPage />)} />
        <Route path="banners" element={guard('banners', <BannersPage />)} />
        <Route path="inbox" element={guard('inbox', <InboxPage />)} />
        <Route path="chat" element={guard('chat', <ChatPage />)} />
        <Route path="players" element={guard('players', <PlayersPage />)} />
        <Route path="players/:username" element={guard('players', <PlayerPage />)} />
        <Route path="agents" element={guard('agents', <AgentsPage />)} />
        <Route path="agents/:username" element={guard('agents', <AgentPage />)} />
        <Route path="settlements" element={guard('settlements', <SettlementsPage />)} />
        <Route path="operators" element={guard('operators', <OperatorsPage />)} />
        <Route path="audit" element={guard('audit', <AuditPage />)} />
        <Route path="vendors" element={guard('vendors', <VendorsPage />)} />
        <Route path="games" element={guard('games', <GamesPage />)} />
        <Route path="brand" element={guard('brand', <BrandPage />)} />
        <Route path="account" element={<AccountPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

/** Signed out: the sign-in page at any address; signed in: the console. */
export function App() {
  const token = useSyncExternalStore(onSessionChange, sessionToken);
  return <BrowserRouter basename="/console">{token ? <SignedIn key={token} /> : <SignInPage />}</BrowserRouter>;
}
