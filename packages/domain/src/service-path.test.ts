import { describe, expect, it } from 'vitest';
import { decodeServicePath, encodeServicePath } from './service-path';

describe('customer-service paths (spec section 3)', () => {
  it.each([
    ['https://wa.me/6591234567', 'Ab3dEf7h'],
    ['/m/liveChat', 'k9K9k9K9'],
    ['https://support.example.com/chat?lang=my&from=ကြိုဆို', 'ZZZZZZZZ'],
    ['https://a.example', 'q1w2e3r4'],
    ['/m/x?y=1', 'AAAAAAAA'],
  ])('decodes %s with the last 8 characters as key', (address, key) => {
    const path = encodeServicePath(address, key);
    expect(path.endsWith(key)).toBe(true);
    expect(path).not.toContain(address.slice(0, 10));
    expect(decodeServicePath(path)).toBe(address);
  });

  it.each([
    ['too short', 'abc'],
    ['only a key', 'Ab3dEf7h'],
    ['not base64', '!!!!Ab3dEf7h'],
    ['a javascript: address', encodeServicePath('javascript:alert(1)', 'Ab3dEf7h')],
    ['a data: address', encodeServicePath('data:text/html,<script>1</script>', 'Ab3dEf7h')],
    ['a protocol-relative address', encodeServicePath('//evil.example', 'Ab3dEf7h')],
    ['a backslash address', encodeServicePath('/\\evil.example', 'Ab3dEf7h')],
    ['plain text', encodeServicePath('hello', 'Ab3dEf7h')],
    ['an address with a user part', encodeServicePath('https://user@evil.example', 'Ab3dEf7h')],
    ['a broken UTF-8 sequence', 'gA' + 'Ab3dEf7h'],
  ])('refuses %s', (_name, path) => {
    expect(decodeServicePath(path)).toBeNull();
  });

  it('wants an 8-character key', () => {
    expect(() => encodeServicePath('/m/x', 'short')).toThrow();
  });
});
