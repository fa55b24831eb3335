// Adds up the test counts that vitest and Playwright print, from turbo's prefixed output.
const ANSI = /\u001b\[[0-9;]*m/g;
const TURBO_PREFIX = /^@[\w-]+\/[\w-]+:[\w:]+: ?/;

export function createCounter() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  function onLine(raw) {
    const line = raw.replace(ANSI, '').replace(TURBO_PREFIX, '');
    // vitest: "      Tests  1 failed | 9 passed | 2 skipped (12)"
    const vitest = line.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/);
    if (vitest) {
      for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped)/g)) total[kind] += Number(n);
      return;
    }
    // Playwright: "  11 passed (22.5s)", "  1 failed", "  2 skipped", "  1 flaky"
    const pw = line.match(/^\s+(\d+) (passed|failed|skipped|flaky)(?: \(.+\))?\s*$/);
    if (pw) total[pw[2] === 'flaky' ? 'passed' : pw[2]] += Number(pw[1]);
  }
  return { onLine, total };
}
