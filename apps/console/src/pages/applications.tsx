import { usePromotionApplicationsQuery, useReviewPromotionMutation } from '@lobby/api-client/operator';
import { APPLICATION_REVIEW_STATES, OPERATOR_PATHS, type PromotionApplicationView } from '@lobby/contract/operator';
import { EmptyState, TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../lib/error-note';
import { money } from '../lib/money';
import { useConsole } from '../lib/outlet';
import { Pager } from '../lib/pager';
import { PrivatePicture } from '../lib/private-picture';
import { fill, useWords } from '../lib/words';

type State = (typeof APPLICATION_REVIEW_STATES)[number];

/** Risk's queue of promotion applications: by state, a page at a time; each issued or rejected. */
export function ApplicationsPage() {
  const { w } = useWords();
  const a = w.applications;
  const { brand } = useConsole();
  const [status, setStatus] = useState<State>('applying');
  const [page, setPage] = useState(1);
  const listed = usePromotionApplicationsQuery({ merchant: brand, status, page });
  const [done, setDone] = useState<string | null>(null);
  const items = listed.data?.applications ?? [];
  return (
    <section className="stack">
      <h1>{a.heading}</h1>
      <div className="row">
        <label className="inline-field">
          <span>{a.state}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as State);
              setPage(1);
            }}
          >
            {APPLICATION_REVIEW_STATES.map((s) => (
              <option key={s} value={s}>
                {a.states[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorNote error={listed.error} />
      {done && (
        <p role="status" className="note">
          {done}
        </p>
      )}
      {listed.data && items.length === 0 && <EmptyState message={a.empty} />}
      <ul className="plain-list stack" data-testid="applications">
        {items.map((item) => (
          <Application key={`${item.username}/${item.promotionId}`} item={item} onDone={setDone} />
        ))}
      </ul>
      <Pager
        page={page}
        more={!!listed.data?.more}
        onPage={setPage}
        back={w.profile.newer}
        forward={w.profile.older}
        label={fill(w.profile.page, { page: String(page) })}
      />
    </section>
  );
}

/** One application: who, for what, the remark and pictures; under review, the decision. */
function Application({ item, onDone }: { item: PromotionApplicationView; onDone: (text: string) => void }) {
  const { w } = useWords();
  const a = w.applications;
  const { brand } = useConsole();
  const [review, reviewing] = useReviewPromotionMutation();
  const decide = async (event: FormEvent<HTMLFormElement>, decision: 'issued' | 'rejected') => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amount = String(form.get('amount') ?? '').trim();
    const note = String(form.get('note') ?? '').trim();
    const answer = await review({
      merchantCode: brand,
      username: item.username,
      promotionId: item.promotionId,
      decision,
      ...(decision === 'issued' ? (amount ? { amount } : {}) : { note: note || null }),
    });
    if ('data' in answer) onDone(fill(decision === 'issued' ? a.issuedDone : a.rejectedDone, { name: item.username }));
  };
  const picture = (id: string) =>
    `${OPERATOR_PATHS.promotionApplications}/${encodeURIComponent(item.promotionId)}/${encodeURIComponent(item.username)}/images/${encodeURIComponent(id)}?merchant=${encodeURIComponent(brand)}`;
  return (
    <li className="card stack" data-testid="application">
      <h2>
        {item.username} · {item.title}
      </h2>
      <span className="muted">{fill(a.applied, { date: new Date(item.appliedAt).toLocaleString() })}</span>
      {item.remark && <p className="note-text">{item.remark}</p>}
      {item.images.length > 0 && (
        <div className="row">
          {item.images.map((image, index) => (
            <PrivatePicture key={image.id} path={picture(image.id)} alt={fill(a.picture, { n: String(index + 1) })} />
          ))}
        </div>
      )}
      {item.bonusMinor !== null && <span>{fill(a.bonus, { amount: money(item.bonusMinor, item.currency) })}</span>}
      {item.reviewNote && <span className="muted">{fill(a.note, { text: item.reviewNote })}</span>}
      <ErrorNote error={reviewing.error} />
      {item.status === 'applying' && (
        <div className="row">
          <form className="row" onSubmit={(e) => void decide(e, 'issued')}>
            <TextField
              id={`amount-${item.username}-${item.promotionId}`}
              name="amount"
              label={a.amount}
              inputMode="decimal"
              maxLength={20}
            />
            <button type="submit" className="button" disabled={reviewing.isLoading}>
              {a.issue}
            </button>
          </form>
          <form className="row" onSubmit={(e) => void decide(e, 'rejected')}>
            <TextField id={`note-${item.username}-${item.promotionId}`} name="note" label={a.reason} maxLength={500} />
            <button type="submit" className="button button--ghost" disabled={reviewing.isLoading}>
              {a.reject}
            </button>
          </form>
        </div>
      )}
    </li>
  );
}
