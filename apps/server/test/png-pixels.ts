import { inflateSync } from 'node:zlib';

// Our own PNG reader for tests: no PNG decoder is among our dependencies, and the tests check the
// pixels of the very bytes the server sends. 8-bit RGBA only, the one format our pictures use.

export interface PngPixels {
  width: number;
  height: number;
  /** RGBA, row-major, not premultiplied. */
  rgba: Uint8Array;
}

/** Reads the IHDR size, inflates the IDAT data and undoes the per-row filters. */
export function pngPixels(png: Buffer): PngPixels {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    chunks.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + png.readUInt32BE(at)),
    });
  }
  const ihdr = chunks.find((c) => c.type === 'IHDR')!.data;
  const [width, height] = [ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)];
  if (ihdr[8] !== 8 || ihdr[9] !== 6 || ihdr[12] !== 0) throw new Error('not a non-interlaced 8-bit RGBA PNG');
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 4;
  const rgba = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const a = i >= 4 ? rgba[y * stride + i - 4]! : 0;
      const b = y > 0 ? rgba[(y - 1) * stride + i]! : 0;
      const c = i >= 4 && y > 0 ? rgba[(y - 1) * stride + i - 4]! : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][type];
      if (predictor === undefined) throw new Error(`bad filter type ${type}`);
      rgba[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + predictor) & 0xff;
    }
  }
  return { width, height, rgba };
}
