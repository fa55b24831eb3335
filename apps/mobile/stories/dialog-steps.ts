import type { Announcement } from '@lobby/contract';
import { hiddenForToday, popupContentHash, popupMemoryKey } from '@lobby/domain';
import { contentLanguageOf, type Namespace } from '@lobby/i18n';
import { expect, waitFor, within } from 'storybook/test';
import { answersPending, recordedValue } from './fixture-handlers';
import type { ScreenLook } from './screen-look';

/** What the dialog stories' steps read of Storybook's context. */
export interface StepContext {
  canvasElement: HTMLElement;
  loaded: Record<string, unknown>;
}

const lookOf = ({ loaded }: Pick<StepContext, 'loaded'>) => loaded.look as ScreenLook;

/** The whole page: dialogs open in the top layer, some in a portal beside the story's root. */
export const pageOf = ({ canvasElement }: StepContext) => within(canvasElement.ownerDocument.body);

/** The story's words, as the app shows them: the toolbar's language, these namespaces then the first page's. */
export async function wordsOf(context: StepContext, ...namespaces: Namespace[]) {
  const { i18n } = lookOf(context);
  await i18n.loadNamespaces(namespaces);
  return i18n.getFixedT(i18n.language, [...namespaces, 'translation']);
}

/** The modal dialog of this name, open in the top layer (the page behind it inert). */
export async function openDialog(context: StepContext, name: string) {
  const dialog = await pageOf(context).findByRole('dialog', { name }, { timeout: 10_000 });
  await expect(dialog.matches(':modal')).toBe(true);
  return within(dialog);
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Until the screen has been told all it asked: no API call left waiting for its answer for two
 * frames (the app has the answers and has drawn them), as a user waits for a screen to fill in.
 */
export async function settled() {
  for (;;) {
    await waitFor(() => expect(answersPending()).toBe(0), { timeout: 10_000 });
    await nextFrame();
    await nextFrame();
    if (answersPending() === 0) return;
  }
}

type Stored = Partial<Record<'localStorage' | 'sessionStorage', Record<string, string | null>>>;
type StorageName = keyof Stored;
const STORAGES: StorageName[] = ['localStorage', 'sessionStorage'];

const snapshot = (storage: Storage) =>
  Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key) ?? '']));

/**
 * A story's `beforeEach`: what the browser remembers when the screen opens, as a returning user's
 * does (null: nothing under that key). The story leaves both storages as it found them, also when
 * the page is left for another story's load (what the app wrote meanwhile included).
 */
export function remembering(stored: (context: StepContext) => Stored) {
  return (context: StepContext) => {
    const before = STORAGES.map((name) => [name, snapshot(window[name])] as const);
    for (const [name, entries] of Object.entries(stored(context)) as [StorageName, Record<string, string | null>][])
      for (const [key, value] of Object.entries(entries))
        if (value === null) window[name].removeItem(key);
        else window[name].setItem(key, value);
    const restore = () => {
      window.removeEventListener('pagehide', restore);
      for (const [name, entries] of before) {
        window[name].clear();
        for (const [key, value] of Object.entries(entries)) window[name].setItem(key, value);
      }
    };
    window.addEventListener('pagehide', restore);
    return restore;
  };
}

/**
 * Home's popup announcements as 'do not show again today' leaves them, for these users (null: the
 * visitor): a returning user's home opens without them. Nothing when the brand has none.
 */
export function announcementsHiddenToday(context: StepContext, users: readonly (string | null)[]) {
  const language = contentLanguageOf(lookOf(context).language);
  const items = recordedValue('GET', `/wps/relay/MCSFE_getListAnnouncements?language=${language}&types=PU`) as
    Announcement[] | undefined;
  if (!items?.length) return {};
  const memory = JSON.stringify(hiddenForToday(popupContentHash(items), Date.now()));
  return Object.fromEntries(users.map((user) => [popupMemoryKey(user), memory]));
}

/** The signed-in user of the story's screen, or null for a visitor. */
export const userOf = (context: StepContext) => lookOf(context).session?.userName ?? null;
