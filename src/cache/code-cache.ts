/**
 * CommonJS modules of the tool's cache (the CLI bundle; the compiled model validator: 380 KB of
 * generated code) loaded with V8's code cache. `require` parses and compiles such a file on every run, then
 * compiles each function again on its first call: ~17–26 ms for the validator's load and first
 * run, against ~6 ms with the code V8 saved after a run before. The code cache sits beside the
 * module, named by V8's version; V8 itself refuses data made by another V8 or with other flags,
 * and such data is then made again.
 *
 * V8 checks cached data against the source's length only (a rebuilt module of the same length
 * would run the old code), so a module that is rebuilt in place (the CLI bundle) is loaded with
 * `rebuiltInPlace`: its code cache is then named by a hash of the very text it compiles, data of
 * an older build is never offered for a newer one, and is removed when the new data is saved.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { writeFileInBackground } from './entries.ts';

export interface CodeCachedModule<T> {
  exports: T;
  /** True when V8 compiled the module from its code cache. */
  fromCodeCache: boolean;
  /**
   * Saves the code cache, once, when it was missing or refused. Call it after the module has done
   * its work once: the cache then holds the functions that work compiled, not only the top level.
   */
  saveCodeCache(): void;
}

const CACHE_SUFFIX = '.cache';

/** Code caches of `file` other than `keep`: older revisions and other V8 versions. */
async function removeOtherCodeCaches(file: string, keep: string): Promise<void> {
  const prefix = `${basename(file)}.`;
  const names = await readdir(dirname(file)).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix) && name.endsWith(CACHE_SUFFIX) && name !== basename(keep))
      .map((name) => rm(join(dirname(file), name), { force: true })),
  );
}

/**
 * Loads `file` as CommonJS (its `require` resolving from where it is); throws when it cannot be
 * read. `rebuiltInPlace`: the file is rebuilt under the same name (see above).
 */
export function loadWithCodeCache<T>(file: string, options: { rebuiltInPlace?: boolean } = {}): CodeCachedModule<T> {
  const source = readFileSync(file, 'utf8');
  const revision = options.rebuiltInPlace ? `.${createHash('sha1').update(source).digest('hex').slice(0, 16)}` : '';
  const cacheFile = `${file}${revision}.v8-${process.versions.v8}${CACHE_SUFFIX}`;
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  // The wrapper Node puts around every CommonJS module, so the code runs as it would under `require`.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as unknown };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, dirname(file));
  const fromCodeCache = cachedData !== undefined && !script.cachedDataRejected;
  let saved = fromCodeCache;
  return {
    exports: module.exports as T,
    fromCodeCache,
    saveCodeCache: () => {
      if (saved) return;
      saved = true;
      void writeFileInBackground(cacheFile, script.createCachedData()).then(() => removeOtherCodeCaches(file, cacheFile));
    },
  };
}
