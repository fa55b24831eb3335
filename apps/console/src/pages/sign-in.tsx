import { useConfirmCodeMutation, useSignInMutation } from '@lobby/api-client/operator';
import type { OperatorLoginAnswer } from '@lobby/contract/operator';
import { PasswordField, TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../lib/error-note';
import { keepSession } from '../lib/session';
import { useWords } from '../lib/words';

/** Password, then the authenticator's code; a first sign-in enrols the authenticator from a QR code. */
export function SignInPage() {
  const { w } = useWords();
  const [signIn, signing] = useSignInMutation();
  const [confirm, confirming] = useConfirmCodeMutation();
  const [step, setStep] = useState<OperatorLoginAnswer | null>(null);
  const [code, setCode] = useState('');

  const sendPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = await signIn({ username: String(form.get('username')), password: String(form.get('password')) });
    if ('data' in answer && answer.data) setStep(answer.data);
  };
  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!step) return;
    const answer = await confirm({ challenge: step.challenge, code });
    if ('data' in answer && answer.data) keepSession(answer.data.token);
  };

  return (
    <main className="sign-in">
      <h1>{w.title}</h1>
      {!step ? (
        <form onSubmit={(e) => void sendPassword(e)} className="card stack" aria-label={w.signIn.heading}>
          <h2>{w.signIn.heading}</h2>
          <TextField id="username" name="username" label={w.signIn.username} autoComplete="username" required />
          <PasswordField
            id="password"
            name="password"
            label={w.signIn.password}
            autoComplete="current-password"
            required
            toggleLabels={{ show: w.signIn.show, hide: w.signIn.hide }}
          />
          <ErrorNote error={signing.error} />
          <button type="submit" className="button" disabled={signing.isLoading}>
            {w.signIn.next}
          </button>
        </form>
      ) : (
        <form onSubmit={(e) => void sendCode(e)} className="card stack" aria-label={w.signIn.heading}>
          <h2>{w.signIn.heading}</h2>
          {step.next === 'enrol' && (
            <div className="enrol">
              <p>{w.signIn.enrol}</p>
              <img src={step.qrCode} alt={w.signIn.qr} width={180} height={180} />
              <p>
                {w.signIn.secret} <code data-testid="totp-secret">{step.secret}</code>
              </p>
            </div>
          )}
          <TextField
            id="code"
            label={w.signIn.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            required
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <ErrorNote error={confirming.error} />
          <div className="row">
            <button type="submit" className="button" disabled={confirming.isLoading}>
              {w.signIn.confirm}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setStep(null)}>
              {w.signIn.back}
            </button>
          </div>
        </form>
      )}
    </main>
  );
}
