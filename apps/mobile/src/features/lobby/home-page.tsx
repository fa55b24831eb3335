import { isAndroid, LOBBY_TIMINGS } from '@lobby/domain';
import { Ticker } from '@lobby/ui';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BannerRow } from '../../components/banner-row';
import { useEnterAnimation } from '../../hooks/use-enter-animation';
import { useListLanguage } from '../../hooks/use-list-language';
import { useNotices } from '../../hooks/use-notices';
import { useSessionRenewal } from '../../hooks/use-session-renewal';
import { useAppSelector } from '../../stores/hooks';
import { CategoryBar } from './category-bar';
import { HomeTabPanel } from './home-tab-panel';
import { PromotionStrip } from './promotion-strip';
import { useNearViewport } from './use-near-viewport';
import { useTabSwipe } from './use-tab-swipe';
import { VendorStrip } from './vendor-strip';
import './home-page.css';
// The footer's styles stay in the first CSS file, as when they lived in app.css: a CSS file of its
// own would add its name to the first page's JS (the preload lists).
import './home-footer.css';

// The footer is below the fold: its code loads as it comes near.
const HomeFooter = lazy(() => import('./home-footer').then((m) => ({ default: m.HomeFooter })));
// The popup asks for its feed 500 ms after home opens: its code need not be on the first page.
const AnnouncementPopupGate = lazy(() =>
  import('./announcement-popup-gate').then((m) => ({ default: m.AnnouncementPopupGate })),
);
// Said only where the ticker's words come in another language than the one read: loads then.
const ContentLanguageNote = lazy(() =>
  import('../../components/content/content-language-note').then((m) => ({ default: m.ContentLanguageNote })),
);
const HomeExtras = lazy(() => import('./home-extras').then((m) => ({ default: m.HomeExtras })));

const NO_ANNOUNCEMENTS: readonly string[] = [];

/** Home: scrolls to top on open and renews a member's session; banners, the category bar and the chosen category's content. */
export function HomePage({ onSearch }: { onSearch: () => void }) {
  const { t, i18n } = useTranslation();
  const language = useListLanguage();
  const { homeTab, resets } = useAppSelector((s) => s.lobby);
  useEffect(() => {
    window.scrollTo(0, 0);
    // Android browsers may put back an old position after the first paint (spec section 9: 500 ms).
    if (!isAndroid(navigator.userAgent)) return;
    const again = window.setTimeout(() => window.scrollTo(0, 0), LOBBY_TIMINGS.androidScrollDelayMs);
    return () => window.clearTimeout(again);
  }, []);
  const swipe = useTabSwipe();
  // A new tab's content fades in (spec section 9: tab-switch refill 150 ms).
  const panel = useEnterAnimation<HTMLDivElement>(homeTab, LOBBY_TIMINGS.tabRefillMs);
  useSessionRenewal();
  const { data: notices } = useNotices();
  const [footerSpot, footerNear] = useNearViewport<HTMLDivElement>();
  const titles = useMemo(() => notices?.map((n) => n.title) ?? NO_ANNOUNCEMENTS, [notices]);
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('titles.home')}</h1>
      <BannerRow group="m_home" language={language} />
      {/* Named by its words, the ticker's included (WCAG 2.5.3, label in name). */}
      <Link to="/notice" className="ticker-link">
        <span className="visually-hidden">{t('titles.notice')}</span>
        <Ticker
          items={titles}
          emptyText={t('home.noAnnouncement')}
          label={t('titles.notice')}
          fps={LOBBY_TIMINGS.tickerFps}
        />
      </Link>
      {notices?.some((n) => n.language && n.language !== i18n.language) && (
        <Suspense fallback={null}>
          <ContentLanguageNote items={notices} />
        </Suspense>
      )}
      <CategoryBar onSearch={onSearch} />
      {/* A logo reset remounts the content: typed searches and 'more' start over. */}
      <div ref={panel} className="home__panel" data-testid="home-panel" {...swipe}>
        <HomeTabPanel key={`${homeTab}-${resets}`} category={homeTab} language={language} />
      </div>
      <PromotionStrip />
      <VendorStrip language={language} />
      <div ref={footerSpot} className="home-footer-spot">
        {footerNear && (
          <Suspense fallback={null}>
            <HomeExtras />
            <HomeFooter />
          </Suspense>
        )}
      </div>
      <Suspense fallback={null}>
        <AnnouncementPopupGate />
      </Suspense>
    </div>
  );
}
