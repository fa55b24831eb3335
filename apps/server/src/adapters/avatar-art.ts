/** Background and face colours of the head-icon pictures. */
const PALETTE = [
  ['#f5b82e', '#3b2a05'],
  ['#4cc38a', '#0c3322'],
  ['#5b8def', '#0d2152'],
  ['#e8615a', '#3d0d0a'],
  ['#b57bee', '#2a0f45'],
  ['#2ec4c9', '#07363a'],
  ['#ff8fab', '#47101f'],
  ['#9ccc65', '#1f330b'],
  ['#ffb74d', '#402404'],
  ['#90a4ae', '#1b262b'],
  ['#7986cb', '#151b40'],
  ['#f06292', '#3f0b20'],
] as const;

/**
 * Head icon `id` (1-12): a friendly face on a coloured disc, drawn here so the demo needs no
 * image host. Ears, eyes and mouth vary with the id, so the twelve tell apart at a glance.
 */
export function avatarSvg(id: number): string {
  const colours = PALETTE[(id - 1) % PALETTE.length];
  if (!colours) throw new RangeError(`No head icon has the id ${id}`);
  const [bg, ink] = colours;
  const ears =
    id % 3 === 0
      ? `<circle cx="30" cy="28" r="14" fill="${ink}" opacity=".25"/><circle cx="90" cy="28" r="14" fill="${ink}" opacity=".25"/>`
      : id % 3 === 1
        ? `<path d="M22 40 30 12 48 30ZM98 40 90 12 72 30Z" fill="${ink}" opacity=".25"/>`
        : '';
  const eyes =
    id % 2 === 0
      ? `<circle cx="46" cy="56" r="6" fill="${ink}"/><circle cx="74" cy="56" r="6" fill="${ink}"/>`
      : `<path d="M39 57q7-8 14 0M67 57q7-8 14 0" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const mouth =
    id % 4 < 2
      ? `<path d="M46 76q14 14 28 0" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>`
      : `<ellipse cx="60" cy="80" rx="9" ry="7" fill="${ink}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><circle cx="60" cy="60" r="60" fill="${bg}"/>${ears}<circle cx="60" cy="64" r="40" fill="#fff" opacity=".35"/>${eyes}${mouth}</svg>`;
}
