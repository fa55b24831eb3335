import type * as I18n from '@lobby/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';

const importDictionary = vi.fn((_language: string, _namespace: string) => Promise.resolve({ default: {} }));
vi.mock('@lobby/i18n', async (actual) => ({
  ...(await actual<typeof I18n>()),
  importDictionary: (language: string, namespace: string) => importDictionary(language, namespace),
}));

afterEach(() => {
  importDictionary.mockClear();
  vi.resetModules();
});

describe("a lazy screen's words", () => {
  it('are asked for at once while the app starts, in the language it starts in', async () => {
    const { preloadNamespace, startI18n } = await import('./i18n');
    preloadNamespace('play');
    expect(importDictionary).not.toHaveBeenCalled();
    const started = startI18n('en');
    preloadNamespace('play');
    expect(importDictionary).toHaveBeenCalledWith('en', 'play');
    await started;
  });

  it('are left to i18next once it has started, so a later language switch never loads the first one', async () => {
    const { preloadNamespace, startI18n } = await import('./i18n');
    await startI18n('en');
    importDictionary.mockClear();
    preloadNamespace('records');
    expect(importDictionary).not.toHaveBeenCalled();
  });
});
