import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORY_BRANDS, STORY_LANGUAGES } from './screens';

const BASELINES = path.join(import.meta.dirname, 'baselines');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

describe('the screens’ visual baselines', () => {
  const all = files(BASELINES);

  it('stay under 30 MB in the repository', () => {
    const bytes = all.reduce((sum, file) => sum + statSync(file).size, 0);
    expect(bytes).toBeLessThan(30 * 1024 * 1024);
  });

  it('cover both demo brands in the three first languages, with the same screens in each', () => {
    const byLook = new Map<string, Set<string>>();
    for (const file of all) {
      const [brand = '', language = '', name = ''] = path.relative(BASELINES, file).split(path.sep);
      expect(name, file).toMatch(/^[a-z0-9-]+--[a-z0-9-]+\.png$/);
      byLook.set(`${brand}/${language}`, (byLook.get(`${brand}/${language}`) ?? new Set()).add(name));
    }
    const looks = STORY_BRANDS.flatMap((brand) => STORY_LANGUAGES.map((language) => `${brand}/${language}`));
    expect([...byLook.keys()].sort()).toEqual([...looks].sort());
    // Every look has the screens of the others (the demo brand in Burmese has their states too).
    const lotusEnglish = byLook.get('LOTUS/en') ?? new Set();
    for (const [look, names] of byLook)
      for (const name of lotusEnglish) expect(names.has(name), `${look}: ${name}`).toBe(true);
  });
});
