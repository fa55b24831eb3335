import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataState } from './fixture-handlers';
import type { ScreenLook } from './screen-look';
import { ScreenStory } from './screen-story';
import type { Screen } from './screens';

export type ScreenStoryObj = StoryObj<{ screen?: Screen }>;

/** What every group of screen stories shares: each renders the app at its screen in the toolbar's look. */
export const SCREEN_META = {
  render: (_args, { parameters, loaded, globals }) => {
    const look = loaded.look as ScreenLook | undefined;
    if (!look) return <p>No screen</p>;
    // A new app for another look: the store starts in its language and theme.
    return (
      <ScreenStory
        key={`${String(globals.brand)}.${String(globals.locale)}.${String(globals.theme)}`}
        screen={parameters.screen as Screen}
        look={look}
      />
    );
  },
} satisfies Omit<Meta<{ screen?: Screen }>, 'title'>;

/**
 * The story of a screen, its data as recorded or in another state. A flow that signs in answers
 * as the visitor's fixtures do, then as the member's (`answersAs`).
 */
export const screenStory = (
  screen: Screen,
  dataState: DataState = 'recorded',
  answersAs?: Screen['role'],
): ScreenStoryObj => ({
  parameters: { screen, dataState, ...(answersAs ? { answersAs } : {}) },
});
