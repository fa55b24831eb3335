import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstError } from './focus-first-error';

afterEach(cleanup);

const required = (value: string) => value.trim() !== '' || 'required';

/** A form whose first field depends on a tab, as registration by username or mobile number does. */
function TabbedForm() {
  const [byMobile, setByMobile] = useState(false);
  const { register, handleSubmit } = useForm({
    defaultValues: { username: '', mobile: '', password: '', code: '' },
    shouldFocusError: false,
  });
  return (
    <form noValidate onSubmit={handleSubmit(() => {}, focusFirstError)}>
      <button type="button" onClick={() => setByMobile((m) => !m)}>
        switch
      </button>
      {byMobile ? (
        <input aria-label="mobile" {...register('mobile', { validate: required })} />
      ) : (
        <input aria-label="username" {...register('username', { validate: required })} />
      )}
      <input aria-label="password" {...register('password', { validate: required })} />
      <div hidden>
        <input aria-label="code" {...register('code', { validate: required })} />
      </div>
      <button type="submit">send</button>
    </form>
  );
}

describe('focusFirstError', () => {
  it('focuses the first invalid field on screen, whatever order the fields were registered in', async () => {
    render(<TabbedForm />);
    await act(async () => fireEvent.click(screen.getByText('send')));
    expect(document.activeElement).toBe(screen.getByLabelText('username'));

    // The mobile field registers after the password; it still comes first on screen.
    fireEvent.click(screen.getByText('switch'));
    await act(async () => fireEvent.click(screen.getByText('send')));
    expect(document.activeElement).toBe(screen.getByLabelText('mobile'));

    fireEvent.change(screen.getByLabelText('mobile'), { target: { value: '912345678' } });
    await act(async () => fireEvent.click(screen.getByText('send')));
    expect(document.activeElement).toBe(screen.getByLabelText('password'));
  });

  it('passes over a field in a collapsed section and does nothing without a form', async () => {
    render(<TabbedForm />);
    fireEvent.change(screen.getByLabelText('username'), { target: { value: 'demo01' } });
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'Secret123' } });
    const before = document.activeElement;
    await act(async () => fireEvent.click(screen.getByText('send')));
    expect(document.activeElement).toBe(before);
    expect(() => focusFirstError({ username: { type: 'required' } })).not.toThrow();
  });
});
