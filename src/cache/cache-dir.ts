/**
 * Where the compiler keeps derived, rebuildable files. Deleting either folder only costs time.
 *
 * - toolCacheDir(): what is compiled from the compiler's own files, whatever the model: the
 *   CLI bundle (scripts/cli.mjs puts it there) with V8's code cache, the model-schema validator,
 *   the docs templates and Redoc's processed bundle. A published package would ship these prebuilt.
 *   `node_modules/.cache/api-contract/` of the project, found from this module (or its bundle,
 *   which lives in that folder already).
 * - cacheDir(): what is derived from a model (parse results, validation results, transpiled
 *   client files): the same folder, or the one API_CONTRACT_CACHE_DIR names (the benchmark
 *   measures cold runs with an empty one).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

let toolDir: string | undefined;
let modelDir: string | undefined;

export function toolCacheDir(): string {
  if (toolDir) return toolDir;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'node_modules'))) {
    const parent = dirname(dir);
    if (parent === dir) {
      dir = process.cwd();
      break;
    }
    dir = parent;
  }
  toolDir = join(dir, 'node_modules', '.cache', 'api-contract');
  return toolDir;
}

export function cacheDir(): string {
  const chosen = process.env['API_CONTRACT_CACHE_DIR'];
  modelDir ??= chosen ? resolve(chosen) : toolCacheDir();
  return modelDir;
}
