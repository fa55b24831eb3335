import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lobbySlice, toastShown, type AppToastMessage } from '../../stores/lobby';
import { AppToast } from './app-toast';

function showToast(toast: AppToastMessage) {
  const store = configureStore({ reducer: { lobby: lobbySlice.reducer } });
  render(
    <Provider store={store}>
      <AppToast />
    </Provider>,
  );
  act(() => {
    store.dispatch(toastShown(toast));
  });
  return store;
}

describe('AppToast (spec section 9: toasts of 2 s by default, short 3 s, long 8 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['a notice, by default', undefined, 2000],
    ['an error of a launch', 'short', 3000],
    ['an instruction to act on', 'long', 8000],
  ] as const)('%s stays %d ms', (_name, duration, ms) => {
    const store = showToast({ message: 'Hello', tone: 'info', ...(duration ? { duration } : {}) });
    expect(screen.getByText('Hello')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(ms - 10);
    });
    expect(store.getState().lobby.toast).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(store.getState().lobby.toast).toBeNull();
  });
});
