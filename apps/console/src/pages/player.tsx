import {
  useEndPlayerSessionsMutation,
  useExcludePlayerMutation,
  useLockPlayerMutation,
  usePlayerProfileQuery,
} from '@lobby/api-client/operator';
import { EXCLUSION_KINDS } from '@lobby/contract/constants';
import { grantsAllow, type OperatorPlayerProfile } from '@lobby/contract/operator';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorNote } from '../lib/error-note';
import { money } from '../lib/money';
import { useConsole } from '../lib/outlet';
import { fill, useWords, wordFor } from '../lib/words';
import { PlayerActivity } from './player/player-activity';
import { PlayerLedger } from './player/player-ledger';
import { PlayerNotes } from './player/player-notes';

/** One player: the account and its protection, risk's actions, notes, sessions, logins and the wallet's movements. */
export function PlayerPage() {
  const { w } = useWords();
  const { brand } = useConsole();
  const username = useParams().username ?? '';
  const profile = usePlayerProfileQuery({ merchant: brand, username });
  return (
    <section className="stack">
      <Link to="/players">{w.profile.back}</Link>
      <h1>{username}</h1>
      <ErrorNote error={profile.error} />
      {!profile.data && !profile.error && <p className="note">{w.loading}</p>}
      {profile.data && (
        <>
          <Summary player={profile.data} />
          <RiskActions player={profile.data} />
          <PlayerNotes player={profile.data} />
          <PlayerActivity player={profile.data} />
          <PlayerLedger username={profile.data.username} currency={profile.data.currency} />
        </>
      )}
    </section>
  );
}

function Summary({ player }: { player: OperatorPlayerProfile }) {
  const { w } = useWords();
  const p = w.profile;
  const rows: [string, string][] = [
    [w.players.number, String(player.memberNo)],
    [w.players.balance, money(player.balanceMinor, player.currency)],
    [w.players.registered, new Date(player.registeredAt).toLocaleString()],
    [w.players.state, player.locked ? w.players.locked : w.players.active],
    [
      p.exclusion,
      player.exclusion
        ? fill(p.excludedUntil, {
            kind: wordFor(p.exclusions, player.exclusion.kind),
            date: new Date(player.exclusion.until).toLocaleString(),
          })
        : p.none,
    ],
    [p.realityCheck, player.realityCheckMinutes ? fill(p.minutes, { n: String(player.realityCheckMinutes) }) : p.none],
  ];
  return (
    <div className="card stack">
      <dl className="facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{p.limits}</h2>
      {player.limits.length === 0 ? (
        <p className="muted">{p.noLimits}</p>
      ) : (
        <table className="table" data-testid="player-limits">
          <thead>
            <tr>
              <th>{p.limit}</th>
              <th>{p.value}</th>
              <th>{p.pending}</th>
            </tr>
          </thead>
          <tbody>
            {player.limits.map((limit) => {
              const shown = (value: number | null) =>
                value === null
                  ? p.none
                  : limit.kind === 'sessionMinutes'
                    ? fill(p.minutes, { n: String(value) })
                    : money(value, player.currency);
              return (
                <tr key={limit.kind}>
                  <td>{wordFor(p.limitKinds, limit.kind)}</td>
                  <td>{shown(limit.value)}</td>
                  <td>
                    {limit.pendingFrom
                      ? fill(p.pendingFrom, {
                          value: limit.pendingRemove ? p.removed : shown(limit.pendingValue),
                          date: new Date(limit.pendingFrom).toLocaleString(),
                        })
                      : ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Risk's actions on the player: lock or unlock, end every session, impose an exclusion. */
function RiskActions({ player }: { player: OperatorPlayerProfile }) {
  const { w } = useWords();
  const p = w.profile;
  const { brand, me } = useConsole();
  const [lock, locking] = useLockPlayerMutation();
  const [end, ending] = useEndPlayerSessionsMutation();
  const [exclude, excluding] = useExcludePlayerMutation();
  const [done, setDone] = useState<string | null>(null);
  if (!grantsAllow(me.grants, 'risk', brand)) return null;
  const target = { merchantCode: brand, username: player.username };
  const after = (answer: { data?: unknown }, text: string) => setDone('data' in answer ? text : null);
  const submitExclusion = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const kind = String(new FormData(event.currentTarget).get('kind'));
    after(await exclude({ ...target, kind }), p.excluded);
  };
  return (
    <div className="card stack">
      <h2>{p.risk}</h2>
      <div className="row">
        <button
          type="button"
          className="button button--ghost"
          disabled={locking.isLoading}
          onClick={async () =>
            after(await lock({ ...target, locked: !player.locked }), player.locked ? p.unlockedDone : p.lockedDone)
          }
        >
          {player.locked ? w.players.unlock : w.players.lock}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={ending.isLoading || player.sessions.length === 0}
          onClick={async () => after(await end(target), p.sessionsEnded)}
        >
          {p.endSessions}
        </button>
      </div>
      <form className="row" onSubmit={(e) => void submitExclusion(e)}>
        <label className="inline-field">
          <span>{p.exclusionKind}</span>
          <select name="kind" defaultValue="break24h">
            {EXCLUSION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {p.exclusions[kind]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" disabled={excluding.isLoading}>
          {p.exclude}
        </button>
      </form>
      <ErrorNote error={locking.error ?? ending.error ?? excluding.error} />
      {done && (
        <p role="status" className="note">
          {done}
        </p>
      )}
    </div>
  );
}
