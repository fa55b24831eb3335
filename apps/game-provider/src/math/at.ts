/** The element at `i`, which the caller knows is there (a table of fixed size); throws otherwise. */
export function at<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new RangeError(`No element at ${i}`);
  return item;
}
