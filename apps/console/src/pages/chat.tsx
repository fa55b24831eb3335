import { useReplyInChatMutation } from '@lobby/api-client/operator';
import { TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../lib/error-note';
import { useConsole } from '../lib/outlet';
import { useWords } from '../lib/words';

/** An answer in a member's live chat: it reaches their open chat at once (push). */
export function ChatPage() {
  const { w } = useWords();
  const { brand } = useConsole();
  const [reply, replying] = useReplyInChatMutation();
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setDone(false);
    const answer = await reply({
      merchantCode: brand,
      username: String(form.get('username')).trim(),
      text: String(form.get('text')),
    });
    if ('data' in answer) {
      setDone(true);
      (formElement.elements.namedItem('text') as HTMLTextAreaElement).value = '';
    }
  };
  return (
    <section className="stack">
      <h1>{w.chat.heading}</h1>
      <form className="card stack" onSubmit={(e) => void submit(e)}>
        <TextField id="chat-to" name="username" label={w.chat.to} maxLength={64} required />
        <label className="block-field">
          <span>{w.chat.text}</span>
          <textarea name="text" rows={3} maxLength={500} required />
        </label>
        <ErrorNote error={replying.error} />
        {done && (
          <p role="status" className="note">
            {w.chat.sent}
          </p>
        )}
        <button type="submit" className="button" disabled={replying.isLoading}>
          {w.chat.send}
        </button>
      </form>
    </section>
  );
}
