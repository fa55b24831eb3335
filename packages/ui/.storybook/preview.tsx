import type { Preview } from '@storybook/react-vite';
import '../src/theme/tokens.css';

/** Every story renders in the dark (default) or light theme, on a phone-sized canvas. */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', items: ['dark', 'light'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark' },
  decorators: [
    (Story, ctx) => {
      document.documentElement.dataset.theme = String(ctx.globals.theme ?? 'dark');
      return (
        <div style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 16, minHeight: '100vh' }}>
          <Story />
        </div>
      );
    },
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;
