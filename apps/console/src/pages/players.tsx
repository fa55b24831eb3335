import { useLockPlayerMutation, usePlayersQuery } from '@lobby/api-client/operator';
import { grantsAllow } from '@lobby/contract/operator';
import { EmptyState, TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ErrorNote } from '../lib/error-note';
import { HiddenHeading } from '../lib/form-end';
import { money } from '../lib/money';
import { useConsole } from '../lib/outlet';
import { fill, useWords } from '../lib/words';

/** A brand's players by the start of their name or their number; risk locks and unlocks them. */
export function PlayersPage() {
  const { w } = useWords();
  const { brand, me } = useConsole();
  const [query, setQuery] = useState('');
  const found = usePlayersQuery({ merchant: brand, q: query });
  const [lock, locking] = useLockPlayerMutation();
  const mayLock = grantsAllow(me.grants, 'risk', brand);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(String(new FormData(event.currentTarget).get('q')).trim());
  };
  return (
    <section className="stack">
      <h1>{w.players.heading}</h1>
      <form className="card row" onSubmit={search} role="search">
        <TextField id="player-search" name="q" label={w.players.search} maxLength={64} />
        <button type="submit" className="button">
          {w.players.find}
        </button>
      </form>
      <ErrorNote error={found.error ?? locking.error} />
      {found.data?.length === 0 && <EmptyState message={w.players.empty} />}
      {!!found.data?.length && (
        <table className="table" data-testid="players">
          <thead>
            <tr>
              <th>{w.players.username}</th>
              <th>{w.players.number}</th>
              <th>{w.players.balance}</th>
              <th>{w.players.state}</th>
              <th>{w.players.registered}</th>
              {mayLock && <HiddenHeading text={w.actions} />}
            </tr>
          </thead>
          <tbody>
            {found.data.map((p) => (
              <tr key={p.username}>
                <td>
                  <Link to={`/players/${encodeURIComponent(p.username)}`}>{p.username}</Link>
                </td>
                <td>{p.memberNo}</td>
                <td className="number">{money(p.balanceMinor, p.currency)}</td>
                <td>
                  {p.locked
                    ? w.players.locked
                    : p.excludedUntil && new Date(p.excludedUntil) > new Date()
                      ? fill(w.players.excluded, { date: new Date(p.excludedUntil).toLocaleDateString() })
                      : w.players.active}
                </td>
                <td>{new Date(p.registeredAt).toLocaleDateString()}</td>
                {mayLock && (
                  <td>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={locking.isLoading}
                      onClick={() => void lock({ merchantCode: brand, username: p.username, locked: !p.locked })}
                    >
                      {p.locked ? w.players.unlock : w.players.lock}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
