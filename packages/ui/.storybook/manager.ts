import { addons } from 'storybook/manager-api';
import { INITIAL_ARGS_IN_WORDS, type InitialArgsInWords } from './words-event';

// The stories' initial args in the toolbar's language (see controls-words.ts).
addons.register('lobby/words', (api) => {
  api.on(INITIAL_ARGS_IN_WORDS, ({ storyId, initialArgs }: InitialArgsInWords) => {
    void api.updateStory(storyId, { initialArgs });
  });
});
