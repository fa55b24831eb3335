import type { DividendTerms, SalaryTerms } from '@lobby/contract';
import { TermsTable } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../hooks/use-money';

/** A contract's tiers as a table: thresholds, active players and the rate or share of each. */
export function ContractTerms({ terms }: { terms: SalaryTerms | DividendTerms }) {
  const { t } = useTranslation('play');
  const money = useMoney();
  const dividend = 'period' in terms;
  const rows = dividend
    ? terms.tiers.map((tier) => [money(tier.minNetLossMinor), String(tier.minActive), `${tier.sharePercent}%`])
    : terms.tiers.map((tier) => [money(tier.minBetsMinor), String(tier.minActive), `${tier.ratePermille}‰`]);
  return (
    <>
      <TermsTable
        caption={t('contracts.terms')}
        columns={[
          t(dividend ? 'contracts.loss' : 'contracts.bets'),
          t('contracts.players'),
          t(dividend ? 'contracts.share' : 'contracts.rate'),
        ]}
        rows={rows}
        emptyText={t('contracts.historyEmpty')}
      />
      {dividend && <p className="contract__note">{t(`contracts.periods.${terms.period}`)}</p>}
    </>
  );
}
