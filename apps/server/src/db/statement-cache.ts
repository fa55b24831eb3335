import type pg from 'pg';

/** Statements one connection keeps prepared at most: query shapes are few, but a list's length changes its text. */
const MAX_STATEMENTS = 256;

/**
 * Prepares each parameterized statement once per connection (node-postgres has no statement
 * cache of its own, unlike JDBC or pgx): every query drizzle builds goes as a named statement, so
 * PostgreSQL parses and plans its text once and only binds and executes it after that. Measured
 * on the member mix, parsing and planning unnamed statements cost PostgreSQL more than running
 * them. Texts beyond the cap go unnamed, as before, so a connection's memory stays bounded.
 */
export function cacheStatements(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown): unknown => {
    if (!config || typeof config !== 'object') return config;
    const { text, name } = config as { text?: unknown; name?: unknown };
    // Only statements with parameters: the others (begin, commit, set) are not parsed apart.
    if (typeof text !== 'string' || name !== undefined || !text.includes('$1')) return config;
    let cached = names.get(text);
    if (!cached && names.size < MAX_STATEMENTS) {
      cached = `stmt_${names.size}`;
      names.set(text, cached);
    }
    return cached ? { ...config, name: cached } : config;
  };
  client.query = ((config: unknown, ...rest: unknown[]) => query(named(config), ...rest)) as typeof client.query;
}
