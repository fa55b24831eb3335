import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WindowedGrid } from './windowed-grid';

const items = Array.from({ length: 1200 }, (_, i) => `Game ${i + 1}`);

describe('WindowedGrid', () => {
  it('puts only the rows near the window in the page, the rest as padding, every item telling its place', () => {
    render(
      <WindowedGrid
        items={items}
        getKey={(g) => g}
        renderItem={(g) => g}
        columns={3}
        estimatedRowHeight={160}
        overscanRows={2}
        aria-label="Games"
      />,
    );
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThan(80);
    expect(tiles[0]?.textContent).toBe('Game 1');
    expect(tiles[0]?.getAttribute('aria-setsize')).toBe('1200');
    const list = screen.getByRole('list', { name: 'Games' });
    const shownRows = tiles.length / 3;
    expect(list.style.paddingBottom).toBe(`${(400 - shownRows) * 160}px`);
  });
});
