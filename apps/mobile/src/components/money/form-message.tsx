import '../form.css';
/** What a wallet form said after sending: an error is announced at once, a success politely. */
export interface FormMessageValue {
  text: string;
  error: boolean;
}

export function FormMessage({ message }: { message: FormMessageValue | null }) {
  if (!message) return null;
  return (
    <p className={message.error ? 'form-error' : 'form-status'} role={message.error ? 'alert' : 'status'}>
      {message.text}
    </p>
  );
}
