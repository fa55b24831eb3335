/**
 * Our own row mapping for drizzle's prepared queries on node-postgres: drizzle resolves each
 * field's decoder again for every row of every answer (type checks up the prototype chain, an
 * iterator per field), which under load cost more CPU than the hottest lists' own work. Here the
 * decoders are resolved once per prepared query and a row is read by position.
 */
import { Column, fillPlaceholders, is, SQL } from 'drizzle-orm';

/** A value from the database as its field hands it on (a column's or an `sql` expression's decoder). */
type Decode = (value: unknown) => unknown;

interface SelectedField {
  path: string[];
  field: unknown;
}

/** What a node-postgres prepared query of drizzle carries (drizzle-orm/node-postgres/session). */
interface NodePgPrepared {
  fields?: SelectedField[];
  params: unknown[];
  queryConfig: { name?: string; text: string; rowMode: 'array' };
  client: { query(config: unknown, values: unknown[]): Promise<{ rows: unknown[][] }> };
  customResultMapper?: unknown;
  /** Per joined table, whether its columns are never null (false for an outer join's side). */
  joinsNotNullableMap?: Record<string, boolean>;
}

export interface Executable<T> {
  execute(values?: Record<string, unknown>): Promise<T[]>;
}

function decoderOf(field: unknown): Decode {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  // An `sql` expression's decoder (its `mapWith`) is not in drizzle's typings.
  const { decoder } = (is(field, SQL) ? field : (field as { sql: SQL }).sql) as unknown as {
    decoder: { mapFromDriverValue: Decode };
  };
  return (value) => decoder.mapFromDriverValue(value);
}

/**
 * Whether drizzle's prepared query has the shape read here: rows as arrays, no mapper of its own,
 * and no outer join (whose side drizzle turns into null when all its columns are).
 */
function isLeanable(prepared: unknown): prepared is NodePgPrepared & { fields: SelectedField[] } {
  const p = prepared as Partial<NodePgPrepared>;
  return (
    Array.isArray(p.fields) &&
    p.fields.every((f) => f.path.length >= 1) &&
    Object.values(p.joinsNotNullableMap ?? {}).every(Boolean) &&
    p.queryConfig?.rowMode === 'array' &&
    typeof p.client?.query === 'function' &&
    Array.isArray(p.params) &&
    !p.customResultMapper
  );
}

/**
 * The prepared query's rows as drizzle would map them (same names, same decoders), with its
 * decoders resolved once; a query of another shape or driver runs through drizzle unchanged.
 */
export function lean<T>(prepared: Executable<T>): Executable<T> {
  if (!isLeanable(prepared)) return prepared;
  const { fields, params, queryConfig, client } = prepared;
  const paths = fields.map((f) => f.path);
  const decoders = fields.map((f) => decoderOf(f.field));
  const width = paths.length;
  return {
    async execute(values = {}) {
      const { rows } = await client.query(queryConfig, fillPlaceholders(params, values));
      const mapped = new Array<T>(rows.length);
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r] as unknown[];
        const out: Record<string, unknown> = {};
        for (let i = 0; i < width; i++) {
          const value = row[i];
          const path = paths[i] as string[];
          // A table selected whole (`member: members`) is an object of its columns.
          let node = out;
          for (let depth = 0; depth < path.length - 1; depth++)
            node = (node[path[depth] as string] ??= {}) as Record<string, unknown>;
          node[path[path.length - 1] as string] = value === null ? null : (decoders[i] as Decode)(value);
        }
        mapped[r] = out as T;
      }
      return mapped;
    },
  };
}
