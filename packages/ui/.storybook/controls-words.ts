/**
 * The Controls panel in the toolbar's language. The preview keeps a story's `w(...)` markers as its
 * args, so a language switch or a Reset brings the chosen language's words back; the panel (and a
 * docs page's controls) is told the words instead, and the manager the story's initial args in
 * words too (manager.ts), so a designer reads and edits "Log in", not ⟦header.login⟧, and only
 * words typed there count as changed. Those come back as plain text and are kept in every language.
 *
 * The panel is told with the event the preview itself sends when args change (STORY_ARGS_UPDATED)
 * rather than by updating the args (useArgs): an update re-renders the story after its render has
 * finished, so every story with words would render twice, and the smoke test would read it half-way.
 */
import { STORY_ARGS_UPDATED } from 'storybook/internal/core-events';
import type { Args } from 'storybook/internal/types';
import { addons, useEffect } from 'storybook/preview-api';
import { INITIAL_ARGS_IN_WORDS, type InitialArgsInWords } from './words-event';
import { hasWords, localizeArgs, translateArgs, type Translate } from './words';

interface StoryWords {
  initialArgs: Args;
  t: Translate;
}

/** The stories shown with words: their initial args and the language they were last shown in. */
const stories = new Map<string, StoryWords>();
/** The words last shown per story and arg ("story-id.labels.menu"), to tell them from typed ones. */
const shown = new Map<string, string>();
let listening = false;

/** The story's words first as it set them, then as shown, so only typed words differ from the first. */
function tellControls(storyId: string, story: StoryWords, args: Args) {
  const channel = addons.getChannel();
  const initial: InitialArgsInWords = { storyId, initialArgs: translateArgs(story.initialArgs, story.t) };
  channel.emit(INITIAL_ARGS_IN_WORDS, initial);
  channel.emit(STORY_ARGS_UPDATED, { storyId, args });
}

/**
 * After each change of args (a control edited, a Reset) the preview tells the panel the args with
 * their markers; the words follow at once. Ours carry no marker, so they are not answered again.
 */
function listen() {
  if (listening) return;
  listening = true;
  addons.getChannel().on(STORY_ARGS_UPDATED, ({ storyId, args }: { storyId: string; args: Args }) => {
    const story = stories.get(storyId);
    if (story && hasWords(args))
      tellControls(storyId, story, localizeArgs(story.initialArgs, args, story.t, shown, storyId));
  });
}

/**
 * A story's args in the chosen language (`t`: its words, none before they have loaded), for its
 * render and, once it has rendered, for the Controls panel. Call from a decorator: it uses
 * Storybook's decorator hooks.
 */
export function useArgsInWords(context: { id: string; initialArgs: Args; args: Args }, t: Translate | undefined): Args {
  const withWords = t !== undefined && hasWords(context.initialArgs);
  const args = withWords
    ? localizeArgs(context.initialArgs, context.args, t, shown, context.id)
    : t
      ? translateArgs(context.args, t)
      : context.args;
  useEffect(() => {
    if (!withWords) return;
    const story = { initialArgs: context.initialArgs, t };
    stories.set(context.id, story);
    listen();
    tellControls(context.id, story, args);
  });
  return args;
}
