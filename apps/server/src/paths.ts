import { fileURLToPath } from 'node:url';

/** Root of this package, from src/ (tests, dev) or dist/ (the bundle): both sit one level down. */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
