import { OPERATOR_ERROR_CODES, type OperatorErrorCode } from '@lobby/contract/operator';
import { createI18n, errorLookup, ERROR_NAMESPACES } from '@lobby/i18n';
import { LANGUAGE_META } from '@lobby/i18n/language-meta';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ConsoleWords } from '../words/en';

const isOperatorErrorCode = (code: string | undefined): code is OperatorErrorCode =>
  (OPERATOR_ERROR_CODES as readonly (string | undefined)[]).includes(code);

/** The console's languages: English, Chinese and Burmese. */
export const CONSOLE_LANGUAGES = ['en', 'cn', 'my'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

const STORED = 'lobby.console.language';

const load = (language: ConsoleLanguage): Promise<{ default: ConsoleWords }> =>
  language === 'cn' ? import('../words/cn') : language === 'my' ? import('../words/my') : import('../words/en');

/** Fills `{{name}}` places in a sentence. */
export const fill = (sentence: string, values: Record<string, string>) =>
  sentence.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

interface Words {
  language: ConsoleLanguage;
  w: ConsoleWords;
  setLanguage: (language: ConsoleLanguage) => void;
  /** The platform's translated message for an error code (@lobby/i18n's dictionaries). */
  errorText: (code: string | undefined) => string;
  /** A game category's name as the player site shows it (@lobby/i18n's dictionaries). */
  categoryName: (category: string) => string;
  /** A promotion category's name as the player site's tabs show it. */
  promotionCategoryName: (category: string) => string;
}

const WordsContext = createContext<Words | null>(null);

const storedLanguage = (): ConsoleLanguage => {
  const stored = localStorage.getItem(STORED);
  return (CONSOLE_LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as ConsoleLanguage) : 'en';
};

/** Loads the console's words and the platform's error messages for the chosen language. */
export function WordsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Omit<Words, 'setLanguage'> | null>(null);
  const [language, setLanguage] = useState<ConsoleLanguage>(storedLanguage);
  useEffect(() => {
    // A language chosen again before this one loaded wins.
    const run = { current: true as boolean };
    void (async () => {
      const [words, i18n] = await Promise.all([load(language), createI18n(language)]);
      await i18n.loadNamespaces([...ERROR_NAMESPACES, 'content']);
      if (!run.current) return;
      document.documentElement.lang = LANGUAGE_META[language].htmlLang;
      localStorage.setItem(STORED, language);
      setState({
        language,
        w: words.default,
        errorText: (code) => {
          if (isOperatorErrorCode(code)) return words.default.errors[code];
          const [key, options] = errorLookup(code);
          return i18n.t(key, options);
        },
        categoryName: (category) => i18n.t(`categories.${category}`, { defaultValue: category }),
        promotionCategoryName: (category) =>
          i18n.t(`promotions.categories.${category}`, { ns: 'content', defaultValue: category }),
      });
    })();
    return () => {
      run.current = false;
    };
  }, [language]);
  const choose = useCallback((next: ConsoleLanguage) => setLanguage(next), []);
  if (!state) return null;
  return <WordsContext.Provider value={{ ...state, setLanguage: choose }}>{children}</WordsContext.Provider>;
}

export function useWords(): Words {
  const words = useContext(WordsContext);
  if (!words) throw new Error('useWords outside WordsProvider');
  return words;
}

/** A code's word from one of the word lists, or the code itself for one the list does not know. */
export const wordFor = (words: Readonly<Record<string, string>>, code: string): string =>
  Object.hasOwn(words, code) ? (words[code] ?? code) : code;
