import { usePlayerLedgerQuery } from '@lobby/api-client/operator';
import { useState } from 'react';
import { ErrorNote } from '../../lib/error-note';
import { money } from '../../lib/money';
import { useConsole } from '../../lib/outlet';
import { Pager } from '../../lib/pager';
import { fill, useWords, wordFor } from '../../lib/words';

/** The wallet's movements, newest first, a page at a time, with the balance after each. */
export function PlayerLedger({ username, currency }: { username: string; currency: string }) {
  const { w } = useWords();
  const p = w.profile;
  const { brand } = useConsole();
  const [page, setPage] = useState(1);
  const ledger = usePlayerLedgerQuery({ merchant: brand, username, page });
  const entries = ledger.data?.entries ?? [];
  return (
    <div className="card stack">
      <h2>{p.ledger}</h2>
      <ErrorNote error={ledger.error} />
      {ledger.data && entries.length === 0 && <p className="muted">{p.noMovements}</p>}
      {entries.length > 0 && (
        <table className="table" data-testid="player-ledger">
          <thead>
            <tr>
              <th>{p.at}</th>
              <th>{p.kind}</th>
              <th>{p.amount}</th>
              <th>{p.balanceAfter}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{new Date(entry.at).toLocaleString()}</td>
                <td>{wordFor(p.movements, entry.kind)}</td>
                <td className="number">{money(entry.amountMinor, currency)}</td>
                <td className="number">
                  {entry.balanceAfterMinor === null ? '' : money(entry.balanceAfterMinor, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        page={page}
        more={!!ledger.data?.more}
        onPage={setPage}
        back={p.newer}
        forward={p.older}
        label={fill(p.page, { page: String(page) })}
      />
    </div>
  );
}
