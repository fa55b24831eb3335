import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualGrid } from './virtual-grid';

// A phone page: 800 px viewport, the list 300 px down (header, banners), 160 px rows (the
// default estimate: jsdom lays nothing out), 3 per row, 4 rows of overscan.
const VIEWPORT = 800;
const LIST_TOP = 300;
const ROW = 160;
const MAX_ITEMS = (Math.ceil(VIEWPORT / ROW) + 1 + 2 * 4) * 3;

let scrollY = 0;
let liHeight = 0;

beforeEach(() => {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(VIEWPORT);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  // jsdom does no layout: place the list LIST_TOP px down the document, moving as the page scrolls.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.tagName === 'UL' ? LIST_TOP - scrollY : 0;
    const height = this.tagName === 'LI' ? liHeight : 0;
    return { x: 0, y: top, top, left: 0, right: 360, bottom: top + height, width: 360, height, toJSON: () => ({}) };
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  scrollY = 0;
  liHeight = 0;
});

const games = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `g${i + 1}`, name: `Game ${i + 1}` }));

function Grid({ items, columns }: { items: { id: string; name: string }[]; columns?: number }) {
  return (
    <VirtualGrid
      items={items}
      getKey={(g) => g.id}
      renderItem={(g) => <span>{g.name}</span>}
      columns={columns}
      aria-label="Games"
      data-testid="grid"
    />
  );
}

/** Renders, then waits for the windowing code a long list loads. */
async function renderWindowed(ui: ReactElement) {
  const view = render(ui);
  await act(() => import('./windowed-grid'));
  return view;
}

function scrollTo(y: number) {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

// Plain queries here: role queries over hundreds of nodes are slow; semantics are checked once below.
const list = () => screen.getByTestId('grid');
const items = () => Array.from(list().querySelectorAll('li'));

describe('VirtualGrid', () => {
  it('renders only the rows near the viewport of a long list, keeping its full height', async () => {
    await renderWindowed(<Grid items={games(1200)} />);
    expect(items().length).toBeGreaterThan(0);
    expect(items().length).toBeLessThanOrEqual(MAX_ITEMS);
    expect(items()[0]?.textContent).toBe('Game 1');
    // Rows 0-7 rendered (the list starts 300 px down), the other 392 stand in as padding.
    expect(list().style.paddingTop).toBe('0px');
    expect(list().style.paddingBottom).toBe(`${392 * ROW}px`);
    expect(items()[0]?.getAttribute('aria-setsize')).toBe('1200');
  });

  it('moves the rendered rows with the page scroll', async () => {
    await renderWindowed(<Grid items={games(1200)} />);
    scrollTo(LIST_TOP + 100 * ROW);
    expect(items()[0]?.textContent).toBe('Game 289'); // row 96: row 100 at the top, less 4 of overscan
    expect(items()[0]?.getAttribute('aria-posinset')).toBe('289');
    expect(items().length).toBeLessThanOrEqual(MAX_ITEMS);
    expect(list().style.paddingTop).toBe(`${96 * ROW}px`);

    scrollTo(0);
    expect(items()[0]?.textContent).toBe('Game 1');
  });

  it('keeps its place when more items are appended, and reaches the new end', async () => {
    const { rerender } = await renderWindowed(<Grid items={games(1200)} />);
    scrollTo(LIST_TOP + 390 * ROW);
    const first = items()[0]?.textContent;
    const padding = list().style.paddingTop;

    rerender(<Grid items={games(1500)} />);
    expect(items()[0]?.textContent).toBe(first);
    expect(list().style.paddingTop).toBe(padding);
    expect(items().length).toBeLessThanOrEqual(MAX_ITEMS);

    scrollTo(LIST_TOP + 495 * ROW);
    expect(items().at(-1)?.textContent).toBe('Game 1500');
    expect(list().style.paddingBottom).toBe('0px');
  });

  it('sizes rows by the first rendered row once laid out', async () => {
    liHeight = 200;
    await renderWindowed(<Grid items={games(1200)} />);
    // 200 px rows: rows 0-6 cover the viewport plus overscan.
    expect(items()).toHaveLength(7 * 3);
    expect(list().style.paddingBottom).toBe(`${393 * 200}px`);
  });

  it('lays out the given number of columns', async () => {
    await renderWindowed(<Grid items={games(1200)} columns={2} />);
    expect(list().style.getPropertyValue('--columns')).toBe('2');
    expect(items().length % 2).toBe(0);
    expect(items().length).toBeLessThanOrEqual((MAX_ITEMS / 3) * 2);
  });

  it('is a named list of list items', async () => {
    await renderWindowed(<Grid items={games(1200)} />);
    expect(screen.getByRole('list', { name: 'Games' }).children).toHaveLength(items().length);
    expect(screen.getAllByRole('listitem')).toHaveLength(items().length);
  });

  it('renders a small list whole', () => {
    render(<Grid items={games(30)} />);
    scrollTo(LIST_TOP + 5 * ROW);
    expect(items()).toHaveLength(30);
    expect(list().style.paddingTop).toBe('0px');
    expect(list().style.paddingBottom).toBe('0px');
  });

  it('renders nothing for no items', () => {
    const { container } = render(<Grid items={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('stops listening to the page when unmounted', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = await renderWindowed(<Grid items={games(1200)} />);
    const listening = added.mock.calls
      .filter(([type]) => type === 'scroll' || type === 'resize')
      .map(([type, fn]) => [type, fn]);
    expect(listening.map(([type]) => type)).toEqual(expect.arrayContaining(['scroll', 'resize']));
    unmount();
    expect(removed.mock.calls.map(([type, fn]) => [type, fn])).toEqual(expect.arrayContaining(listening));
  });
});
