/**
 * What the build (scripts/build.mjs) makes a bundle from, as one hash: the build writes it beside
 * each bundle, and a launcher compares it with the inputs as they are now (scripts/ensure-built.mjs).
 * It does not import the build: a launcher hashes the inputs without loading it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BUNDLES, ROOT } from './run-bundle.mjs';

const SCRIPTS = join(ROOT, 'scripts');
/** The build's own code: what it does with the other inputs. */
const BUILD_SCRIPTS = ['build.mjs', 'build-inputs.mjs', 'run-bundle.mjs'].map((name) => join(SCRIPTS, name));

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Packages whose version decides what the build writes: those bundled, Ajv (the validator's code) and the bundler. */
const BUILD_PACKAGES = [...new Set([...Object.values(BUNDLES).flatMap((bundle) => bundle.packages), 'ajv', 'esbuild'])];
/** npm's record of every installed package's version: the packages a bundled package imports are in it. */
const INSTALLED = join(ROOT, 'node_modules', '.package-lock.json');

/** A hash of every input's path and content. */
export function inputsHash() {
  const manifests = [...BUILD_PACKAGES.map((name) => join(ROOT, 'node_modules', name, 'package.json')), ...(existsSync(INSTALLED) ? [INSTALLED] : [])];
  const files = [...BUILD_SCRIPTS, ...manifests, ...filesUnder(join(ROOT, 'src')), ...filesUnder(join(ROOT, 'templates'))].sort();
  // The code cache is V8's: another Node makes another one.
  const hash = createHash('sha256').update(`${process.versions.v8}\0`);
  for (const file of files)
    hash
      .update(`${relative(ROOT, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return hash.digest('hex');
}
