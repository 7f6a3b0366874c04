/**
 * Content-addressed JSON entries in the cache folder: `<cache>/<kind>/<key>.json`, where the key
 * is a hash of everything the value depends on, so a stale entry is never read, only left
 * behind. Writes are atomic (write, then rename) so a concurrent reader never sees half an
 * entry, and each kind is kept to about a bounded number of entries (oldest dropped first),
 * because tests and fuzzers feed the compiler thousands of one-off inputs.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
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
      void pruneOldest(kind, maxEntries);
      writesSincePrune.set(kind, 0);
    } else {
      writesSincePrune.set(kind, writes + 1);
    }
  } catch {
    rmSync(tmp, { force: true });
  }
}

/** Kinds being pruned right now: a second prune of the same kind would only repeat the work. */
const pruning = new Set<string>();

/**
 * Drops the oldest entries of `kind` beyond `maxEntries`: the JSON entries above, and the caches
 * that store files of their own (`extension`: Handlebars' precompiled templates). It runs off
 * the main thread (a full folder means thousands of stat calls, which a `--watch` edit must not
 * wait for); the promise is for tests, and failures only leave the folder larger.
 */
export async function pruneOldest(kind: string, maxEntries: number, extension = '.json'): Promise<void> {
  if (pruning.has(kind)) return;
  pruning.add(kind);
  try {
    const dir = join(cacheDir(), kind);
    const names = (await readdir(dir)).filter((n) => n.endsWith(extension));
    if (names.length <= maxEntries) return;
    const aged = await Promise.all(names.map(async (name) => ({ name, mtime: (await stat(join(dir, name)).catch(() => undefined))?.mtimeMs ?? 0 })));
    aged.sort((a, b) => a.mtime - b.mtime || (a.name < b.name ? -1 : 1));
    await Promise.all(aged.slice(0, names.length - maxEntries).map(({ name }) => rm(join(dir, name), { force: true })));
  } catch {
    // An unreadable cache folder only costs space.
  } finally {
    pruning.delete(kind);
  }
}
