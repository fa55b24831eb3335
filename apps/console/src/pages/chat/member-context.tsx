import { usePlayerProfileQuery } from '@lobby/api-client/operator';
import { Link } from 'react-router-dom';
import { money } from '../../lib/money';
import { useConsole } from '../../lib/outlet';
import { fill, useWords } from '../../lib/words';

/** Who the agent is talking to: state, balance, an exclusion, the latest note, and the way to the profile. */
export function MemberContext({ username }: { username: string }) {
  const { w } = useWords();
  const { brand } = useConsole();
  const profile = usePlayerProfileQuery({ merchant: brand, username });
  const player = profile.data;
  if (!player) return null;
  const [latest] = player.notes;
  return (
    <aside className="note stack" aria-label={w.chat.context} data-testid="member-context">
      <span>
        {player.locked ? w.players.locked : w.players.active} · {money(player.balanceMinor, player.currency)}
        {player.exclusion &&
          ` · ${fill(w.players.excluded, { date: new Date(player.exclusion.until).toLocaleDateString() })}`}
      </span>
      {latest && <span className="muted">{fill(w.chat.lastNote, { name: latest.operator, text: latest.text })}</span>}
      <Link to={`/players/${encodeURIComponent(username)}`}>{w.chat.profile}</Link>
    </aside>
  );
}
