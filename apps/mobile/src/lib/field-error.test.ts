import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldErrorText, type FormNamespaces } from './field-error';

// Echoes the key and its parameters, so the test reads which message was chosen.
const t = ((key: string, params?: object) =>
  params && Object.keys(params).length
    ? `${key} ${JSON.stringify(params)}`
    : key) as unknown as TFunction<FormNamespaces>;

describe('fieldErrorText', () => {
  it('names a known pattern with the spec message, else the rule message, else the key', () => {
    expect(fieldErrorText(t, { key: 'pattern', params: { patternId: 'username' } })).toBe(
      'validation.patterns.username',
    );
    expect(fieldErrorText(t, { key: 'pattern', params: { patternId: 'custom' }, message: 'Use letters' })).toBe(
      'Use letters',
    );
    expect(fieldErrorText(t, { key: 'tooShort', params: { min: 4 } })).toBe('validation.tooShort {"min":4}');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });

  it("says what is missing in the form's own words when it has them", () => {
    expect(fieldErrorText(t, { key: 'required' }, 'validation.credentialsRequired')).toBe(
      'validation.credentialsRequired',
    );
    expect(fieldErrorText(t, { key: 'required' })).toBe('validation.required');
    // Only a missing value: a wrong one keeps its own message.
    expect(fieldErrorText(t, { key: 'pattern', params: { patternId: 'mobile' } }, 'validation.mobileRequired')).toBe(
      'validation.patterns.mobile',
    );
  });
});
