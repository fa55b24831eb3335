/**
 * A component's guidance for designers and developers, kept in its story meta
 * (`parameters: { guidance: guidance({...}) }`) and shown on its docs page (guidance-block.tsx).
 * Short and true to the code: 5 to 12 lines, each one a thing to act on.
 */
export interface Guidance {
  /** When to use it. */
  use: string;
  /** When another component (or plain markup) fits better, named. */
  instead: string;
  do: readonly string[];
  dont: readonly string[];
  /** Its words: wrapped or cut, how many lines, long Burmese labels, numbers and amounts. */
  copy: readonly string[];
  /** Accessibility: what names it, where focus goes, what is announced. */
  access: readonly string[];
}

/** Types a component's guidance (the docs page shows it; a test checks every component has one). */
export function guidance(content: Guidance): Guidance {
  return content;
}

/** The parts of a guidance, in the order the docs page shows them. */
export const GUIDANCE_LISTS = [
  ['do', 'Do'],
  ['dont', "Don't"],
  ['copy', 'Copy and long Burmese text'],
  ['access', 'Accessibility'],
] as const satisfies readonly (readonly [keyof Guidance, string])[];

/** The guidance as Markdown (the docs page's Markdown block renders it). */
export function guidanceMarkdown(content: Guidance): string {
  const lists = GUIDANCE_LISTS.map(
    ([key, title]) => `**${title}**\n\n${content[key].map((line) => `- ${line}`).join('\n')}`,
  );
  return [`**When to use:** ${content.use}`, `**Instead:** ${content.instead}`, ...lists].join('\n\n');
}

/** Its length on the page: the two sentences and every list item. */
export function guidanceLines(content: Guidance): number {
  return 2 + GUIDANCE_LISTS.reduce((sum, [key]) => sum + content[key].length, 0);
}
