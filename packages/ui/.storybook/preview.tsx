import { brandThemeSchema, DEMO_BRAND, SECOND_BRAND } from '@lobby/contract';
import { brandStyleSheet } from '@lobby/domain';
import type { InterfaceLanguage } from '@lobby/i18n';
import { LANGUAGE_META } from '@lobby/i18n/language-meta';
import type { Preview } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
// Burmese and Chinese in fonts the app names for them (tokens.css --font-body), from npm, so every
// designer's machine and the offline smoke test show real Myanmar and Chinese glyphs.
import '@fontsource/noto-sans-myanmar/400.css';
import '@fontsource/noto-sans-myanmar/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import '../src/theme/tokens.css';
import './preview.css';
import { AllLooks } from './all-looks';
import { useArgsInWords } from './controls-words';
import { ComponentDocsPage } from './guidance-block';
import { INTERFACE_LANGUAGES, switchLanguage } from './language';
import type { Translate } from './words';

/** The demo brands' tokens over ui's, as the server writes them into a brand's page. */
const BRAND_STYLES: Record<string, string> = {
  [DEMO_BRAND.name]: brandStyleSheet(brandThemeSchema.parse(DEMO_BRAND.theme)),
  [SECOND_BRAND.name]: brandStyleSheet(brandThemeSchema.parse(SECOND_BRAND.theme)),
};

/** The phone the lobby is made for first (the end-to-end tests' viewport), then the usual devices. */
const PHONE = { name: 'Phone 390 x 844', styles: { width: '390px', height: '844px' }, type: 'mobile' } as const;

/**
 * Every story renders in a brand's tokens, dark or light, in one of the lobby's nine languages,
 * on a phone-sized canvas, and is checked by axe (the accessibility panel; the smoke test fails
 * on any violation).
 */
const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
    brand: {
      description: "A brand's tokens",
      toolbar: { title: 'Brand', icon: 'paintbrush', items: Object.keys(BRAND_STYLES), dynamicTitle: true },
    },
    looks: {
      description: 'One look (the toolbars above) or all: both brands, dark and light, side by side',
      toolbar: {
        title: 'Looks',
        icon: 'grid',
        items: [
          { value: 'one', title: 'One look' },
          { value: 'all', title: 'All looks side by side' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the words in the stories',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: INTERFACE_LANGUAGES.map((value) => ({ value, title: LANGUAGE_META[value].label, right: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'dark',
    brand: DEMO_BRAND.name,
    locale: 'my',
    looks: 'one',
    viewport: { value: 'phone', isRotated: false },
  },
  // The chosen language's dictionaries, loaded before the story renders.
  // With its html lang, for the components that name months and weekdays themselves (storyLocale).
  loaders: [
    async ({ globals }) => {
      const language = String(globals.locale) as InterfaceLanguage;
      return { t: await switchLanguage(language), locale: LANGUAGE_META[language].htmlLang };
    },
  ],
  decorators: [
    (Story, ctx) => {
      document.documentElement.dataset.theme = String(ctx.globals.theme ?? 'dark');
      const t = ctx.loaded.t as Translate | undefined;
      // The story's w('key') words in the toolbar's language, and the Controls panel in them too.
      const args = useArgsInWords(ctx, t);
      if (ctx.globals.looks === 'all') return <AllLooks render={() => <Story args={args} />} />;
      return (
        <div style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 16, minHeight: '100vh' }}>
          <style>{BRAND_STYLES[String(ctx.globals.brand)] ?? ''}</style>
          <Story args={args} />
        </div>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { phone: PHONE, ...INITIAL_VIEWPORTS } },
    a11y: { test: 'error' },
    // Each component's page: its description, then its guidance (the meta's `guidance`), then its stories.
    docs: { toc: true, page: ComponentDocsPage },
  },
};

export default preview;
