// `npm test`: install everything (Chromium included), then every check of the house:
// lint, typecheck, unit + integration tests, builds (Storybook included), the packages as
// published (publint, attw) and their changesets, the size budget, end-to-end tests and the
// Storybook smoke test in Chromium, and Lighthouse beside the floor app (layout shift, the largest
// paint's ceiling, main-thread work against the floor's and INP enforced).
import { ensureChromium } from './chromium.mjs';
import { install, pnpmTee } from './pnpm.mjs';
import { createCounter } from './test-counts.mjs';

install();
ensureChromium();
const counter = createCounter();
const steps = [
  [
    'turbo',
    'run',
    'format:check',
    'changeset:check',
    'lint',
    'typecheck',
    'test',
    'build',
    'lint:package',
    '--continue=dependencies-successful',
  ],
  // One at a time: each starts servers and a browser, and two cores run one such task well.
  ['turbo', 'run', 'budget', 'test:e2e', 'test:storybook', 'test:consumer', '--concurrency=1'],
];
let code = 0;
// The end-to-end suite on two workers, each with its own servers and browser: one left a core
// waiting on the other's pauses (animations, polling), and on a slow machine the suite alone took
// most of the run's time. E2E_WORKERS=1 runs it on one.
const stepEnv = { E2E_WORKERS: process.env.E2E_WORKERS ?? '2' };
for (const step of steps) {
  code = await pnpmTee(step, counter.onLine, stepEnv);
  if (code !== 0) break;
}
if (code === 0) {
  // Lighthouse in a step of its own, the machine otherwise idle: the floor app and each screen
  // audited in turns, the median of five each. A layout shift over 0.01, a largest paint over its
  // 2.0 s ceiling, a screen's main-thread work past its ratio to the floor's, or an INP p75 over
  // 200 ms fails the run. The 1.5 s paint, total blocking time and the score (which weighs it) are
  // reported: on this kind of machine they move by 0.3 s and by hundreds of ms between runs of the
  // same build. `npm run lighthouse` holds all of them to their budgets.
  code = await pnpmTee(['turbo', 'run', 'lighthouse'], () => {}, {
    LIGHTHOUSE_REPORT_ONLY: 'score,tbt,lcp',
    LIGHTHOUSE_RUNS: '5',
  });
}
const { passed, failed, skipped } = counter.total;
console.log(`\nAll tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(code);
