import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WinnerList } from './winner-list';

describe('WinnerList', () => {
  it('lists winners in the order given', () => {
    render(
      <WinnerList
        title="Big wins"
        emptyText="None"
        winners={[
          { key: 'a', name: 'd***1', game: 'Neon', amount: '9.00' },
          { key: 'b', name: 'x***y', game: 'Koi', amount: '2.00' },
        ]}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['d***1Neon9.00', 'x***yKoi2.00']);
  });
  it('says so when nobody has won', () => {
    render(<WinnerList title="Big wins" emptyText="None" winners={[]} />);
    expect(screen.getByText('None')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
