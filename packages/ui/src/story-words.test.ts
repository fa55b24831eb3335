import { createElement, isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { hasWords, localizeArgs, w, type Translate } from '../.storybook/words';

const DICTIONARIES: Record<string, Record<string, string>> = {
  en: { 'header.login': 'Log in', 'header.register': 'Register' },
  my: { 'header.login': 'ဝင်ရောက်ရန်', 'header.register': 'စာရင်းသွင်းရန်' },
};
const words =
  (language: string): Translate =>
  (key) =>
    DICTIONARIES[language]?.[key] ?? key;

describe("a story's args in the chosen language (the Controls panel's words)", () => {
  const initial = { label: w('header.login'), labels: { login: w('header.login'), register: w('header.register') } };

  it('puts the words in place of the markers, and remembers them', () => {
    const shown = new Map<string, string>();
    expect(localizeArgs(initial, initial, words('en'), shown, 'story')).toEqual({
      label: 'Log in',
      labels: { login: 'Log in', register: 'Register' },
    });
    expect(shown.get('story.labels.register')).toBe('Register');
  });

  it('follows the language while the words are the ones shown, the typed ones stay', () => {
    const shown = new Map<string, string>();
    localizeArgs(initial, initial, words('en'), shown, 'story');
    // The Controls panel sends back what it shows: one word typed, the others as shown.
    const edited = { label: 'Sign in', labels: { login: 'Log in', register: 'Register' } };
    expect(localizeArgs(initial, edited, words('my'), shown, 'story')).toEqual({
      label: 'Sign in',
      labels: { login: 'ဝင်ရောက်ရန်', register: 'စာရင်းသွင်းရန်' },
    });
  });

  it('knows the words of the language shown even when nothing was shown before (a shared link)', () => {
    const fromLink = { ...initial, label: 'Log in' };
    expect(localizeArgs(initial, fromLink, words('en'), new Map(), 'story').label).toBe('Log in');
  });

  it("translates an element's words, and any marker that is not the story's own", () => {
    const args = { children: createElement('a', { title: w('header.login') }), extra: w('header.register') };
    const out = localizeArgs({}, args, words('en'), new Map(), 'story');
    expect(isValidElement(out.children) && (out.children as ReactElement<{ title: string }>).props.title).toBe(
      'Log in',
    );
    expect(out.extra).toBe('Register');
  });

  it('tells args with words from args without', () => {
    expect(hasWords(initial)).toBe(true);
    expect(hasWords([createElement('b', { label: w('header.login') })])).toBe(true);
    expect(hasWords({ label: 'Log in', onClick: () => {} })).toBe(false);
  });
});
