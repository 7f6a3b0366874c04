/**
 * Large output files kept in the cache by content and hard-linked into the output instead of
 * written again. The HTML references are 2.3 MB each (Redoc's bundle inlined), three quarters of
 * everything `generate` writes; writing them into a fresh folder cost from 7 to 150 ms on this
 * machine, depending on the disk's mood, while a link costs a fraction of a millisecond.
 *
 * A linked output shares its inode with the stored copy, so an editor that saves the output in
 * place changes the stored copy too. The stored copy is therefore read back and compared before
 * every use (a few milliseconds per page), and a stored copy that no longer holds its content is
 * replaced by a new file (a new inode: the edited output keeps its edit). Where links are not
 * possible (another file system, a read-only cache), the output is written as usual.
 */
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from '../cache/cache-dir.ts';
import { contentKey, pruneOldest } from '../cache/entries.ts';

/** Below this size a write costs no more than the hash and the read-back that a link needs. */
const STORE_MIN_CHARS = 1_000_000;
const STORE_KIND = 'output';
const STORE_EXTENSION = '.out';
/** Two pages per model; a few models' worth (tests and fuzzing generate many models). */
const STORE_ENTRIES = 16;

function holds(stored: string, content: string): boolean {
  try {
    return readFileSync(stored, 'utf8') === content;
  } catch {
    return false;
  }
}

/** Stores `content` under a new inode (write, then rename over whatever was there). */
function put(stored: string, content: string): void {
  const tmp = `${stored}.${process.pid}.tmp`;
  try {
    mkdirSync(join(cacheDir(), STORE_KIND), { recursive: true });
    writeFileSync(tmp, content);
    renameSync(tmp, stored);
  } finally {
    rmSync(tmp, { force: true });
  }
  void pruneOldest(STORE_KIND, STORE_ENTRIES, STORE_EXTENSION);
}

/**
 * Places `content` at `target` (which must not exist) as a link to its stored copy, storing it
 * first when needed. False for small contents and wherever linking fails: write it instead.
 */
export function linkedFromStore(content: string, target: string): boolean {
  if (content.length < STORE_MIN_CHARS) return false;
  const stored = join(cacheDir(), STORE_KIND, `${contentKey(content)}${STORE_EXTENSION}`);
  try {
    if (!holds(stored, content)) put(stored, content);
    linkSync(stored, target);
    return true;
  } catch {
    return false;
  }
}
