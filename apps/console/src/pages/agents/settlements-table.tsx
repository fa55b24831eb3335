import type { AgentSettlement } from '@lobby/contract/operator';
import { Link } from 'react-router-dom';
import { money } from '../../lib/money';
import { useWords } from '../../lib/words';

/** Settled periods: whose contract, which, the team's play and what it paid. */
export function SettlementsTable({ settlements, currency }: { settlements: AgentSettlement[]; currency: string }) {
  const { w } = useWords();
  const a = w.agents;
  if (settlements.length === 0) return <p className="muted">{a.noSettlements}</p>;
  const day = (iso: string) => new Date(iso).toLocaleString();
  return (
    <table className="table" data-testid="settlements">
      <thead>
        <tr>
          <th>{a.holder}</th>
          <th>{a.kind}</th>
          <th>{a.period}</th>
          <th>{a.bets}</th>
          <th>{a.netLoss}</th>
          <th>{a.active}</th>
          <th>{a.paid}</th>
        </tr>
      </thead>
      <tbody>
        {settlements.map((s) => (
          <tr key={`${s.contractId}/${s.periodStart}`}>
            <td>
              <Link to={`/agents/${encodeURIComponent(s.holder)}`}>{s.holder}</Link>
            </td>
            <td>{a.kinds[s.kind]}</td>
            <td>
              {day(s.periodStart)} – {day(s.periodEnd)}
            </td>
            <td className="number">{money(s.betsMinor, currency)}</td>
            <td className="number">{money(s.netLossMinor, currency)}</td>
            <td className="number">{s.activePlayers}</td>
            <td className="number">{money(s.amountMinor, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
