// `npm run storybook:static`: Storybook's static build, served at http://localhost:6007.
// Builds @lobby/ui first when its sources changed (turbo's cache makes an unchanged build instant).
import { pnpm } from './pnpm.mjs';

pnpm(['turbo', 'run', 'build', '--filter=@lobby/ui', '--output-logs=errors-only']);
pnpm(['--filter', '@lobby/ui', 'storybook:static']);
