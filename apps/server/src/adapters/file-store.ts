import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Private files (KYC pictures) by key: a folder on disk here; an object store (S3 and the like)
 * would implement the same three calls. Keys are ours (ids), never a client's file name.
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]{1,64}(\/[a-z0-9-]{1,64}){0,3}$/;

export function folderStore(root: string): FileStore {
  const fileOf = (key: string) => {
    // The pattern allows no '..' nor absolute path: a key cannot leave the folder.
    if (!KEY.test(key)) throw new Error(`bad file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written beside it, then renamed: a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
