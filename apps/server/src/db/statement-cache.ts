import type pg from 'pg';

/** Statements one connection keeps prepared at most: query shapes are few, but a list's length changes its text. */
const MAX_STATEMENTS = 256;
/** PostgreSQL's answer when a table changed under a prepared statement so that its rows' shape did. */
const RESULT_TYPE_CHANGED = '0A000';

/**
 * Prepares each parameterized statement once per connection (node-postgres has no statement
 * cache of its own, unlike JDBC or pgx): every query drizzle builds goes as a named statement, so
 * the database parses and plans its text once and only binds and executes it after that. Measured
 * on the member mix, parsing and planning unnamed statements cost PostgreSQL more than running
 * them. Texts beyond the cap go unnamed, as before, so a connection's memory stays bounded. A
 * statement whose table changed shape under it is prepared again, under a new name.
 */
export function cacheStatements(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  let made = 0;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const nameFor = (text: string): string | undefined => {
    let cached = names.get(text);
    if (!cached && names.size < MAX_STATEMENTS) {
      cached = `stmt_${(made += 1)}`;
      names.set(text, cached);
    }
    return cached;
  };
  const retried = (text: string, cached: string, err: unknown) => {
    if ((err as { code?: string }).code !== RESULT_TYPE_CHANGED || names.get(text) !== cached) return undefined;
    names.delete(text);
    void (query(`DEALLOCATE ${cached}`) as Promise<unknown>).catch(() => {});
    return nameFor(text);
  };
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (!config || typeof config !== 'object') return query(config, ...rest);
    const { text, name } = config as { text?: unknown; name?: unknown };
    // Only statements with parameters: the others (begin, commit, set) are not parsed apart.
    if (typeof text !== 'string' || name !== undefined || !text.includes('$1')) return query(config, ...rest);
    const cached = nameFor(text);
    if (!cached) return query(config, ...rest);
    // The pool calls with a callback (values, callback); drizzle's transactions await the promise.
    const callback = rest.at(-1);
    if (typeof callback === 'function') {
      const values = rest.slice(0, -1);
      return query({ ...config, name: cached }, ...values, (err: unknown, result: unknown) => {
        const again = err ? retried(text, cached, err) : undefined;
        if (again) query({ ...config, name: again }, ...values, callback);
        else (callback as (e: unknown, r: unknown) => void)(err, result);
      });
    }
    return (query({ ...config, name: cached }, ...rest) as Promise<unknown>).catch((err: unknown) => {
      const again = retried(text, cached, err);
      if (!again) throw err;
      return query({ ...config, name: again }, ...rest);
    });
  }) as typeof client.query;
}
