import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDismissed } from './use-dismissed';

describe('useDismissed', () => {
  afterEach(() => sessionStorage.clear());

  it('starts shown, stays put away for the browser session once dismissed', () => {
    const first = renderHook(() => useDismissed('test.key'));
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe(true);
    // A new page of the same session remembers it.
    expect(renderHook(() => useDismissed('test.key')).result.current[0]).toBe(true);
    expect(renderHook(() => useDismissed('other.key')).result.current[0]).toBe(false);
  });
});
