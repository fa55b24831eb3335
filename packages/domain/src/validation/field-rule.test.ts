import { describe, expect, it } from 'vitest';
import { charCount, checkField, checkLimits, isNumeric, requiredRule, ruleMessage, type FieldRule } from './field-rule';

const BURMESE = 'မင်္ဂလာပါ'; // 9 code points, 27 UTF-8 bytes
const rule = (patch: Partial<FieldRule> = {}): FieldRule => ({ enabled: true, required: true, ...patch });
const lengths = rule({ minLength: 6, maxLength: 16, message: 'Enter (min)-(max) letters or digits' });

describe('checkField: disabled rule checks nothing (spec section 5)', () => {
  it.each(['', '   ', 'x', 'a'.repeat(100)])('%j -> null', (value) => {
    expect(checkField(value, { enabled: false, required: true, minLength: 6, maxLength: 8, pattern: '[' })).toBeNull();
  });
});

describe('checkField: empty values', () => {
  it.each([
    ['non-required empty passes', '', rule({ required: false, minLength: 6, pattern: '^\\d+$' }), null],
    ['non-required blank passes (trimmed)', '   ', rule({ required: false, minLength: 6 }), null],
    ['non-required empty passes a broken pattern', '', rule({ required: false, pattern: '[' }), null],
    ['required empty', '', rule(), { key: 'required' }],
    ['required blank (trimmed)', ' \t ', rule(), { key: 'required' }],
    [
      'required empty carries the message',
      '',
      lengths,
      { key: 'required', message: 'Enter 6-16 letters or digits', params: { min: 6, max: 16 } },
    ],
  ])('%s', (_name, value, fieldRule, expected) => {
    expect(checkField(value, fieldRule)).toEqual(expected);
  });
});

describe('checkField: lengths and message placeholders', () => {
  it.each([
    ['abcde', { key: 'tooShort', message: 'Enter 6-16 letters or digits', params: { min: 6, max: 16 } }],
    ['abcdef', null],
    ['a'.repeat(16), null],
    ['a'.repeat(17), { key: 'tooLong', message: 'Enter 6-16 letters or digits', params: { min: 6, max: 16 } }],
    ['  abcde  ', { key: 'tooShort', message: 'Enter 6-16 letters or digits', params: { min: 6, max: 16 } }],
    [`  ${'a'.repeat(16)}  `, null],
  ])('%j -> %j', (value, expected) => {
    expect(checkField(value, lengths)).toEqual(expected);
  });

  it.each([
    [
      'both replaced, every occurrence',
      { minLength: 2, maxLength: 4, message: '(min) to (max), at least (min)' },
      '2 to 4, at least 2',
    ],
    ['only min on the rule', { minLength: 2, message: '(min)-(max)' }, '2-(max)'],
    ['only max on the rule', { maxLength: 4, message: '(min)-(max)' }, '(min)-4'],
    ['zero is a number', { minLength: 0, maxLength: 0, message: '(min)/(max)' }, '0/0'],
    ['no placeholders', { minLength: 2, message: 'Name format is not valid' }, 'Name format is not valid'],
    ['invalid limits are ignored', { minLength: -1, maxLength: Number.NaN, message: '(min)-(max)' }, '(min)-(max)'],
  ])('ruleMessage: %s', (_name, patch, expected) => {
    expect(ruleMessage(rule(patch))).toBe(expected);
  });

  it('no message on the rule gives none on the error, and no params without limits', () => {
    expect(checkField('', rule())).toEqual({ key: 'required' });
    expect(checkField('', rule())).not.toHaveProperty('message');
    expect(ruleMessage(rule())).toBeUndefined();
  });

  it('ignores invalid limits', () => {
    expect(checkField('abc', rule({ minLength: -5, maxLength: Number.POSITIVE_INFINITY }))).toBeNull();
  });
});

describe('checkField: length counts characters, not bytes or UTF-16 units', () => {
  it.each([
    [BURMESE, 9, null],
    [BURMESE, 8, 'tooLong'],
    ['😀😀', 2, null],
    ['😀😀😀', 2, 'tooLong'],
    ['中文名字', 4, null],
  ])('%j with max %d -> %s', (value, maxLength, key) => {
    expect(checkField(value, rule({ maxLength }))?.key ?? null).toBe(key);
  });

  it.each([
    [BURMESE, 9, null],
    [BURMESE, 10, 'tooShort'],
    ['😀', 2, 'tooShort'],
  ])('%j with min %d -> %s', (value, minLength, key) => {
    expect(checkField(value, rule({ minLength }))?.key ?? null).toBe(key);
  });

  it.each([
    ['', 0],
    ['abc', 3],
    [BURMESE, 9],
    ['😀a', 2],
  ])('charCount(%j) = %d', (value, count) => {
    expect(charCount(value)).toBe(count);
  });
});

