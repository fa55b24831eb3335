import { useAddPlayerNoteMutation } from '@lobby/api-client/operator';
import type { OperatorPlayerProfile } from '@lobby/contract/operator';
import { useState, type FormEvent } from 'react';
import { FormEnd } from '../../lib/form-end';
import { useConsole } from '../../lib/outlet';
import { useWords } from '../../lib/words';

/** The operators' notes on a player, newest first, and a new one. */
export function PlayerNotes({ player }: { player: OperatorPlayerProfile }) {
  const { w } = useWords();
  const p = w.profile;
  const { brand } = useConsole();
  const [add, adding] = useAddPlayerNoteMutation();
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('note'));
    const answer = await add({ merchantCode: brand, username: player.username, text });
    setDone('data' in answer);
    if ('data' in answer) form.reset();
  };
  return (
    <div className="card stack">
      <h2>{p.notes}</h2>
      {player.notes.length === 0 ? (
        <p className="muted">{p.noNotes}</p>
      ) : (
        <ul className="plain-list stack" data-testid="player-notes">
          {player.notes.map((note) => (
            <li key={note.id}>
              <span className="muted">
                {new Date(note.at).toLocaleString()} · {note.operator}
              </span>
              <p className="note-text">{note.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <label className="block-field">
          <span>{p.newNote}</span>
          <textarea name="note" rows={3} maxLength={2_000} required />
        </label>
        <FormEnd error={adding.error} busy={adding.isLoading} doneText={done ? p.noted : null} submitText={p.addNote} />
      </form>
    </div>
  );
}
