import { useGetRecentGamesQuery } from '@lobby/api-client';
import { isLaunchPrizeMode } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useListLanguage } from '../../hooks/use-list-language';
import { useVendorName } from '../../hooks/use-vendor-name';
import { useAppSelector } from '../../stores/hooks';
import { DrawPanel } from './draw-panel';
import { LotteryHall } from './lottery-hall';
import '../../components/page-blocks.css';

/**
 * /m/demo-game, and /m/launch-lottery for lotteries: what a third-party vendor's launch opens on a
 * site without the vendor's network.
 * It says plainly that it is a stand-in, names the game, and moves no money; a lottery shows its
 * real draws (the open one with its countdown, the latest results).
 */
export function DemoGamePage() {
  const { t } = useTranslation(['play', 'translation']);
  const [params] = useSearchParams();
  const vendor = params.get('vassalage') ?? '';
  const nodeId = params.get('nodeId') ?? '';
  // Set on the launch-lottery path: the lottery's prize mode (spec section 4), shown by its name
  // (an unknown code is not shown at all).
  const mode = params.get('prizeMode');
  const lottery = Boolean(mode);
  const language = useListLanguage();
  const vendorName = useVendorName();
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  // The launch made this game the member's latest recent game: its name comes from there.
  const { data } = useGetRecentGamesQuery({ language, pageSize: 1 }, { skip: !loggedIn });
  const game = data?.games.find((g) => g.nodeId === nodeId);
  return (
    <section className="play-page" data-testid="demo-game">
      <span className="demo-badge">{t('demo.badge')}</span>
      <h2>{t('demo.title')}</h2>
      <p>{t('demo.body', { game: game?.gameName ?? nodeId, vendor: game ? vendorName(game) : vendor })}</p>
      {isLaunchPrizeMode(mode) && (
        <p data-testid="prize-mode">{t('demo.prizeMode', { mode: t(`demo.prizeModes.${mode}`) })}</p>
      )}
      {lottery && nodeId && <DrawPanel nodeId={nodeId} />}
      <Link to="/inHouse" className="button button--wide">
        {t('demo.tryInHouse')}
      </Link>
      <Link to="/home" className="button button--ghost button--wide">
        {t('demo.back')}
      </Link>
      {lottery && <LotteryHall current={nodeId} />}
    </section>
  );
}
