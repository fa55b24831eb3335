import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSignatureHeader, signPayload, SIGNATURE_TOLERANCE_SECONDS, verifyPayload } from './signature';

const SECRET = 'a'.repeat(64);
const NEXT = 'b'.repeat(64);
const OTHER = 'c'.repeat(64);
const NOW = 1_765_000_000;
const BODY = '{"reference":"dep_1","amount_minor":150000,"currency":"MMK"}';

describe('signPayload', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">, as the protocol document says', () => {
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${BODY}`).digest('hex');
    expect(signPayload(BODY, SECRET, NOW + 0.9)).toBe(`t=${NOW},v1=${expected}`);
  });

  it('signs with every secret listed (one v1 each, while rotating)', () => {
    const header = signPayload(BODY, [SECRET, NEXT], NOW);
    expect(parseSignatureHeader(header)?.signatures).toHaveLength(2);
  });
});

describe('verifyPayload', () => {
  const good = signPayload(BODY, SECRET, NOW);
  const table: [
    string,
    string,
    string | undefined,
    string[],
    number,
    ReturnType<typeof verifyPayload>['ok'],
    string?,
  ][] = [
    ['good', BODY, good, [SECRET], NOW, true],
    ['good, within tolerance', BODY, good, [SECRET], NOW + SIGNATURE_TOLERANCE_SECONDS, true],
    ['tampered body', BODY.replace('150000', '150001'), good, [SECRET], NOW, false, 'mismatch'],
    ['wrong secret', BODY, good, [OTHER], NOW, false, 'mismatch'],
    ['old timestamp', BODY, good, [SECRET], NOW + SIGNATURE_TOLERANCE_SECONDS + 1, false, 'outside_tolerance'],
    ['from the future', BODY, good, [SECRET], NOW - SIGNATURE_TOLERANCE_SECONDS - 1, false, 'outside_tolerance'],
    [
      'rotated: receiver knows old and new, sender signs with new',
      BODY,
      signPayload(BODY, NEXT, NOW),
      [SECRET, NEXT],
      NOW,
      true,
    ],
    [
      'rotated: sender signs with both, receiver knows the new only',
      BODY,
      signPayload(BODY, [SECRET, NEXT], NOW),
      [NEXT],
      NOW,
      true,
    ],
    ['rotated out: receiver dropped the old secret', BODY, good, [NEXT], NOW, false, 'mismatch'],
    ['missing header', BODY, undefined, [SECRET], NOW, false, 'missing'],
    ['no v1', BODY, `t=${NOW}`, [SECRET], NOW, false, 'malformed'],
    ['no timestamp', BODY, good.replace(/^t=\d+,/, ''), [SECRET], NOW, false, 'malformed'],
    ['two timestamps', BODY, `t=${NOW},${good}`, [SECRET], NOW, false, 'malformed'],
    ['short signature', BODY, `t=${NOW},v1=abcd`, [SECRET], NOW, false, 'malformed'],
    ['timestamp changed', BODY, good.replace(`t=${NOW}`, `t=${NOW + 1}`), [SECRET], NOW, false, 'mismatch'],
    ['unknown scheme beside v1 is ignored', BODY, `${good},v0=zz`, [SECRET], NOW, true],
  ];

  it.each(table)('%s', (_name, body, header, secrets, now, ok, reason) => {
    const result = verifyPayload(body, header, secrets, now, SIGNATURE_TOLERANCE_SECONDS);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.reason).toBe(reason);
  });

  it('checks raw bytes, Buffer or string alike', () => {
    expect(verifyPayload(Buffer.from(BODY), good, [SECRET], NOW).ok).toBe(true);
  });
});
