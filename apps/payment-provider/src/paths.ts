import { fileURLToPath } from 'node:url';

/** Root of this package, from src/ (tests, dev) or dist/ (the bundle): both sit one level down. */
export const PROVIDER_ROOT = fileURLToPath(new URL('..', import.meta.url));
