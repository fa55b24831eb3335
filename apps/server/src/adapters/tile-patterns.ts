// Our backgrounds of game tiles: light marks on the palette's gradient, each a different rhythm.

/** The light marks behind a tile's picture. */
export const PATTERNS = ['rays', 'rings', 'lattice', 'dots', 'stripes', 'petals', 'waves', 'stars'] as const;
export type Pattern = (typeof PATTERNS)[number];

const round = (n: number) => Math.round(n * 100) / 100;

/** `count` light rays from (cx, cy), turned by `turn` degrees. */
function rays(cx: number, cy: number, count: number, turn: number): string {
  const r = 110;
  const half = Math.PI / count / 2;
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = ((i * 360) / count + turn) * (Math.PI / 180);
    const [x1, y1] = [cx + r * Math.cos(a - half), cy + r * Math.sin(a - half)];
    const [x2, y2] = [cx + r * Math.cos(a + half), cy + r * Math.sin(a + half)];
    d += `M${cx} ${cy}L${round(x1)} ${round(y1)}L${round(x2)} ${round(y2)}Z`;
  }
  return `<path d="${d}" fill="#fff" fill-opacity=".1"/>`;
}

/** Rings around the picture. */
const rings = (cx: number, cy: number, step: number) =>
  `<g fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="${round(step / 3)}">` +
  [1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${cx}" cy="${cy}" r="${round(i * step)}"/>`).join('') +
  '</g>';

/** A diamond lattice over the whole tile. */
function lattice(step: number): string {
  let d = '';
  for (let x = -120; x <= 120; x += step) d += `M${x} 0L${x + 120} 120M${x + 120} 0L${x} 120`;
  return `<path d="${d}" stroke="#fff" stroke-opacity=".09" stroke-width="1.6"/>`;
}

/** A halftone of dots, larger near the picture. */
function dots(cx: number, cy: number, step: number): string {
  let d = '';
  for (let y = step / 2; y < 120; y += step) {
    for (let x = step / 2; x < 120; x += step) {
      const r = round(Math.max(0.6, 2.6 - Math.hypot(x - cx, y - cy) / 34));
      d += `M${round(x - r)} ${round(y)}a${r} ${r} 0 1 0 ${round(2 * r)} 0a${r} ${r} 0 1 0 ${round(-2 * r)} 0`;
    }
  }
  return `<path d="${d}" fill="#fff" fill-opacity=".16"/>`;
}

/** Broad diagonal stripes, leaning one way or the other. */
function stripes(step: number, leanLeft: boolean): string {
  let d = '';
  for (let x = -120; x <= 120; x += step) {
    d += leanLeft ? `M${x} 0h${step / 2}l120 120h${-step / 2}Z` : `M${x + 120} 0h${step / 2}l-120 120h${-step / 2}Z`;
  }
  return `<path d="${d}" fill="#fff" fill-opacity=".07"/>`;
}

/** Petals around the picture, like a flower or a burst. */
function petals(cx: number, cy: number, count: number, turn: number): string {
  const petal = (i: number) =>
    `<ellipse cx="${cx}" cy="${cy - 34}" rx="9" ry="30" transform="rotate(${round((i * 360) / count + turn)} ${cx} ${cy})"/>`;
  return `<g fill="#fff" fill-opacity=".09">${Array.from({ length: count }, (_, i) => petal(i)).join('')}</g>`;
}

/** Soft horizontal waves, as water or silk. */
function waves(step: number, lift: number): string {
  let d = '';
  for (let y = lift; y < 130; y += step) {
    d += `M-10 ${y}q15 -6 30 0t30 0t30 0t30 0t30 0v4q-15 -6 -30 0t-30 0t-30 0t-30 0t-30 0z`;
  }
  return `<path d="${d}" fill="#fff" fill-opacity=".08"/>`;
}

/** Small stars scattered over the tile, from the seed. */
function stars(seed: number): string {
  let d = '';
  let state = seed >>> 0;
  for (let i = 0; i < 14; i++) {
    state = Math.imul(state ^ (state >>> 13), 0x5bd1e995) >>> 0;
    const [x, y, r] = [8 + (state % 104), 8 + ((state >>> 8) % 104), 1.2 + ((state >>> 16) % 3) * 0.6];
    d += `M${x} ${round(y - r)}L${round(x + r / 3)} ${round(y - r / 3)}L${round(x + r)} ${y}L${round(x + r / 3)} ${round(y + r / 3)}L${x} ${round(y + r)}L${round(x - r / 3)} ${round(y + r / 3)}L${round(x - r)} ${y}L${round(x - r / 3)} ${round(y - r / 3)}Z`;
  }
  return `<path d="${d}" fill="#fff" fill-opacity=".35"/>`;
}

/** The pattern's marks around (cx, cy) on the 120 board; `seed` varies its rhythm a little. */
export function patternMarks(pattern: Pattern, cx: number, cy: number, seed: number): string {
  switch (pattern) {
    case 'rays':
      return rays(cx, cy, 10 + 2 * (seed % 3), seed % 30);
    case 'rings':
      return rings(cx, cy, 11 + (seed % 4));
    case 'lattice':
      return lattice(16 + 2 * (seed % 3));
    case 'dots':
      return dots(cx, cy, 10 + (seed % 3));
    case 'stripes':
      return stripes(18 + 2 * (seed % 3), seed % 2 === 0);
    case 'petals':
      return petals(cx, cy, 8 + 2 * (seed % 3), seed % 40);
    case 'waves':
      return waves(14 + 2 * (seed % 3), 6 + (seed % 7));
    case 'stars':
      return stars(seed);
  }
}
