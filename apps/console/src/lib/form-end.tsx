import { ErrorNote } from './error-note';

/** The end of every console form: a refusal's message, the success's status, the submit button. */
export function FormEnd({
  error,
  busy,
  doneText,
  submitText,
  disabled = false,
}: {
  error: unknown;
  busy: boolean;
  /** Shown (role status) once the form went through; null before. */
  doneText: string | null;
  submitText: string;
  disabled?: boolean;
}) {
  return (
    <>
      <ErrorNote error={error} />
      {doneText && (
        <p role="status" className="note">
          {doneText}
        </p>
      )}
      <button type="submit" className="button" disabled={busy || disabled}>
        {submitText}
      </button>
    </>
  );
}

/** A column heading screen readers hear and the table does not show (a column of buttons). */
export function HiddenHeading({ text }: { text: string }) {
  return (
    <th>
      <span className="visually-hidden">{text}</span>
    </th>
  );
}
