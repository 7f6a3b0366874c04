#!/usr/bin/env node
/**
 * Launcher for `npm run generate|validate|provenance`: runs the compiler as one bundled ES
 * module instead of transpiling ~40 TypeScript files on every start (tsx costs ~1 s here).
 * The bundle is rebuilt with esbuild (≈0.1 s) whenever a file under src/ (or this launcher)
 * is newer than it.
 *
 * Packages stay outside the bundle (loaded from node_modules, several only when needed),
 * except the three every run loads: TypeBox, yaml and Handlebars. Loading their ~100, ~80 and
 * ~40 modules one by one cost ~0.2, ~0.09 and ~0.05 s per run, against next to nothing bundled.
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'node_modules', '.cache', 'api-contract', 'cli.mjs');

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
if (bundleTime() < Math.max(launcherTime, newestSource(join(root, 'src')))) {
  const { build } = await import('esbuild');
  mkdirSync(dirname(bundle), { recursive: true });
  await build({
    entryPoints: [join(root, 'src', 'cli', 'main.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [withoutSourceMaps, externalPackages],
    // Bundled CommonJS packages (yaml) require Node built-ins; an ES module has no \`require\` of its own.
    banner: { js: "import { createRequire as createBundleRequire } from 'node:module';\nconst require = createBundleRequire(import.meta.url);" },
    logLevel: 'error',
  });
}
await import(pathToFileURL(bundle).href);
