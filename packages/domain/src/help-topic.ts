/**
 * Which help topic opens (spec section 2): `tag` picks the topic with that tag (or the one whose
 * sub-topic has it), else a valid `i` index, else the first.
 */
export function helpTopicIndex(
  entries: readonly { tag: string; children: readonly { tag: string }[] }[],
  query: { i?: string | null; tag?: string | null },
): number {
  if (query.tag) {
    const byTag = entries.findIndex((e) => e.tag === query.tag || e.children.some((c) => c.tag === query.tag));
    if (byTag >= 0) return byTag;
  }
  const index = query.i != null && /^\d{1,4}$/.test(query.i) ? Number(query.i) : NaN;
  return index < entries.length ? index : 0;
}
