import { isApiError } from '@lobby/api-client';
import {
  useApproveWithdrawalMutation,
  useRejectWithdrawalMutation,
  useWithdrawalsQuery,
} from '@lobby/api-client/operator';
import { WITHDRAWAL_STATES } from '@lobby/contract';
import type { OperatorWithdrawal } from '@lobby/contract/operator';
import { EmptyState, TabStrip, TextField } from '@lobby/ui';
import { useState } from 'react';
import { ErrorNote } from '../lib/error-note';
import { HiddenHeading } from '../lib/form-end';
import { money } from '../lib/money';
import { useConsole } from '../lib/outlet';
import { useWords } from '../lib/words';

type State = (typeof WITHDRAWAL_STATES)[number];

/** The finance queue: approve (two operators above the brand's four-eyes amount) or reject with a reason. */
export function WithdrawalsPage() {
  const { w } = useWords();
  const { brand } = useConsole();
  const [state, setState] = useState<State>('pending');
  const list = useWithdrawalsQuery({ state, merchant: brand });
  const [approve, approving] = useApproveWithdrawalMutation();
  const [reject, rejecting] = useRejectWithdrawalMutation();
  const [note, setNote] = useState('');
  const [rejectOf, setRejectOf] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const onApprove = async (row: OperatorWithdrawal) => {
    const answer = await approve(row.reference);
    if ('data' in answer && answer.data)
      setNote(answer.data.state === 'pending' ? w.withdrawals.waiting : w.withdrawals.approved);
  };
  const onReject = async (reference: string) => {
    const answer = await reject({ reference, reason });
    if ('data' in answer) {
      setNote(w.withdrawals.rejected);
      setRejectOf(null);
      setReason('');
    }
  };

  return (
    <section className="stack">
      <h1>{w.withdrawals.heading}</h1>
      <TabStrip
        label={w.withdrawals.heading}
        value={state}
        onChange={(next) => {
          setState(next);
          setNote('');
        }}
        options={WITHDRAWAL_STATES.map((s) => ({ value: s, label: w.withdrawals.states[s] }))}
      />
      {note && (
        <p role="status" className="note">
          {note}
        </p>
      )}
      {/* Without a payment provider the platform has no withdrawal routes at all. */}
      {isApiError(list.error) && list.error.status === 404 ? (
        <p className="note">{w.withdrawals.noProvider}</p>
      ) : (
        <ErrorNote error={list.error ?? approving.error ?? rejecting.error} />
      )}
      {list.data && list.data.length === 0 && <EmptyState message={w.withdrawals.empty} />}
      {list.data && list.data.length > 0 && (
        <table className="table" data-testid="withdrawal-queue">
          <thead>
            <tr>
              <th>{w.withdrawals.reference}</th>
              <th>{w.withdrawals.member}</th>
              <th>{w.withdrawals.amount}</th>
              <th>{w.withdrawals.method}</th>
              <th>{w.withdrawals.account}</th>
              <th>{w.withdrawals.requested}</th>
              <th>{w.withdrawals.approvals}</th>
              <HiddenHeading text={w.actions} />
            </tr>
          </thead>
          <tbody>
            {list.data.map((row) => (
              <tr key={row.reference} data-reference={row.reference}>
                <td>
                  <code>{row.reference}</code>
                </td>
                <td>{row.username ?? row.memberId}</td>
                <td className="number">{money(row.amountMinor, row.currency)}</td>
                <td>{row.method}</td>
                <td>{row.account}</td>
                <td>{new Date(row.createdAt).toLocaleString()}</td>
                <td>
                  {row.approvals}/{row.approvalsNeeded}
                </td>
                <td>
                  {row.state === 'pending' && rejectOf !== row.reference && (
                    <div className="row">
                      <button
                        type="button"
                        className="button"
                        disabled={approving.isLoading}
                        onClick={() => void onApprove(row)}
                      >
                        {w.withdrawals.approve}
                      </button>
                      <button type="button" className="button button--ghost" onClick={() => setRejectOf(row.reference)}>
                        {w.withdrawals.reject}
                      </button>
                    </div>
                  )}
                  {rejectOf === row.reference && (
                    <div className="row">
                      <TextField
                        id={`reason-${row.reference}`}
                        label={w.withdrawals.reason}
                        value={reason}
                        minLength={3}
                        maxLength={300}
                        onChange={(e) => setReason(e.target.value)}
                      />
                      <button
                        type="button"
                        className="button"
                        disabled={reason.trim().length < 3 || rejecting.isLoading}
                        onClick={() => void onReject(row.reference)}
                      >
                        {w.withdrawals.rejectConfirm}
                      </button>
                      <button type="button" className="button button--ghost" onClick={() => setRejectOf(null)}>
                        {w.withdrawals.cancel}
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
