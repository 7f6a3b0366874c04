/**
 * One writer at a time per output folder. The lock is a file holding its owner's process id and
 * host, created exclusively (`wx`), removed when the run ends however it ends (`release` in a
 * `finally`). A run killed with SIGKILL cannot remove it, so a lock whose owner no longer
 * exists on this host is stale and the next run takes it over.
 *
 * Taking over is itself serialised by a second exclusive file (`<lock>.break`): without it, two
 * runs that both found the same stale lock could each remove it, the second removing the lock
 * the first had just taken.
 */
import { hostname } from 'node:os';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { errnoCode, OutputError } from './os-errors.ts';

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

export interface LockOptions {
  /** How long to wait for another run's lock before failing. */
  timeoutMs: number;
  /** Called once, when the lock is held by a live run and this one starts to wait. */
  onWait(owner: string): void;
  /** Called when a lock left by a run that no longer exists is taken over. */
  onStale(owner: string): void;
}

const POLL_MS = 100;
/** A lock file still empty after this long was left by a run killed between creating and filling it. */
const EMPTY_LOCK_STALE_MS = 10_000;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Creates `path` exclusively with `content`; false when it exists already. */
function createExclusive(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if (errnoCode(error) === 'EEXIST') return false;
    if (errnoCode(error) !== 'ENOENT') throw error;
    // The work folder was removed by a run that just finished: made again (its parent exists).
    try {
      mkdirSync(dirname(path));
    } catch (mkdirError) {
      if (errnoCode(mkdirError) !== 'EEXIST') throw mkdirError;
    }
    return createExclusive(path, content);
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The lock's owner; undefined when the file is gone, or still being filled. */
function readOwner(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host, since: String(owner.since) } : undefined;
  } catch {
    return undefined;
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** False only when the owner certainly no longer runs: same host, and no such process. */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  // This process holds no lock on an output while it asks for one (writer.ts opens one run per
  // output at a time): a lock in its own name is one it could not remove (watch mode goes on
  // after such a failure).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return errnoCode(error) !== 'ESRCH';
  }
}

/**
 * Whether the lock at `path`, held by `owner` (undefined: the file is empty or unreadable), was
 * left by a run that no longer runs, or by one killed between creating the file and filling it.
 */
function isStale(path: string, owner: LockOwner | undefined): boolean {
  return owner ? !isAlive(owner) : ageMs(path) > EMPTY_LOCK_STALE_MS;
}

function describe(owner: LockOwner | undefined): string {
  return owner ? `process ${owner.pid} on ${owner.host}, since ${owner.since}` : 'a run that is starting';
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if (errnoCode(error) !== 'ENOENT') throw error;
  }
}

/** Removes the stale lock, unless another run took it over first. */
function breakStale(path: string, stale: LockOwner | undefined): void {
  const breaker = `${path}.break`;
  if (!createExclusive(breaker, String(process.pid))) {
    // Another run is breaking it; a breaker left by a killed run expires like an empty lock.
    if (ageMs(breaker) > EMPTY_LOCK_STALE_MS) removeIfPresent(breaker);
    return;
  }
  try {
    const now = readOwner(path);
    if (JSON.stringify(now) === JSON.stringify(stale)) removeIfPresent(path);
  } finally {
    removeIfPresent(breaker);
  }
}

/**
 * Takes the lock at `path`, waiting for a live owner up to `timeoutMs`. Returns the function
 * that releases it.
 */
export function acquireLock(path: string, options: LockOptions): () => void {
  const mine: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const start = Date.now();
  let waited = false;
  for (;;) {
    if (createExclusive(path, JSON.stringify(mine))) return () => removeIfPresent(path);
    const owner = readOwner(path);
    if (isStale(path, owner)) {
      options.onStale(describe(owner));
      breakStale(path, owner);
      continue;
    }
    if (Date.now() - start >= options.timeoutMs) {
      throw new OutputError(
        `another generate run (${describe(owner)}) still holds ${path} after ${Math.round(options.timeoutMs / 1000)} s. ` +
          'Wait for it to finish and run again (or raise --lock-timeout); if no generate run is active, delete that file.',
      );
    }
    if (!waited) options.onWait(describe(owner));
    waited = true;
    sleep(POLL_MS);
  }
}

/** The live owner of the lock at `path`, if any (for `--check`, which reads without locking). */
export function liveLockOwner(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const owner = readOwner(path);
  return isStale(path, owner) ? undefined : describe(owner);
}
