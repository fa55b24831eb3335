import { brandThemeSchema, DEMO_BRAND, SECOND_BRAND } from '@lobby/contract';
import { brandStyleSheet } from '@lobby/domain';
import type { Preview } from '@storybook/react-vite';
import '../src/theme/tokens.css';

/** The demo brands' tokens over ui's, as the server writes them into a brand's page. */
const BRAND_STYLES: Record<string, string> = {
  [DEMO_BRAND.name]: brandStyleSheet(brandThemeSchema.parse(DEMO_BRAND.theme)),
  [SECOND_BRAND.name]: brandStyleSheet(brandThemeSchema.parse(SECOND_BRAND.theme)),
};

/** Every story renders in a brand's tokens, dark or light, on a phone-sized canvas. */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', items: ['dark', 'light'], dynamicTitle: true },
    },
    brand: {
      description: "A brand's tokens",
      toolbar: { title: 'Brand', icon: 'paintbrush', items: Object.keys(BRAND_STYLES), dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark', brand: DEMO_BRAND.name },
  decorators: [
    (Story, ctx) => {
      document.documentElement.dataset.theme = String(ctx.globals.theme ?? 'dark');
      return (
        <div style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 16, minHeight: '100vh' }}>
          <style>{BRAND_STYLES[String(ctx.globals.brand)] ?? ''}</style>
          <Story />
        </div>
      );
    },
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;
