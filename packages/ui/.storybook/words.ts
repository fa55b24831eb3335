/**
 * Words in stories come from the lobby's dictionaries, in the language of the toolbar, as the app
 * gets them: a story's args say `w('header.login')` instead of "Log in", and the preview puts the
 * chosen language's words in their place before the story renders (see language.ts), and tells
 * the Controls panel those words (controls-words.ts). The ui components themselves still take
 * plain strings: only stories know about dictionaries.
 */
import { cloneElement, isValidElement, type ReactElement } from 'react';

const OPEN = '\u27e6';
const CLOSE = '\u27e7';
const MARK = new RegExp(`^${OPEN}([^|${CLOSE}]+)(?:\\|(.*))?${CLOSE}$`, 's');

/**
 * A dictionary key (with its interpolation values) standing for the words of the chosen language.
 * A value may itself be a `w(...)`, translated first: `w('play.card', { rank: 'Q', suit: w('play.suits.H') })`.
 */
export function w(key: string, values?: Record<string, string | number>): string {
  return `${OPEN}${key}${values ? `|${JSON.stringify(values)}` : ''}${CLOSE}`;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The chosen language's words for what a story's render writes itself rather than through its
 * args, such as a label function (`counting: (seconds) => t('account.resendIn', { seconds })`).
 */
export function storyWords(context: { loaded: Record<string, unknown> }): Translate {
  return (context.loaded.t as Translate | undefined) ?? ((key) => key);
}

/** The chosen language as a BCP-47 tag (its html lang), for what names months and weekdays itself. */
export function storyLocale(context: { loaded: Record<string, unknown> }): string {
  return (context.loaded.locale as string | undefined) ?? 'en';
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Replaces every `w(...)` in a story's args (nested objects and arrays included) with its words. */
export function translateArgs<T>(value: T, t: Translate): T {
  if (typeof value === 'string') {
    const match = MARK.exec(value);
    if (!match?.[1]) return value;
    const values = match[2] ? translateArgs(JSON.parse(match[2]) as Record<string, string | number>, t) : undefined;
    return t(match[1], values) as T;
  }
  // An element in the args (a slot's content): its props, words included, translated too.
  if (isValidElement(value)) {
    const element = value as ReactElement<Record<string, unknown>>;
    return cloneElement(element, translateArgs(element.props, t)) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => translateArgs(item, t)) as T;
  if (isPlain(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translateArgs(v, t)])) as T;
  return value;
}

/** Whether a value holds a `w(...)` anywhere: in a string, an array, a plain object or an element's props. */
export function hasWords(value: unknown): boolean {
  if (typeof value === 'string') return MARK.test(value);
  if (isValidElement(value)) return hasWords(value.props);
  if (Array.isArray(value)) return value.some(hasWords);
  return isPlain(value) && Object.values(value).some(hasWords);
}

/**
 * A story's args in the chosen language, word by word: where the story wrote `w(...)` (its initial
 * arg), a value that is still those words (the marker itself, or the words `shown` for it last, in
 * whichever language) gets the chosen language's words and is remembered in `shown` under `path`;
 * a value someone typed instead (the Controls panel) is kept as typed.
 */
export function localizeArgs<T>(
  initial: unknown,
  current: T,
  t: Translate,
  shown: Map<string, string>,
  path: string,
): T {
  if (typeof initial === 'string' && MARK.test(initial)) {
    const words = translateArgs(initial, t);
    if (current !== initial && current !== shown.get(path) && current !== words) return translateArgs(current, t);
    shown.set(path, words);
    return words as T;
  }
  if (Array.isArray(initial) && Array.isArray(current))
    return current.map((item: unknown, i) => localizeArgs(initial[i], item, t, shown, `${path}.${i}`)) as T;
  if (isPlain(initial) && isPlain(current))
    return Object.fromEntries(
      Object.entries(current).map(([k, v]) => [k, localizeArgs(initial[k], v, t, shown, `${path}.${k}`)]),
    ) as T;
  return translateArgs(current, t);
}
