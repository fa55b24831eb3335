import { describe, expect, it } from 'vitest';
import { showsFavouriteStar, showsMoreButton } from './games';

describe('game tile and section rules', () => {
  it.each([
    ['RNG', true, true],
    ['LIVE', true, true],
    ['SPORTS', true, true],
    ['LOTT', false, false],
    ['ELOTT', false, false],
    ['ESPORTS', true, false],
  ])('%s: star=%s more=%s', (type, star, more) => {
    expect(showsFavouriteStar(type)).toBe(star);
    expect(showsMoreButton(type)).toBe(more);
  });
});
