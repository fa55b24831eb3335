import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { VirtualGrid } from './virtual-grid';

// The windowing code never arrives here: what a long list shows until it does, and on the server.
vi.mock('./windowed-grid', () => new Promise(() => {}));

const ROW = 160;
const games = Array.from({ length: 1200 }, (_, i) => ({ id: `g${i + 1}`, name: `Game ${i + 1}` }));
const grid = <VirtualGrid items={games} getKey={(g) => g.id} renderItem={(g) => g.name} aria-label="Games" />;

describe('VirtualGrid before its windowing code', () => {
  it('shows one phone screen of rows, with room for the rest', () => {
    render(grid);
    const list = screen.getByRole('list', { name: 'Games' });
    expect(screen.getAllByRole('listitem')).toHaveLength(6 * 3);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('Game 1');
    expect(list.style.paddingTop).toBe('0px');
    expect(list.style.paddingBottom).toBe(`${394 * ROW}px`);
  });

  it('renders the same on the server', () => {
    const html = renderToString(grid);
    expect(html.match(/<li /g)).toHaveLength(6 * 3);
    expect(html).toContain(`padding-bottom:${394 * ROW}px`);
  });
});
