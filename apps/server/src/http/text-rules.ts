import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** Fields of free prose (chat, feedback, remarks, an operator's content): the only text with tabs and line breaks. */
const PROSE_FIELDS = new Set(['text', 'content', 'remark', 'note']);
/** Never in any text: lone surrogates, NUL and the C0 and C1 controls other than tab, LF and CR. */
const NOT_IN_PROSE = /(?![\t\n\r])[\p{Cs}\p{Cc}]/u;
/** Not in one line of text (names, codes, passwords, keys): no control character at all. */
const NOT_IN_A_LINE = /[\p{Cs}\p{Cc}]/u;
/** Fields named in one refusal: a body full of bad text gets no answer as large. */
const MAX_NAMED = 20;

/** An object still to look into, under `key` of its parent (null: the input itself, named `where`). */
interface Pending {
  node: object;
  parent: Pending | null;
  key: string;
}

/**
 * The fields (`where.path`) of a request's input holding text no field takes: lone surrogates (a
 * database would quietly store U+FFFD), NUL (no database text stores it) and control characters,
 * tab and line breaks allowed in prose only. Keys are text too; a bad one is named by the object
 * holding it. Walked with a queue, never recursion: input may nest as deep as a client likes.
 */
export function badTextFields(value: unknown, where: string): string[] {
  if (typeof value === 'string') return NOT_IN_A_LINE.test(value) ? [where] : [];
  const bad = new Set<string>();
  // Objects to look into, each with its parent, so paths are only spelled out when needed.
  const pending: Pending[] = [];
  if (value !== null && typeof value === 'object') pending.push({ node: value, parent: null, key: where });
  const pathOf = (entry: Pending) => {
    const keys: string[] = [];
    for (let at: Pending | null = entry; at; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  // The loop also visits the entries pushed while it runs: breadth first.
  for (const entry of pending) {
    if (bad.size >= MAX_NAMED) break;
    // An array's indices are numbers, no text to check (and no need to spell each one out).
    for (const [key, child] of Array.isArray(entry.node) ? entry.node.entries() : Object.entries(entry.node)) {
      if (typeof key === 'string' && NOT_IN_A_LINE.test(key)) bad.add(pathOf(entry));
      else if (
        typeof child === 'string' &&
        (typeof key === 'string' && PROSE_FIELDS.has(key) ? NOT_IN_PROSE : NOT_IN_A_LINE).test(child)
      )
        bad.add(`${pathOf(entry)}.${key}`);
      else if (child !== null && typeof child === 'object')
        pending.push({ node: child, parent: entry, key: String(key) });
    }
  }
  return [...bad].slice(0, MAX_NAMED);
}

/**
 * Every route's query, path parameters and parsed body follow the text rules, whether it reads
 * them or not. A callback hook, not an async one: it runs on every request, and has nothing to wait for.
 */
export function registerTextRules(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const fields = [
      ...badTextFields(request.query, 'query'),
      ...badTextFields(request.params, 'params'),
      ...badTextFields(request.body, 'body'),
    ];
    done(fields.length > 0 ? new AppError('request.invalid', 400, { fields: fields.slice(0, MAX_NAMED) }) : undefined);
  });
}
