import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('a reader who scrolls between its render and its mount', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      window.scrollY = 0;
    });

    it('is left where they scrolled to, not sent back to where the window was at its render', () => {
      window.scrollY = 1600;
      const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      // Renders after the grid, before anything mounts: the reader's scroll while React holds the reveal.
      function ReaderScrolls() {
        window.scrollY = 3500;
        return null;
      }
      render(
        <>
          <WindowedGrid
            items={items}
            getKey={(g) => g}
            renderItem={(g) => g}
            columns={3}
            estimatedRowHeight={160}
            overscanRows={2}
          />
          <ReaderScrolls />
        </>,
      );
      const tops = scrolls.mock.calls.map(([options]) => (options as ScrollToOptions | undefined)?.top);
      expect(tops).not.toContain(1600);
    });
  });
});
