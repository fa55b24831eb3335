import { useChatQueueQuery, useConversationQuery, useReplyInChatMutation } from '@lobby/api-client/operator';
import { EmptyState } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../lib/error-note';
import { FormEnd } from '../lib/form-end';
import { useConsole } from '../lib/outlet';
import { useWords } from '../lib/words';

/** How often the desk looks for new messages (a support agent's screen, open for hours). */
const DESK_POLL_MS = 5_000;

/**
 * The live-chat desk: the brand's conversations (members waiting first in time), one conversation
 * and the answer, which reaches the member's open chat at once (push).
 */
export function ChatPage() {
  const { w } = useWords();
  const { brand } = useConsole();
  const queue = useChatQueueQuery({ merchant: brand }, { pollingInterval: DESK_POLL_MS });
  const [open, setOpen] = useState<string | null>(null);
  const conversation = useConversationQuery(
    { merchant: brand, username: open ?? '' },
    { skip: !open, pollingInterval: DESK_POLL_MS },
  );
  const [reply, replying] = useReplyInChatMutation();
  const [text, setText] = useState('');
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!open) return;
    setDone(false);
    const answer = await reply({ merchantCode: brand, username: open, text });
    if ('data' in answer) {
      setDone(true);
      setText('');
    }
  };

  return (
    <section className="stack">
      <h1>{w.chat.heading}</h1>
      <ErrorNote error={queue.error ?? conversation.error} />
      <div className="desk">
        <nav aria-label={w.chat.queue} className="desk__queue">
          <h2>{w.chat.queue}</h2>
          {queue.data?.length === 0 && <EmptyState message={w.chat.empty} />}
          <ul data-testid="chat-queue">
            {queue.data?.map((c) => (
              <li key={c.username}>
                <button
                  type="button"
                  className="desk__conversation"
                  aria-pressed={open === c.username}
                  onClick={() => {
                    setOpen(c.username);
                    setDone(false);
                  }}
                >
                  <strong>{c.username}</strong>
                  {c.lastFrom === 'member' && <span className="badge">{w.chat.waiting}</span>}
                  <span className="muted">{c.lastText}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="desk__conversation-pane card stack">
          {!open && <p className="muted">{w.chat.pick}</p>}
          {open && (
            <>
              <h2>{open}</h2>
              <ol className="desk__messages" data-testid="desk-messages">
                {conversation.data?.map((m) => (
                  <li key={m.id} className={`desk__message desk__message--${m.from}`}>
                    <small className="muted">
                      {m.from === 'member' ? w.chat.member : w.chat.support} · {new Date(m.at).toLocaleTimeString()}
                    </small>
                    <span>{m.text}</span>
                  </li>
                ))}
              </ol>
              <form className="stack" onSubmit={(e) => void submit(e)}>
                <label className="block-field">
                  <span>{w.chat.text}</span>
                  <textarea value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={500} required />
                </label>
                <FormEnd
                  error={replying.error}
                  busy={replying.isLoading}
                  disabled={!text.trim()}
                  doneText={done ? w.chat.sent : null}
                  submitText={w.chat.send}
                />
              </form>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
