// Proves the lint rules of DESIGN.md section 1 stop wrong imports in each layer.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { lobby } from './index.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));

// The first lint of a run loads the parser and resolves the real tree: seconds when the machine is busy.
vi.setConfig({ testTimeout: 30_000 });

// Probe files belong to no tsconfig, so the type-aware rules stay out here (tested apart below).
async function ruleIds(layer, dir, code, opts = {}, file = 'src/probe.ts') {
  const eslint = new ESLint({
    cwd: repo + dir,
    overrideConfigFile: true,
    overrideConfig: lobby(layer, { typed: false, ...opts }),
  });
  const [result] = await eslint.lintText(code, { filePath: `${repo}${dir}/${file}` });
  return result.messages.map((m) => m.ruleId);
}

/** A probe file in one room of apps/mobile/src importing `spec` (resolved against the real tree). */
const mobile = (file, spec) =>
  ruleIds(
    'mobile',
    'apps/mobile',
    `import * as probe from '${spec}';\nexport const a = probe;`,
    { react: true, root: `${repo}apps/mobile` },
    file,
  );

describe('import boundaries', () => {
  it.each([
    ['domain', 'packages/domain', "import { useState } from 'react';\nexport const a = useState;"],
    ['domain', 'packages/domain', "import { GameTile } from '@lobby/ui';\nexport const a = GameTile;"],
    ['contract', 'packages/contract', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;"],
    ['ui', 'packages/ui', "import { useSelector } from 'react-redux';\nexport const a = useSelector;"],
    ['ui', 'packages/ui', "import { Link } from 'react-router-dom';\nexport const a = Link;"],
    ['server', 'apps/server', "import { lobbyApi } from '@lobby/api-client';\nexport const a = lobbyApi;"],
    ['mobile', 'apps/mobile', "import { games } from '@lobby/contract/src/games';\nexport const a = games;"],
  ])('%s refuses a forbidden import (%#)', async (layer, dir, code) => {
    expect(await ruleIds(layer, dir, code)).toContain('no-restricted-imports');
  });

  it('keeps the game provider a separate party: the protocol schemas only, and no Node in its page', async () => {
    const probe = (spec, file = 'src/probe.ts') =>
      ruleIds(
        'provider',
        'apps/game-provider',
        `import * as p from '${spec}';\nexport const a = p;`,
        { node: true },
        file,
      );
    for (const spec of ['@lobby/domain', '@lobby/contract', '@lobby/server/main', '@lobby/i18n']) {
      expect(await probe(spec), spec).toContain('no-restricted-imports');
    }
    expect(await probe('@lobby/contract/provider')).toEqual([]);
    expect(await probe('node:fs', 'src/client/probe.ts')).toContain('no-restricted-imports');
    expect(await probe('node:fs')).toEqual([]);
  });

  it('keeps the payment provider a separate party: the payment protocol schemas only', async () => {
    const probe = (spec) =>
      ruleIds('provider', 'apps/payment-provider', `import * as p from '${spec}';\nexport const a = p;`, {
        node: true,
        protocol: 'payment',
      });
    for (const spec of ['@lobby/domain', '@lobby/contract', '@lobby/contract/provider', '@lobby/server/main']) {
      expect(await probe(spec), spec).toContain('no-restricted-imports');
    }
    expect(await probe('@lobby/contract/payment')).toEqual([]);
  });

  it('keeps pure layers off browser globals and the server off process.env', async () => {
    expect(await ruleIds('domain', 'packages/domain', 'export const a = () => window.innerWidth;')).toContain(
      'no-restricted-globals',
    );
    expect(await ruleIds('server', 'apps/server', 'export const a = process.env.X;', { node: true })).toContain(
      'no-restricted-properties',
    );
  });

  it('allows the imports DESIGN.md draws', async () => {
    expect(
      await ruleIds(
        'ui',
        'packages/ui',
        "import { showsFavouriteStar } from '@lobby/domain';\nexport const a = showsFavouriteStar;",
      ),
    ).toEqual([]);
    expect(
      await ruleIds('server', 'apps/server', "import { ok } from '@lobby/contract';\nexport const a = ok;", {
        node: true,
      }),
    ).toEqual([]);
  });

  describe('rooms of apps/mobile/src (bulletproof-react)', () => {
    it.each([
      ['a feature importing another feature', 'src/features/games/probe.ts', '../lobby/home-page'],
      ['a feature importing app/', 'src/features/games/probe.ts', '../../app/router'],
      ['a feature importing app/ (layout)', 'src/features/account/probe.ts', '../../app/layout/shell-layout'],
      ['a feature importing routes/', 'src/features/lobby/probe.ts', '../../routes/home-route'],
      ['a feature importing another feature (CSS)', 'src/features/wallet/probe.ts', '../agent/agent.css'],
      ['components/ importing a feature', 'src/components/probe.ts', '../features/games/game-list-page'],
      ['hooks/ importing app/', 'src/hooks/probe.ts', '../app/router'],
      ['stores/ importing a feature', 'src/stores/probe.ts', '../features/status/status-cache'],
      ['lib/ importing routes/', 'src/lib/probe.ts', '../routes/home-route'],
      ['config/ importing app/', 'src/config/probe.ts', '../app/router'],
      ['routes/ importing app/', 'src/routes/probe.ts', '../app/router'],
      ['the boot script importing a feature', 'src/boot/probe.ts', '../features/status/status-cache'],
    ])('refuses %s', async (_what, file, spec) => {
      expect(await mobile(file, spec)).toContain('import-x/no-restricted-paths');
    });

    it.each([
      ['a feature importing its own files', 'src/features/games/probe.ts', './game-list-page'],
      ['a feature importing shared rooms', 'src/features/games/probe.ts', '../../components/games/game-grid'],
      ['a feature importing a store', 'src/features/games/probe.ts', '../../stores/hooks'],
      ['routes/ composing features and shared code', 'src/routes/probe.ts', '../features/lobby/home-page'],
      ['app/ importing a feature', 'src/app/probe.ts', '../features/games/game-list-page'],
      ['app/ importing routes/', 'src/app/probe.ts', '../routes/home-route'],
      ['shared rooms importing each other', 'src/hooks/probe.ts', '../stores/hooks'],
      ['the boot script importing config/', 'src/boot/probe.ts', '../config/brand'],
    ])('allows %s', async (_what, file, spec) => {
      expect(await mobile(file, spec)).not.toContain('import-x/no-restricted-paths');
    });
  });

  it('checks with types: a floating promise, a needless condition and a non-null assertion fail', async () => {
    const dir = 'packages/domain';
    const eslint = new ESLint({
      cwd: repo + dir,
      overrideConfigFile: true,
      overrideConfig: lobby('domain', { root: repo + dir }),
    });
    const code = [
      'export async function later(): Promise<number> { return 1; }',
      'export function drop(): void { later(); }',
      'export const always = (x: string): string => (x ? x : x ?? "never");',
      'export const first = (xs: string[]): string => xs[0]!;',
      '',
    ].join('\n');
    // A file of the package's own tsconfig, so the type checker knows it.
    const [result] = await eslint.lintText(code, { filePath: `${repo}${dir}/src/money.ts` });
    const ids = result.messages.map((m) => m.ruleId);
    expect(ids).toContain('@typescript-eslint/no-floating-promises');
    expect(ids).toContain('@typescript-eslint/no-unnecessary-condition');
    expect(ids).toContain('@typescript-eslint/no-non-null-assertion');
    // The type checker builds the package's program first: seconds, more on a loaded machine.
  }, 120_000);
});
