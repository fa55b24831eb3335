import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * Filters one scanline with PNG filter `type` (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth) into
 * `out` and answers the sum of the residues read as signed bytes, the usual "smallest wins" cost.
 */
function filterRow(type: number, row: Uint8Array, prev: Uint8Array, out: Uint8Array): number {
  let cost = 0;
  for (let i = 0; i < row.length; i++) {
    const a = i >= 4 ? row[i - 4]! : 0;
    const b = prev[i]!;
    const c = i >= 4 ? prev[i - 4]! : 0;
    const predictor = type === 0 ? 0 : type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : paeth(a, b, c);
    const v = (row[i]! - predictor) & 0xff;
    out[i] = v;
    cost += v < 128 ? v : 256 - v;
  }
  return cost;
}

export interface PngOptions {
  /**
   * `adaptive` (the default) filters each row with whichever of None, Sub, Up, Average and Paeth
   * leaves the smallest sum of absolute residues, the usual choice for photos and noise.
   * `none` leaves rows unfiltered, which suits flat art whose rows repeat earlier bytes: a
   * diagonal gradient row is the row above moved by one pixel, a long match for deflate that
   * filtering would turn into low-amplitude noise (slower to deflate at level 9, and larger).
   */
  filter?: 'adaptive' | 'none';
}

/** Encodes 8-bit RGBA pixels (row-major, `width * height * 4` bytes) as a PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array, options: PngOptions = {}): Buffer {
  const stride = width * 4;
  const sizeOk = Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0;
  if (!sizeOk || rgba.length !== stride * height) {
    throw new RangeError(`encodePng: ${width}x${height} needs ${stride * height} bytes, got ${rgba.length}`);
  }
  const raw = Buffer.alloc((stride + 1) * height);
  const candidate = new Uint8Array(stride);
  const best = new Uint8Array(stride);
  let prev: Uint8Array = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = rgba.subarray(y * stride, (y + 1) * stride);
    if (options.filter === 'none') {
      raw.set(row, y * (stride + 1) + 1); // filter type 0 already in place
      continue;
    }
    let bestType = 0;
    let bestCost = Infinity;
    for (let type = 0; type <= 4; type++) {
      const cost = filterRow(type, row, prev, candidate);
      if (cost < bestCost) {
        bestCost = cost;
        bestType = type;
        best.set(candidate);
      }
    }
    raw[y * (stride + 1)] = bestType;
    raw.set(best, y * (stride + 1) + 1);
    prev = row;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type: RGBA
  // compression, filter method and interlace stay 0
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
