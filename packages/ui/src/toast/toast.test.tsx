import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './toast';

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message for its time, then tells its owner', () => {
    const onDone = vi.fn();
    render(<Toast message="Saved" durationMs={1000} onDone={onDone} />);
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(onDone).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('announces errors and shows nothing without a message', () => {
    const { rerender } = render(<Toast message="" onDone={() => {}} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Toast message="Refused" tone="error" onDone={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('Refused');
  });

  it('shows as a popover where the browser has them, so it goes over an open Modal', () => {
    const showPopover = vi.fn();
    HTMLElement.prototype.showPopover = showPopover;
    try {
      const { rerender } = render(<Toast message="Copied" onDone={() => {}} />);
      rerender(<Toast message="Copied again" onDone={() => {}} />);
      expect(screen.getByText('Copied again').getAttribute('popover')).toBe('manual');
      expect(showPopover).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'showPopover');
    }
  });
});
