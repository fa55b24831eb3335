import type { OperatorPlayerProfile } from '@lobby/contract/operator';
import { useWords } from '../../lib/words';

/** The player's open sessions and latest logins: when, from where, on what. */
export function PlayerActivity({ player }: { player: OperatorPlayerProfile }) {
  const { w } = useWords();
  const p = w.profile;
  const when = (iso: string) => new Date(iso).toLocaleString();
  return (
    <div className="card stack">
      <h2>{p.sessions}</h2>
      {player.sessions.length === 0 ? (
        <p className="muted">{p.noSessions}</p>
      ) : (
        <table className="table" data-testid="player-sessions">
          <thead>
            <tr>
              <th>{p.started}</th>
              <th>{p.lastUsed}</th>
              <th>{p.address}</th>
              <th>{p.device}</th>
            </tr>
          </thead>
          <tbody>
            {player.sessions.map((s) => (
              <tr key={s.id}>
                <td>{when(s.startedAt)}</td>
                <td>{when(s.lastUsedAt)}</td>
                <td>{s.ip}</td>
                <td className="device">{s.userAgent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{p.logins}</h2>
      <table className="table" data-testid="player-logins">
        <thead>
          <tr>
            <th>{p.at}</th>
            <th>{p.method}</th>
            <th>{p.result}</th>
            <th>{p.address}</th>
          </tr>
        </thead>
        <tbody>
          {player.logins.map((login) => (
            <tr key={login.at + login.ip}>
              <td>{when(login.at)}</td>
              <td>{login.method}</td>
              <td>{login.success ? p.succeeded : p.failed}</td>
              <td>{login.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
