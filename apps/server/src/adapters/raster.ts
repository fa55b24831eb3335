/** Small drawing primitives for generated raster art: filled shapes anti-aliased by supersampling. */

/** A filled shape in pixel space: a signed distance (negative inside) and its bounding box. */
export interface Shape {
  sdf: (x: number, y: number) => number;
  inside: (x: number, y: number) => boolean;
  box: [x0: number, y0: number, x1: number, y1: number];
}

/** A disc of radius `r` centred on (cx, cy). */
export function circle(cx: number, cy: number, r: number): Shape {
  return {
    sdf: (x, y) => Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - r,
    inside: (x, y) => (x - cx) ** 2 + (y - cy) ** 2 < r * r,
    box: [cx - r, cy - r, cx + r, cy + r],
  };
}

/** A square of half side `half` with corner radius `r`, centred on (cx, cy), turned 45 degrees. */
export function diamond(cx: number, cy: number, half: number, r: number): Shape {
  const reach = (half - r) * Math.SQRT2 + r;
  const sdf = (x: number, y: number) => {
    const u = Math.abs((x - cx + (y - cy)) * Math.SQRT1_2) - (half - r);
    const v = Math.abs((y - cy - (x - cx)) * Math.SQRT1_2) - (half - r);
    return Math.sqrt(Math.max(u, 0) ** 2 + Math.max(v, 0) ** 2) + Math.min(Math.max(u, v), 0) - r;
  };
  return { sdf, inside: (x, y) => sdf(x, y) < 0, box: [cx - reach, cy - reach, cx + reach, cy + reach] };
}

/** A simple polygon from flat [x0, y0, x1, y1, ...] points. */
export function polygon(points: number[]): Shape {
  const n = points.length / 2;
  const inside = (x: number, y: number) => {
    let odd = false;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const ax = points[2 * j]!;
      const ay = points[2 * j + 1]!;
      const bx = points[2 * i]!;
      const by = points[2 * i + 1]!;
      if (ay > y !== by > y && x < ax + ((y - ay) * (bx - ax)) / (by - ay)) odd = !odd;
    }
    return odd;
  };
  const sdf = (x: number, y: number) => {
    let d2 = Infinity;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const ax = points[2 * j]!;
      const ay = points[2 * j + 1]!;
      const ex = points[2 * i]! - ax;
      const ey = points[2 * i + 1]! - ay;
      const t = Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)));
      d2 = Math.min(d2, (x - ax - t * ex) ** 2 + (y - ay - t * ey) ** 2);
    }
    return inside(x, y) ? -Math.sqrt(d2) : Math.sqrt(d2);
  };
  const xs = points.filter((_, i) => i % 2 === 0);
  const ys = points.filter((_, i) => i % 2 === 1);
  return { sdf, inside, box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] };
}

const SS = 4; // supersamples per axis on edges
const EDGE = Math.SQRT1_2; // beyond this distance from an edge a pixel is entirely in or out

/** Covered fraction of pixel (px, py): exact away from edges, 4x4 samples near them. */
export function coverage(shape: Shape, px: number, py: number): number {
  const d = shape.sdf(px + 0.5, py + 0.5);
  if (d <= -EDGE) return 1;
  if (d >= EDGE) return 0;
  let hits = 0;
  for (let sy = 0; sy < SS; sy++) {
    for (let sx = 0; sx < SS; sx++) {
      if (shape.inside(px + (sx + 0.5) / SS, py + (sy + 0.5) / SS)) hits++;
    }
  }
  return hits / (SS * SS);
}

/** Blends white at `alpha` (0..1) over pixel `p` of an RGBA buffer, rounding to the nearest. */
export function blendWhite(rgba: Uint8Array, p: number, alpha: number) {
  for (let i = p * 4; i < p * 4 + 3; i++) rgba[i] = rgba[i]! + (255 - rgba[i]!) * alpha + 0.5;
}

const BLOCK = 8;

/** Paints a shape in translucent white; 8x8 blocks far from its edge skip the per-pixel work. */
export function paintShape(rgba: Uint8Array, size: number, shape: Shape, alpha: number) {
  const [bx0, by0, bx1, by1] = shape.box;
  const x0 = Math.max(0, Math.floor(bx0));
  const y0 = Math.max(0, Math.floor(by0));
  const x1 = Math.min(size, Math.ceil(bx1));
  const y1 = Math.min(size, Math.ceil(by1));
  const far = BLOCK * Math.SQRT1_2 + EDGE; // the distances are Euclidean, so this bounds a block
  for (let by = y0; by < y1; by += BLOCK) {
    for (let bx = x0; bx < x1; bx += BLOCK) {
      const d = shape.sdf(bx + BLOCK / 2, by + BLOCK / 2);
      if (d >= far) continue;
      for (let py = by; py < Math.min(by + BLOCK, y1); py++) {
        for (let px = bx; px < Math.min(bx + BLOCK, x1); px++) {
          const c = d <= -far ? 1 : coverage(shape, px, py);
          if (c > 0) blendWhite(rgba, py * size + px, alpha * c);
        }
      }
    }
  }
}
