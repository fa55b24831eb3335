import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (cfg) => ({
    ...cfg,
    resolve: { ...cfg.resolve, conditions: ['source', 'module', 'browser', 'development|production'] },
  }),
};

export default config;
