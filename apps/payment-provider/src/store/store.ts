import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { emptyState, type ProviderState } from './state';

/** The provider's state and how it is kept: `save()` after every change that must outlive a crash. */
export interface Store {
  readonly state: ProviderState;
  save(): void;
}

export const MEMORY = 'memory://';
export const STATE_FILE = 'state.json';

/** Everything in the process: lost with it (tests, throw-away runs). */
export function memoryStore(state: ProviderState = emptyState()): Store {
  return { state, save() {} };
}

/**
 * state.json in `dir`, rewritten whole on each save: written to a side file, flushed, then
 * renamed over the old one, so a crash leaves the old state or the new, never half of one.
 */
export function fileStore(dir: string): Store {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, STATE_FILE);
  let state: ProviderState;
  try {
    state = { ...emptyState(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<ProviderState>) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file} cannot be read: ${String(err)}`);
    state = emptyState();
  }
  const side = `${file}.next`;
  return {
    state,
    save() {
      // Only this process's user may read it: it holds members' account numbers.
      const fd = openSync(side, 'w', 0o600);
      try {
        writeSync(fd, JSON.stringify(state));
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(side, file);
    },
  };
}

export function openStore(dataDir: string): Store {
  return dataDir === MEMORY ? memoryStore() : fileStore(dataDir);
}
