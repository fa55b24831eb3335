import { walletApi } from '@lobby/api-client';
import { createI18n } from '@lobby/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberStore } from '../stores/test-store';
import { VipCard } from './vip-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const progress = {
  level: 2,
  playerRankProgress: { labelId: 'VIP3' },
  currentProgress: { completed: 250, total: 1000 },
};

async function show(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  const store = memberStore();
  const i18n = await createI18n('en', [initReactI18next]);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <VipCard benefitsLink={false} />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe('VipCard', () => {
  it('keeps its place, hidden from screen readers, while the rank loads', async () => {
    await show(() => new Promise<Response>(() => {}));
    const placeholder = await screen.findByTestId('vip-card-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('vip-card')).toBeNull();
  });

  it('shows the rank once it arrives, in place of the placeholder', async () => {
    const store = await show(() => new Promise<Response>(() => {}));
    await store.dispatch(walletApi.util.upsertQueryData('getRankProgress', undefined, progress as never));
    expect(await screen.findByTestId('vip-card')).toBeTruthy();
    expect(screen.queryByTestId('vip-card-placeholder')).toBeNull();
  });

  it('leaves no empty card when the rank cannot be had', async () => {
    await show(() => Promise.reject(new TypeError('offline')));
    await vi.waitFor(() => expect(screen.queryByTestId('vip-card-placeholder')).toBeNull());
    expect(screen.queryByTestId('vip-card')).toBeNull();
  });
});
