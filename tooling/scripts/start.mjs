// `npm start`: install, build, then serve the site and the API (migrations and seed run at boot).
import { install, pnpm } from './pnpm.mjs';

install();
pnpm(['turbo', 'run', 'build', '--filter=@lobby/server...', '--filter=@lobby/mobile']);
// The local outbox and captcha answers are readable at /__dev/* (refused when NODE_ENV=production,
// which this start leaves unset; the first screens it renders are production code all the same).
process.env.LOBBY_DEV_TOOLS ??= '1';
pnpm(['--filter', '@lobby/server', 'start']);
