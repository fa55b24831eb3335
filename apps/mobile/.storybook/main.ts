import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The screens of the site, as designers review them: every route and dialog of the app, rendered
 * by the app itself, answering from the fixtures recorded off the seeded product (stories/fixtures)
 * through Mock Service Worker. The components' own stories are @lobby/ui's Storybook.
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } } },
  core: { disableTelemetry: true },
  // The mock worker, and the recorded pictures (by their content's hash) it answers with.
  staticDirs: ['../stories/public', { from: '../stories/fixtures/art', to: '/story-art' }],
  // Relative addresses: the build is served under any path (the product's /storybook/ too).
  viteFinal: (cfg) => ({ ...cfg, base: './' }),
};

export default config;
