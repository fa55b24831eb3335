// `pnpm --filter @lobby/ui tokens`: rebuilds src/theme/tokens.css from the token files.
// `... tokens --brand <folder>`: prints that brand's overrides as CSS; add `--theme` for the
// `theme` of its brand file (`npm run brand`) instead.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brandCss, brandTheme, THEME_CSS_FILE, themeCss } from './build-tokens';

const { values } = parseArgs({
  options: { brand: { type: 'string' }, theme: { type: 'boolean', default: false } },
});

if (values.brand) {
  // pnpm runs the script in the package's folder; a relative folder is the caller's.
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.brand);
  if (!existsSync(dir)) throw new Error(`No brand folder at ${dir}`);
  process.stdout.write(values.theme ? `${JSON.stringify(await brandTheme(dir), null, 2)}\n` : await brandCss(dir));
} else {
  writeFileSync(THEME_CSS_FILE, await themeCss());
  console.log(`wrote ${path.relative(process.cwd(), THEME_CSS_FILE)}`);
}
