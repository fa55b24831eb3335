import type { Meta, StoryObj } from '@storybook/react-vite';
import { INVITE_SHOWN_KEY } from '../src/features/promo/invite-popup';
import { announcementsHiddenToday, remembering, userOf } from './dialog-steps';
import type { DataState } from './fixture-handlers';
import type { ScreenLook } from './screen-look';
import { ScreenStory } from './screen-story';
import type { Screen } from './screens';

export type ScreenStoryObj = StoryObj<{ screen?: Screen }>;

/**
 * A returning user who hid today's popup announcements and has seen this session's invite: a
 * screen opens with nothing over it, however soon after the popups' delay the picture is taken. A
 * story about a popup remembers otherwise (its own `beforeEach` runs after this one).
 */
export const quietScreen = remembering((context) => ({
  localStorage: announcementsHiddenToday(context, [userOf(context)]),
  sessionStorage: { [INVITE_SHOWN_KEY]: '1' },
}));

/** What every group of screen stories shares: each renders the app at its screen in the toolbar's look. */
export const SCREEN_META = {
  beforeEach: quietScreen,
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
