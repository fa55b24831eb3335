import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Ticker } from './ticker';

/** The user's motion preference, as the browser reports it (jsdom has no matchMedia). */
const prefersReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));

/** A ResizeObserver that reports when told (jsdom has none, and lays nothing out). */
function observedResize() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (width: number) => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
    act(() => callbacks.forEach((callback) => callback()));
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Ticker', () => {
  it('shows the no-announcement text when there is nothing to say', () => {
    render(<Ticker items={[]} emptyText="No announcements" label="Announcements" />);
    expect(screen.getByRole('region', { name: 'Announcements' }).textContent).toContain('No announcements');
  });

  it('scrolls one loop of the titles at the given speed, in steps of the given frame rate', () => {
    prefersReducedMotion(false);
    const resized = observedResize();
    const { container } = render(
      <Ticker items={['Server upgrade', 'New slots']} emptyText="-" label="Announcements" fps={30} speed={60} />,
    );
    const spans = container.querySelectorAll('span');
    expect(spans[0]!.textContent).toContain('Server upgrade');
    expect(spans[1]!.getAttribute('aria-hidden')).toBe('true');
    const track = spans[0]!.parentElement!;
    // Not measured yet: standing still.
    expect(track.style.getPropertyValue('--ticker-duration')).toBe('');
    // A track of 1,200 px is a loop of 600 px: 10 s at 60 px a second, 300 frames at 30 fps.
    resized(1200);
    expect(track.style.getPropertyValue('--ticker-duration')).toBe('10.00s');
    expect(track.style.getPropertyValue('--ticker-steps')).toBe('300');
    // Wider text (another font arrived): the loop follows.
    resized(2400);
    expect(track.style.getPropertyValue('--ticker-duration')).toBe('20.00s');
  });

  it('stands still for a user who asks for reduced motion', () => {
    prefersReducedMotion(true);
    const resized = observedResize();
    const { container } = render(<Ticker items={['Server upgrade']} emptyText="-" label="Announcements" />);
    resized(1200);
    expect(screen.getByRole('region').textContent).toContain('Server upgrade');
    expect(container.querySelector('span')!.parentElement!.getAttribute('style')).toBeNull();
  });
});
