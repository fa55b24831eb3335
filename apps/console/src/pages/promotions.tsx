import { useEndPromotionMutation, usePromotionsQuery } from '@lobby/api-client/operator';
import type { OperatorPromotion } from '@lobby/contract/operator';
import { EmptyState } from '@lobby/ui';
import { ErrorNote } from '../lib/error-note';
import { HiddenHeading } from '../lib/form-end';
import { money } from '../lib/money';
import { useConsole } from '../lib/outlet';
import { fill, useWords } from '../lib/words';
import { PromotionForm } from './promotions/promotion-form';

/** A brand's promotions with how each pays, the one being written, and ending one now. */
export function PromotionsPage() {
  const { w, promotionCategoryName } = useWords();
  const p = w.promotions;
  const { brand } = useConsole();
  const listed = usePromotionsQuery({ merchant: brand });
  const [end, ending] = useEndPromotionMutation();
  const now = Date.now();
  const rule = (promotion: OperatorPromotion) => {
    const r = promotion.bonusRule;
    const m = (minor: number) => money(minor, promotion.currency);
    if (!r) return p.noRule;
    if (r.kind === 'fixed') return fill(p.fixedRule, { amount: m(r.amountMinor) });
    return fill(p.matchRule, { percent: String(r.percent), min: m(r.minDepositMinor), cap: m(r.capMinor) });
  };
  return (
    <section className="stack">
      <h1>{p.heading}</h1>
      <PromotionForm />
      <ErrorNote error={listed.error ?? ending.error} />
      {listed.data?.length === 0 && <EmptyState message={p.empty} />}
      {!!listed.data?.length && (
        <table className="table" data-testid="promotions">
          <thead>
            <tr>
              <th>{p.title}</th>
              <th>{p.category}</th>
              <th>{p.runs}</th>
              <th>{p.pays}</th>
              <HiddenHeading text={w.actions} />
            </tr>
          </thead>
          <tbody>
            {listed.data.map((promotion) => {
              const over = promotion.endDate !== null && new Date(promotion.endDate).getTime() <= now;
              return (
                <tr key={promotion.id}>
                  <td>
                    {promotion.title} <span className="muted">{promotion.languages.join(', ')}</span>
                  </td>
                  <td>{promotionCategoryName(promotion.category)}</td>
                  <td>
                    {fill(p.from, { date: new Date(promotion.startDate).toLocaleDateString() })}{' '}
                    {promotion.endDate
                      ? fill(p.until, { date: new Date(promotion.endDate).toLocaleString() })
                      : p.noEnd}
                  </td>
                  <td>{rule(promotion)}</td>
                  <td>
                    {!over && (
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={fill(p.end, { title: promotion.title })}
                        disabled={ending.isLoading}
                        onClick={() => void end({ merchantCode: brand, id: promotion.id })}
                      >
                        {p.endNow}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
