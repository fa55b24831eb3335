import { useSendInboxMutation } from '@lobby/api-client/operator';
import { INBOX_SEGMENTS, type InboxSegment } from '@lobby/contract/operator';
import { TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { FormEnd } from '../lib/form-end';
import { useConsole } from '../lib/outlet';
import { fill, useWords } from '../lib/words';

type Audience = 'everyone' | 'member' | InboxSegment;
const AUDIENCES: readonly Audience[] = ['everyone', 'member', ...INBOX_SEGMENTS];

/** An inbox message to one member, a segment of the brand's members, or every member. */
export function InboxPage() {
  const { w, language } = useWords();
  const { brand } = useConsole();
  const [send, sending] = useSendInboxMutation();
  const [audience, setAudience] = useState<Audience>('everyone');
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const to = String(form.get('to') ?? '').trim();
    setDone(null);
    const answer = await send({
      merchantCode: brand,
      ...(audience === 'member' ? { username: to } : audience === 'everyone' ? {} : { segment: audience }),
      language,
      title: String(form.get('title')),
      content: String(form.get('content')),
    });
    if (answer.data) {
      const { reached } = answer.data;
      setDone(reached === null ? w.inbox.sent : fill(w.inbox.reached, { n: String(reached) }));
      formElement.reset();
    }
  };
  return (
    <section className="stack">
      <h1>{w.inbox.heading}</h1>
      <form className="card stack" onSubmit={(e) => void submit(e)}>
        <label className="inline-field">
          <span>{w.inbox.audience}</span>
          <select value={audience} onChange={(e) => setAudience(e.target.value as Audience)}>
            {AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {w.inbox.audiences[a]}
              </option>
            ))}
          </select>
        </label>
        {audience === 'member' && <TextField id="inbox-to" name="to" label={w.inbox.to} maxLength={64} required />}
        <TextField id="inbox-title" name="title" label={w.inbox.title} maxLength={200} required />
        <label className="block-field">
          <span>{w.inbox.content}</span>
          <textarea name="content" rows={5} maxLength={100_000} required />
        </label>
        <FormEnd error={sending.error} busy={sending.isLoading} doneText={done} submitText={w.inbox.send} />
      </form>
    </section>
  );
}
