import { useSettlementsQuery } from '@lobby/api-client/operator';
import { CONTRACT_KINDS, type ContractKind } from '@lobby/contract';
import { useState } from 'react';
import { ErrorNote } from '../lib/error-note';
import { useConsole } from '../lib/outlet';
import { Pager } from '../lib/pager';
import { fill, useWords } from '../lib/words';
import { SettlementsTable } from './agents/settlements-table';

/** The brand's settled contract periods, newest first, of every contract or one kind, a page at a time. */
export function SettlementsPage() {
  const { w } = useWords();
  const a = w.agents;
  const { brand } = useConsole();
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [page, setPage] = useState(1);
  const listed = useSettlementsQuery({ merchant: brand, page, ...(kind ? { kind } : {}) });
  return (
    <section className="stack">
      <h1>{a.settlements}</h1>
      <div className="card row">
        <label className="inline-field">
          <span>{a.show}</span>
          <select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as ContractKind | '');
              setPage(1);
            }}
          >
            <option value="">{a.every}</option>
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {a.kinds[k]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorNote error={listed.error} />
      {listed.data && (
        <div className="card stack">
          <SettlementsTable settlements={listed.data.settlements} currency={listed.data.currency} />
          <Pager
            page={page}
            more={listed.data.more}
            onPage={setPage}
            back={a.previous}
            forward={a.next}
            label={fill(a.page, { page: String(page) })}
          />
        </div>
      )}
    </section>
  );
}
