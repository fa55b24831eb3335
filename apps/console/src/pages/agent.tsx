import { useAgentQuery } from '@lobby/api-client/operator';
import type { OperatorAgentView } from '@lobby/contract/operator';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorNote } from '../lib/error-note';
import { useConsole } from '../lib/outlet';
import { Pager } from '../lib/pager';
import { fill, useWords } from '../lib/words';
import { ContractsTable } from './agents/contracts-table';
import { SettlementsTable } from './agents/settlements-table';

const agentLink = (username: string) => `/agents/${encodeURIComponent(username)}`;

/** One agent: its uplines to the top of the tree, its direct team, its contracts and their settlements. */
export function AgentPage() {
  const { w } = useWords();
  const a = w.agents;
  const { brand } = useConsole();
  const username = useParams().username ?? '';
  const [page, setPage] = useState(1);
  const agent = useAgentQuery({ merchant: brand, username, page });
  return (
    <section className="stack" key={username}>
      <Link to="/agents">{a.back}</Link>
      <h1>{username}</h1>
      <ErrorNote error={agent.error} />
      {!agent.data && !agent.error && <p className="note">{w.loading}</p>}
      {agent.data && (
        <>
          <Tree agent={agent.data} onPage={setPage} />
          <ContractsTable contracts={agent.data.contracts} currency={agent.data.currency} />
          <div className="card stack">
            <h2>{a.settlements}</h2>
            <SettlementsTable settlements={agent.data.settlements} currency={agent.data.currency} />
          </div>
        </>
      )}
    </section>
  );
}

/** The agent's place in the tree: the chain above it, and its direct team a page at a time. */
function Tree({ agent, onPage }: { agent: OperatorAgentView; onPage: (page: number) => void }) {
  const { w } = useWords();
  const a = w.agents;
  return (
    <div className="card stack">
      <dl className="facts">
        <div>
          <dt>{a.number}</dt>
          <dd>{agent.memberNo}</dd>
        </div>
        <div>
          <dt>{a.type}</dt>
          <dd>{agent.type}</dd>
        </div>
        <div>
          <dt>{a.uplines}</dt>
          <dd>
            {agent.uplines.length === 0 ? (
              a.top
            ) : (
              <nav aria-label={a.uplines}>
                <ol className="crumbs" data-testid="uplines">
                  {agent.uplines.map((name) => (
                    <li key={name}>
                      <Link to={agentLink(name)}>{name}</Link>
                    </li>
                  ))}
                  <li aria-current="page">{agent.username}</li>
                </ol>
              </nav>
            )}
          </dd>
        </div>
      </dl>
      <h2>{fill(a.directTeam, { n: String(agent.teamSize) })}</h2>
      {agent.team.length === 0 ? (
        <p className="muted">{a.noTeam}</p>
      ) : (
        <>
          <table className="table" data-testid="agent-team">
            <thead>
              <tr>
                <th>{w.players.username}</th>
                <th>{a.type}</th>
                <th>{a.team}</th>
                <th>{a.joined}</th>
              </tr>
            </thead>
            <tbody>
              {agent.team.map((member) => (
                <tr key={member.username}>
                  <td>
                    {/* An agent opens its own branch of the tree; a member its player profile. */}
                    <Link
                      to={member.agent ? agentLink(member.username) : `/players/${encodeURIComponent(member.username)}`}
                    >
                      {member.username}
                    </Link>
                  </td>
                  <td>
                    {member.agent ? a.agent : a.member} ({member.type})
                  </td>
                  <td className="number">{member.team}</td>
                  <td>{new Date(member.joinedAt).toLocaleDateString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={agent.page}
            more={agent.page * agent.pageSize < agent.teamSize}
            onPage={onPage}
            back={a.previous}
            forward={a.next}
            label={fill(a.page, { page: String(agent.page) })}
          />
        </>
      )}
    </div>
  );
}
