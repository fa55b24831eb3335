import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ENDPOINTS, okEnvelopeOf, type Endpoint } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import type { FixtureSet } from './fixture-key';

const DIR = path.join(import.meta.dirname, 'fixtures');
const sets = readdirSync(DIR).filter((file) => file.endsWith('.json'));
const endpoints: Endpoint[] = Object.values(ENDPOINTS);

/** The contract's endpoint a recorded request was answered by. */
const endpointOf = (key: string) => {
  const [method, address = ''] = key.split(' ');
  const pathname = address.split('?')[0];
  return endpoints.find((e) => e.method === method && e.path === pathname);
};

describe('the screen stories’ fixtures', () => {
  it('are recorded for both brands in three languages', () => {
    expect(sets.length).toBeGreaterThanOrEqual(15);
  });

  it.each(sets)('%s: every answer is one the contract allows, and its pictures are kept', (file) => {
    const set = JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as FixtureSet;
    const answers = Object.entries(set.api);
    expect(answers.length).toBeGreaterThan(10);
    for (const [key, answer] of answers) {
      const endpoint = endpointOf(key);
      expect(endpoint, `${key} is no endpoint of the contract`).toBeDefined();
      if (answer.status !== 200 || !endpoint) continue;
      const parsed = okEnvelopeOf(endpoint.response).safeParse(answer.body);
      expect(parsed.success, `${key}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
    const files = new Set(readdirSync(path.join(DIR, 'art')));
    for (const art of Object.values(set.art)) expect(files.has(art.file), art.file).toBe(true);
  });
});
