import { useGetProfitLossQuery } from '@lobby/api-client';
import type { ProfitLoss, ProfitLossQuery, ProfitLossRow } from '@lobby/contract';
import { GAME_TYPES, type GameType } from '@lobby/contract/constants';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../hooks/use-money';
import { RecordsScreen } from './records-screen';
import styles from './records.module.css';

const PAGE_SIZE = '31';

/**
 * /m/profit-records (issue 23; PERSPNL3): the member's profit and loss of settled bets per day
 * (their own calendar days) and game type, with totals, by game type and dates.
 */
export function ProfitRecordsPage() {
  const { t } = useTranslation(['records', 'translation']);
  return (
    <RecordsScreen<GameType, ProfitLossQuery, ProfitLoss, ProfitLossRow>
      name="profit"
      module="PERSPNL3"
      typeLabel={t('profitRecords.gameType')}
      allTypes={t('profitRecords.allGames')}
      types={GAME_TYPES}
      typeName={(type) => t(`categories.${type}`)}
      filterOf={(gameType, dates) => ({
        pageSize: PAGE_SIZE,
        // The device's offset from UTC (east positive) decides where its days begin.
        utcOffset: String(-new Date().getTimezoneOffset()),
        ...(gameType ? { gameType } : {}),
        ...(dates ?? {}),
      })}
      useRecords={useGetProfitLossQuery}
      totals={({ totals }) =>
        totals.rounds > 0 && (
          <div className={styles.card} data-testid="profit-totals">
            <strong>{t('profitRecords.total')}</strong>
            <Figures row={totals} />
          </div>
        )
      }
      rowsOf={(data) => data.rows}
      row={(row) => (
        <li key={`${row.day}_${row.gameType}`} className={styles.card} data-testid="profit-row">
          <strong>
            {row.day} · {t(`categories.${row.gameType as GameType}`)}
          </strong>
          <Figures row={row} />
        </li>
      )}
    />
  );
}

function Figures({ row }: { row: Omit<ProfitLossRow, 'day' | 'gameType'> }) {
  const { t } = useTranslation(['records', 'translation']);
  const money = useMoney();
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{t('profitRecords.rounds')}</dt>
        <dd>{row.rounds}</dd>
      </div>
      <div>
        <dt>{t('profitRecords.bet')}</dt>
        <dd>{money(row.betMinor)}</dd>
      </div>
      <div>
        <dt>{t('profitRecords.payout')}</dt>
        <dd>{money(row.payoutMinor)}</dd>
      </div>
      <div>
        <dt>{t('profitRecords.profit')}</dt>
        <dd className={row.profitMinor > 0 ? styles.plus : undefined} data-testid="profit-value">
          {row.profitMinor > 0 ? '+' : ''}
          {money(row.profitMinor)}
        </dd>
      </div>
    </dl>
  );
}
