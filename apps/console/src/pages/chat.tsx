import {
  useCannedRepliesQuery,
  useChatQueueQuery,
  useConversationQuery,
  useDeskActionMutation,
  useReplyInChatMutation,
} from '@lobby/api-client/operator';
import { DESK_VIEWS } from '@lobby/contract/operator';
import { EmptyState } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../lib/error-note';
import { FormEnd } from '../lib/form-end';
import { useConsole } from '../lib/outlet';
import { fill, useWords } from '../lib/words';
import { CannedRepliesEditor } from './chat/canned-replies-editor';
import { MemberContext } from './chat/member-context';

/** How often the desk looks for new messages (a support agent's screen, open for hours). */
const DESK_POLL_MS = 5_000;
type View = (typeof DESK_VIEWS)[number];

/**
 * The live-chat desk: the brand's conversations (open, the agent's own, closed), one conversation
 * with the member's context, claim and close, and the answer (typed or from the canned replies),
 * which reaches the member's open chat at once (push).
 */
export function ChatPage() {
  const { w } = useWords();
  const c = w.chat;
  const { brand, me } = useConsole();
  const [view, setView] = useState<View>('open');
  const queue = useChatQueueQuery({ merchant: brand, view }, { pollingInterval: DESK_POLL_MS });
  const [open, setOpen] = useState<string | null>(null);
  const conversation = useConversationQuery(
    { merchant: brand, username: open ?? '' },
    { skip: !open, pollingInterval: DESK_POLL_MS },
  );
  const canned = useCannedRepliesQuery({ merchant: brand });
  const [reply, replying] = useReplyInChatMutation();
  const [act, acting] = useDeskActionMutation();
  const [text, setText] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const entry = queue.data?.find((e) => e.username === open);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!open) return;
    setDone(null);
    const answer = await reply({ merchantCode: brand, username: open, text });
    if ('data' in answer) {
      setDone(c.sent);
      setText('');
    }
  };
  const desk = async (action: 'claim' | 'close') => {
    if (!open) return;
    const answer = await act({ merchantCode: brand, username: open, action });
    if ('data' in answer) setDone(action === 'claim' ? c.claimed : c.closedDone);
  };

  return (
    <section className="stack">
      <h1>{c.heading}</h1>
      <div role="radiogroup" aria-label={c.views.label} className="row">
        {DESK_VIEWS.map((v) => (
          <label key={v} className="check">
            <input type="radio" name="desk-view" checked={view === v} onChange={() => setView(v)} />
            {c.views[v]}
          </label>
        ))}
      </div>
      <ErrorNote error={queue.error ?? conversation.error ?? acting.error} />
      <div className="desk">
        <nav aria-label={c.queue} className="desk__queue">
          <h2>{c.queue}</h2>
          {queue.data?.length === 0 && <EmptyState message={c.empty} />}
          <ul data-testid="chat-queue">
            {queue.data?.map((e) => (
              <li key={e.username}>
                <button
                  type="button"
                  className="desk__conversation"
                  aria-pressed={open === e.username}
                  onClick={() => {
                    setOpen(e.username);
                    setDone(null);
                  }}
                >
                  <strong>{e.username}</strong>
                  {e.lastFrom === 'member' && !e.closed && <span className="badge">{c.waiting}</span>}
                  <span className="muted">{e.lastText}</span>
                  <small className="muted">
                    {e.claimedBy ? fill(c.claimedBy, { name: e.claimedBy }) : c.unclaimed}
                  </small>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="desk__conversation-pane card stack">
          {!open && <p className="muted">{c.pick}</p>}
          {open && (
            <>
              <div className="row">
                <h2 className="grow">{open}</h2>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={acting.isLoading || entry?.claimedBy === me.username}
                  onClick={() => void desk('claim')}
                >
                  {c.claim}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={acting.isLoading || entry?.closed}
                  onClick={() => void desk('close')}
                >
                  {c.close}
                </button>
              </div>
              <MemberContext username={open} />
              <ol className="desk__messages" data-testid="desk-messages">
                {conversation.data?.map((m) => (
                  <li key={m.id} className={`desk__message desk__message--${m.from}`}>
                    <small className="muted">
                      {m.from === 'member' ? c.member : c.support} · {new Date(m.at).toLocaleTimeString()}
                    </small>
                    <span>{m.text}</span>
                  </li>
                ))}
              </ol>
              <form className="stack" onSubmit={(e) => void submit(e)}>
                {!!canned.data?.length && (
                  <label className="inline-field">
                    <span>{c.canned}</span>
                    <select value="" onChange={(e) => setText(e.target.value)}>
                      <option value="">{c.pickCanned}</option>
                      {canned.data.map((r) => (
                        <option key={r.title} value={r.text}>
                          {r.title}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <label className="block-field">
                  <span>{c.text}</span>
                  <textarea value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={500} required />
                </label>
                <FormEnd
                  error={replying.error}
                  busy={replying.isLoading}
                  disabled={!text.trim()}
                  doneText={done}
                  submitText={c.send}
                />
              </form>
            </>
          )}
        </div>
      </div>
      <CannedRepliesEditor />
    </section>
  );
}
