import { useGetJackpotQuery, useGetMerchantWalletQuery, useGetWinnerBoardQuery } from '@lobby/api-client';
import { sortWinners } from '@lobby/domain';
import { JackpotCounter, WinnerList } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { DownloadBar } from '../../components/download/download-bar';
import { useListLanguage } from '../../hooks/use-list-language';
import { useModuleOn } from '../../hooks/use-module';
import { useJackpot } from './use-jackpot';
import './home-extras.css';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Home's lower blocks, loaded as they come near: the jackpot counter and the winner board
 * (biggest wins first, spec section 4). The brand's wallet setup loads here too, for visitors
 * as for members (spec section 4: merchant wallet also when logged out).
 */
export function HomeExtras() {
  const { t } = useTranslation(['play', 'translation']);
  const language = useListLanguage();
  useGetMerchantWalletQuery();
  // The jackpot and winners are the COMM3 module: a brand that switched it off shows neither.
  const community = useModuleOn('COMM3');
  const { data: range } = useGetJackpotQuery(undefined, { skip: !community });
  const jackpot = useJackpot(range);
  const { data: winners } = useGetWinnerBoardQuery({ language }, { skip: !community });
  if (!community) return null;
  return (
    <div className="home-extras">
      <DownloadBar />
      <JackpotCounter amount={jackpot === null ? null : whole.format(jackpot)} label={t('extras.jackpot')} />
      <WinnerList
        title={t('extras.bigWins')}
        emptyText={t('extras.noBigWins')}
        winners={sortWinners(winners ?? []).map((w, i) => ({
          key: `${w.vo.nodeId}-${w.vo.time}-${i}`,
          name: w.vo.memberName,
          game: w.vo.gameName,
          amount: cents.format(w.vo.winAmount),
        }))}
      />
    </div>
  );
}
