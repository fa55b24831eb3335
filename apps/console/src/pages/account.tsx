import { useChangePasswordMutation, useEndSessionMutation, useSessionsQuery } from '@lobby/api-client/operator';
import { PasswordField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../lib/error-note';
import { FormEnd, HiddenHeading } from '../lib/form-end';
import { useWords } from '../lib/words';

/** My sessions and tokens (end any of them) and my password. */
export function AccountPage() {
  const { w } = useWords();
  const sessions = useSessionsQuery();
  const [end, ending] = useEndSessionMutation();
  const [change, changing] = useChangePasswordMutation();
  const [saved, setSaved] = useState(false);
  const toggle = { show: w.signIn.show, hide: w.signIn.hide };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setSaved(false);
    const answer = await change({ current: String(form.get('current')), next: String(form.get('next')) });
    if ('data' in answer) {
      setSaved(true);
      formElement.reset();
    }
  };
  return (
    <section className="stack">
      <h1>{w.account.heading}</h1>
      <h2>{w.account.sessions}</h2>
      <ErrorNote error={sessions.error ?? ending.error} />
      {sessions.data && (
        <table className="table" data-testid="sessions">
          <thead>
            <tr>
              <HiddenHeading text={w.session} />
              <th>{w.account.started}</th>
              <th>{w.account.lastSeen}</th>
              <th>IP</th>
              <HiddenHeading text={w.actions} />
            </tr>
          </thead>
          <tbody>
            {sessions.data.map((s) => (
              <tr key={s.id}>
                <td>
                  {s.label ?? w.account.kinds[s.kind]}
                  {s.current && <small className="muted"> · {w.account.current}</small>}
                </td>
                <td>{new Date(s.createdAt).toLocaleString()}</td>
                <td>{new Date(s.lastSeenAt).toLocaleString()}</td>
                <td>{s.ip}</td>
                <td>
                  {!s.current && (
                    <button type="button" className="button button--ghost" onClick={() => void end(s.id)}>
                      {w.account.end}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className="card stack" onSubmit={(e) => void submit(e)}>
        <h2>{w.account.changePassword}</h2>
        <PasswordField
          id="current-password"
          name="current"
          label={w.account.current_password}
          autoComplete="current-password"
          required
          toggleLabels={toggle}
        />
        <PasswordField
          id="new-password"
          name="next"
          label={w.account.new_password}
          autoComplete="new-password"
          minLength={12}
          required
          toggleLabels={toggle}
        />
        <FormEnd
          error={changing.error}
          busy={changing.isLoading}
          doneText={saved ? w.account.saved : null}
          submitText={w.account.save}
        />
      </form>
    </section>
  );
}
