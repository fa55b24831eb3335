import { useApiErrorText } from '../api-error-state';
import '../form.css';

/**
 * What a form said after sending: a text, or the failed call itself, put in words when shown (its
 * words may be on their way: a limit or a break met on a screen that had not loaded them).
 */
export type FormMessageValue = { text: string; error: boolean } | { failure: unknown };

/** An error is announced at once, a success politely. */
export function FormMessage({ message }: { message: FormMessageValue | null }) {
  const errorText = useApiErrorText();
  if (!message) return null;
  const error = 'failure' in message || message.error;
  return (
    <p className={error ? 'form-error' : 'form-status'} role={error ? 'alert' : 'status'}>
      {'failure' in message ? errorText(message.failure) : message.text}
    </p>
  );
}
