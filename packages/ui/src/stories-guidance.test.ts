import { describe, expect, it } from 'vitest';
import { GUIDANCE_LISTS, guidanceLines, guidanceMarkdown, type Guidance } from '../.storybook/guidance';

interface StoriesFile {
  default: { title?: string; parameters?: { guidance?: Guidance } };
}

// Every component's stories; the theme's are pages of tokens, not components.
const files = import.meta.glob<StoriesFile>(['./*/*.stories.tsx', '!./theme/*'], { eager: true });

describe('the guidance on each component docs page', () => {
  it('covers the stories files', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(40);
  });

  it.each(Object.entries(files))('%s says when to use it, do and don’t, copy and accessibility', (_path, file) => {
    const content = file.default.parameters?.guidance;
    expect(content, `${file.default.title ?? _path}: parameters.guidance`).toBeDefined();
    if (!content) return;
    expect(content.use.trim()).not.toBe('');
    expect(content.instead.trim()).not.toBe('');
    for (const [key] of GUIDANCE_LISTS) {
      expect(content[key].length, key).toBeGreaterThan(0);
      for (const line of content[key]) expect(line.trim(), key).not.toBe('');
    }
    // Short enough to be read: 5 to 12 lines.
    expect(guidanceLines(content)).toBeGreaterThanOrEqual(5);
    expect(guidanceLines(content)).toBeLessThanOrEqual(12);
  });
});

describe('guidanceMarkdown', () => {
  it('writes each part under its title, lists as lists', () => {
    const markdown = guidanceMarkdown({
      use: 'A question.',
      instead: 'Toast for news.',
      do: ['Name the action.'],
      dont: ['Ask twice.'],
      copy: ['Labels wrap.'],
      access: ['Focus moves in.'],
    });
    expect(markdown).toBe(
      [
        '**When to use:** A question.',
        '**Instead:** Toast for news.',
        '**Do**\n\n- Name the action.',
        "**Don't**\n\n- Ask twice.",
        '**Copy and long Burmese text**\n\n- Labels wrap.',
        '**Accessibility**\n\n- Focus moves in.',
      ].join('\n\n'),
    );
  });
});
