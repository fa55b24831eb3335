import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../stores/store';
import { HumanCheckDialog } from './human-check-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The dialog inside a page form, with the captcha image the server would send. */
async function renderDialog() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, value: { captchaId: 'cap-1', image: 'data:image/png;base64,' } })),
  );
  const onDone = vi.fn();
  const onOuterSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  const store = createStore({ baseUrl: 'http://localhost:9', merchant: 'DEMO', device: 'MOBILE' });
  await act(async () => {
    render(
      <Provider store={store}>
        <form onSubmit={onOuterSubmit}>
          <HumanCheckDialog onDone={onDone} />
        </form>
      </Provider>,
    );
  });
  const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'account.sendCode' })));
  return { onDone, onOuterSubmit, send, answer: () => screen.getByLabelText('account.captcha') };
}

describe('HumanCheckDialog', () => {
  it('refuses an empty answer with the captcha message, kept until the next try', async () => {
    const { onDone, onOuterSubmit, send, answer } = await renderDialog();
    await send();
    expect(onDone).not.toHaveBeenCalled();
    expect(document.getElementById(answer().getAttribute('aria-describedby')!)?.textContent).toBe(
      'errors.captcha.required',
    );
    fireEvent.change(answer(), { target: { value: '12' } });
    expect(answer().getAttribute('aria-invalid')).toBe('true');
    expect(onOuterSubmit).not.toHaveBeenCalled();
  });

  it('answers with the trimmed captcha and the id of the image shown, without submitting the page form', async () => {
    const { onDone, onOuterSubmit, send, answer } = await renderDialog();
    fireEvent.change(answer(), { target: { value: ' 4821 ' } });
    await send();
    expect(onDone).toHaveBeenCalledWith({ captchaId: 'cap-1', captcha: '4821' });
    expect(onOuterSubmit).not.toHaveBeenCalled();
  });

  it('closed, answers nothing', async () => {
    const { onDone } = await renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'shell.close' }));
    expect(onDone).toHaveBeenCalledWith(null);
  });
});
