#!/usr/bin/env node
/**
 * Adds placeholder lock entries for optional, platform-specific packages (other operating
 * systems' builds of rollup, for example) that this machine's registry mirror does not serve.
 * `npm install` then leaves them out of package-lock.json, and `npm ci` refuses such a lock
 * ("Missing: @rollup/rollup-android-arm-eabi@ from lock file"). An entry with the version,
 * `optional` and `dev` satisfies `npm ci`, which then installs only this platform's build.
 * Run it after every `npm install` that changes dependencies: `node scripts/complete-lockfile.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

/** Where Node would find `name` from the package at `from` (its own node_modules, then each parent's). */
function resolvable(from, name) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    const cut = dir.lastIndexOf('/node_modules/');
    if (dir === '') return false;
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvable(location, name)) continue;
    packages[`node_modules/${name}`] = { version: version.replace(/^[^\d]*/, ''), dev: entry.dev === true, optional: true };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
lock.packages = sorted;
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} optional platform entries added`);
