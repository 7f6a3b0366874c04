/**
 * The writer owns its output folder, and nothing else. It writes only into a folder that is
 * absent, empty, or its own (a manifest of the files an earlier run wrote), and there it
 * replaces or removes only the files of that manifest. Runs on one output take turns (a lock
 * in the output's work folder), and each run's changes land all-or-nothing (swap.ts): the
 * output is always exactly one model's. Operating-system failures are reported in words
 * (os-errors.ts), with the old output left as it was.
 *
 * `--watch` writes many times from one process, and reading the output back to find what
 * changed was its largest single cost: a writer remembers what it wrote (content, inode, size,
 * mtime) and trusts that memory for a file whose inode, size and mtime are still the same,
 * reading only the files something else has touched since.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Artefact } from '../emit/shared/artefact.ts';
import { acquireLock, liveLockOwner } from './lock.ts';
import { filesIn, manifestArtefact, MANIFEST_FILE, ownership, WORK_FOLDER } from './manifest.ts';
import { describeOsError, errnoCode, isErrnoError, OutputError } from './os-errors.ts';
import { applySwap, discardWork, isInterrupted, removeIfEmpty, restoreInterruptedSwap, stage, SwapNotUndone } from './swap.ts';

export interface OutputDiff {
  changed: string[];
  added: string[];
  removed: string[];
}

export interface WriterOptions {
  /** How long a run waits for another run writing the same output (default one minute). */
  lockTimeoutMs?: number;
  /** Where the writer says that it waits, or restores after an interrupted run (default stderr). */
  notify?: (line: string) => void;
}

export const DEFAULT_LOCK_TIMEOUT_MS = 60_000;
const LOCK_FILE = 'lock';
/** Keeps the work folder out of `git status`, whatever the output folder is called. */
const IGNORE_FILE = '.gitignore';
/** A work folder renamed to this (and the process id) is being deleted by the run that released it. */
const RELEASED_SUFFIX = '.released-';
const IGNORE_EVERYTHING = "# The contract generator's work folder: never committed.\n*\n";

/** What this writer last wrote to a file, and the file-system facts that say it is still there. */
interface WrittenFile {
  content: string;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
}

function sample(files: readonly string[]): string {
  const shown = files.slice(0, 3).join(', ');
  return files.length > 3 ? `${shown} and ${files.length - 3} more` : shown;
}

export function isEmptyDiff(diff: OutputDiff): boolean {
  return diff.changed.length + diff.added.length + diff.removed.length === 0;
}

export class OutputWriter {
  private readonly written = new Map<string, WrittenFile>();
  private readonly lockTimeoutMs: number;
  private readonly notify: (line: string) => void;

  constructor(
    readonly outDir: string,
    options: WriterOptions = {},
  ) {
    this.lockTimeoutMs = options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS;
    this.notify = options.notify ?? ((line) => console.error(line));
  }

  /** Makes the output exactly `artefacts` (and their manifest). Returns what changed. */
  write(artefacts: readonly Artefact[]): OutputDiff {
    try {
      return this.writeOwned([...artefacts, manifestArtefact(artefacts)]);
    } catch (error) {
      if (error instanceof SwapNotUndone) {
        const cause = isErrnoError(error.cause) ? describeOsError(error.cause, '').message.trim() : String(error.cause);
        throw new OutputError(`${cause} Undoing the partial write failed too; run generate again to restore ${this.outDir}.`);
      }
      if (isErrnoError(error)) throw describeOsError(error, `${this.outDir} was left as it was.`);
      throw error;
    }
  }

