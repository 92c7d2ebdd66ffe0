import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, type FileStorage } from './file-storage';

/** Files on this machine's disk; the content type travels in a sidecar so reads need no database. */
export function createLocalDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Write then rename: a crash never leaves a half-written file under the real name.
      await writeFile(`${path}.part`, body, { mode: 0o600 });
      await writeFile(`${path}.type`, contentType, { mode: 0o600 });
      await rename(`${path}.part`, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [info, type] = await Promise.all([stat(path), readFile(`${path}.type`, 'utf8')]);
        return { body: createReadStream(path), contentType: type, size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
  };
}
