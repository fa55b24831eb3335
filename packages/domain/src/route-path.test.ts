import { describe, expect, it } from 'vitest';
import { normalizePath } from './route-path';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/m/', '/m'],
    ['/m/register.html', '/m/register'],
    ['/m/slot-games/', '/m/slot-games'],
    ['/m/slot-games?vassalage=PG&dataType=HOT', '/m/slot-games'],
    ['/m/help#top', '/m/help'],
    ['/m/inHouse', '/m/inHouse'],
    ['/m/index.html', '/m/index'],
    ['//', '/'],
  ])('%j -> %s', (input, path) => {
    expect(normalizePath(input)).toBe(path);
  });
});
