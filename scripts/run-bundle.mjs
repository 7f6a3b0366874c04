/**
 * Runs one of the build's bundles (dist/cli.cjs, the compiler; dist/sandbox.cjs, the sandbox) in
 * this process as Node runs a CommonJS module, with V8's code cache of it when the build made one
 * for exactly this bundle and this V8.
 *
 * Without it, every run compiles the 1.8 MB bundle, then each function the first time it is
 * called: about a seventh of a first `generate` (the bench measures `generate` with and without
 * it). The build makes the cache once, by a run of the bundle on the repository's model
 * (`node scripts/run-bundle.mjs --make-code-cache <bundle> <its arguments>`: scripts/build.mjs).
 * The cache file starts with a hash of the bundle's text and of the V8 version that made it: any
 * other bundle or V8 compiles from source, as without a cache (V8 checks only the length of the
 * source, and its own version and flags, before it trusts a cache).
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');

/** A bundle of the entry point `entry` (under src/), which the build makes into dist/ with its code cache and its inputs' hash. */
function bundleOf(name, entry, options) {
  const file = join(DIST, `${name}.cjs`);
  return { name, entry, file, cache: `${file}.v8-cache`, stamp: `${file}.inputs.sha256`, ...options };
}

/** The packages every run of the compiler loads (TypeBox, yaml, Handlebars: ~220 modules one by one). */
const COMPILER_PACKAGES = ['@sinclair/typebox', 'yaml', 'handlebars'];

/**
 * The bundles the build makes, by name (scripts/build.mjs): `cacheRun` is the arguments of the run
 * that makes the code cache; `packages` the packages bundled, the others staying in node_modules;
 * `withTheirImports`, whether the packages these import are bundled too. The sandbox's start
 * loads Fastify and Ajv, ~150 modules one by one without.
 */
export const BUNDLES = {
  cli: bundleOf('cli', join('cli', 'main.ts'), { cacheRun: ['validate'], packages: COMPILER_PACKAGES, withTheirImports: false }),
  sandbox: bundleOf('sandbox', join('sandbox', 'main.ts'), { cacheRun: [], packages: [...COMPILER_PACKAGES, 'fastify', 'ajv'], withTheirImports: true }),
};
/** The compiler's bundle. */
export const BUNDLE = BUNDLES.cli.file;

/**
 * What the cache was made from: the bundle (its bytes as read; hashing its decoded text encoded
 * it again, ~10 ms a run), the V8 that compiled it, the architecture.
 */
function cacheKey(bytes) {
  return createHash('sha256').update(`${process.versions.v8}\0${process.arch}\0`).update(bytes).digest('hex');
}

/** The cache's data when it was made from the bundle `bytes` by this V8; undefined otherwise. */
function cachedDataFor(cachePath, bytes) {
  let file;
  try {
    file = readFileSync(cachePath);
  } catch {
    return undefined;
  }
  const key = cacheKey(bytes);
  return file.subarray(0, key.length).toString('latin1') === key ? file.subarray(key.length) : undefined;
}

/**
 * The bundle at `bundlePath`, compiled. `cache: 'use'` compiles it with the code cache at
 * `cachePath` when that cache is the bundle's; `'make'` writes the cache there when the process
 * exits (once the run has compiled what it called); `'none'` neither reads nor writes one.
 * A function of its own: the bundle runs inside `runBundle`'s call, and the text read here (5 MB
 * at the bundle's size, V8 holding it two bytes a character) would stay live as long as the run.
 */
function compiledBundle(bundlePath, { cachePath, cache }) {
  const bytes = readFileSync(bundlePath);
  const source = bytes.toString('utf8');
  const cachedData = cache === 'use' ? cachedDataFor(cachePath, bytes) : undefined;
  // Node's own CommonJS wrapper, on the source's first line: line numbers stay the bundle's.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: bundlePath, cachedData });
  if (cache === 'make') {
    const key = cacheKey(bytes);
    process.once('exit', () => {
      const temporary = `${cachePath}.${process.pid}.tmp`;
      writeFileSync(temporary, Buffer.concat([Buffer.from(key, 'latin1'), script.createCachedData()]));
      renameSync(temporary, cachePath);
    });
  }
  return script;
}

/** Runs the bundle at `bundlePath`, compiled as `compiledBundle` says. */
export function runBundle(bundlePath, options) {
  const script = compiledBundle(bundlePath, options);
  const module = { exports: {}, filename: bundlePath, id: bundlePath, loaded: false };
  script.runInThisContext()(module.exports, createRequire(bundlePath), module, bundlePath, dirname(bundlePath));
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url && process.argv[2] === '--make-code-cache') {
  // The bundle reads its arguments from process.argv: the flag and the bundle's name are this script's.
  const bundle = BUNDLES[process.argv[3]];
  process.argv.splice(2, 2);
  runBundle(bundle.file, { cachePath: bundle.cache, cache: 'make' });
}
