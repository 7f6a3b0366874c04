/**
 * Whether a bundle of the build (scripts/build.mjs) is built from the inputs as they are now, and
 * the build when it is not: what the launchers (scripts/cli.mjs, scripts/sandbox.mjs) run before
 * each command. A module of its own, so that a run whose bundle is up to date loads neither the
 * build nor what the build needs (the bundler, child processes).
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

function builtHash(stamp) {
  try {
    return readFileSync(stamp, 'utf8');
  } catch {
    return undefined;
  }
}

/** Builds the bundle `name` of BUNDLES when the inputs differ from those of its last build; true when it built. */
export async function buildIfChanged(name = 'cli') {
  if (builtHash(BUNDLES[name].stamp) === inputsHash()) return false;
  const { build } = await import('./build.mjs');
  await build([name]);
  return true;
}
