import { recordsApi, settingsApi } from '@lobby/api-client';
import type { AccountRecord, AccountRecords, ProfitLoss, SiteSettings } from '@lobby/contract';
import { createI18n } from '@lobby/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { memberStore } from '../../stores/test-store';
import { AccountRecordsPage } from './account-records-page';
import { ProfitRecordsPage } from './profit-records-page';

afterEach(cleanup);

const record = (n: number): AccountRecord => ({
  id: `r${n}`,
  kind: 'bet',
  amountMinor: -100 * n,
  balanceAfterMinor: 10_000 - 100 * n,
  createdAt: '2026-05-01T10:00:00.000Z',
});
const CURSOR = '2026-05-01T10:00:00.000Z_r2';

/** The screen of a logged-in member on a brand offering every module, its answers already cached. */
async function show(page: ReactElement, cache: (store: ReturnType<typeof memberStore>) => Promise<void>) {
  const store = memberStore();
  await store.dispatch(
    settingsApi.util.upsertQueryData('getSiteSettings', undefined, { disabledModules: [] } as unknown as SiteSettings),
  );
  await cache(store);
  const i18n = await createI18n('en', [initReactI18next]);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <Suspense fallback={null}>{page}</Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

describe('the records screens', () => {
  it('show the totals and the first page of account records; "show more" adds the next page by its cursor', async () => {
    const first: AccountRecords = {
      records: [record(1), record(2)],
      nextCursor: CURSOR,
      totals: { count: 3, inMinor: 0, outMinor: 600 },
    };
    const second: AccountRecords = { records: [record(3)], nextCursor: null, totals: first.totals };
    await show(<AccountRecordsPage />, async (store) => {
      await store.dispatch(recordsApi.util.upsertQueryData('getAccountRecords', { pageSize: '20' }, first));
      await store.dispatch(
        recordsApi.util.upsertQueryData('getAccountRecords', { pageSize: '20', cursor: CURSOR }, second),
      );
    });

    expect(await screen.findAllByTestId('account-row')).toHaveLength(2);
    expect(screen.getByTestId('account-totals').textContent).toBe('Records3Money in0.00Money out6.00');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findAllByTestId('account-row')).toHaveLength(3);
    expect(screen.getAllByTestId('account-rows')).toHaveLength(2);
    // The last page has no cursor: nothing more to ask.
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  }, 30_000);

  it('say when a type has no records, and when there are none at all', async () => {
    const none: AccountRecords = { records: [], nextCursor: null, totals: { count: 0, inMinor: 0, outMinor: 0 } };
    await show(<AccountRecordsPage />, async (store) => {
      await store.dispatch(recordsApi.util.upsertQueryData('getAccountRecords', { pageSize: '20' }, none));
      await store.dispatch(
        recordsApi.util.upsertQueryData('getAccountRecords', { pageSize: '20', kind: 'bonus' }, none),
      );
    });

    expect(await screen.findByText('No records yet')).toBeTruthy();
    expect(screen.queryByTestId('account-totals')).toBeNull();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bonus' } });
    expect(await screen.findByText('No records for this search')).toBeTruthy();
  }, 30_000);

  it('show the profit and loss per day and game type, in the device’s days', async () => {
    const figures = { rounds: 2, betMinor: 500, payoutMinor: 800, profitMinor: 300 };
    const answer: ProfitLoss = {
      rows: [{ day: '2026-05-01', gameType: 'RNG', ...figures }],
      nextCursor: null,
      totals: figures,
    };
    const utcOffset = String(-new Date().getTimezoneOffset());
    await show(<ProfitRecordsPage />, async (store) => {
      await store.dispatch(recordsApi.util.upsertQueryData('getProfitLoss', { pageSize: '31', utcOffset }, answer));
    });

    const rows = await screen.findAllByTestId('profit-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('2026-05-01 · ');
    expect(screen.getByTestId('profit-totals').textContent).toContain('+3.00');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  }, 30_000);
});
