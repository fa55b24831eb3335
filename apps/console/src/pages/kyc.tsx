import { useKycCasesQuery } from '@lobby/api-client/operator';
import { EmptyState } from '@lobby/ui';
import { ErrorNote } from '../lib/error-note';
import { useConsole } from '../lib/outlet';
import { useWords } from '../lib/words';

/** The brand's KYC documents waiting for review. */
export function KycPage() {
  const { w } = useWords();
  const { brand } = useConsole();
  const cases = useKycCasesQuery({ merchant: brand, status: 'pending' });
  return (
    <section className="stack">
      <h1>{w.kyc.heading}</h1>
      <ErrorNote error={cases.error} />
      {cases.data?.length === 0 && <EmptyState message={w.kyc.empty} />}
      {!!cases.data?.length && (
        <table className="table">
          <thead>
            <tr>
              <th>{w.kyc.member}</th>
              <th>{w.kyc.status}</th>
            </tr>
          </thead>
          <tbody>
            {cases.data.map((c) => (
              <tr key={c.memberId}>
                <td>{c.username}</td>
                <td>{c.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
