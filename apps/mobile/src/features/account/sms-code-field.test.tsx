import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FirebaseSendFailure, type PhoneVerifier } from './phone-verifier';
import { SmsCodeField } from './sms-code-field';

const rule = { enabled: true, required: true, minLength: 4, maxLength: 20 } as never;

function renderField(verifier: PhoneVerifier) {
  return render(<SmsCodeField id="sms" verifier={verifier} mobileNum="0912345678" countryDialingCode="+95" mobileRule={rule} />);
}

describe('SmsCodeField', () => {
  afterEach(cleanup);

  it('sends through the verifier and counts down to the time it answers', async () => {
    const send = vi.fn(async () => Date.now() + 60_000);
    renderField({ kind: 'server', send, proof: async () => ({}) });
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(send).toHaveBeenCalledWith({ mobileNum: '0912345678', countryDialingCode: '+95' }, null);
    expect(screen.getByRole('button').hasAttribute('disabled')).toBe(true);
  });

  it('says why our server refused to send', async () => {
    const send = vi.fn(async () => Promise.reject({ code: 'verification.tooSoon' }));
    const { container } = renderField({ kind: 'server', send, proof: async () => ({}) });
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(container.querySelector('#sms-error')).not.toBeNull();
  });

  it('gives Firebase its captcha host, and a Firebase failure only ends the wait, without a message (spec section 8)', async () => {
    const send = vi.fn(async (_phone: unknown, host: HTMLElement | null) => {
      expect(host).toBeInstanceOf(HTMLElement);
      throw new FirebaseSendFailure('quota');
    });
    const { container } = renderField({ kind: 'firebase', send, proof: async () => ({ firebaseIdToken: 'x' }) });
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(send).toHaveBeenCalledTimes(1);
    expect(container.querySelector('#sms-error')).toBeNull();
    expect(screen.getByRole('button').hasAttribute('disabled')).toBe(false);
  });
});
