/**
 * Content-addressed JSON entries in the cache folder: `<cache>/<kind>/<key>.json`, where the key
 * is a hash of everything the value depends on, so a stale entry is never read, only left
 * behind. Writes are atomic and run in the background, and each kind is kept to about a bounded
 * number of entries (oldest dropped first), because tests and fuzzers feed the compiler
 * thousands of one-off inputs.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { cacheDir } from './cache-dir.ts';

/** A hash of every part, unambiguous however the parts split (NUL cannot occur in them). */
export function contentKey(...parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('hex');
}

/** Files this process is writing: read from here until the write is done. */
const beingWritten = new Map<string, string>();
const TMP_SUFFIX = '.tmp';
/** A write takes milliseconds; a temporary file this old was left by a process that died. */
const STALE_TMP_MS = 10 * 60_000;
/** Writes under way, for settleCacheWrites. */
const pending = new Set<Promise<void>>();
let writeCount = 0;

/**
 * Writes `data` to `path` atomically (write, then rename, so a concurrent reader never sees half a
 * file) and in the background: the writes run on libuv's threads while this thread goes on
 * compiling (a cold run stores ~80 entries), and the process does not exit before they finish.
 * A read-only or full disk only costs time on the next run, so failures are ignored.
 */
export function writeFileInBackground(path: string, data: string | Uint8Array): Promise<void> {
  // Unique across processes, worker threads (which share the pid) and runs; `wx` refuses to
  // write into a file someone else created.
  const tmp = `${path}.${process.pid}-${threadId}-${writeCount++}-${randomBytes(4).toString('hex')}${TMP_SUFFIX}`;
  if (typeof data === 'string') beingWritten.set(path, data);
  const written = mkdir(dirname(path), { recursive: true })
    .then(() => writeFile(tmp, data, { flag: 'wx' }))
    .then(() => rename(tmp, path))
    .catch(() => rm(tmp, { force: true }))
    .catch(() => undefined)
    .finally(() => {
      if (beingWritten.get(path) === data) beingWritten.delete(path);
      pending.delete(written);
    });
  pending.add(written);
  return written;
}

/** Resolves once every cache write started so far is on disk (or has failed). */
export async function settleCacheWrites(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

/** The text of a cache file in `folder`, undefined when it is missing or unreadable. */
function readCacheFile(kind: string, name: string, folder: string): string | undefined {
  const path = join(folder, kind, name);
  try {
    return beingWritten.get(path) ?? readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Pruning lists the folder, so a process prunes on its first write of a kind and every PRUNE_EVERY writes after. */
const PRUNE_EVERY = 32;
const writesSincePrune = new Map<string, number>();

/**
 * Stores a cache file of `kind` in `folder` (in the background) and keeps the kind to about
 * `maxEntries` files: those with the same extension as `name`.
 */
function writeCacheFile(kind: string, name: string, text: string, maxEntries: number, folder: string): void {
  const kindDir = join(folder, kind);
  const written = writeFileInBackground(join(kindDir, name), text);
  const writes = writesSincePrune.get(kindDir);
  if (writes === undefined || writes + 1 >= PRUNE_EVERY) {
    void written.then(() => pruneOldest(kind, maxEntries, extname(name), folder));
    writesSincePrune.set(kindDir, 0);
  } else {
    writesSincePrune.set(kindDir, writes + 1);
  }
}

/**
 * The text cached under `kind`/`name` in `folder` (the model's cache unless given), or `make()`'s,
 * which is then stored for the next process (the kind kept to about `maxEntries` files).
 */
export function cachedText(kind: string, name: string, options: { maxEntries: number; folder?: string }, make: () => string): string {
  const folder = options.folder ?? cacheDir();
  const cached = readCacheFile(kind, name, folder);
  if (cached !== undefined) return cached;
  const text = make();
  writeCacheFile(kind, name, text, options.maxEntries, folder);
  return text;
}

export function readEntry<T>(kind: string, key: string): T | undefined {
  const text = readCacheFile(kind, `${key}.json`, cacheDir());
  try {
    return text === undefined ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

export function writeEntry(kind: string, key: string, value: unknown, maxEntries: number): void {
  writeCacheFile(kind, `${key}.json`, JSON.stringify(value), maxEntries, cacheDir());
}

/** Folders of kinds being pruned right now: a second prune of the same folder would only repeat the work. */
const pruning = new Set<string>();

/**
 * Drops the oldest entries of `kind` beyond `maxEntries`: the JSON entries above, and the caches
 * that store files of their own (`extension`: Handlebars' precompiled templates). It runs off
 * the main thread (a full folder means thousands of stat calls, which a `--watch` edit must not
 * wait for); the promise is for tests, and failures only leave the folder larger. Temporary
 * files older than STALE_TMP_MS are dropped too: a process killed mid-write leaves its own.
 */
export async function pruneOldest(kind: string, maxEntries: number, extension = '.json', folder = cacheDir()): Promise<void> {
  const dir = join(folder, kind);
  if (pruning.has(dir)) return;
  pruning.add(dir);
  try {
    const all = await readdir(dir);
    const now = Date.now();
    await Promise.all(
      all
        .filter((n) => n.endsWith(TMP_SUFFIX))
        .map(async (name) => {
          const modified = (await stat(join(dir, name)).catch(() => undefined))?.mtimeMs;
          if (modified !== undefined && now - modified > STALE_TMP_MS) await rm(join(dir, name), { force: true });
        }),
    );
    const names = all.filter((n) => n.endsWith(extension));
    if (names.length <= maxEntries) return;
    const aged = await Promise.all(names.map(async (name) => ({ name, mtime: (await stat(join(dir, name)).catch(() => undefined))?.mtimeMs ?? 0 })));
    aged.sort((a, b) => a.mtime - b.mtime || (a.name < b.name ? -1 : 1));
    await Promise.all(aged.slice(0, names.length - maxEntries).map(({ name }) => rm(join(dir, name), { force: true })));
  } catch {
    // An unreadable cache folder only costs space.
  } finally {
    pruning.delete(dir);
  }
}
