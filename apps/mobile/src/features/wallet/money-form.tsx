import { useId, useRef, useState, type ReactNode } from 'react';
import { AmountForm } from '../../components/money/amount-form';
import { FormMessage, type FormMessageValue } from '../../components/money/form-message';
import { useAmountReader } from '../../hooks/use-amount-reader';
import { newRequestId } from '../../lib/request-id';
import '../../components/form.css';

export interface MoneyFormProps {
  title: string;
  body: string;
  /** The amount field's label and the limits shown under it. */
  amountLabel: string;
  limitsText: string;
  invalidText: string;
  submitLabel: string;
  busyLabel: string;
  quickAmounts: string[];
  limits: { minMinor: number; maxMinor: number };
  /** What the method's fee leaves of the amount typed (null: nothing to say). */
  feeNote?: (amountMinor: number | null) => string | null;
  /** Sends the amount with its idempotency key; the text shown on success, or the error. */
  send: (amount: string, requestId: string) => Promise<{ ok: string } | { error: unknown }>;
  testId: string;
  /** Fields before the amount (the deposit method). */
  children?: ReactNode;
}

/**
 * An amount in or out of the wallet (a deposit, a withdrawal): checked against the limits
 * before sending, sent with a key kept until the server answers (a retry after a lost answer moves
 * the money once), the outcome said in words.
 */
export function MoneyForm(props: MoneyFormProps) {
  const id = useId();
  const [amount, setAmount] = useState(props.quickAmounts[1] ?? '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const pendingId = useRef<string | null>(null);
  const readAmount = useAmountReader();
  const feeNote = props.feeNote?.(readAmount(amount));
  const submit = async () => {
    const minor = readAmount(amount);
    if (minor === null || minor < props.limits.minMinor || minor > props.limits.maxMinor)
      return setMessage({ text: props.invalidText, error: true });
    pendingId.current ??= newRequestId();
    setBusy(true);
    const result = await props.send(amount, pendingId.current);
    setBusy(false);
    if ('error' in result) {
      // A refusal is final for this key; a lost answer keeps it for the retry.
      if (result.error && typeof result.error === 'object' && 'code' in result.error) pendingId.current = null;
      return setMessage({ failure: result.error });
    }
    pendingId.current = null;
    setMessage({ text: result.ok, error: false });
  };
  return (
    <section className="play-page" data-testid={props.testId} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{props.title}</h2>
      <p className="form-note">{props.body}</p>
      <AmountForm onSubmit={submit}>
        {props.children}
        <label className="form-field">
          <span>{props.amountLabel}</span>
          <input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-describedby={`${id}-limits`}
          />
        </label>
        <p id={`${id}-limits`} className="form-note">
          {props.limitsText}
        </p>
        <p className="form-note" aria-live="polite" data-testid="fee-note">
          {feeNote}
        </p>
        <div className="form-choices">
          {props.quickAmounts.map((quick) => (
            <button
              key={quick}
              type="button"
              className="button button--ghost"
              aria-pressed={amount === quick}
              onClick={() => setAmount(quick)}
            >
              {quick}
            </button>
          ))}
        </div>
        <button type="submit" className="button button--wide" disabled={busy}>
          {busy ? props.busyLabel : props.submitLabel}
        </button>
      </AmountForm>
      <FormMessage message={message} />
    </section>
  );
}
