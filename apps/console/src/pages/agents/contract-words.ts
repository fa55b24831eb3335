import type { Contract } from '@lobby/contract';
import { money } from '../../lib/money';
import { fill } from '../../lib/words';
import type { ConsoleWords } from '../../words/en';

/** A contract's terms in words, tier by tier, in the brand's money. */
export function termsText(contract: Contract, currency: string, a: ConsoleWords['agents']): string[] {
  const { terms } = contract;
  if ('period' in terms)
    return [
      a.periods[terms.period],
      ...terms.tiers.map((tier) =>
        fill(a.dividendTier, {
          share: String(tier.sharePercent),
          loss: money(tier.minNetLossMinor, currency),
          active: String(tier.minActive),
        }),
      ),
    ];
  return terms.tiers.map((tier) =>
    fill(a.salaryTier, {
      rate: String(tier.ratePermille),
      bets: money(tier.minBetsMinor, currency),
      active: String(tier.minActive),
    }),
  );
}
