import { isApiError } from '@lobby/api-client';
import { useWords } from './words';

/** A refused call's translated message (role alert), or nothing. */
export function ErrorNote({ error }: { error: unknown }) {
  const { errorText } = useWords();
  if (!error) return null;
  return (
    <p role="alert" className="note note--error">
      {errorText(isApiError(error) ? error.code : undefined)}
    </p>
  );
}
