import { describe, expect, it } from 'vitest';
import { homeReset, homeTabChosen, lobbySlice } from './lobby';

describe('lobby slice', () => {
  it('starts on HOT and remembers the chosen tab', () => {
    let state = lobbySlice.reducer(undefined, { type: 'init' });
    expect(state.homeTab).toBe('HOT');
    state = lobbySlice.reducer(state, homeTabChosen('LIVE'));
    expect(state.homeTab).toBe('LIVE');
  });

  it('the logo reset selects HOT and counts the reset', () => {
    const chosen = lobbySlice.reducer(undefined, homeTabChosen('RNG'));
    const reset = lobbySlice.reducer(chosen, homeReset());
    expect(reset).toEqual({ homeTab: 'HOT', resets: 1, toast: null });
  });
});
