import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder above this module (or its bundle) holding src/runtime. */
export function repositoryRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'src', 'runtime'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find src/runtime above the compiler');
    dir = parent;
  }
  return dir;
}
