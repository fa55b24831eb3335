import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEnterAnimation } from './use-enter-animation';

function Panel({ tab, ms }: { tab: string; ms: number }) {
  const ref = useEnterAnimation<HTMLDivElement>(tab, ms);
  return <div ref={ref}>{tab}</div>;
}

describe('useEnterAnimation', () => {
  const animate = vi.fn();
  afterEach(() => {
    animate.mockReset();
    vi.unstubAllGlobals();
  });

  it('fades in when the key changes, never on the first render', () => {
    HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate'];
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const view = render(<Panel tab="HOT" ms={150} />);
    expect(animate).not.toHaveBeenCalled();
    view.rerender(<Panel tab="HOT" ms={150} />);
    expect(animate).not.toHaveBeenCalled();
    view.rerender(<Panel tab="RNG" ms={150} />);
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.calls[0]![1]).toMatchObject({ duration: 150 });
  });

  it('stays still for users who ask for reduced motion', () => {
    HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate'];
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    const view = render(<Panel tab="/home" ms={300} />);
    view.rerender(<Panel tab="/live-games" ms={300} />);
    expect(animate).not.toHaveBeenCalled();
  });
});