  private writeOwned(files: readonly Artefact[]): OutputDiff {
    const { outDir } = this;
    // Refused before anything is created in it. A folder with a work folder has a run at work in
    // it (its files may be half swapped, the manifest moved aside): it is judged under the lock.
    const before = ownership(outDir);
    if (before.kind === 'unmarked' && !existsSync(join(outDir, WORK_FOLDER))) throw unmarkedRefusal(outDir, before.files);
    makeFolder(outDir);
    try {
      return this.locked((workDir) => {
        if (isInterrupted(workDir)) {
          restoreInterruptedSwap(outDir, workDir);
          this.notify(`restored ${outDir} as it was before a generate run that was stopped while writing it.`);
        }
        discardWork(workDir);
        const now = ownership(outDir);
        if (now.kind === 'unmarked') throw unmarkedRefusal(outDir, now.files);
        if (now.kind === 'owned' && now.foreign.length > 0) throw foreignRefusal(outDir, now.foreign);
        const diff = this.diff(files, now.kind === 'owned' ? now.files : new Set());
        if (isEmptyDiff(diff)) return diff;
        const write = [...diff.changed, ...diff.added];
        stage(workDir, files, write);
        // The swap replaces files: what this writer remembers of them no longer holds.
        this.written.clear();
        applySwap(outDir, workDir, { write, replace: diff.changed, remove: diff.removed });
        for (const file of files) this.remember(join(outDir, file.path), file.content);
        return diff;
      });
    } finally {
      // A folder this run made and left empty goes; nothing may mask the run's own error here.
      if (before.kind === 'absent') {
        try {
          removeIfEmpty(outDir);
        } catch {
          // It stays.
        }
      }
    }
  }

  /**
   * Runs `work` holding the output's lock, in the output's work folder, which is gone again
   * afterwards unless it keeps the journal of a swap to restore.
   */
  private locked<T>(work: (workDir: string) => T): T {
    const workDir = join(this.outDir, WORK_FOLDER);
    const release = acquireLock(join(workDir, LOCK_FILE), {
      timeoutMs: this.lockTimeoutMs,
      onWait: (owner) => this.notify(`waiting for another generate run (${owner}) to finish writing ${this.outDir}…`),
      onStale: (owner) => this.notify(`taking over the lock of a generate run that no longer runs (${owner}).`),
    });
    try {
      writeFileSync(join(workDir, IGNORE_FILE), IGNORE_EVERYTHING);
      removeReleasedWorkFolders(this.outDir);
      return work(workDir);
    } finally {
      releaseWorkFolder(workDir, release);
    }
  }

  /** Compares `files` with the output; `owned` are the files an earlier run wrote. */
  private diff(files: readonly Artefact[], owned: ReadonlySet<string>): OutputDiff {
    const existing = new Set(filesIn(this.outDir));
    const diff: OutputDiff = { changed: [], added: [], removed: [] };
    for (const file of files) {
      if (!existing.has(file.path)) diff.added.push(file.path);
      else if (this.currentContent(join(this.outDir, file.path)) !== file.content) diff.changed.push(file.path);
    }
    const produced = new Set(files.map((f) => f.path));
    diff.removed = [...owned].filter((path) => !produced.has(path) && existing.has(path)).sort();
    diff.added.sort();
    diff.changed.sort();
    return diff;
  }

  private remember(path: string, content: string): void {
    const stat = statSync(path, { bigint: true });
    this.written.set(path, { content, ino: stat.ino, size: stat.size, mtimeNs: stat.mtimeNs });
  }

  /** The file's content: from memory when this writer wrote it and nothing has touched it since. */
  private currentContent(path: string): string {
    const known = this.written.get(path);
    if (known) {
      const stat = statSync(path, { bigint: true });
      if (stat.ino === known.ino && stat.size === known.size && stat.mtimeNs === known.mtimeNs) return known.content;
      this.written.delete(path);
    }
    return readFileSync(path, 'utf8');
  }

  /** For `--check`, the watch's rehearsals and tests: the difference between the output and `artefacts`, nothing written. */
  diffOnly(artefacts: readonly Artefact[]): OutputDiff {
    const now = ownership(this.outDir);
    return this.diff([...artefacts, manifestArtefact(artefacts)], now.kind === 'owned' ? now.files : new Set());
  }
}

function unmarkedRefusal(outDir: string, files: readonly string[]): OutputError {
  return new OutputError(
    `refusing to write into ${outDir}: it holds ${files.length} file${files.length === 1 ? '' : 's'} the generator did not write (${sample(files)}) ` +
      `and no ${MANIFEST_FILE} of an earlier run. Choose a new or empty folder for --out, or move those files elsewhere.`,
  );
}

