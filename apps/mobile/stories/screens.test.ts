import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPath, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/router';
import { DIALOG_SCREENS, SCREENS } from './screens';

/** Every path of the router that shows a screen (a path that only leads elsewhere shows none). */
function screenPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    const leads = Boolean((route.handle as { redirectTo?: string } | undefined)?.redirectTo);
    const own = route.path && !leads && !route.children ? [here] : [];
    return [...own, ...screenPaths(route.children ?? [], here)];
  });
}

const SRC = path.join(import.meta.dirname, '..', 'src');
const sourceFiles = (readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'));

/** @lobby/ui's overlays: what opens over the page (a modal, a drawer, a sheet, a list box). */
const OVERLAYS = ['Modal', 'ConfirmDialog', 'SideMenu', 'AnnouncementPopup', 'DateRangePicker', 'FilterSelect'];

/** Does this source open something over the page: one of ui's overlays, or a dialog of its own? */
function opensOverlay(source: string): boolean {
  if (/<dialog\b|role="(alert)?dialog"/.test(source)) return true;
  const imported = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@lobby\/ui(?:\/[\w-]+)?'/g)].flatMap(
    ([, names = '']) =>
      names.split(',').map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      ),
  );
  return imported.some((name) => name !== undefined && OVERLAYS.includes(name));
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

  it('name every file of src that opens a dialog or popup', () => {
    const dialogFiles = sourceFiles.filter((file) => opensOverlay(readFileSync(path.join(SRC, file), 'utf8')));
    expect(dialogFiles.length).toBeGreaterThan(20);
    const named = new Set(Object.values(DIALOG_SCREENS).map((screen) => screen.dialog));
    expect(dialogFiles.filter((file) => !named.has(file))).toEqual([]);
    expect([...named].filter((file) => !sourceFiles.includes(file))).toEqual([]);
  });

  it('have a story for every dialog', () => {
    const unused = Object.keys(DIALOG_SCREENS).filter((name) => !new RegExp(`\\bD\\.${name}\\b`).test(storySources));
    expect(unused).toEqual([]);
  });
});
