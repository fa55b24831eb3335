import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GridRows } from './grid-rows';

const items = Array.from({ length: 10 }, (_, i) => `Game ${i + 1}`);
const show = (start: number, end: number) =>
  render(
    <GridRows
      items={items}
      getKey={(g) => g}
      renderItem={(g) => g}
      columns={3}
      start={start}
      end={end}
      rowHeight={100}
      aria-label="Games"
    />,
  );

describe('GridRows', () => {
  it('shows every row of a whole list, each item telling its place in the list', () => {
    show(0, 4);
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.map((t) => t.textContent)).toEqual(items);
    expect(tiles[9]?.getAttribute('aria-posinset')).toBe('10');
    expect(tiles[0]?.getAttribute('aria-setsize')).toBe('10');
  });

  it('shows only its window of rows, with padding standing in for the rows left out', () => {
    show(1, 2);
    const list = screen.getByRole('list', { name: 'Games' });
    expect(screen.getAllByRole('listitem').map((t) => t.textContent)).toEqual(['Game 4', 'Game 5', 'Game 6']);
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-posinset')).toBe('4');
    expect([list.style.paddingTop, list.style.paddingBottom]).toEqual(['100px', '200px']);
  });
});
