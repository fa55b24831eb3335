import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JackpotCounter } from './jackpot-counter';

describe('JackpotCounter', () => {
  it('shows the amount under its label', () => {
    render(<JackpotCounter amount="1,200,000,000" label="Jackpot" />);
    expect(screen.getByRole('region', { name: 'Jackpot' })).toBeTruthy();
    expect(screen.getByTestId('jackpot-amount').textContent).toBe('1,200,000,000');
  });
  it('shows a dash before it starts', () => {
    render(<JackpotCounter amount={null} label="Jackpot" />);
    expect(screen.getByTestId('jackpot-amount').textContent).toBe('—');
  });
});
