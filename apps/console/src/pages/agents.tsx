import { useAgentsQuery } from '@lobby/api-client/operator';
import { EmptyState, TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ErrorNote } from '../lib/error-note';
import { useConsole } from '../lib/outlet';
import { Pager } from '../lib/pager';
import { fill, useWords } from '../lib/words';
import { RebatesCard } from './agents/rebates-card';

const agentLink = (username: string) => `/agents/${encodeURIComponent(username)}`;

/** A brand's agents by the start of their name or their number, a page at a time; the brand's rebate rates. */
export function AgentsPage() {
  const { w } = useWords();
  const a = w.agents;
  const { brand } = useConsole();
  const [query, setQuery] = useState({ q: '', page: 1 });
  const found = useAgentsQuery({ merchant: brand, ...query });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery({ q: String(new FormData(event.currentTarget).get('q')).trim(), page: 1 });
  };
  const agents = found.data?.agents ?? [];
  return (
    <section className="stack">
      <h1>{a.heading}</h1>
      <form className="card row" onSubmit={search} role="search">
        <TextField id="agent-search" name="q" label={a.search} maxLength={64} />
        <button type="submit" className="button">
          {a.find}
        </button>
      </form>
      <ErrorNote error={found.error} />
      {found.data && agents.length === 0 && <EmptyState message={a.empty} />}
      {agents.length > 0 && (
        <>
          <table className="table" data-testid="agents">
            <thead>
              <tr>
                <th>{a.username}</th>
                <th>{a.number}</th>
                <th>{a.type}</th>
                <th>{a.upline}</th>
                <th>{a.team}</th>
                <th>{a.inForce}</th>
              </tr>
            </thead>
            <tbody>
              {agents.map((agent) => (
                <tr key={agent.username}>
                  <td>
                    <Link to={agentLink(agent.username)}>{agent.username}</Link>
                  </td>
                  <td>{agent.memberNo}</td>
                  <td>{agent.type}</td>
                  <td>{agent.upline ? <Link to={agentLink(agent.upline)}>{agent.upline}</Link> : a.top}</td>
                  <td className="number">{agent.team}</td>
                  <td>{agent.contracts.length ? agent.contracts.map((kind) => a.kinds[kind]).join(', ') : a.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={query.page}
            more={!!found.data?.more}
            onPage={(page) => setQuery({ ...query, page })}
            back={a.previous}
            forward={a.next}
            label={fill(a.page, { page: String(query.page) })}
          />
        </>
      )}
      <RebatesCard />
    </section>
  );
}
