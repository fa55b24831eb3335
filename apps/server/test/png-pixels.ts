import { inflateSync } from 'node:zlib';

// Our own PNG reader for tests: no PNG decoder is among our dependencies, and the tests check the
// pixels of the very bytes the server sends. 8-bit RGBA and 8-bit indexed, the formats our pictures use.

export interface PngPixels {
  width: number;
  height: number;
  /** RGBA, row-major, not premultiplied. */
  rgba: Uint8Array;
}

/** The raw rows without their per-row filters: `bpp` bytes a pixel, `stride` a row. */
function unfilter(raw: Buffer, height: number, stride: number, bpp: number): Uint8Array {
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? out[y * stride + i - bpp]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + i]! : 0;
      const c = i >= bpp && y > 0 ? out[(y - 1) * stride + i - bpp]! : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][type];
      if (predictor === undefined) throw new Error(`bad filter type ${type}`);
      out[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + predictor) & 0xff;
    }
  }
  return out;
}

/** Reads the IHDR size, inflates the IDAT data, undoes the per-row filters and looks up palette entries. */
export function pngPixels(png: Buffer): PngPixels {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    chunks.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + png.readUInt32BE(at)),
    });
  }
  const chunk = (type: string) => chunks.find((c) => c.type === type)?.data;
  const ihdr = chunk('IHDR')!;
  const [width, height] = [ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)];
  const indexed = ihdr[9] === 3;
  if (ihdr[8] !== 8 || (ihdr[9] !== 6 && !indexed) || ihdr[12] !== 0) {
    throw new Error('not a non-interlaced 8-bit RGBA or indexed PNG');
  }
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  if (!indexed) return { width, height, rgba: unfilter(raw, height, width * 4, 4) };
  const indices = unfilter(raw, height, width, 1);
  const [palette, alphas] = [chunk('PLTE')!, chunk('tRNS') ?? Buffer.alloc(0)];
  const rgba = new Uint8Array(width * height * 4);
  indices.forEach((entry, p) => {
    if (entry * 3 >= palette.length) throw new Error(`palette index ${entry} past the palette`);
    rgba.set([palette[entry * 3]!, palette[entry * 3 + 1]!, palette[entry * 3 + 2]!, alphas[entry] ?? 255], p * 4);
  });
  return { width, height, rgba };
}
