import { settingsApi } from '@lobby/api-client';
import type { SiteSettings } from '@lobby/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../stores/store';
import { FirebaseSendFailure, type PhoneVerifier } from './phone-verifier';
import { SmsCodeField } from './sms-code-field';

const rule = { enabled: true, required: true, minLength: 4, maxLength: 20 } as never;

/** The field in a store whose site settings say whether the brand asks for a human check. */
async function renderField(verifier: PhoneVerifier, smsHumanCheck = false) {
  const store = createStore({ baseUrl: 'http://localhost:9', merchant: 'DEMO', device: 'MOBILE' });
  await store.dispatch(
    settingsApi.util.upsertQueryData('getSiteSettings', undefined, { whitelabel: { smsHumanCheck } } as SiteSettings),
  );
  return render(
    <Provider store={store}>
      <SmsCodeField id="sms" verifier={verifier} mobileNum="0912345678" countryDialingCode="+95" mobileRule={rule} />
    </Provider>,
  );
}

describe('SmsCodeField', () => {
  afterEach(cleanup);

  it('sends through the verifier and counts down to the time it answers', async () => {
    const send = vi.fn(async () => Date.now() + 60_000);
    await renderField({ kind: 'server', send, proof: async () => ({}) });
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(send).toHaveBeenCalledWith({ mobileNum: '0912345678', countryDialingCode: '+95' }, null, undefined);
    expect(screen.getByRole('button').hasAttribute('disabled')).toBe(true);
  });

  it('says why our server refused to send', async () => {
    const send = vi.fn(async () => Promise.reject({ code: 'verification.tooSoon' }));
    const { container } = await renderField({ kind: 'server', send, proof: async () => ({}) });
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(container.querySelector('#sms-error')).not.toBeNull();
  });

  it('gives Firebase its captcha host, and a Firebase failure only ends the wait, without a message (spec section 8)', async () => {
    const send = vi.fn(async (_phone: unknown, host: HTMLElement | null) => {
      expect(host).toBeInstanceOf(HTMLElement);
      throw new FirebaseSendFailure('quota');
    });
    const { container } = await renderField({ kind: 'firebase', send, proof: async () => ({ firebaseIdToken: 'x' }) });
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(send).toHaveBeenCalledTimes(1);
    expect(container.querySelector('#sms-error')).toBeNull();
    expect(screen.getByRole('button').hasAttribute('disabled')).toBe(false);
  });

  it("with the brand's human check, sends only after the captcha is answered; closing it sends nothing", async () => {
    const send = vi.fn(async () => Date.now() + 60_000);
    await renderField({ kind: 'server', send, proof: async () => ({}) }, true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'account.sendCode' })));
    const dialog = screen.getByRole('dialog', { name: 'account.humanCheck' });
    // An empty answer is refused in the dialog.
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'account.sendCode' }).at(-1)!));
    expect(send).not.toHaveBeenCalled();
    expect(dialog.querySelector('[id$="-captcha-error"]')).not.toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'shell.close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'account.sendCode' }).hasAttribute('disabled')).toBe(false);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'account.sendCode' })));
    fireEvent.change(screen.getByLabelText('account.captcha'), { target: { value: ' 4821 ' } });
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'account.sendCode' }).at(-1)!));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).toHaveBeenCalledWith({ mobileNum: '0912345678', countryDialingCode: '+95' }, null, {
      captchaId: '',
      captcha: '4821',
    });
  });
});
