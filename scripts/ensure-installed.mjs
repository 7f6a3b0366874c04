#!/usr/bin/env node
/**
 * Runs `npm ci` when `node_modules` does not hold what `package-lock.json` pins, so that each of
 * the Quick start's commands (`npm run generate`, `npm test`) does all its set-up itself, and the
 * second finds it done. Uses only Node's own modules: it runs before anything is installed.
 * With `--browser` (`npm test` only), it first makes sure of the browser the browser tests drive
 * (scripts/ensure-browser.mjs), so that a machine that cannot have it stops before anything runs.
 *
 * "Installed" is read from npm's own record of what it put in `node_modules`
 * (`node_modules/.package-lock.json`): every package it lists has the version the lock pins,
 * and every package the lock requires is there (optional ones, such as other platforms'
 * native builds, may be missing).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './ensure-browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function packagesOf(path) {
  try {
    return JSON.parse(readFileSync(join(root, path), 'utf8')).packages ?? {};
  } catch {
    return undefined;
  }
}

function isInstalled() {
  const locked = packagesOf('package-lock.json');
  const installed = packagesOf('node_modules/.package-lock.json');
  if (!locked || !installed) return false;
  const everyInstalledPinned = Object.entries(installed).every(([path, entry]) => locked[path]?.version === entry.version);
  const everyRequiredThere = Object.entries(locked).every(([path, entry]) => path === '' || entry.optional || path in installed);
  return everyInstalledPinned && everyRequiredThere;
}

if (process.argv.includes('--browser') && !ensureBrowser()) process.exit(1);

if (!isInstalled()) {
  console.error('node_modules does not match package-lock.json: running npm ci first.');
  const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (npm.status !== 0) process.exit(npm.status ?? 1);
}
