import { useSendInboxMutation } from '@lobby/api-client/operator';
import { TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { FormEnd } from '../lib/form-end';
import { useConsole } from '../lib/outlet';
import { useWords } from '../lib/words';

/** An inbox message to one member, or to every member of the brand. */
export function InboxPage() {
  const { w, language } = useWords();
  const { brand } = useConsole();
  const [send, sending] = useSendInboxMutation();
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const to = String(form.get('to')).trim();
    setDone(false);
    const answer = await send({
      merchantCode: brand,
      ...(to ? { username: to } : {}),
      language,
      title: String(form.get('title')),
      content: String(form.get('content')),
    });
    if ('data' in answer) {
      setDone(true);
      formElement.reset();
    }
  };
  return (
    <section className="stack">
      <h1>{w.inbox.heading}</h1>
      <form className="card stack" onSubmit={(e) => void submit(e)}>
        <TextField id="inbox-to" name="to" label={w.inbox.to} maxLength={64} />
        <TextField id="inbox-title" name="title" label={w.inbox.title} maxLength={200} required />
        <label className="block-field">
          <span>{w.inbox.content}</span>
          <textarea name="content" rows={5} maxLength={100_000} required />
        </label>
        <FormEnd
          error={sending.error}
          busy={sending.isLoading}
          doneText={done ? w.inbox.sent : null}
          submitText={w.inbox.send}
        />
      </form>
    </section>
  );
}
