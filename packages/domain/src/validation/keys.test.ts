import { describe, expect, it } from 'vitest';
import { firstInvalidField, isFormValid, VALIDATION_KEYS, type FieldError } from './keys';

const error: FieldError = { key: 'required' };

describe('VALIDATION_KEYS', () => {
  it('lists each key once', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
  });

  it.each([
    'required',
    'tooShort',
    'tooLong',
    'pattern',
    'mismatch',
    'numeric',
    'email',
    'sameAsOld',
    'dateFormat',
    'birthdayRange',
    'tooYoung',
    'invalidInvitationCode',
    'imageType',
    'imageTooLarge',
    'tooManyImages',
    'remarkTooLong',
  ])('has %s', (key) => {
    expect(VALIDATION_KEYS).toContain(key);
  });
});

describe('firstInvalidField (spec section 4: focus the first invalid field)', () => {
  const order = ['username', 'password', 'captcha'] as const;
  type Field = (typeof order)[number];
  it.each<[Partial<Record<Field, FieldError>>, Field | undefined]>([
    [{}, undefined],
    [{ captcha: error }, 'captcha'],
    [{ captcha: error, password: error }, 'password'],
    [{ captcha: error, username: error }, 'username'],
    [{ captcha: undefined }, undefined],
  ])('%j -> %s', (errors, expected) => {
    expect(firstInvalidField(errors, order)).toBe(expected);
  });

  it('without an order, the errors keep their own', () => {
    expect(firstInvalidField({ password: error, username: error })).toBe('password');
  });

  it('ignores fields outside the order', () => {
    expect(firstInvalidField<string>({ other: error }, ['username'])).toBeUndefined();
  });
});

describe('isFormValid (spec section 5: submit disabled until valid)', () => {
  it.each([
    [{}, true],
    [{ email: undefined }, true],
    [{ email: error }, false],
  ])('%j -> %s', (errors, expected) => {
    expect(isFormValid(errors)).toBe(expected);
  });
});
