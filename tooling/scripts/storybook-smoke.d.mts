// Types of storybook-smoke.mjs for the TypeScript smoke tests that import it.
import type { Page } from '@playwright/test';

export interface StorybookEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  /** Storybook's tags; `play-fn` marks a story with a play function. */
  tags: string[];
}
export declare function storybookEntries(staticDir: string, buildHint: string): StorybookEntry[];
export declare function axeViolations(page: Page): Promise<string[]>;
export declare function serveStorybook(
  preview: typeof import('vite').preview,
  staticDir: string,
): Promise<import('vite').PreviewServer>;
