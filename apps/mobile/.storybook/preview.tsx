import '@lobby/ui/tokens.css';
import '../src/app/app.css';
import '../src/components/buttons.css';
import { INTERFACE_LANGUAGES } from '@lobby/i18n';
import { LANGUAGE_META } from '@lobby/i18n/language-meta';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { fixtureHandlers } from '../stories/fixture-handlers';
import { loadScreenLook, STORY_THEMES } from '../stories/screen-look';
import { STORY_BRANDS } from '../stories/screens';

/**
 * Every screen story is the app at one address, in a brand, a language and a theme from the
 * toolbar (kept in the address, so a link shows the same look), answering from the fixtures
 * recorded off the seeded product for that brand, language and role. axe checks each one.
 */
const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: [...STORY_BRANDS], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: INTERFACE_LANGUAGES.map((value) => ({ value, title: LANGUAGE_META[value].label, right: value })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [...STORY_THEMES], dynamicTitle: true },
    },
  },
  initialGlobals: { brand: 'DEMO', locale: 'my', theme: 'dark' },
  loaders: [
    // The fixtures first: the worker answers from them as soon as it runs.
    (context) => loadScreenLook(context),
    mswLoader(async () => {
      const worker = setupWorker(...fixtureHandlers);
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
  },
};

export default preview;
