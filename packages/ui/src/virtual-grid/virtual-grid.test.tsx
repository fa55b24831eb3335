import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(VIEWPORT);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
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
  frames = [];
});

const games = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `g${i + 1}`, name: `Game ${i + 1}` }));

function Grid({ items, columns }: { items: { id: string; name: string }[]; columns?: number }) {
  return <VirtualGrid items={items} getKey={(g) => g.id} renderItem={(g) => <span>{g.name}</span>} columns={columns} aria-label="Games" data-testid="grid" />;
}

function scrollTo(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
  act(() => {
    for (const cb of frames.splice(0)) cb(0);
  });
}

// Plain queries here: role queries over hundreds of nodes are slow; semantics are checked once below.
const list = () => screen.getByTestId('grid');
const items = () => Array.from(list().querySelectorAll('li'));

describe('VirtualGrid', () => {
  it('renders only the rows near the viewport of a long list, keeping its full height', () => {
    render(<Grid items={games(1200)} />);
    expect(items().length).toBeGreaterThan(0);
    expect(items().length).toBeLessThanOrEqual(MAX_ITEMS);
    expect(items()[0]?.textContent).toBe('Game 1');
    // Rows 0-7 rendered (the list starts 300 px down), the other 392 stand in as padding.
    expect(list().style.paddingTop).toBe('0px');
    expect(list().style.paddingBottom).toBe(`${392 * ROW}px`);
    expect(items()[0]?.getAttribute('aria-setsize')).toBe('1200');
  });

  it('moves the rendered rows with the page scroll, once per frame', () => {
    render(<Grid items={games(1200)} />);
    // Scroll events before the next frame: one update.
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);

    scrollTo(LIST_TOP + 100 * ROW);
    expect(items()[0]?.textContent).toBe('Game 289'); // row 96: row 100 at the top, less 4 of overscan
    expect(items()[0]?.getAttribute('aria-posinset')).toBe('289');
    expect(items().length).toBeLessThanOrEqual(MAX_ITEMS);
    expect(list().style.paddingTop).toBe(`${96 * ROW}px`);
    expect(list().style.paddingTop).not.toBe('0px');

    scrollTo(0);
    expect(items()[0]?.textContent).toBe('Game 1');
  });

  it('keeps its place when more items are appended, and reaches the new end', () => {
    const { rerender } = render(<Grid items={games(1200)} />);
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

  it('renders the first six rows on the server, with room for the rest', () => {
    const html = renderToString(<Grid items={games(1200)} />);
    expect(html.match(/<li /g)).toHaveLength(6 * 3);
    expect(html).toContain(`padding-bottom:${394 * ROW}px`);
  });

  it('sizes rows by the first rendered row once laid out', () => {
    liHeight = 200;
    render(<Grid items={games(1200)} />);
    // 200 px rows: rows 0-6 cover the viewport plus overscan.
    expect(items()).toHaveLength(7 * 3);
    expect(list().style.paddingBottom).toBe(`${393 * 200}px`);
  });

  it('lays out the given number of columns', () => {
    render(<Grid items={games(1200)} columns={2} />);
    expect(list().style.getPropertyValue('--columns')).toBe('2');
    expect(items().length % 2).toBe(0);
    expect(items().length).toBeLessThanOrEqual((MAX_ITEMS / 3) * 2);
  });

  it('is a named list of list items', () => {
    render(<Grid items={games(1200)} />);
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

  it('stops listening when unmounted', () => {
    const { unmount } = render(<Grid items={games(1200)} />);
    unmount();
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(0);
  });
});
