import { useKycCasesQuery, useReviewKycMutation } from '@lobby/api-client/operator';
import type { KycCase, KycReview } from '@lobby/contract';
import { OPERATOR_PATHS } from '@lobby/contract/operator';
import { EmptyState, TextField } from '@lobby/ui';
import { useState } from 'react';
import { ErrorNote } from '../lib/error-note';
import { useConsole } from '../lib/outlet';
import { PrivatePicture } from '../lib/private-picture';
import { useWords } from '../lib/words';

/** A case under review: its three pictures, approve, or reject with a reason for the member. */
function Case({ item, brand, onDone }: { item: KycCase; brand: string; onDone: (note: string) => void }) {
  const { w } = useWords();
  const [review, reviewing] = useReviewKycMutation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = async (decision: KycReview) => {
    const answer = await review({ merchant: brand, memberId: item.memberId, review: decision });
    if ('data' in answer) onDone(decision.decision === 'approved' ? w.kyc.approved : w.kyc.rejected);
  };
  return (
    <li className="card stack" data-testid="kyc-case">
      <h2>{item.username}</h2>
      <div className="row">
        {item.sides.map((side) => (
          <PrivatePicture
            key={side}
            path={`${OPERATOR_PATHS.kyc}/${encodeURIComponent(brand)}/${encodeURIComponent(item.memberId)}/${side}`}
            alt={w.kyc.sides[side]}
          />
        ))}
      </div>
      <ErrorNote error={reviewing.error} />
      {!rejecting ? (
        <div className="row">
          <button
            type="button"
            className="button"
            disabled={reviewing.isLoading}
            onClick={() => void decide({ decision: 'approved' })}
          >
            {w.kyc.approve}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setRejecting(true)}>
            {w.kyc.reject}
          </button>
        </div>
      ) : (
        <div className="row">
          <TextField
            id={`kyc-reason-${item.memberId}`}
            label={w.kyc.reason}
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
          />
          <button
            type="button"
            className="button"
            disabled={!reason.trim() || reviewing.isLoading}
            onClick={() => void decide({ decision: 'rejected', reason })}
          >
            {w.kyc.reject}
          </button>
        </div>
      )}
    </li>
  );
}

/** The brand's KYC documents waiting for review (each picture viewed is in the audit log). */
export function KycPage() {
  const { w } = useWords();
  const { brand } = useConsole();
  const cases = useKycCasesQuery({ merchant: brand, status: 'pending' });
  const [note, setNote] = useState('');
  return (
    <section className="stack">
      <h1>{w.kyc.heading}</h1>
      {note && (
        <p role="status" className="note">
          {note}
        </p>
      )}
      <ErrorNote error={cases.error} />
      {cases.data?.length === 0 && <EmptyState message={w.kyc.empty} />}
      <ul className="stack plain-list">
        {cases.data?.map((item) => (
          <Case key={item.memberId} item={item} brand={brand} onDone={setNote} />
        ))}
      </ul>
    </section>
  );
}
