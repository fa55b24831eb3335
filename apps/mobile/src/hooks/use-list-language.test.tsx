import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageChanged } from '../stores/preferences';
import { createStore } from '../stores/store';
import { useListLanguage } from './use-list-language';

afterEach(() => vi.useRealTimers());

describe('useListLanguage', () => {
  it('follows the interface language 250 ms after the last change', () => {
    vi.useFakeTimers();
    const store = createStore({ baseUrl: '', merchant: 'DEMO', device: 'MOBILE' });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useListLanguage(), { wrapper });
    const start = result.current;
    act(() => {
      store.dispatch(languageChanged('en'));
    });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => {
      store.dispatch(languageChanged('cn'));
    });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe(start);
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(result.current).toBe('cn');
  });
});
