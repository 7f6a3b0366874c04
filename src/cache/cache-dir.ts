/**
 * Where the compiler keeps derived, rebuildable files (compiled validators, transpiled
 * JavaScript): `node_modules/.cache/api-contract/` of the project, found from this module (or
 * its bundle, which lives in that folder already). Deleting it only costs time.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let found: string | undefined;

export function cacheDir(): string {
  if (found) return found;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'node_modules'))) {
    const parent = dirname(dir);
    if (parent === dir) {
      dir = process.cwd();
      break;
    }
    dir = parent;
  }
  found = join(dir, 'node_modules', '.cache', 'api-contract');
  return found;
}
