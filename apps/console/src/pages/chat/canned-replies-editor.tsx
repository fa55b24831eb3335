import { useCannedRepliesQuery, useSaveCannedRepliesMutation } from '@lobby/api-client/operator';
import type { CannedReply } from '@lobby/contract/operator';
import { TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../../lib/error-note';
import { HiddenHeading } from '../../lib/form-end';
import { useConsole } from '../../lib/outlet';
import { fill, useWords } from '../../lib/words';

/** The brand's canned replies: each removed, a new one added; the list is saved whole. */
export function CannedRepliesEditor() {
  const { w } = useWords();
  const c = w.chat;
  const { brand } = useConsole();
  const listed = useCannedRepliesQuery({ merchant: brand });
  const [save, saving] = useSaveCannedRepliesMutation();
  const [done, setDone] = useState<string | null>(null);
  const replies = listed.data ?? [];
  const store = async (next: CannedReply[], text: string) => {
    const answer = await save({ merchantCode: brand, replies: next });
    setDone('data' in answer ? text : null);
    return 'data' in answer;
  };
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const reply = { title: String(data.get('title')).trim(), text: String(data.get('text')).trim() };
    if (await store([...replies.filter((r) => r.title !== reply.title), reply], c.cannedSaved)) form.reset();
  };
  return (
    <details className="card stack">
      <summary>{c.cannedHeading}</summary>
      {replies.length > 0 && (
        <table className="table" data-testid="canned-replies">
          <thead>
            <tr>
              <th>{c.cannedTitle}</th>
              <th>{c.cannedText}</th>
              <HiddenHeading text={w.actions} />
            </tr>
          </thead>
          <tbody>
            {replies.map((r) => (
              <tr key={r.title}>
                <td>{r.title}</td>
                <td>{r.text}</td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={fill(c.removeCanned, { title: r.title })}
                    onClick={() =>
                      void store(
                        replies.filter((x) => x.title !== r.title),
                        c.cannedSaved,
                      )
                    }
                  >
                    {c.remove}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className="stack" onSubmit={(e) => void add(e)}>
        <TextField id="canned-title" name="title" label={c.cannedTitle} maxLength={60} required />
        <label className="block-field">
          <span>{c.cannedText}</span>
          <textarea name="text" rows={2} maxLength={500} required />
        </label>
        <ErrorNote error={saving.error ?? listed.error} />
        {done && (
          <p role="status" className="note">
            {done}
          </p>
        )}
        <button type="submit" className="button" disabled={saving.isLoading}>
          {c.addCanned}
        </button>
      </form>
    </details>
  );
}
