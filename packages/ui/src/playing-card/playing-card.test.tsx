import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayingCard } from './playing-card';

describe('PlayingCard', () => {
  it.each([
    [1, 'S', 'A', '♠'],
    [10, 'H', '10', '♥'],
    [11, 'D', 'J', '♦'],
    [13, 'C', 'K', '♣'],
  ] as const)('rank %i of %s reads %s %s', (rank, suit, text, symbol) => {
    render(<PlayingCard rank={rank} suit={suit} label="the card" />);
    const card = screen.getByRole('img', { name: 'the card' });
    expect(card.textContent).toContain(text);
    expect(card.textContent).toContain(symbol);
  });

  it('is face down without a rank, still named', () => {
    render(<PlayingCard label="Next card" />);
    expect(screen.getByRole('img', { name: 'Next card' }).textContent).toBe('');
  });
});
