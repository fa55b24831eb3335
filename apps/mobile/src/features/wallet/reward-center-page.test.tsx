import { contentApi, settingsApi } from '@lobby/api-client';
import type { Promotion, SiteSettings } from '@lobby/contract';
import { formatMinor, moneyLocale } from '@lobby/domain';
import { contentLanguageOf, createI18n, INTERFACE_LANGUAGES, loadContentDictionary } from '@lobby/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { languageChanged } from '../../stores/preferences';
import { memberStore } from '../../stores/test-store';
import { RewardCenterPage } from './reward-center-page';

afterEach(cleanup);

const TAKEN = ['inProgress', 'applying', 'rejected', 'issued', 'claimed'] as const;

const promotion = (status: Promotion['status']): Promotion => ({
  id: `promo-${status}`,
  title: `Promotion ${status}`,
  content: '',
  category: 'new_player',
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: null,
  noExpiry: 1,
  announcementImages: [],
  status,
  reviewNote: null,
  bonusAmount: status === 'issued' || status === 'claimed' ? 100 : null,
  bonusMinor: status === 'issued' || status === 'claimed' ? 10_000 : null,
});

describe('the reward centre', () => {
  // Each language loads its dictionaries: beside the server suite on two cores that can take over 5 s.
  it.each(INTERFACE_LANGUAGES)(
    'shows each status, and the bonus issued, in words in %s',
    async (language) => {
      const store = memberStore();
      store.dispatch(languageChanged(language));
      await store.dispatch(
        settingsApi.util.upsertQueryData('getSiteSettings', undefined, {
          whitelabel: { REWCEN3: true },
        } as SiteSettings),
      );
      await store.dispatch(
        contentApi.util.upsertQueryData('getPromotions', contentLanguageOf(language), TAKEN.map(promotion)),
      );
      const i18n = await createI18n(language, [initReactI18next]);
      render(
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter>
              <Suspense fallback={null}>
                <RewardCenterPage />
              </Suspense>
            </MemoryRouter>
          </I18nextProvider>
        </Provider>,
      );

      const words = (await loadContentDictionary(language)).promotions;
      const rows = await screen.findAllByRole('link', { name: /^Promotion / });
      expect(rows.map((row) => row.textContent)).toEqual(
        TAKEN.map(
          (status) =>
            `Promotion ${status}${status === 'issued' || status === 'claimed' ? `${words.bonus.replace('{{amount}}', formatMinor(10_000, moneyLocale(language)))} · ` : ''}${words.status[status]}`,
        ),
      );
    },
    30_000,
  );
});
