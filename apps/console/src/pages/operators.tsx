import { useCreateOperatorMutation, useOperatorActionMutation, useOperatorsQuery } from '@lobby/api-client/operator';
import { ALL_BRANDS, OPERATOR_ROLES, type OperatorCredentials, type OperatorRole } from '@lobby/contract/operator';
import { TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../lib/error-note';
import { HiddenHeading } from '../lib/form-end';
import { useConsole } from '../lib/outlet';
import { fill, useWords } from '../lib/words';

/** Operators' accounts (an admin over every brand): add one, unlock, disable, reset; a first password shows once. */
export function OperatorsPage() {
  const { w } = useWords();
  const { brand } = useConsole();
  const list = useOperatorsQuery();
  const [create, creating] = useCreateOperatorMutation();
  const [act, acting] = useOperatorActionMutation();
  const [credentials, setCredentials] = useState<OperatorCredentials | null>(null);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const answer = await create({
      username: String(form.get('username')).trim().toLowerCase(),
      grants: [{ role: form.get('role') as OperatorRole, brand: String(form.get('brand')) }],
    });
    if ('data' in answer && answer.data) {
      setCredentials(answer.data);
      formElement.reset();
    }
  };
  const run = async (username: string, action: 'unlock' | 'disable' | 'enable' | 'reset') => {
    const answer = await act({ username, action });
    if ('data' in answer && answer.data) setCredentials(answer.data);
  };

  return (
    <section className="stack">
      <h1>{w.operators.heading}</h1>
      <ErrorNote error={list.error ?? creating.error ?? acting.error} />
      {credentials && (
        <p role="status" className="note" data-testid="first-password">
          {fill(w.operators.password, { name: credentials.username, password: credentials.password })}
        </p>
      )}
      <form className="card row" onSubmit={(e) => void add(e)} aria-label={w.operators.create}>
        <TextField id="new-operator" name="username" label={w.operators.username} required maxLength={32} />
        <label className="inline-field">
          <span>{w.operators.role}</span>
          <select name="role" defaultValue="content">
            {OPERATOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {w.roles[role]}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          <span>{w.operators.brandOf}</span>
          <select name="brand" defaultValue={brand}>
            <option value={brand}>{brand}</option>
            <option value={ALL_BRANDS}>{w.operators.everyBrand}</option>
          </select>
        </label>
        <button type="submit" className="button" disabled={creating.isLoading}>
          {w.operators.add}
        </button>
      </form>
      {list.data && (
        <table className="table" data-testid="operators">
          <thead>
            <tr>
              <th>{w.operators.username}</th>
              <th>{w.operators.roles}</th>
              <th>{w.operators.state}</th>
              <th>{w.operators.lastSignIn}</th>
              <HiddenHeading text={w.actions} />
            </tr>
          </thead>
          <tbody>
            {list.data.map((op) => (
              <tr key={op.username}>
                <td>{op.username}</td>
                <td>
                  {op.grants
                    .map((g) => `${w.roles[g.role]} · ${g.brand === ALL_BRANDS ? w.operators.everyBrand : g.brand}`)
                    .join(', ')}
                </td>
                <td>
                  {op.disabled ? w.operators.disabled : op.lockedUntil ? w.operators.locked : w.operators.active}
                  {!op.twoFactor && <small className="muted"> · {w.operators.noAuthenticator}</small>}
                </td>
                <td>{op.lastLoginAt ? new Date(op.lastLoginAt).toLocaleString() : w.operators.never}</td>
                <td className="row">
                  {op.lockedUntil && (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => void run(op.username, 'unlock')}
                    >
                      {w.operators.unlock}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void run(op.username, op.disabled ? 'enable' : 'disable')}
                  >
                    {op.disabled ? w.operators.enable : w.operators.disable}
                  </button>
                  <button type="button" className="button button--ghost" onClick={() => void run(op.username, 'reset')}>
                    {w.operators.reset}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
