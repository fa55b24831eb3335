import { useGetSiteSettingsQuery } from '@lobby/api-client';
import type { GameCategory } from '@lobby/contract/constants';
import { pathForCategory } from '@lobby/domain';
import { ShellIcon } from '@lobby/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHelpCenter, usePromotions } from '../../hooks/use-content';
import './home-footer.css';

const HelpPopup = lazy(() => import('../../components/content/help-popup'));

const TOP_GAMES: GameCategory[] = ['HOT', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP'];
/** The spec's copyright line names 2024 (spec section 2). */
const COPYRIGHT_YEAR = 2024;

/**
 * Footer sections of home (spec section 2): top games, promotions (each to its detail), the help
 * centre (each topic to /m/help?i=, and the popup), social links, legal text, age note and
 * copyright.
 */
export function HomeFooter() {
  const { t } = useTranslation();
  const { data: settings } = useGetSiteSettingsQuery();
  // Home mounts the footer only as it comes near, so its lists are asked for at once.
  const { data: promotions } = usePromotions();
  const { data: help } = useHelpCenter();
  const [helpPopup, setHelpPopup] = useState(false);
  // Affiliate social icons only when the brand has a link (spec section 2).
  const socials = (['telegram', 'whatsapp'] as const).flatMap((key) => {
    const href = settings?.affiliateLinks[key];
    return href ? [{ key, href }] : [];
  });
  return (
    <footer className="home-footer">
      <h2 className="home-footer__heading">{t('shell.topGames')}</h2>
      <ul className="home-footer__links">
        {TOP_GAMES.map((category) => {
          const path = pathForCategory(category);
          return path ? (
            <li key={category}>
              <Link to={path.replace(/^\/m/, '')}>{t(`categories.${category}`)}</Link>
            </li>
          ) : null;
        })}
      </ul>
      {!!promotions?.length && (
        <>
          <h2 className="home-footer__heading">{t('titles.activity')}</h2>
          <ul className="home-footer__links" data-testid="footer-promotions">
            {promotions.map((p) => (
              <li key={p.id}>
                <Link to={`/activityDetail?id=${encodeURIComponent(p.id)}`}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2 className="home-footer__heading">
        <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setHelpPopup(true)}>
          {t('titles.help')}
        </button>
      </h2>
      {!!help?.length && (
        <ul className="home-footer__links" data-testid="footer-help">
          {help.map((entry, i) => (
            <li key={entry.tag}>
              <Link to={`/help?i=${i}`}>{entry.title}</Link>
            </li>
          ))}
        </ul>
      )}
      {helpPopup && (
        <Suspense fallback={null}>
          <HelpPopup index={0} onClose={() => setHelpPopup(false)} />
        </Suspense>
      )}
      {socials.length > 0 && (
        <>
          <h2 className="home-footer__heading">{t('shell.social')}</h2>
          <ul className="home-footer__social" data-testid="footer-social">
            {socials.map(({ key, href }) => (
              <li key={key}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t(`shell.${key}`)}>
                  <ShellIcon name={key} />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="home-footer__legal">{t('shell.legal')}</p>
      <p className="home-footer__age">
        <span className="home-footer__badge" aria-hidden="true">
          {settings?.minimumAge ?? 18}+
        </span>
        {t('app.ageNote', { age: settings?.minimumAge ?? 18 })}
      </p>
      <p className="home-footer__copyright">
        {t('app.copyright', { year: COPYRIGHT_YEAR, name: settings?.siteName ?? '' })}
      </p>
    </footer>
  );
}