describe('checkField: server pattern', () => {
  const username = rule({ pattern: '^[a-z0-9]{4,8}$', patternId: 'username', message: 'Account format is incorrect' });
  it.each([
    ['abcd1', null],
    ['  abcd1  ', null],
    ['ABCD1', { key: 'pattern', message: 'Account format is incorrect', params: { patternId: 'username' } }],
    ['abc', { key: 'pattern', message: 'Account format is incorrect', params: { patternId: 'username' } }],
  ])('%j -> %j', (value, expected) => {
    expect(checkField(value, username)).toEqual(expected);
  });

  it('is used as given, without added anchors', () => {
    expect(checkField('xx12yy', rule({ pattern: '\\d+' }))).toBeNull();
  });

  it('keeps patterns written without the u flag working', () => {
    expect(checkField('a-b_c', rule({ pattern: '^[\\w-]+$' }))).toBeNull();
  });

  it('checks lengths before the pattern', () => {
    expect(checkField('ab', rule({ minLength: 4, pattern: '^\\d+$' }))?.key).toBe('tooShort');
  });

  it.each(['[', '(abc', '*a', '\\'])('fails closed on the invalid pattern %j, with the rule message', (pattern) => {
    expect(checkField('anything', rule({ pattern, message: 'Name format is not valid' }))).toEqual({
      key: 'pattern',
      message: 'Name format is not valid',
    });
  });

  it('an empty pattern checks nothing', () => {
    expect(checkField('anything', rule({ pattern: '' }))).toBeNull();
  });
});

describe('checkField: passwords are checked as typed', () => {
  const password = rule({ minLength: 3, maxLength: 5, pattern: '^\\S+$' });
  it.each([
    ['abc', { trim: true }, null],
    [' abc ', { trim: true }, null],
    [' abc ', { trim: false }, 'pattern'],
    ['  abcd  ', { trim: false }, 'tooLong'],
    ['   ', { trim: false }, 'pattern'],
    ['', { trim: false }, 'required'],
  ])('%j %j -> %s', (value, options, key) => {
    expect(checkField(value, password, options)?.key ?? null).toBe(key);
  });
});

describe('checkLimits (fixed limits of spec sections 5 and 9)', () => {
  it.each([
    ['', { required: true }, { key: 'required' }],
    ['  ', { required: true }, { key: 'required' }],
    ['', { numeric: true, max: 6 }, null],
    ['12a', { numeric: true }, { key: 'numeric' }],
    ['1.5', { numeric: true }, { key: 'numeric' }],
    ['-1', { numeric: true }, { key: 'numeric' }],
    ['١٢٣', { numeric: true }, { key: 'numeric' }],
    [' 123 ', { numeric: true }, null],
    ['123456', { numeric: true, max: 6 }, null],
    ['1234567', { numeric: true, max: 6 }, { key: 'tooLong', params: { max: 6 } }],
    ['12345a7', { numeric: true, max: 6 }, { key: 'numeric' }],
  ])('%j %j -> %j', (value, limits, expected) => {
    expect(checkLimits(value, limits)).toEqual(expected);
  });

  it.each([
    ['0123', true],
    ['', false],
    ['12 3', false],
    ['１２', false],
  ])('isNumeric(%j) = %s', (value, expected) => {
    expect(isNumeric(value)).toBe(expected);
  });
});

describe('requiredRule', () => {
  it.each([
    [
      'keeps an enabled rule and requires it',
      rule({ required: false, maxLength: 4 }),
      { enabled: true, required: true, maxLength: 4 },
    ],
    [
      'a disabled rule only requires a value',
      { enabled: false, required: false, pattern: '^x$' },
      { enabled: true, required: true },
    ],
    ['a missing rule only requires a value', undefined, { enabled: true, required: true }],
  ])('%s', (_name, input, expected) => {
    expect(requiredRule(input)).toEqual(expected);
  });
});
