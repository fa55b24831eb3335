import { describe, expect, it } from 'vitest';
import { GAME_ICON_SIZE, gameIconPng } from '../src/adapters/game-icon-raster';
import { pngPixels } from './png-pixels';

describe('game icon PNG', () => {
  const size = GAME_ICON_SIZE;
  const pixelsOf = (gameId: string) => pngPixels(gameIconPng(gameId)).rgba;
  const at = (pixels: Uint8Array, x: number, y: number) => [...pixels.subarray((y * size + x) * 4).subarray(0, 4)];

  it('is a small square PNG, the same for the same id', () => {
    const png = gameIconPng('JL-RNG-001');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngPixels(png)).toMatchObject({ width: size, height: size });
    expect(png.equals(gameIconPng('JL-RNG-001'))).toBe(true);
    expect(png.equals(gameIconPng('JL-RNG-002'))).toBe(false);
    for (const id of ['JL-RNG-001', 'PG-SLOT-042', 'PG-SLOT-10', 'EVO-LIVE-7'])
      expect(gameIconPng(id).length).toBeLessThan(9 * 1024);
  });

  it('has rounded, anti-aliased corners and an opaque tile', () => {
    const pixels = pixelsOf('PG-SLOT-042');
    for (const [x, y] of [
      [0, 0],
      [size - 1, 0],
      [0, size - 1],
      [size - 1, size - 1],
    ]) {
      expect(at(pixels, x!, y!)[3]).toBe(0);
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
    const pixels = pixelsOf('JL-RNG-001');
    const whiteRows = new Set<number>();
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) if (at(pixels, x, y).every((v) => v === 255)) whiteRows.add(y);
    }
    const k = size / 120; // the art's board is 120 wide; the label stands on y = 98, 14 high
    expect(whiteRows.size).toBeGreaterThan(0);
    expect(Math.min(...whiteRows)).toBeGreaterThanOrEqual(Math.floor(84 * k));
    expect(Math.max(...whiteRows)).toBeLessThan(Math.ceil(98 * k));
  });

  it('draws the number translucent over the shape, above the label', () => {
    // Where the number's dots are, the pixel is lighter than the shape around it but not white.
    const pixels = pixelsOf('PG-SLOT-042');
    const k = size / 120; // the number stands on y = 56, 11.2 high
    const row = Math.round(50 * k);
    const lights = Array.from({ length: size }, (_, x) => at(pixels, x, row)).filter(
      ([r, g, b]) => Math.min(r!, g!, b!) > 200,
    );
    expect(lights.length).toBeGreaterThan(4);
    expect(lights.every((p) => p.some((v) => v < 255))).toBe(true);
  });
});
