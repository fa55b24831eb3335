import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPath, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/router';
import { SCREENS } from './screens';

/** Every path of the router that shows a screen (a path that only leads elsewhere shows none). */
function screenPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    const leads = Boolean((route.handle as { redirectTo?: string } | undefined)?.redirectTo);
    const own = route.path && !leads && !route.children ? [here] : [];
    return [...own, ...screenPaths(route.children ?? [], here)];
  });
}

const storyFiles = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.stories.tsx'));
const storySources = storyFiles.map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8')).join('\n');

describe('screen stories', () => {
  it('have a screen for every route of the router', () => {
    const paths = screenPaths(routes).filter((p) => p !== '/*');
    expect(paths.length).toBeGreaterThan(40);
    const shown = Object.values(SCREENS).map((screen) => new URL(screen.path, 'http://site').pathname.slice(2));
    const missing = paths.filter((route) => !shown.some((pathname) => matchPath(route, pathname)));
    expect(missing).toEqual([]);
  });

  it('have a story for every screen', () => {
    const unused = Object.keys(SCREENS).filter((name) => !new RegExp(`\\bS\\.${name}\\b`).test(storySources));
    expect(unused).toEqual([]);
  });
});
