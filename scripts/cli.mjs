#!/usr/bin/env node
/**
 * Launcher for `npm run generate|validate|provenance`: runs the compiler as one bundle instead
 * of transpiling ~40 TypeScript files on every start (tsx costs ~1 s here). The bundle is
 * rebuilt with esbuild (≈0.1 s) whenever a file under src/ (or this launcher) is newer than it.
 *
 * Packages stay outside the bundle (loaded from node_modules, several only when needed),
 * except the three every run loads: TypeBox, yaml and Handlebars. Loading their ~100, ~80 and
 * ~40 modules one by one cost ~0.2, ~0.09 and ~0.05 s per run, against next to nothing bundled.
 *
 * The bundle is CommonJS, loaded through src/cache/code-cache.ts (built beside it as a small ES
 * module), so V8 compiles it from the code cache that the first run saved once it had finished:
 * the bundle's parse and the first compile of every function that run used. Compiling the
 * 0.7 MB bundle as an ES module took ~13 ms of every run, besides each function's first call.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cacheFolder = join(root, 'node_modules', '.cache', 'api-contract');
const bundle = join(cacheFolder, 'cli.cjs');
const loader = join(cacheFolder, 'code-cache.mjs');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function bundleTime() {
  try {
    return statSync(bundle).mtimeMs;
  } catch {
    return -1;
  }
}

const BUNDLED_PACKAGES = new Set(['@sinclair/typebox', 'yaml', 'handlebars']);

/**
 * Handlebars requires `source-map` when it is installed, to build source maps of compiled
 * templates, which the compiler never asks for; without it Handlebars concatenates the same code
 * as plain strings. Its code took ~22 ms of a cold run's profile; six cold runs each went from a
 * median of 664 ms with it to 573 ms without (a noisy machine: read the second figure loosely).
 */
const withoutSourceMaps = {
  name: 'handlebars-without-source-maps',
  setup(build) {
    build.onResolve({ filter: /^source-map$/ }, (args) =>
      args.importer.includes(join('node_modules', 'handlebars')) ? { path: 'source-map', namespace: 'empty' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
  },
};

/** Every bare import (a package or a Node built-in) stays external unless it is listed above. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const parts = args.path.split('/');
      const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      return BUNDLED_PACKAGES.has(name) ? undefined : { path: args.path, external: true };
    });
  },
};

const launcherTime = statSync(fileURLToPath(import.meta.url)).mtimeMs;
/**
 * Builds `entry` into `outfile` atomically: test files start the CLI from several processes at
 * once, and none of them may load a file another is still writing.
 */
async function buildAtomically(build, entry, outfile, options) {
  const result = await build({ bundle: true, platform: 'node', target: 'node20', logLevel: 'error', write: false, entryPoints: [entry], outfile, ...options });
  const tmp = `${outfile}.${process.pid}.tmp`;
  writeFileSync(tmp, result.outputFiles[0].contents);
  renameSync(tmp, outfile);
}

if (!existsSync(loader) || bundleTime() < Math.max(launcherTime, newestSource(join(root, 'src')))) {
  const { build } = await import('esbuild');
  mkdirSync(cacheFolder, { recursive: true });
  // The loader first: the bundle's time says both are fresh.
  await buildAtomically(build, join(root, 'src', 'cache', 'code-cache.ts'), loader, { format: 'esm', plugins: [externalPackages] });
  await buildAtomically(build, join(root, 'src', 'cli', 'main.ts'), bundle, {
    format: 'cjs',
    plugins: [withoutSourceMaps, externalPackages],
    // A CommonJS module has no `import.meta`: the bundle's own URL stands in for it.
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  });
}
const { loadWithCodeCache } = await import(pathToFileURL(loader).href);
// Rebuilt in place: the code cache is named by the bundle's text, never one of an older build.
const cli = loadWithCodeCache(bundle, { rebuiltInPlace: true });
// Saved once the command has done its work, so the cache holds every function it compiled.
process.once('beforeExit', () => cli.saveCodeCache());
