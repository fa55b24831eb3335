// `npm test`: install everything (Chromium included), then every check of the house:
// lint, typecheck, unit + integration tests, builds (Storybook included), the packages as
// published (publint, attw) and their changesets, the size budget, end-to-end tests and the
// Storybook smoke test in Chromium, and Lighthouse (its layout shift and largest-paint ceiling enforced).
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
for (const step of steps) {
  code = await pnpmTee(step, counter.onLine);
  if (code !== 0) break;
}
if (code === 0) {
  // Lighthouse in a step of its own, the machine otherwise idle, as the median of three runs per
  // screen: a layout shift over 0.01 fails the run, and so does a largest paint over its 2.0 s
  // ceiling. Its 1.5 s budget, total blocking time and the score (which weighs it) are reported:
  // on this kind of machine a median of three moves by 0.3 s and by hundreds of ms between runs
  // of the same build. `npm run lighthouse` holds all four to their budgets.
  code = await pnpmTee(['turbo', 'run', 'lighthouse'], () => {}, {
    LIGHTHOUSE_REPORT_ONLY: 'score,tbt,lcp',
    LIGHTHOUSE_RUNS: '3',
  });
}
const { passed, failed, skipped } = counter.total;
console.log(`\nAll tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(code);