function foreignRefusal(outDir: string, files: readonly string[]): OutputError {
  return new OutputError(
    `refusing to write into ${outDir}: it holds ${files.length} file${files.length === 1 ? '' : 's'} the generator did not write (${sample(files)}), ` +
      `beside the files its ${MANIFEST_FILE} lists. Move ${files.length === 1 ? 'it' : 'them'} out of that folder (the generator owns it), then run again.`,
  );
}

/**
 * `mkdir -p` one folder at a time: Node's recursive mkdir reports a read-only file system as
 * ENOENT, which would send the user looking for a missing folder.
 */
function makeFolder(folder: string): void {
  if (existsSync(folder)) return;
  makeFolder(dirname(folder));
  try {
    mkdirSync(folder);
  } catch (error) {
    if (errnoCode(error) !== 'EEXIST') throw error;
  }
}

/**
 * Ends a locked run. Staged and backed-up files go; then the work folder is renamed away, which
 * releases the lock and removes the ignore file in one step (removed one after the other, a run
 * taking the lock in between could lose its ignore file), and deleted. A work folder that keeps
 * a journal (a swap that could not be undone) stays, with its ignore file, for the next run.
 */
function releaseWorkFolder(workDir: string, release: () => void): void {
  try {
    if (isInterrupted(workDir)) return release();
    discardWork(workDir);
    const released = `${workDir}${RELEASED_SUFFIX}${process.pid}`;
    renameSync(workDir, released);
    rmSync(released, { recursive: true, force: true });
  } catch {
    // A file system that refuses even this (it turned read-only) keeps the lock file: this
    // process, or the next run once this one has exited, takes it over.
  }
}

/** Work folders that runs released but did not finish deleting (killed in between). */
function removeReleasedWorkFolders(outDir: string): void {
  for (const name of readdirSync(outDir)) {
    if (name.startsWith(`${WORK_FOLDER}${RELEASED_SUFFIX}`)) rmSync(join(outDir, name), { recursive: true, force: true });
  }
}

/** Writes `artefacts` to `outDir` once (a one-shot `generate`). */
export function writeOutput(outDir: string, artefacts: readonly Artefact[], options?: WriterOptions): OutputDiff {
  return new OutputWriter(outDir, options).write(artefacts);
}

/** The difference between `outDir` and what `artefacts` would make it, nothing written. */
export function diffOutput(outDir: string, artefacts: readonly Artefact[]): OutputDiff {
  return new OutputWriter(outDir).diffOnly(artefacts);
}

export type OutputCheck =
  | { state: 'writing'; owner: string }
  | { state: 'interrupted' }
  | { state: 'unmarked'; files: string[] }
  | { state: 'compared'; diff: OutputDiff; foreign: string[] };

/** What `generate --check` reports about `outDir`, nothing written and no lock taken. */
export function checkOutput(outDir: string, artefacts: readonly Artefact[]): OutputCheck {
  const workDir = join(outDir, WORK_FOLDER);
  const owner = liveLockOwner(join(workDir, LOCK_FILE));
  if (owner) return { state: 'writing', owner };
  if (existsSync(workDir) && isInterrupted(workDir)) return { state: 'interrupted' };
  const now = ownership(outDir);
  if (now.kind === 'unmarked') return { state: 'unmarked', files: now.files };
  return { state: 'compared', diff: diffOutput(outDir, artefacts), foreign: now.kind === 'owned' ? now.foreign : [] };
}

/** Restores an output whose swap was stopped part-way, as the next run would. */
export function recoverInterruptedWrite(outDir: string): void {
  if (!existsSync(join(outDir, WORK_FOLDER))) return;
  const release = acquireLock(join(outDir, WORK_FOLDER, LOCK_FILE), { timeoutMs: DEFAULT_LOCK_TIMEOUT_MS, onWait: () => {}, onStale: () => {} });
  const workDir = join(outDir, WORK_FOLDER);
  restoreInterruptedSwap(outDir, workDir);
  releaseWorkFolder(workDir, release);
}
