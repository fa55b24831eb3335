import type * as apiClient from '@lobby/api-client';
import { accountApi, settingsApi, type LoginArgs } from '@lobby/api-client';
import type { LoginValue, RegistrationSettings, SiteSettings } from '@lobby/contract';
import { createI18n } from '@lobby/i18n';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../stores/store';
import { LoginForm } from './login-form';

// The login call answers what each test lines up (its body is sealed for the server, so the
// test reads the payload before it is).
const login = vi.hoisted(() => ({ sent: [] as LoginArgs[], answers: [] as unknown[] }));
vi.mock('@lobby/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof apiClient>();
  const { useState } = await import('react');
  return {
    ...actual,
    useLoginMutation: () => {
      const [state, setState] = useState<{ isLoading: boolean; error?: unknown }>({ isLoading: false });
      const trigger = async (args: LoginArgs) => {
        login.sent.push(args);
        const answer = login.answers.shift() as { data?: LoginValue; error?: unknown };
        setState({ isLoading: false, error: answer.error });
        return answer;
      };
      return [trigger, state] as const;
    },
  };
});

const RULE = { enabled: true, required: true, minLength: 4, maxLength: 20 };
const SETTINGS = {
  loginRules: { loginUsername: RULE, loginPassword: RULE, loginMobileNum: RULE, verificationCode: RULE },
  defaultDialingCode: '+95',
  passwordReset: { email: false, mobile: false },
} as unknown as RegistrationSettings;
const SITE = { whitelabel: { mobileLogin: false }, disabledModules: [] } as unknown as SiteSettings;
const UNTIL = '2026-12-01T10:00:00.000Z';
const excluded = { code: 'protection.excluded', status: 403, data: { kind: 'break24h', until: UNTIL } };
const withdrawOnly: LoginValue = {
  token: 't',
  userName: 'demo01',
  type: 0,
  merchantCode: 'DEMO',
  firstTimeLogin: false,
  mustChangePassword: false,
  withdrawOnly: true,
  expiresAt: '2099-01-01T00:00:00.000Z',
};

afterEach(() => {
  cleanup();
  login.sent.length = 0;
  login.answers.length = 0;
});

/** The form of a brand without mobile login, its first try sent with demo01's credentials. */
async function firstTry(...answers: unknown[]) {
  login.answers.push(...answers);
  const store = createStore({ baseUrl: 'http://localhost:9', merchant: 'DEMO', device: 'MOBILE' });
  await store.dispatch(settingsApi.util.upsertQueryData('getSiteSettings', undefined, SITE));
  await store.dispatch(accountApi.util.upsertQueryData('getRegistrationSettings', undefined, SETTINGS));
  const i18n = await createI18n('en', [initReactI18next]);
  const onLoggedIn = vi.fn();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/login']}>
          <Suspense fallback={null}>
            <LoginForm onLoggedIn={onLoggedIn} />
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'demo01' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo-pass-01' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
  return { store, onLoggedIn };
}

describe('the login form of a member on a break or self-excluded', () => {
  it('offers to withdraw the balance, and signs in with the same credentials for that only', async () => {
    const { store, onLoggedIn } = await firstTry({ error: excluded }, { data: withdrawOnly });
    // The refusal names the end of the break (its words arrive with their namespace), and the way
    // out of it is one tap.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /^Your account is on a break or self-excluded until .*2026.*\. You can still withdraw your balance\.$/,
      ),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw my balance' })));
    expect(login.sent.map((args) => args.payload)).toEqual([
      { type: 'username', username: 'demo01', password: 'Demo-pass-01' },
      { type: 'username', username: 'demo01', password: 'Demo-pass-01', purpose: 'withdraw' },
    ]);
    expect(onLoggedIn).toHaveBeenCalledWith(withdrawOnly);
    expect(store.getState().session.current).toMatchObject({ userName: 'demo01', withdrawOnly: true });
  });

  it('offers it after an SMS login too, with the same number and code', async () => {
    login.answers.push({ error: excluded }, { data: withdrawOnly });
    const store = createStore({ baseUrl: 'http://localhost:9', merchant: 'DEMO', device: 'MOBILE' });
    const site = { ...SITE, whitelabel: { mobileLogin: true } } as SiteSettings;
    await store.dispatch(settingsApi.util.upsertQueryData('getSiteSettings', undefined, site));
    await store.dispatch(accountApi.util.upsertQueryData('getRegistrationSettings', undefined, SETTINGS));
    const i18n = await createI18n('en', [initReactI18next]);
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/login']}>
            <Suspense fallback={null}>
              <LoginForm onLoggedIn={vi.fn()} />
            </Suspense>
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '9200000405' } });
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Withdraw my balance' })));
    expect(login.sent.map((args) => args.payload)).toEqual([
      { type: 'sms', mobileNum: '9200000405', countryDialingCode: '+95', verificationCode: '123456' },
      {
        type: 'sms',
        mobileNum: '9200000405',
        countryDialingCode: '+95',
        verificationCode: '123456',
        purpose: 'withdraw',
      },
    ]);
  });

  it('offers nothing of the kind after another refusal', async () => {
    await firstTry({ error: { code: 'login.failed', status: 401 } });
    expect(screen.getByRole('alert').textContent).toBe('Sorry, the user does not exist or is disabled');
    expect(screen.queryByRole('button', { name: 'Withdraw my balance' })).toBeNull();
  });
});

describe('the login form sent with fields left empty', () => {
  it('focuses the first invalid field on screen: the mobile number, not the captcha a failed try brought in', async () => {
    login.answers.push({ error: { code: 'login.failed', status: 401, data: { captchaRequired: true } } });
    const store = createStore({ baseUrl: 'http://localhost:9', merchant: 'DEMO', device: 'MOBILE' });
    const site = { ...SITE, whitelabel: { mobileLogin: true } } as SiteSettings;
    await store.dispatch(settingsApi.util.upsertQueryData('getSiteSettings', undefined, site));
    await store.dispatch(accountApi.util.upsertQueryData('getRegistrationSettings', undefined, SETTINGS));
    const i18n = await createI18n('en', [initReactI18next]);
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/login']}>
            <Suspense fallback={null}>
              <LoginForm onLoggedIn={vi.fn()} />
            </Suspense>
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    const username = await screen.findByLabelText('Username');
    const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    await submit();
    expect(document.activeElement).toBe(username);

    // A refused try brings the captcha in under the fields.
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'demo01' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wrong-pass-01' } });
    await submit();
    expect(await screen.findByLabelText('Captcha')).toBeTruthy();

    // By mobile number, sent empty: the number above the captcha takes the focus.
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await submit();
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile number'));
  });
});
