import type { ReactNode } from 'react';
import '../form.css';

/**
 * The form of the table, the wallet and the promo code: our own checks run on submit (no
 * browser bubbles, which would not be translated), and the page stays put.
 */
export function AmountForm({ onSubmit, children }: { onSubmit: () => Promise<unknown>; children: ReactNode }) {
  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
