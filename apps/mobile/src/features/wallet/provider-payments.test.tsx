import { walletApi } from '@lobby/api-client';
import type { MerchantWallet, WithdrawalView } from '@lobby/contract';
import { createI18n } from '@lobby/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { memberStore } from '../../stores/test-store';
import { DepositOutcome, ProviderDepositForm } from './provider-deposit';
import { ProviderWithdrawForm, WithdrawalList } from './provider-withdraw';

afterEach(cleanup);

const method = (
  code: string,
  kind: 'ewallet' | 'bank_transfer' | 'qr',
  name: string,
  percentBps = 0,
  fixedMinor = 0,
) => ({
  code,
  kind,
  name,
  minMinor: 1_000,
  maxMinor: 1_000_000,
  fee: { percentBps, fixedMinor },
});
const WALLET: MerchantWallet = {
  currency: 'USD',
  deposit: {
    minMinor: 1_000,
    maxMinor: 1_000_000,
    methods: [method('kbzpay', 'ewallet', 'KBZPay'), method('bank', 'bank_transfer', 'Bank transfer', 150, 100)],
  },
  withdraw: { methods: [method('kbzpay', 'ewallet', 'KBZPay'), method('bank', 'bank_transfer', 'Bank', 0, 200)] },
};

async function show(page: ReactElement, store = memberStore()) {
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
  return store;
}

describe('deposits and withdrawals at the payment provider', () => {
  it("offers the brand's methods, the first chosen, and checks the amount before asking the server", async () => {
    await show(<ProviderDepositForm wallet={WALLET} />);
    const kbz = await screen.findByRole('radio', { name: /KBZPay/ });
    expect((kbz as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect((screen.getByRole('radio', { name: /Bank transfer/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter an amount from 10.00 to 10,000.00, with at most two decimals.',
    );
  });

  it("shows each method's fee, and what the amount typed leaves after it", async () => {
    await show(<ProviderDepositForm wallet={WALLET} />);
    expect((await screen.findByRole('radio', { name: /KBZPay/ })).closest('label')!.textContent).toContain('No fee');
    const bank = screen.getByRole('radio', { name: /Bank transfer/ });
    expect(bank.closest('label')!.textContent).toContain('Fee 1.5% + 1.00');
    const note = screen.getByTestId('fee-note');
    expect(note.textContent).toBe('');
    fireEvent.click(bank);
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '100' } });
    // 1.5% of 100.00 plus 1.00.
    expect(note.textContent).toBe('Fee 2.50: 97.50 goes to your wallet.');
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: 'ten' } });
    expect(note.textContent).toBe('');
  });

  it('says what a withdrawal pays to the account after the fee', async () => {
    await show(<ProviderWithdrawForm wallet={WALLET} />);
    const select = await screen.findByLabelText('Paid to');
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'KBZPay · No fee',
      'Bank · Fee 2.00',
    ]);
    fireEvent.change(select, { target: { value: 'bank' } });
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '50' } });
    expect(screen.getByTestId('fee-note').textContent).toBe('Fee 2.00: 48.00 is paid to your account.');
  });

  it('says how a deposit ended, once back from the provider', async () => {
    const store = memberStore();
    await store.dispatch(
      walletApi.util.upsertQueryData(
        'getDeposit',
        { reference: 'D0123456789abcdef' },
        {
          reference: 'D0123456789abcdef',
          state: 'failed',
          amountMinor: 3_000,
          feeMinor: 0,
          currency: 'USD',
          method: 'bank',
          payUrl: 'https://pay.example/pay/1',
          createdAt: '2026-12-05T04:00:00.000Z',
        },
      ),
    );
    await show(<DepositOutcome reference="D0123456789abcdef" />, store);
    expect((await screen.findByRole('status')).textContent).toBe(
      'The payment of 30.00 was declined. Nothing was taken or credited.',
    );
    expect(screen.getByText('Reference D0123456789abcdef')).toBeTruthy();
  });

  it('lists withdrawals with their states; only one still pending can be cancelled', async () => {
    const store = memberStore();
    const withdrawal = (reference: string, state: WithdrawalView['state'], reason: string | null = null) => ({
      reference,
      state,
      amountMinor: 2_500,
      feeMinor: state === 'pending' ? 200 : 0,
      currency: 'USD',
      method: 'kbzpay',
      account: '•••• 5678',
      reason,
      createdAt: '2026-12-05T04:00:00.000Z',
    });
    await store.dispatch(
      walletApi.util.upsertQueryData('getWithdrawals', undefined, [
        withdrawal('W1111111111', 'pending'),
        withdrawal('W2222222222', 'rejected', 'Name differs'),
      ]),
    );
    await show(<WithdrawalList />, store);
    const items = await screen.findAllByTestId('withdrawal');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['pending', 'rejected']);
    expect(items[0]!.textContent).toContain('Waiting for approval');
    expect(items[0]!.textContent).toContain('Fee 2.00');
    expect(items[1]!.textContent).not.toContain('Fee');
    expect(items[1]!.textContent).toContain('Reason: Name differs');
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
  });
});
