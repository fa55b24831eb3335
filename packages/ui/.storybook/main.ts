import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  // Pseudo-states: hover, focus, focus-visible and active shown on any story from the toolbar.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'storybook-addon-pseudo-states'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (cfg) => ({
    ...cfg,
    resolve: { ...cfg.resolve, conditions: ['source', 'module', 'browser', 'development|production'] },
  }),
};

export default config;
