import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderedScreenPainted, startHeldApp } from './start-app';

const HELD =
  '<template id="lobby-app"><script type="module" crossorigin src="/m/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/m/assets/react-2.js"></template>';

const added = () =>
  Array.from(document.head.querySelectorAll('script, link')).map(
    (el) => el.getAttribute('src') ?? el.getAttribute('href'),
  );

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('startHeldApp', () => {
  it("starts the app's code at once when the browser renders the page itself", () => {
    document.body.innerHTML = `<div id="root"></div>${HELD}`;
    startHeldApp(null);
    expect(added()).toEqual(['/m/assets/index-1.js', '/m/assets/react-2.js']);
    // New elements, with the attributes that make them run as modules.
    const script = document.head.querySelector('script');
    expect(script?.type).toBe('module');
    expect(script?.getAttribute('crossorigin')).toBe('');
    expect(document.getElementById('lobby-app')).toBeNull();
  });

  it('waits for the largest image and the next paint on a rendered page', async () => {
    document.body.innerHTML = `<div id="root"><img fetchpriority="high" src="/b.svg"></div>${HELD}`;
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    startHeldApp(renderedScreenPainted);
    await vi.advanceTimersByTimeAsync(500);
    expect(added()).toEqual([]);
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(added()).toEqual([]);
    // The frame after the image, then the task after that frame.
    await vi.advanceTimersByTimeAsync(50);
    expect(added()).toEqual(['/m/assets/index-1.js', '/m/assets/react-2.js']);
  });

  it("waits for the boot shell's own paint, and starts when that paint went wrong", async () => {
    document.body.innerHTML = `<div id="root"></div>${HELD}`;
    let painted!: () => void;
    startHeldApp(() => new Promise<void>((resolve) => (painted = resolve)));
    await vi.advanceTimersByTimeAsync(500);
    expect(added()).toEqual([]);
    painted();
    await vi.advanceTimersByTimeAsync(50);
    expect(added()).toHaveLength(2);
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root"></div>${HELD}`;
    startHeldApp(() => Promise.reject(new Error('no picture')));
    await vi.advanceTimersByTimeAsync(50);
    expect(added()).toHaveLength(2);
  });

  it('starts anyway when the image never comes, and only once', async () => {
    document.body.innerHTML = `<div id="root"><img fetchpriority="high" src="/b.svg"></div>${HELD}`;
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    startHeldApp(renderedScreenPainted);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(added()).toHaveLength(2);
  });

  it('starts at once in a tab nobody sees (it paints nothing)', () => {
    document.body.innerHTML = `<div id="root"><img fetchpriority="high" src="/b.svg"></div>${HELD}`;
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startHeldApp(renderedScreenPainted);
    visibility.mockRestore();
    expect(added()).toHaveLength(2);
  });

  it('does nothing on a page that holds nothing back', () => {
    document.body.innerHTML = '<div id="root"></div>';
    startHeldApp(renderedScreenPainted);
    startHeldApp(null);
    expect(added()).toEqual([]);
  });
});
