// `npm test`: install everything (Chromium included), then every check of the house.
import { ensureChromium } from './chromium.mjs';
import { install, pnpm } from './pnpm.mjs';

install();
ensureChromium();
pnpm(['turbo', 'run', 'lint', 'typecheck', 'test', 'build', '--continue=dependencies-successful']);
pnpm(['turbo', 'run', 'budget', 'test:e2e']);
