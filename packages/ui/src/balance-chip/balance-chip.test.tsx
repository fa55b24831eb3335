import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BalanceChip, type BalanceChipProps } from './balance-chip';

const props = (over: Partial<BalanceChipProps> = {}): BalanceChipProps => ({
  name: 'demo01',
  amount: '1,234.56',
  mask: '****',
  hidden: false,
  refreshing: false,
  labels: { hide: 'Hide balance', show: 'Show balance', refresh: 'Refresh balance', deposit: 'Deposit' },
  onToggleHidden: vi.fn(),
  onRefresh: vi.fn(),
  depositHref: '/m/voucherCenter',
  ...over,
});

describe('BalanceChip', () => {
  it.each([
    [{}, '1,234.56'],
    [{ hidden: true }, '****'],
    [{ refreshing: true }, '****'],
    [{ amount: null }, '****'],
  ])('with %j shows %s', (over, shown) => {
    render(<BalanceChip {...props(over)} />);
    expect(screen.getByTestId('balance').textContent).toBe(shown);
  });

  it('toggles, refreshes and links to the deposit page', () => {
    const p = props();
    render(<BalanceChip {...p} />);
    fireEvent.click(screen.getByRole('button', { name: /Hide balance/ }));
    expect(p.onToggleHidden).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(p.onRefresh).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/m/voucherCenter');
  });

  it('is named by its action, then by the name and amount it shows (the visible words are part of its name)', () => {
    const { rerender } = render(<BalanceChip {...props()} />);
    expect(screen.getByRole('button', { pressed: false }).textContent).toBe('Hide balance: demo011,234.56');
    rerender(<BalanceChip {...props({ hidden: true })} />);
    expect(screen.getByRole('button', { pressed: true }).textContent).toBe('Show balance: demo01****');
    expect(screen.getByRole('button', { pressed: true }).hasAttribute('aria-label')).toBe(false);
  });

  it('has no deposit button for a brand without fund transfers', () => {
    render(<BalanceChip {...props({ depositHref: undefined })} />);
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
  });

  it('cannot refresh again while refreshing', () => {
    render(<BalanceChip {...props({ refreshing: true })} />);
    expect((screen.getByRole('button', { name: 'Refresh balance' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
