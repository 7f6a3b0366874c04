/**
 * Content-addressed JSON entries in the cache folder: `<cache>/<kind>/<key>.json`, where the key
 * is a hash of everything the value depends on, so a stale entry is never read, only left
 * behind. Writes are atomic (write, then rename) so a concurrent reader never sees half an
 * entry, and each kind is kept to about a bounded number of entries (oldest dropped first),
 * because tests and fuzzers feed the compiler thousands of one-off inputs.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from './cache-dir.ts';

/** A hash of every part, unambiguous however the parts split (NUL cannot occur in them). */
export function contentKey(...parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('hex');
}

function entryPath(kind: string, key: string): string {
  return join(cacheDir(), kind, `${key}.json`);
}

export function readEntry<T>(kind: string, key: string): T | undefined {
  try {
    return JSON.parse(readFileSync(entryPath(kind, key), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Pruning lists the folder, so a process prunes on its first write of a kind and every PRUNE_EVERY writes after. */
const PRUNE_EVERY = 32;
const writesSincePrune = new Map<string, number>();

/** Stores `value`; a read-only or full disk only costs time on the next run, so failures are ignored. */
export function writeEntry(kind: string, key: string, value: unknown, maxEntries: number): void {
  const path = entryPath(kind, key);
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(join(cacheDir(), kind), { recursive: true });
    writeFileSync(tmp, JSON.stringify(value));
    renameSync(tmp, path);
    const writes = writesSincePrune.get(kind);
    if (writes === undefined || writes + 1 >= PRUNE_EVERY) {
      pruneOldest(kind, maxEntries);
      writesSincePrune.set(kind, 0);
    } else {
      writesSincePrune.set(kind, writes + 1);
    }
  } catch {
    rmSync(tmp, { force: true });
  }
}

/**
 * Drops the oldest entries of `kind` beyond `maxEntries`: the JSON entries above, and the caches
 * that store files of their own (`extension`: Redoc's pages, Handlebars' precompiled templates).
 */
export function pruneOldest(kind: string, maxEntries: number, extension = '.json'): void {
  const dir = join(cacheDir(), kind);
  const names = readdirSync(dir).filter((n) => n.endsWith(extension));
  if (names.length <= maxEntries) return;
  const aged = names.map((name) => ({ name, mtime: statSync(join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }));
  aged.sort((a, b) => a.mtime - b.mtime || (a.name < b.name ? -1 : 1));
  for (const { name } of aged.slice(0, names.length - maxEntries)) rmSync(join(dir, name), { force: true });
}
