import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodeSchema, okEnvelopeOf } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import type { FixtureSet } from './fixture-key';
import { STORY_ANSWERS, STORY_REFUSALS } from './story-answers';

const DIR = path.join(import.meta.dirname, 'fixtures');
const sets = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as FixtureSet] as const);

/** What a set recorded for a call, as its value (the story's answer may start from it). */
function recorded(set: FixtureSet, method: string, pathname: string): unknown {
  const key = Object.keys(set.api).find((k) => k === `${method} ${pathname}` || k.startsWith(`${method} ${pathname}?`));
  const body = key ? set.api[key]?.body : undefined;
  return typeof body === 'object' && body !== null && 'value' in body ? body.value : undefined;
}

describe('the dialog stories’ own answers', () => {
  it.each(Object.entries(STORY_ANSWERS))('%s is one the contract allows, made from any fixture set', (_, answer) => {
    const { method, path: pathname, response } = answer.endpoint;
    for (const [file, set] of sets) {
      const parsed = okEnvelopeOf(response).safeParse({
        success: true,
        value: answer.value(recorded(set, method, pathname)),
      });
      expect(parsed.success, `${file}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it.each(Object.entries(STORY_REFUSALS))('%s refuses with an error code of the contract', (_, refusal) => {
    expect(errorCodeSchema.safeParse(refusal.errorCode).success).toBe(true);
    expect(refusal.status).toBeGreaterThanOrEqual(400);
  });
});
