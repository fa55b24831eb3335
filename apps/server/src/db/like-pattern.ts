/** LIKE's own `%`, `_` and `\` taken literally: a search is text, never a pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `text` anywhere. */
export const likeContaining = (text: string) => `%${literal(text)}%`;

/** A LIKE pattern matching what starts with `text`. */
export const likeStartingWith = (text: string) => `${literal(text)}%`;
