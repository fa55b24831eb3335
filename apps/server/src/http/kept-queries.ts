import { LRUCache } from 'lru-cache';

/** Query strings kept per route: a list's screens ask a few dozen over and over. */
const KEPT = 500;

/** An object and all it holds made read-only: one parsed query serves many requests. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/**
 * A route's parsed queries by their raw query string, for routes whose query parses to the same
 * value every time (no default taken from the clock): checking the text and parsing the schema
 * were a tenth of a game list's CPU under load. A query that fails to parse is not kept (its
 * refusal is computed again); what is kept is frozen, so no handler can change it for the next.
 */
export function keptQueries() {
  const parsed = new LRUCache<string, { value: unknown }>({ max: KEPT });
  return <T>(url: string, parse: () => T): T => {
    const at = url.indexOf('?');
    const raw = at < 0 ? '' : url.slice(at + 1);
    const kept = parsed.get(raw);
    if (kept) return kept.value as T;
    const value = frozen(parse());
    parsed.set(raw, { value });
    return value;
  };
}
