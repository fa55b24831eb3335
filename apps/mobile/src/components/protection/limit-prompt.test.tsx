import { protectionApi, settingsApi } from '@lobby/api-client';
import type { ProtectionStatus, SiteSettings } from '@lobby/contract';
import { createI18n } from '@lobby/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberStore } from '../../stores/test-store';
import { LimitPrompt } from './limit-prompt';
import { LimitsReview } from './limits-review';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const status = (review: Partial<ProtectionStatus['review']>): ProtectionStatus => ({
  limits: [],
  realityCheckMinutes: 60,
  exclusion: null,
  review: { depositPrompt: false, reviewDue: false, reviewedAt: null, ...review },
});

/** Renders `ui` for a member of a brand counting in kyat; the server answers every call with `answer`. */
async function show(ui: React.ReactNode, answer: ProtectionStatus) {
  const fetch = vi.fn(async (_request: Request) => Response.json({ success: true, errorCode: null, value: answer }));
  vi.stubGlobal('fetch', fetch);
  const store = memberStore();
  await store.dispatch(
    settingsApi.util.upsertQueryData('getSiteSettings', undefined, { currency: 'MMK' } as SiteSettings),
  );
  render(
    <Provider store={store}>
      <I18nextProvider i18n={await createI18n('en', [initReactI18next])}>
        <MemoryRouter>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  const sent = () => fetch.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`);
  return { store, fetch, sent };
}

describe('the limit prompt before a first deposit', () => {
  it('makes setting a daily limit the default, in the brand’s currency, and asks for an amount', async () => {
    const { sent } = await show(<LimitPrompt />, status({ depositPrompt: false }));
    const set = await screen.findByRole('button', { name: 'Set limit' });
    expect(screen.getByLabelText('Daily deposit limit (MMK)')).toBeTruthy();
    fireEvent.click(set);
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your daily limit, or choose No limit for now.');
    expect(sent()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Daily deposit limit (MMK)'), { target: { value: '200000' } });
    fireEvent.click(set);
    await vi.waitFor(() => expect(sent()).toEqual(['PUT /wps/protection/limits']));
  });

  it('goes on without a limit in one tap, and the answer replaces the status', async () => {
    const { store, sent } = await show(
      <LimitPrompt />,
      status({ depositPrompt: false, reviewedAt: '2026-12-05T00:00:00.000Z' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'No limit for now' }));
    await vi.waitFor(() => expect(sent()).toEqual(['POST /wps/protection/limits/reviewed']));
    await vi.waitFor(() =>
      expect(protectionApi.endpoints.getProtectionStatus.select()(store.getState()).data?.review.depositPrompt).toBe(
        false,
      ),
    );
  });
});

describe('the six-monthly review of limits', () => {
  it('leads to the limits, or keeps them as they are in one tap', async () => {
    const { sent } = await show(<LimitsReview />, status({ reviewDue: false }));
    expect((await screen.findByRole('link', { name: 'Review my limits' })).getAttribute('href')).toBe(
      '/member/protection',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep them' }));
    await vi.waitFor(() => expect(sent()).toEqual(['POST /wps/protection/limits/reviewed']));
  });
});
