import { describe, expect, it } from 'vitest';
import { announcementsQuerySchema } from './banners';

describe('announcements query', () => {
  it.each([
    [{ types: 'B' }, true],
    [{ types: 'B', groupName: 'm_home', platform: 'M', merchantCode: 'DEMO', token: '' }, true],
    [{ types: 'B,PL,PU,PR,H', groupName: '' }, true],
    [{}, false],
    [{ types: '' }, false],
    [{ types: 'X' }, false],
    [{ types: 'B,Q' }, false],
    [{ types: 'B', groupName: 'm_casino' }, false],
    [{ types: 'B', platform: 'W' }, false],
  ])('%j valid=%s', (query, valid) => {
    expect(announcementsQuerySchema.safeParse(query).success).toBe(valid);
  });

  it('splits and de-duplicates the types', () => {
    expect(announcementsQuerySchema.parse({ types: 'B, PL,B' }).types).toEqual(['B', 'PL']);
  });
});
