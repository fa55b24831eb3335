// `npm start`: install, build, then serve the site and the API (migrations and seed run at boot).
import { install, pnpm } from './pnpm.mjs';

install();
pnpm(['turbo', 'run', 'build', '--filter=@lobby/server...', '--filter=@lobby/mobile']);
pnpm(['--filter', '@lobby/server', 'start']);
