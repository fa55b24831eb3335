import type { ApiError } from '@lobby/api-client';
import { createI18n } from '@lobby/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberStore } from '../stores/test-store';
import { useApiErrorText } from './api-error-state';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const apiError = (code: string, status: number, data?: ApiError['data']): ApiError => ({ code, status, data });

function Message({ error }: { error: unknown }) {
  return <p data-testid="message">{useApiErrorText()(error)}</p>;
}

async function show(error: unknown, language: 'en' | 'my' | 'cn' = 'en') {
  const i18n = await createI18n(language, [initReactI18next]);
  render(
    <Provider store={memberStore()}>
      <I18nextProvider i18n={i18n}>
        <Message error={error} />
      </I18nextProvider>
    </Provider>,
  );
  return i18n;
}

describe('useApiErrorText', () => {
  it('reads a first-page message at once', async () => {
    await show(apiError('session.expired', 401));
    expect(screen.getByTestId('message').textContent).toBe('The account has been logged out, please log in again');
  });

  it.each([
    [
      'a deposit limit, with its amount',
      apiError('limit.depositDaily', 403, { amount: '100.00' }),
      /daily deposit limit of 100\.00/,
    ],
    ['a break, with its end', apiError('protection.excluded', 403, { until: '2030-01-02T03:04:00.000Z' }), /2030/],
    ['a failed login (account forms)', apiError('login.failed', 401), /does not exist or is disabled/],
  ])('fetches the words of %s when a screen meets it without them', async (_what, error, text) => {
    const i18n = await show(error);
    expect(i18n.hasLoadedNamespace('protection')).toBe(false);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('names the limit in Burmese and Chinese too', async () => {
    await show(apiError('limit.stakePerBet', 403, { amount: '5.00' }), 'cn');
    expect(await screen.findByText(/单注限额 5\.00/)).toBeTruthy();
  });

  it.each([
    ['my', /၂၀၃၀ ဇန် ၂/],
    ['cn', /2030年1月2日/],
  ] as const)(
    'writes a break’s end in the words of %s, even where the engine has no Burmese',
    async (language, date) => {
      // As Chromium is: its Intl lacks Burmese, and would write the date in English.
      const supported = Intl.DateTimeFormat.supportedLocalesOf;
      vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
        [locales].flat().some((l) => String(l).startsWith('my')) ? [] : supported(locales, options),
      );
      await show(apiError('protection.excluded', 403, { until: '2030-01-02T03:04:00.000Z' }), language);
      expect(await screen.findByText(date)).toBeTruthy();
      expect(screen.getByTestId('message').textContent).not.toMatch(/Jan/);
    },
  );

  it('never shows a raw key for a code it does not know', async () => {
    await show(apiError('some.raw.code', 400));
    expect(screen.getByTestId('message').textContent).toBe('Unknown error');
  });
});
