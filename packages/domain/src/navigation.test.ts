import { describe, expect, it } from 'vitest';
import { backTarget, isHomePath } from './navigation';

describe('footer home highlight', () => {
  it.each([
    ['/', true],
    ['/m', true],
    ['/m/', true],
    ['/m/home', true],
    ['/m/index', true],
    ['/m/index.html', true],
    ['/m/activity', false],
    ['/m/homepage', false],
  ])('%s -> %s', (path, highlighted) => {
    expect(isHomePath(path)).toBe(highlighted);
  });
});

describe('header back arrow', () => {
  it.each([
    ['/m/login', 'home'],
    ['/m/register', 'home'],
    ['/m/register.html', 'home'],
    ['/m/activity', 'home'],
    ['/m/forget', 'home'],
    ['/m/download', 'home'],
    ['/m/activityDetail', 'history'],
    ['/m/notice', 'history'],
    ['/m/slot-games', 'history'],
  ])('%s -> %s', (path, kind) => {
    expect(backTarget(path).kind).toBe(kind);
  });
});
