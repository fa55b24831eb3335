import { isApiError } from '@lobby/api-client';
import { usePublishPromotionMutation } from '@lobby/api-client/operator';
import { PROMOTION_CATEGORIES } from '@lobby/contract/constants';
import type { OpsBonusRule, OpsPromotion } from '@lobby/contract/operator';
import { TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { FormEnd } from '../../lib/form-end';
import { LanguageSelect } from '../../lib/language-select';
import { useConsole } from '../../lib/outlet';
import { useWords, type ConsoleLanguage } from '../../lib/words';

type RuleKind = 'none' | OpsBonusRule['kind'];
const CATEGORIES = PROMOTION_CATEGORIES.filter((c) => c !== 'all');

/** A datetime-local field's value as an ISO instant in the operator's own time zone; '' stays absent. */
const instant = (local: FormDataEntryValue | null) => {
  const text = String(local ?? '');
  return text ? new Date(text).toISOString() : undefined;
};

/** A new promotion: words in one language, category, when it runs, and how it pays. */
export function PromotionForm() {
  const { w, language, promotionCategoryName } = useWords();
  const p = w.promotions;
  const { brand } = useConsole();
  const [publish, publishing] = usePublishPromotionMutation();
  const [kind, setKind] = useState<RuleKind>('none');
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const bonusRule: OpsBonusRule | undefined =
      kind === 'fixed'
        ? { kind, amount: text('amount') }
        : kind === 'match'
          ? {
              kind,
              percent: Number(text('percent')),
              minDeposit: text('minDeposit'),
              cap: text('cap'),
              deposit: text('deposit') === 'first' ? 'first' : 'largestSinceJoining',
            }
          : undefined;
    const promotion: OpsPromotion = {
      merchantCode: brand,
      language: text('language') as ConsoleLanguage,
      title: text('title'),
      content: text('content'),
      category: text('category') as OpsPromotion['category'],
      startDate: instant(form.get('start')),
      endDate: instant(form.get('end')) ?? null,
      ...(bonusRule ? { bonusRule } : {}),
    };
    setDone(false);
    const answer = await publish(promotion);
    if ('data' in answer) {
      setDone(true);
      formElement.reset();
      setKind('none');
    }
  };
  const fields = isApiError(publishing.error) ? (publishing.error.data?.fields as string[] | undefined) : undefined;
  return (
    <details className="card stack">
      <summary>{p.write}</summary>
      <form className="stack" onSubmit={(e) => void submit(e)} data-testid="promotion-form">
        <div className="row">
          <label className="inline-field">
            <span>{p.category}</span>
            <select name="category" defaultValue="deposit_promo">
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {promotionCategoryName(c)}
                </option>
              ))}
            </select>
          </label>
          <LanguageSelect label={w.announcements.contentLanguage} name="language" defaultValue={language} />
          <label className="inline-field">
            <span>{p.start}</span>
            <input type="datetime-local" name="start" />
          </label>
          <label className="inline-field">
            <span>{p.endAt}</span>
            <input type="datetime-local" name="end" />
          </label>
        </div>
        <TextField id="promotion-title" name="title" label={p.title} maxLength={200} required />
        <label className="block-field">
          <span>{w.announcements.content}</span>
          <textarea name="content" rows={5} maxLength={100_000} />
        </label>
        <fieldset className="stack">
          <legend>{p.pays}</legend>
          <div className="row" role="radiogroup" aria-label={p.pays}>
            {(['none', 'fixed', 'match'] as const).map((k) => (
              <label key={k} className="check">
                <input type="radio" name="kind" checked={kind === k} onChange={() => setKind(k)} />
                {p.kinds[k]}
              </label>
            ))}
          </div>
          {kind === 'fixed' && (
            <TextField id="rule-amount" name="amount" label={p.amount} inputMode="decimal" maxLength={20} required />
          )}
          {kind === 'match' && (
            <div className="row">
              <TextField
                id="rule-percent"
                name="percent"
                label={p.percent}
                inputMode="numeric"
                maxLength={3}
                required
              />
              <TextField
                id="rule-min"
                name="minDeposit"
                label={p.minDeposit}
                inputMode="decimal"
                maxLength={20}
                required
              />
              <TextField id="rule-cap" name="cap" label={p.cap} inputMode="decimal" maxLength={20} required />
              <label className="inline-field">
                <span>{p.deposit}</span>
                <select name="deposit" defaultValue="first">
                  <option value="first">{p.deposits.first}</option>
                  <option value="largestSinceJoining">{p.deposits.largestSinceJoining}</option>
                </select>
              </label>
            </div>
          )}
        </fieldset>
        {fields && (
          <ul className="note note--error" aria-label={w.brandPage.problems}>
            {fields.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
        )}
        <FormEnd
          error={publishing.error}
          busy={publishing.isLoading}
          doneText={done ? p.published : null}
          submitText={p.publish}
        />
      </form>
    </details>
  );
}
