import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Ticker } from './ticker';

/** The user's motion preference, as the browser reports it (jsdom has no matchMedia). */
const prefersReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Ticker', () => {
  it('shows the no-announcement text when there is nothing to say', () => {
    render(<Ticker items={[]} emptyText="No announcements" label="Announcements" />);
    expect(screen.getByRole('region', { name: 'Announcements' }).textContent).toContain('No announcements');
  });

  it('scrolls the titles at the given frame rate, the loop copy hidden from screen readers', () => {
    prefersReducedMotion(false);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    const { container } = render(
      <Ticker items={['Server upgrade', 'New slots']} emptyText="-" label="Announcements" fps={30} speed={60} />,
    );
    const spans = container.querySelectorAll('span');
    expect(spans[0]!.textContent).toContain('Server upgrade');
    expect(spans[1]!.getAttribute('aria-hidden')).toBe('true');
    const track = spans[0]!.parentElement!;
    const start = 1000;
    // 10 ms after the start is within one 30 fps frame: nothing moves yet; 100 ms later it has.
    frames.shift()!(start + 10);
    expect(track.style.transform).toBe('');
    frames.shift()!(start + 110);
    expect(track.style.transform).toMatch(/translateX\(-\d/);
  });

  it('stands still for a user who asks for reduced motion', () => {
    prefersReducedMotion(true);
    const requestFrame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', requestFrame);
    render(<Ticker items={['Server upgrade']} emptyText="-" label="Announcements" />);
    expect(screen.getByRole('region').textContent).toContain('Server upgrade');
    expect(requestFrame).not.toHaveBeenCalled();
  });
});
