import { useAuditQuery } from '@lobby/api-client/operator';
import type { AuditEntry } from '@lobby/contract/operator';
import { EmptyState, TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../lib/error-note';
import { useConsole } from '../lib/outlet';
import { useWords } from '../lib/words';

const LIMIT = 50;
const change = (entry: AuditEntry) =>
  [entry.before, entry.after]
    .filter((part) => part !== null && part !== undefined)
    .map((part) => JSON.stringify(part))
    .join(' → ');

/** The append-only audit log of the brand, newest first, filtered and paged on the server. */
export function AuditPage() {
  const { w } = useWords();
  const { brand } = useConsole();
  const [filters, setFilters] = useState<{ operator?: string; action?: string }>({});
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const before = pages[pages.length - 1];
  const page = useAuditQuery({ brand, limit: LIMIT, ...filters, ...(before ? { before } : {}) });
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const operator = String(form.get('operator')).trim().toLowerCase();
    const action = String(form.get('action')).trim();
    setFilters({ ...(operator ? { operator } : {}), ...(action ? { action } : {}) });
    setPages([undefined]);
  };
  const rows = page.data ?? [];
  return (
    <section className="stack">
      <h1>{w.audit.heading}</h1>
      <form className="card row" onSubmit={apply}>
        <TextField id="audit-operator" name="operator" label={w.audit.filterOperator} maxLength={32} />
        <TextField id="audit-action" name="action" label={w.audit.filterAction} maxLength={60} />
        <button type="submit" className="button">
          {w.audit.apply}
        </button>
      </form>
      <ErrorNote error={page.error} />
      {page.data?.length === 0 && <EmptyState message={w.audit.empty} />}
      {rows.length > 0 && (
        <table className="table" data-testid="audit-log">
          <thead>
            <tr>
              <th>{w.audit.at}</th>
              <th>{w.audit.who}</th>
              <th>{w.audit.from}</th>
              <th>{w.audit.action}</th>
              <th>{w.audit.target}</th>
              <th>{w.audit.change}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={entry.id}>
                <td>{new Date(entry.at).toLocaleString()}</td>
                <td>{entry.operator}</td>
                <td>{entry.ip}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>{entry.target}</td>
                <td className="change">{change(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length === LIMIT && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setPages((p) => [...p, rows[rows.length - 1]?.id])}
        >
          {w.audit.older}
        </button>
      )}
    </section>
  );
}
