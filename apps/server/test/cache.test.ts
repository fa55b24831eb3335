import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryCache, redisCache, type Cache } from '../src/adapters/cache';
import { loadConfig } from '../src/config';
import { TEST_REDIS } from './redis-targets';

const caches: [string, () => Promise<Cache>][] = [
  ['memory', async () => memoryCache()],
  ...TEST_REDIS.map(({ name, target }): [string, () => Promise<Cache>] => [
    name,
    () => redisCache(target, `lobby-test-cache-${process.pid}-${randomBytes(4).toString('hex')}:`),
  ]),
];

describe.each(caches)('%s cache', (_name, open) => {
  it('stores JSON, expires and deletes', async () => {
    const cache = await open();
    await cache.set('k', { a: [1, 2] }, 60);
    expect(await cache.get('k')).toEqual({ a: [1, 2] });
    await cache.set('text', '{"a":1}', 60);
    expect(await cache.get('text')).toBe('{"a":1}');
    await cache.delete('k');
    expect(await cache.get('k')).toBeUndefined();
    await cache.set('zero', 1, 0);
    expect(await cache.get('zero')).toBeUndefined();
    await cache.close();
  });

  it('hands out the stored JSON text unparsed', async () => {
    const cache = await open();
    await cache.set('k', [{ a: 1 }], 60);
    expect(JSON.parse((await cache.getText('k'))!)).toEqual([{ a: 1 }]);
    expect(await cache.getText('missing')).toBeUndefined();
    await cache.close();
  });

  it('takes a value once (codes and captchas are single-use), also under concurrency', async () => {
    const cache = await open();
    await cache.set('once', { hash: 'h' }, 60);
    const takes = await Promise.all([cache.take('once'), cache.take('once'), cache.take('once')]);
    expect(takes.filter((v) => v !== undefined)).toEqual([{ hash: 'h' }]);
    expect(await cache.get('once')).toBeUndefined();
    await cache.set('answer', '1234', 60);
    expect(await cache.take('answer')).toBe('1234');
    await cache.close();
  });

  it('counts hits in a window that starts with the first hit', async () => {
    const cache = await open();
    const key = `hits-${Math.random()}`;
    const counts = await Promise.all(Array.from({ length: 5 }, () => cache.increment(key, 60)));
    expect(counts.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await cache.increment(key, 60)).toBe(6);
    await cache.delete(key);
    expect(await cache.increment(key, 60)).toBe(1);
    await cache.close();
  });
});

describe('memory cache copies', () => {
  it('hands out copies, so a reader cannot change what the next one reads', async () => {
    const cache = memoryCache();
    const value = { list: [1] };
    await cache.set('k', value, 60);
    value.list.push(2);
    (await cache.get<{ list: number[] }>('k'))!.list.push(3);
    expect(await cache.get('k')).toEqual({ list: [1] });
  });
});

describe('memory cache expiry', () => {
  it('forgets entries after their time to live', async () => {
    let now = 1000;
    const cache = memoryCache(() => now);
    await cache.set('k', 'v', 1);
    now += 999;
    expect(await cache.get('k')).toBe('v');
    now += 1;
    expect(await cache.get('k')).toBeUndefined();
  });
});

describe('configuration', () => {
  it('rejects a bad PORT with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
  it('takes one Redis: a server or a cluster of redis:// nodes, not both', () => {
    expect(loadConfig({ REDIS_CLUSTER_URLS: 'redis://a:7001, redis://b:7002' }).REDIS_CLUSTER_URLS).toEqual([
      'redis://a:7001',
      'redis://b:7002',
    ]);
    expect(() => loadConfig({ REDIS_CLUSTER_URLS: 'http://a:7001' })).toThrow(/REDIS_CLUSTER_URLS/);
    expect(() => loadConfig({ REDIS_URL: 'redis://a:6379', REDIS_CLUSTER_URLS: 'redis://b:7001' })).toThrow(/not both/);
  });
});

describe('memory cache size', () => {
  it('drops the least recently used entry when full', async () => {
    const cache = memoryCache(Date.now, 3);
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.set('c', 3, 60);
    expect(await cache.get('a')).toBe(1);
    await cache.set('d', 4, 60);
    expect(await cache.get('b')).toBeUndefined();
    expect([await cache.get('a'), await cache.get('c'), await cache.get('d')]).toEqual([1, 3, 4]);
  });

  it('keeps a counter to the window of its first hit, then starts a new one', async () => {
    let now = 1000;
    const cache = memoryCache(() => now);
    expect(await cache.increment('n', 10)).toBe(1);
    now += 9000;
    expect(await cache.increment('n', 10)).toBe(2);
    now += 1000;
    expect(await cache.increment('n', 10, -1)).toBe(0);
    expect(await cache.increment('n', 10)).toBe(1);
  });
});
