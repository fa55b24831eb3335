import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GAME_ICON_SIZE, gameIconPixels, gameIconPng } from '../src/adapters/game-icon-raster';
import { encodePng, type PngOptions } from '../src/adapters/png';

/** Bitwise CRC-32 (ISO 3309, as PNG uses), independent of the encoder's. */
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function chunks(png: Buffer): Chunk[] {
  const out: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const body = png.subarray(at + 4, at + 8 + length);
    out.push({
      type: body.subarray(0, 4).toString('latin1'),
      data: body.subarray(4),
      crcOk: png.readUInt32BE(at + 8 + length) === crc32(body),
    });
    at += 12 + length;
  }
  return out;
}

/** Inflates the IDAT data and undoes the per-row filters (8-bit RGBA only). */
function decodePixels(png: Buffer): { pixels: Uint8Array; filters: Set<number> } {
  const all = chunks(png);
  const ihdr = all.find((c) => c.type === 'IHDR')!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(all.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 4;
  expect(raw.length).toBe((stride + 1) * height);
  const pixels = new Uint8Array(stride * height);
  const filters = new Set<number>();
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    filters.add(type);
    for (let i = 0; i < stride; i++) {
      const a = i >= 4 ? pixels[y * stride + i - 4]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const c = i >= 4 && y > 0 ? pixels[(y - 1) * stride + i - 4]! : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][type];
      if (predictor === undefined) throw new Error(`bad filter type ${type}`);
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + predictor) & 0xff;
    }
  }
  return { pixels, filters };
}

/** A test card: noise on top, a diagonal gradient below, a flat band and translucent pixels. */
function testCard(width: number, height: number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  let seed = 7;
  const noise = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const pixel =
        y < height / 3
          ? [noise(), noise(), noise(), 255]
          : y < (2 * height) / 3
            ? [(x + y) * 3, 255 - (x + y) * 2, 128, 255]
            : [40, 90, 200, x % 5 === 0 ? 0 : 180];
      rgba.set(pixel.map((v) => v & 0xff), i);
    }
  }
  return rgba;
}

describe('encodePng', () => {
  it('writes the signature and an 8-bit RGBA IHDR, with valid chunk CRCs', () => {
    const png = encodePng(7, 5, testCard(7, 5));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const all = chunks(png);
    expect(all.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(all.every((c) => c.crcOk)).toBe(true);
    const ihdr = all[0]!.data;
    expect(ihdr.length).toBe(13);
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)]).toEqual([7, 5]);
    // bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace
    expect([...ihdr.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
    expect(all[2]!.data.length).toBe(0);
  });

  it.each<[string, PngOptions]>([
    ['adaptive', {}],
    ['none', { filter: 'none' }],
  ])('round-trips the pixels with %s filtering', (mode, options) => {
    const pixels = testCard(60, 45);
    const decoded = decodePixels(encodePng(60, 45, pixels, options));
    expect(Buffer.from(decoded.pixels).equals(Buffer.from(pixels))).toBe(true);
    if (mode === 'none') expect([...decoded.filters]).toEqual([0]);
    else expect(decoded.filters.size).toBeGreaterThan(1); // rows differ, so do their best filters
  });

  it('picks per row the filter with the smallest residues', () => {
    // Row 0: a ramp (Sub leaves 1s); row 1: the same ramp (Up leaves 0s).
    const ramp = Array.from({ length: 16 }, (_, x) => [x * 10, x * 10, x * 10, 255]).flat();
    const { filters } = decodePixels(encodePng(16, 2, Uint8Array.from([...ramp, ...ramp])));
    expect([...filters]).toEqual([1, 2]);
  });

  it('rejects a buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(RangeError);
    expect(() => encodePng(0, 1, new Uint8Array(0))).toThrow(RangeError);
  });
});

describe('game icon PNG', () => {
  const size = GAME_ICON_SIZE;
  const at = (pixels: Uint8Array, x: number, y: number) => [...pixels.subarray((y * size + x) * 4).subarray(0, 4)];

  it('is a small PNG of the icon pixels, the same for the same id', () => {
    const png = gameIconPng('JL-RNG-001');
    expect(png.equals(gameIconPng('JL-RNG-001'))).toBe(true);
    expect(png.equals(gameIconPng('JL-RNG-002'))).toBe(false);
    expect(png.length).toBeLessThan(8 * 1024);
    expect(Buffer.from(decodePixels(png).pixels).equals(Buffer.from(gameIconPixels('JL-RNG-001')))).toBe(true);
  });

  it('has rounded, anti-aliased corners and an opaque tile', () => {
    const pixels = gameIconPixels('PG-SLOT-042');
    for (const [x, y] of [[0, 0], [size - 1, 0], [0, size - 1], [size - 1, size - 1]]) {
      expect(at(pixels, x!, y!)).toEqual([0, 0, 0, 0]);
    }
    expect(at(pixels, size / 2, 0)[3]).toBe(255);
    expect(at(pixels, 0, size / 2)[3]).toBe(255);
    // Along the diagonal, alpha climbs through partial values from 0 to 255.
    const diagonal = Array.from({ length: size / 8 }, (_, i) => at(pixels, i, i)[3]!);
    expect(diagonal[0]).toBe(0);
    expect(diagonal.at(-1)).toBe(255);
    expect(diagonal.some((a) => a > 0 && a < 255)).toBe(true);
  });

  it('draws the vendor label in solid white only on the label line', () => {
    const pixels = gameIconPixels('JL-RNG-001');
    const whiteRows = new Set<number>();
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) if (at(pixels, x, y).every((v) => v === 255)) whiteRows.add(y);
    }
    const k = size / 120; // the art's board is 120 wide; the label stands on y = 98, 14 high
    expect(whiteRows.size).toBeGreaterThan(0);
    expect(Math.min(...whiteRows)).toBeGreaterThanOrEqual(Math.floor(84 * k));
    expect(Math.max(...whiteRows)).toBeLessThan(Math.ceil(98 * k));
  });
});
