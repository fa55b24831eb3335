// Proves the lint rules of DESIGN.md section 1 stop wrong imports in each layer.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lobby } from './index.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));

async function ruleIds(layer, dir, code, opts = {}) {
  const eslint = new ESLint({ cwd: repo + dir, overrideConfigFile: true, overrideConfig: lobby(layer, opts) });
  const [result] = await eslint.lintText(code, { filePath: `${repo}${dir}/src/probe.ts` });
  return result.messages.map((m) => m.ruleId);
}

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

  it('keeps pure layers off browser globals and the server off process.env', async () => {
    expect(await ruleIds('domain', 'packages/domain', 'export const a = () => window.innerWidth;')).toContain('no-restricted-globals');
    expect(await ruleIds('server', 'apps/server', 'export const a = process.env.X;', { node: true })).toContain('no-restricted-properties');
  });

  it('allows the imports DESIGN.md draws', async () => {
    expect(await ruleIds('ui', 'packages/ui', "import { showsFavouriteStar } from '@lobby/domain';\nexport const a = showsFavouriteStar;")).toEqual([]);
    expect(await ruleIds('server', 'apps/server', "import { ok } from '@lobby/contract';\nexport const a = ok;", { node: true })).toEqual([]);
  });
});
