import { describe, expect, it } from 'vitest';
import { APPLICATION_LIMITS, sniffImageType, validateApplication } from './activity-application';

const MB = 1024 * 1024;
const png = (size: number) => ({ type: 'image/png', size });

describe('validateApplication (spec section 5)', () => {
  it.each([
    ['empty is fine', '', [], []],
    ['140 characters', 'x'.repeat(140), [], []],
    ['141 characters', 'x'.repeat(141), [], ['remark:remarkTooLong']],
    ['140 emoji count as 140', '😀'.repeat(140), [], []],
    ['surrounding spaces do not count', ` ${'x'.repeat(140)} `, [], []],
    ['three 5 MB images', '', [png(5 * MB), png(5 * MB), { type: 'image/jpeg', size: 1 }], []],
    ['a 5 MB + 1 byte image', '', [png(5 * MB + 1)], ['images:imageSize']],
    ['a 6 MB image', '', [png(6 * MB)], ['images:imageSize']],
    ['a fourth image', '', [png(1), png(1), png(1), png(1)], ['images:imageCount']],
    ['a gif', '', [{ type: 'image/gif', size: 1 }], ['images:imageType']],
    ['an svg', '', [{ type: 'image/svg+xml', size: 1 }], ['images:imageType']],
    [
      'everything wrong',
      'x'.repeat(200),
      [png(6 * MB), png(1), png(1), { type: 'text/html', size: 1 }],
      ['remark:remarkTooLong', 'images:imageCount', 'images:imageType', 'images:imageSize'],
    ],
  ] as const)('%s', (_name, remark, images, expected) => {
    expect(validateApplication({ remark, images }).map((e) => `${e.field}:${e.code}`)).toEqual(expected);
  });

  it('has the spec limits', () => {
    expect(APPLICATION_LIMITS).toMatchObject({ remarkMax: 140, imageMaxBytes: 5 * MB, maxImages: 3 });
  });
});

describe('sniffImageType', () => {
  it.each([
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    ['gif', [0x47, 0x49, 0x46, 0x38], null],
    ['html', [...'<svg onload=alert(1)>'].map((c) => c.charCodeAt(0)), null],
    ['too short', [0x89, 0x50], null],
  ] as const)('%s', (_name, bytes, type) => {
    expect(sniffImageType(Uint8Array.from(bytes))).toBe(type);
  });
});
