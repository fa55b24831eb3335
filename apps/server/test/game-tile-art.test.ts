// Our tile art's promises: same bytes for the same game, varied art, names that fit, a small PNG.
import { describe, expect, it } from 'vitest';
import { fitText } from '../src/adapters/display-text';
import { readIcons } from '../src/adapters/game-icon-set';
import { GAME_ICON_SIZE, gameTilePng, gameTileSvg, type TileGame } from '../src/adapters/game-tile-art';
import { tileIcon, TILE_ICON_NAMES } from '../src/adapters/tile-icons';
import { tileKind } from '../src/adapters/tile-theme';
import { demoCatalogue } from '../src/seed/seed';
import { VENDOR_SEEDS } from '../src/seed/vendors';
import { pngPixels } from './png-pixels';

const game = (over: Partial<TileGame> = {}): TileGame => ({
  gameId: 'JL-RNG-001',
  name: 'Golden Tiger',
  title: 'Golden Tiger',
  gameType: 'RNG',
  gameClassify: '',
  vendorCode: 'JL',
  vendorName: 'JILI',
  ...over,
});

/** One seeded game of each vendor offer: every kind of tile the demo serves. */
const seededSample = (() => {
  const { gameRows } = demoCatalogue();
  const seen = new Set<string>();
  return gameRows
    .filter((g) => {
      const offer = `${g.vendorCode}:${g.gameType}:${g.gameClassify}`;
      return !seen.has(offer) && seen.add(offer);
    })
    .map((g): TileGame => ({
      gameId: g.gameId,
      name: g.names.en,
      title: g.names.en,
      gameType: g.gameType,
      gameClassify: g.gameClassify ?? '',
      vendorCode: g.vendorCode,
      vendorName: VENDOR_SEEDS.find((v) => v.code === g.vendorCode)!.displayName,
    }));
})();

describe('game tile art', () => {
  const size = GAME_ICON_SIZE;
  const at = (pixels: Uint8Array, x: number, y: number) => [...pixels.subarray((y * size + x) * 4).subarray(0, 4)];

  it('is a square PNG, the same bytes for the same game', async () => {
    const png = await gameTilePng(game());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngPixels(png)).toMatchObject({ width: size, height: size });
    expect(png.equals(await gameTilePng(game()))).toBe(true);
  });

  it('gives different games different art', async () => {
    const pngs = await Promise.all(
      [
        game(),
        game({ gameId: 'JL-RNG-002' }),
        game({ name: 'Golden Dragon' }),
        game({ title: '黄金老虎' }),
        game({ vendorName: 'PG Soft' }),
        game({ gameType: 'FISH' }),
      ].map(async (g) => (await gameTilePng(g)).toString('base64')),
    );
    expect(new Set(pngs).size).toBe(pngs.length);
  });

  it('stays under 25 KB for every kind of seeded game', async () => {
    expect(new Set(seededSample.map((g) => tileKind(g))).size).toBeGreaterThanOrEqual(9);
    for (const g of seededSample) expect((await gameTilePng(g)).length, g.gameId).toBeLessThan(25 * 1024);
  });

  it('has rounded, see-through corners around an opaque tile', async () => {
    const pixels = pngPixels(await gameTilePng(game())).rgba;
    for (const [x, y] of [
      [0, 0],
      [size - 1, 0],
      [0, size - 1],
      [size - 1, size - 1],
    ]) {
      expect(at(pixels, x!, y!)[3]).toBe(0);
    }
    expect(at(pixels, size / 2, size / 2)[3]).toBe(255);
    expect(at(pixels, size / 2, 1)[3]).toBe(255);
    // Smoothed, not stepped: some edge pixels are part see-through.
    const edges = Array.from({ length: size * size }, (_, i) => pixels[i * 4 + 3]!);
    expect(edges.filter((a) => a > 0 && a < 255).length).toBeGreaterThan(size / 4);
  });

  it('draws whatever it is given: odd names, types and vendors do not throw', async () => {
    for (const odd of [
      game({ name: '', title: '' }),
      game({ name: '   ', title: '   ' }),
      game({ name: '黄金老虎', title: '黄金老虎' }),
      game({ title: 'ကြိုဆို ကျား' }),
      game({ title: 'เสือทอง' }),
      game({ name: '<&"\'>', title: '<&"\'>' }),
      game({ gameType: 'UNKNOWN', gameClassify: '??', vendorCode: '', vendorName: '' }),
      game({ name: 'x'.repeat(300), title: 'x'.repeat(300), vendorName: 'y'.repeat(100) }),
    ]) {
      expect(pngPixels(await gameTilePng(odd)).width).toBe(size);
    }
  });

  it('draws letters as outlines: the picture needs no font', () => {
    const svg = gameTileSvg(game());
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<path');
  });
});

describe('fitting a name', () => {
  const box = { cx: 60, cy: 89, width: 104, height: 22, oneLineSize: 19, twoLineSize: 13 };
  const inkWidths = (text: string) => {
    const fitted = fitText(text, box);
    return { fitted, widest: fitted.width };
  };

  it('keeps a short name on one line at full size', () => {
    const { fitted } = inkWidths('Golden Tiger');
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.scaleY * 100).toBeCloseTo(19);
  });

  it('breaks a long name into two lines that fit the width', () => {
    const { fitted, widest } = inkWidths('Extraordinarily Magnificent Treasures of the Dragon Kingdom');
    expect(fitted.lines).toHaveLength(2);
    expect(widest).toBeLessThanOrEqual(box.width + 0.01);
  });

  it('narrows, then shrinks, one long word to the width', () => {
    const { fitted, widest } = inkWidths('Supercalifragilisticexpialidocious');
    expect(fitted.lines).toHaveLength(1);
    expect(widest).toBeLessThanOrEqual(box.width + 0.01);
    expect(fitted.scaleX).toBeLessThan(fitted.scaleY);
  });
});

describe('choosing the picture', () => {
  it('finds every icon it names in the icon set', () => {
    expect(readIcons(TILE_ICON_NAMES).size).toBe(TILE_ICON_NAMES.length);
  });

  it("takes the name's subject first, from its last word back", () => {
    expect(tileIcon('Golden Tiger', 'slots', 0).name).toMatch(/^tiger/);
    expect(tileIcon('Dragon Gems', 'slots', 0).name).toBe('gems');
    expect(tileIcon('Lucky Baccarat', 'live', 0).name).toBe('card-ace-hearts');
  });

  it("falls back on a slot's mood word, then on the kind", () => {
    expect(tileIcon('Royal Whatever', 'slots', 0).name).toBe('crown');
    expect(tileIcon('Royal Whatever', 'fishing', 0).name).toBe('angler-fish');
    expect(tileIcon('', 'esports', 0).name).toBe('console-controller');
  });

  it('tells the kind from type, classification and vendor', () => {
    const kind = (gameType: string, vendorCode = 'X', gameClassify = '') =>
      tileKind({ gameType, vendorCode, gameClassify });
    expect(kind('RNG')).toBe('slots');
    expect(kind('RNG', 'KM', 'BG')).toBe('bingo');
    expect(kind('SPORTS', 'AV')).toBe('esports');
    expect(kind('SPORTS', 'SV3')).toBe('cockfight');
    expect(kind('SPORTS')).toBe('sports');
    expect(kind('LOTT')).toBe('lottery');
    expect(kind('ELOTT')).toBe('quickLottery');
    expect(kind('NEW-TYPE')).toBe('slots');
  });
});
