import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesheetInliner } from '../src/routes/inline-styles';

describe('stylesheet inliner', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'lobby-inline-'));
  mkdirSync(path.join(site, 'assets'));
  writeFileSync(path.join(site, 'assets', 'app-1.css'), '.a{color:red}');
  writeFileSync(path.join(site, 'assets', 'odd-2.css'), '.b{content:"</style><script>"}');
  const inline = stylesheetInliner(site);

  it('writes the build’s stylesheets into the page, with or without crossorigin', () => {
    expect(inline('<head><link rel="stylesheet" crossorigin href="/m/assets/app-1.css"></head>')).toBe(
      '<head><style data-href="/m/assets/app-1.css">.a{color:red}</style></head>',
    );
    expect(inline('<link rel="stylesheet" href="/m/assets/app-1.css">')).toBe(
      '<style data-href="/m/assets/app-1.css">.a{color:red}</style>',
    );
  });

  it('keeps the link of a missing file, of a path outside the build and of a style that could close its element', () => {
    for (const link of [
      '<link rel="stylesheet" href="/m/assets/gone-3.css">',
      '<link rel="stylesheet" href="/m/assets/../../etc/x.css">',
      '<link rel="stylesheet" href="/m/assets/odd-2.css">',
    ])
      expect(inline(link)).toBe(link);
  });

  it('leaves other links alone', () => {
    const html = '<link rel="modulepreload" crossorigin href="/m/assets/app-1.js"><link rel="icon" href="/x.css">';
    expect(inline(html)).toBe(html);
  });
});
