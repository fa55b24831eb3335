import { useEndContractMutation } from '@lobby/api-client/operator';
import type { Contract } from '@lobby/contract';
import { grantsAllow } from '@lobby/contract/operator';
import { useState } from 'react';
import { ErrorNote } from '../../lib/error-note';
import { HiddenHeading } from '../../lib/form-end';
import { useConsole } from '../../lib/outlet';
import { fill, useWords } from '../../lib/words';
import { termsText } from './contract-words';

/** The contracts an agent holds or offered; finance ends one in force or withdraws an offer. */
export function ContractsTable({ contracts, currency }: { contracts: Contract[]; currency: string }) {
  const { w } = useWords();
  const a = w.agents;
  const { brand, me } = useConsole();
  const mayEnd = grantsAllow(me.grants, 'finance', brand);
  const [end, ending] = useEndContractMutation();
  const [done, setDone] = useState('');
  const finish = async (contract: Contract) => {
    setDone('');
    const answer = await end({ merchantCode: brand, id: contract.id });
    // What the server did, not what the page showed: the offer may have been accepted meanwhile.
    if (answer.data) setDone(answer.data.status === 'withdrawn' ? a.withdrawnDone : a.endedDone);
  };
  return (
    <div className="card stack">
      <h2>{a.contracts}</h2>
      <ErrorNote error={ending.error} />
      {done && (
        <p className="note" role="status">
          {done}
        </p>
      )}
      {contracts.length === 0 ? (
        <p className="muted">{a.noContracts}</p>
      ) : (
        <table className="table" data-testid="agent-contracts">
          <thead>
            <tr>
              <th>{a.kind}</th>
              <th>{a.status}</th>
              <th>{a.upline}</th>
              <th>{a.holder}</th>
              <th>{a.offered}</th>
              <th>{a.terms}</th>
              {mayEnd && <HiddenHeading text={w.actions} />}
            </tr>
          </thead>
          <tbody>
            {contracts.map((contract) => {
              const open = contract.status === 'offered' || contract.status === 'accepted';
              const action = contract.status === 'offered' ? a.withdraw : a.end;
              return (
                <tr key={contract.id}>
                  <td>{a.kinds[contract.kind]}</td>
                  <td>{a.statuses[contract.status]}</td>
                  <td>{contract.upline}</td>
                  <td>{contract.holder}</td>
                  <td>{new Date(contract.offeredAt).toLocaleDateString()}</td>
                  <td>
                    {termsText(contract, currency, a).map((line) => (
                      <div key={line}>{line}</div>
                    ))}
                  </td>
                  {mayEnd && (
                    <td>
                      {open && (
                        <button
                          type="button"
                          className="button button--ghost"
                          disabled={ending.isLoading}
                          aria-label={fill(a.endLabel, {
                            action,
                            kind: a.kinds[contract.kind],
                            holder: contract.holder,
                          })}
                          onClick={() => void finish(contract)}
                        >
                          {action}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
