#!/usr/bin/env node
/**
 * Launcher for `npm run generate|validate|provenance`: runs the compiler as one bundled ES
 * module instead of transpiling ~40 TypeScript files on every start (tsx costs ~1 s here).
 * The bundle is rebuilt with esbuild (≈0.1 s) whenever a file under src/ is newer than it.
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

if (bundleTime() < newestSource(join(root, 'src'))) {
  const { buildSync } = await import('esbuild');
  mkdirSync(dirname(bundle), { recursive: true });
  buildSync({
    entryPoints: [join(root, 'src', 'cli', 'main.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
}
await import(pathToFileURL(bundle).href);
