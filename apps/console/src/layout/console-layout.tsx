import { useSignOutMutation } from '@lobby/api-client/operator';
import { ALL_BRANDS, type OperatorRole, type OperatorView } from '@lobby/contract/operator';
import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../lib/error-boundary';
import { holdsRole } from '../lib/grants';
import { LanguageSelect } from '../lib/language-select';
import type { ConsoleContext } from '../lib/outlet';
import { keepSession } from '../lib/session';
import { CONSOLE_THEMES, chooseTheme, storedTheme, type ConsoleTheme } from '../lib/theme';
import { useWords, type ConsoleLanguage } from '../lib/words';
import type { ConsoleWords } from '../words/en';

/** The sections and the roles that open each (admin sees all; none: everyone). */
export const SECTIONS: { path: string; word: keyof ConsoleWords['nav']; roles: OperatorRole[] }[] = [
  { path: '', word: 'home', roles: [] },
  { path: 'withdrawals', word: 'withdrawals', roles: ['finance'] },
  { path: 'kyc', word: 'kyc', roles: ['risk'] },
  { path: 'applications', word: 'applications', roles: ['risk'] },
  { path: 'announcements', word: 'announcements', roles: ['content'] },
  { path: 'promotions', word: 'promotions', roles: ['content'] },
  { path: 'help', word: 'help', roles: ['content'] },
  { path: 'banners', word: 'banners', roles: ['content'] },
  { path: 'inbox', word: 'inbox', roles: ['content'] },
  { path: 'chat', word: 'chat', roles: ['support'] },
  { path: 'players', word: 'players', roles: ['support', 'risk', 'finance'] },
  { path: 'agents', word: 'agents', roles: ['support', 'risk', 'finance'] },
  { path: 'settlements', word: 'settlements', roles: ['support', 'risk', 'finance'] },
  { path: 'operators', word: 'operators', roles: ['admin'] },
  { path: 'audit', word: 'audit', roles: ['admin'] },
  { path: 'vendors', word: 'vendors', roles: ['catalogue'] },
  { path: 'games', word: 'games', roles: ['catalogue'] },
  { path: 'brand', word: 'brand', roles: ['admin'] },
  { path: 'account', word: 'account', roles: [] },
];

interface Props {
  me: OperatorView;
  brands: string[];
  brand: string;
  onBrand: (brand: string) => void;
}

/** Header (brand, language, sign out), the sections the operator's roles open, and the page. */
export function ConsoleLayout({ me, brands, brand, onBrand }: Props) {
  const { w, language, setLanguage } = useWords();
  const [signOut] = useSignOutMutation();
  const [theme, setTheme] = useState<ConsoleTheme>(storedTheme);
  const location = useLocation();
  const leave = async () => {
    await signOut().catch(() => undefined);
    keepSession(null);
  };
  const shown = SECTIONS.filter((s) => s.roles.length === 0 || s.roles.some((role) => holdsRole(me.grants, role)));
  return (
    <div className="console">
      <header className="console__header">
        <strong className="console__title">{w.title}</strong>
        <label className="inline-field">
          <span>{w.brand}</span>
          <select value={brand} onChange={(e) => onBrand(e.target.value)} data-testid="brand-select">
            {brands.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <LanguageSelect
          label={w.language}
          value={language}
          onChange={(e) => setLanguage(e.target.value as ConsoleLanguage)}
        />
        <label className="inline-field">
          <span>{w.theme}</span>
          <select
            value={theme}
            onChange={(e) => {
              const next = e.target.value as ConsoleTheme;
              chooseTheme(next);
              setTheme(next);
            }}
          >
            {CONSOLE_THEMES.map((t) => (
              <option key={t} value={t}>
                {w.brandPage.themes[t]}
              </option>
            ))}
          </select>
        </label>
        <span className="console__who">{me.username}</span>
        <button type="button" className="button button--ghost" onClick={() => void leave()}>
          {w.nav.signOut}
        </button>
      </header>
      <nav className="console__nav" aria-label={w.nav.label}>
        {shown.map((s) => (
          <NavLink key={s.path} to={`/${s.path}`} end={s.path === ''}>
            {w.nav[s.word]}
          </NavLink>
        ))}
      </nav>
      <main className="console__main">
        {/* A new address or brand starts the page afresh (its filters, pages and forms were the other brand's). */}
        <ErrorBoundary key={`${brand}:${location.pathname}`} message={w.failed} retry={w.reload}>
          <Outlet context={{ me, brand } satisfies ConsoleContext} />
        </ErrorBoundary>
      </main>
    </div>
  );
}

/** The brands an operator may choose: their grants' own, or every brand the server lists. */
export const grantBrands = (me: OperatorView) =>
  me.grants.some((g) => g.brand === ALL_BRANDS) ? null : [...new Set(me.grants.map((g) => g.brand))].sort();
