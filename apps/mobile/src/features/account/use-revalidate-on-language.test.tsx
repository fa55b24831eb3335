import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVALIDATE_DEBOUNCE_MS, useRevalidateOnLanguage } from './use-revalidate-on-language';

afterEach(() => vi.useRealTimers());

describe('useRevalidateOnLanguage (spec section 5)', () => {
  it('revalidates the filled fields once, 200 ms after the last language change', async () => {
    vi.useFakeTimers();
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: {}, my: {}, cn: {} } });
    const trigger = vi.fn(async () => true);
    const form = { getValues: () => ({ username: 'ab', password: '', remember: true }), trigger };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    renderHook(() => useRevalidateOnLanguage(form as never), { wrapper });

    await act(async () => {
      await i18n.changeLanguage('my');
    });
    act(() => {
      vi.advanceTimersByTime(REVALIDATE_DEBOUNCE_MS - 50);
    });
    await act(async () => {
      await i18n.changeLanguage('cn');
    });
    act(() => {
      vi.advanceTimersByTime(REVALIDATE_DEBOUNCE_MS - 1);
    });
    expect(trigger).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(trigger).toHaveBeenCalledTimes(1);
    // Only non-empty text fields: an empty field is not told it is required by a language change.
    expect(trigger).toHaveBeenCalledWith(['username']);
  });
});
