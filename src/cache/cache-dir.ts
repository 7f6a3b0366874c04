/**
 * Where the compiler keeps derived, rebuildable files (compiled validators, transpiled
 * JavaScript): `node_modules/.cache/api-contract/` of the project, found from this module (or
 * its bundle, which lives in that folder already), or the folder API_CONTRACT_CACHE_DIR names
 * (the benchmark measures cold runs with an empty one). Deleting it only costs time.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

let found: string | undefined;

export function cacheDir(): string {
  if (found) return found;
  const chosen = process.env['API_CONTRACT_CACHE_DIR'];
  if (chosen) {
    found = resolve(chosen);
    return found;
  }
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
