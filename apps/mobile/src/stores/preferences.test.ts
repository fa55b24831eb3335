import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { languageChanged, loadPreferences, preferencesSlice, savePreferences, themeChanged } from './preferences';

function storage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('preferences', () => {
  it.each([
    [{}, { language: 'my', theme: 'dark' }],
    [{ 'lobby.preferences': '{"language":"cn","theme":"light"}' }, { language: 'cn', theme: 'light' }],
    [{ 'lobby.preferences': '{"language":"fr","theme":"pink"}' }, { language: 'my', theme: 'dark' }],
    [{ 'lobby.preferences': 'not json' }, { language: 'my', theme: 'dark' }],
  ])('load %j -> %j', (saved, expected) => {
    expect(loadPreferences(storage(saved))).toEqual(expected);
  });

  it.each([
    [{}, { language: 'en', theme: 'light' }],
    [{ 'lobby.preferences': '{"language":"th"}' }, { language: 'th', theme: 'light' }],
    [{ 'lobby.preferences': '{"theme":"dark"}' }, { language: 'en', theme: 'dark' }],
  ])("a brand's defaults fill what a visitor has not chosen: %j -> %j", (saved, expected) => {
    expect(loadPreferences(storage(saved), { language: 'en', theme: 'light' })).toEqual(expected);
  });

  it('round-trips through storage and survives a throwing one', () => {
    const s = storage();
    savePreferences({ language: 'en', theme: 'light' }, s);
    expect(loadPreferences(s)).toEqual({ language: 'en', theme: 'light' });
    expect(() =>
      savePreferences(
        { language: 'en', theme: 'dark' },
        {
          setItem: () => {
            throw new Error('quota');
          },
        },
      ),
    ).not.toThrow();
  });

  it('falls back to the defaults when the browser blocks site data (reading the storage throws)', () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    onTestFinished(() => blocked.mockRestore());
    expect(loadPreferences()).toEqual({ language: 'my', theme: 'dark' });
    expect(() => savePreferences({ language: 'en', theme: 'light' })).not.toThrow();
  });

  it('changes language and theme', () => {
    let state = preferencesSlice.reducer({ language: 'my', theme: 'dark' }, languageChanged('cn'));
    state = preferencesSlice.reducer(state, themeChanged('light'));
    expect(state).toEqual({ language: 'cn', theme: 'light' });
  });
});
