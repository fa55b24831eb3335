/** The row an INSERT ... RETURNING gave back: it returns one per inserted row, so none is a bug. */
export function insertedRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The insert returned no row');
  return row;
}
