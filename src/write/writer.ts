/**
 * The writer owns its output folder, and nothing else. It writes only into a folder that is
 * absent, empty, or its own (a manifest of the files an earlier run wrote), and there it
 * replaces or removes only the files of that manifest. Runs on one output take turns (a lock
 * in the output's work folder), and each run's changes land all-or-nothing (swap.ts): the
 * output is always exactly one model's. Operating-system failures are reported in words
 * (os-errors.ts), with the old output left as it was. A run (`begin`) takes artefacts one by
 * one as the emitters make them, and stages at once those that are new or changed, so a large
 * model's output is never held whole.
 *
 * `--watch` writes many times from one process, and reading the output back to find what
 * changed was its largest single cost: a writer remembers what each of its `write`s left in the
 * output (content, inode, size, mtime) and trusts that memory for a file whose inode, size and
 * mtime are still the same, reading only the files something else has touched since.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { heldPieces, type Artefact, type ArtefactText } from '../emit/shared/artefact.ts';
import { acquireLock, liveLockOwner } from './lock.ts';
import { filesIn, manifestArtefact, MANIFEST_FILE, ownership, readManifest, WORK_FOLDER, type Ownership } from './manifest.ts';
import { describeOsError, errnoCode, isErrnoError, OutputError } from './os-errors.ts';
import { holdsText } from './text-bytes.ts';
import {
  applySwap,
  discardWork,
  isInterrupted,
  openStage,
  refuseCollisions,
  removeIfEmpty,
  restoreInterruptedSwap,
  stageFile,
  stageFileUnlessHeld,
  SwapNotUndone,
} from './swap.ts';

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
  content: ArtefactText;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
}

function sample(files: readonly string[]): string {
  const shown = files.slice(0, 3).join(', ');
  return files.length > 3 ? `${shown} and ${files.length - 3} more` : shown;
}

/**
 * Whether two texts are the same, where that is cheap to know: one text is itself (a `--watch`
 * compile hands on the last one's artefacts for a version an edit left as it was); whole texts
 * compare as strings; texts in pieces are the same when every piece is, and undefined (ask the
 * file) when their pieces differ, as the same text can come in other pieces, or when either is
 * made as it is written.
 */
function sameText(a: ArtefactText, b: ArtefactText): boolean | undefined {
  if (a === b) return true;
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  const piecesA = heldPieces(a);
  const piecesB = heldPieces(b);
  if (piecesA === undefined || piecesB === undefined) return undefined;
  return piecesA.length === piecesB.length && piecesA.every((piece, i) => piece === piecesB[i]) ? true : undefined;
}

export function isEmptyDiff(diff: OutputDiff): boolean {
  return diff.changed.length + diff.added.length + diff.removed.length === 0;
}

/**
 * One run's writing, opened by `OutputWriter.begin` under the output's lock: artefacts come in
 * as the emitters make them, each compared with the output and staged if it is new or changed
 * (so no run holds its whole output in memory), then `commit` swaps them in, all-or-nothing, or
 * `abandon` leaves the output as it was.
 */
export interface WriteRun {
  add(artefact: Artefact): void;
  /** Makes the output exactly the artefacts added (and their manifest). Returns what changed. */
  commit(): OutputDiff;
  /** Ends the run with the output untouched (an error, or warnings under `--strict`). */
  abandon(): void;
}

/** Outputs with a write run open in this process: a second would take over the first's lock (lock.ts) and wipe its stage. */
const openRuns = new Set<string>();

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
    const run = this.begin();
    try {
      for (const artefact of artefacts) run.add(artefact);
      const diff = run.commit();
      this.rememberOutput([...artefacts, manifestArtefact(artefacts.map((a) => a.path))], diff);
      return diff;
    } catch (error) {
      run.abandon();
      throw error;
    }
  }

  /**
   * Opens a run on the output: refuses a folder that is not the writer's, takes the lock (held
   * until the run ends: another run on the output waits), restores what an interrupted run left.
   * Nothing in the output changes before `commit`.
   */
  begin(): WriteRun {
    const { outDir } = this;
    if (openRuns.has(outDir)) throw new Error(`a write run on ${outDir} is already open in this process`);
    const workDir = join(outDir, WORK_FOLDER);
    // Refused before anything is created in it. A folder with a work folder has a run at work in
    // it (its files may be half swapped, the manifest moved aside), and one with a manifest is
    // the writer's own: both are judged under the lock, where the folder is walked once.
    const before = inWords(outDir, () => (readManifest(outDir) ? undefined : ownership(outDir)));
    if (before?.kind === 'unmarked' && !existsSync(workDir)) throw unmarkedRefusal(outDir, before.files);
    // A folder this run made and leaves empty goes; nothing may mask the run's own error here.
    const tidy = () => {
      if (before?.kind !== 'absent') return;
      try {
        removeIfEmpty(outDir);
      } catch {
        // It stays.
      }
    };
    let release: (() => void) | undefined;
    try {
      return inWords(outDir, () => {
        makeFolder(outDir);
        release = this.lock(workDir);
        if (isInterrupted(workDir)) {
          restoreInterruptedSwap(outDir, workDir);
          this.notify(`restored ${outDir} as it was before a generate run that was stopped while writing it.`);
        }
        discardWork(workDir);
        const now = ownership(outDir);
        if (now.kind === 'unmarked') throw unmarkedRefusal(outDir, now.files);
        if (now.kind === 'owned' && now.foreign.length > 0) throw foreignRefusal(outDir, now.foreign);
        openStage(workDir);
        const end = release;
        openRuns.add(outDir);
        return this.run(workDir, now.kind === 'owned' ? now : { files: new Set(), present: [] }, () => {
          openRuns.delete(outDir);
          releaseWorkFolder(workDir, end);
          tidy();
        });
      });
    } catch (error) {
      if (release) releaseWorkFolder(workDir, release);
      tidy();
      throw error;
    }
  }

  /** `owned`: the files the manifest lists; `present`: every file in the output now. */
  private run(workDir: string, { files: owned, present }: { files: ReadonlySet<string>; present: readonly string[] }, end: () => void): WriteRun {
    const { outDir } = this;
    const existing = new Set(present);
    const produced: string[] = [];
    const diff: OutputDiff = { changed: [], added: [], removed: [] };
    /** Staged files, named by their place here (swap.ts). */
    const write: string[] = [];
    let open = true;
    const add = (artefact: Artefact) => {
      if (!open) throw new Error(`the write run on ${outDir} has ended`);
      produced.push(artefact.path);
      const isNew = !existing.has(artefact.path);
      const current = join(outDir, artefact.path);
      // A new file differs; an existing one as far as the writer's memory tells.
      const same = isNew ? false : this.rememberedSame(current, artefact.content);
      if (same === true) return;
      if (same === false) stageFile(workDir, write.length, artefact.path, artefact.content);
      // Not known: compared and, where it differs, staged in one reading of the text.
      else if (!stageFileUnlessHeld(workDir, write.length, artefact.path, current, artefact.content)) return;
      (isNew ? diff.added : diff.changed).push(artefact.path);
      write.push(artefact.path);
    };
    const finish = () => {
      if (!open) return;
      open = false;
      end();
    };
    return {
      add: (artefact) => inWords(outDir, () => add(artefact)),
      commit: () =>
        inWords(outDir, () => {
          try {
            add(manifestArtefact(produced));
            refuseCollisions(outDir, produced);
            const kept = new Set(produced);
            diff.removed = [...owned].filter((path) => !kept.has(path) && existing.has(path)).sort();
            diff.added.sort();
            diff.changed.sort();
            if (isEmptyDiff(diff)) return diff;
            // The swap replaces and removes files: what this writer remembers of those no longer holds.
            for (const path of [...write, ...diff.removed]) this.written.delete(join(outDir, path));
            applySwap(outDir, workDir, { write, replace: write.filter((path) => existing.has(path)), remove: diff.removed });
            return diff;
          } finally {
            finish();
          }
        }),
      abandon: finish,
    };
  }

  /** Takes the output's lock, in its work folder; returns what releases it (see releaseWorkFolder). */
  private lock(workDir: string): () => void {
    const release = acquireLock(join(workDir, LOCK_FILE), {
      timeoutMs: this.lockTimeoutMs,
      onWait: (owner) => this.notify(`waiting for another generate run (${owner}), which holds ${this.outDir} while it compiles and writes…`),
      onStale: (owner) => this.notify(`taking over the lock of a generate run that no longer runs (${owner}).`),
    });
    try {
      writeFileSync(join(workDir, IGNORE_FILE), IGNORE_EVERYTHING);
      removeReleasedWorkFolders(this.outDir);
      return release;
    } catch (error) {
      releaseWorkFolder(workDir, release);
      throw error;
    }
  }

  /** Compares `files` with the output, which holds `present` now; `owned` are the files an earlier run wrote. */
  private diff(files: readonly Artefact[], owned: ReadonlySet<string>, present: readonly string[]): OutputDiff {
    const existing = new Set(present);
    const diff: OutputDiff = { changed: [], added: [], removed: [] };
    for (const file of files) {
      if (!existing.has(file.path)) diff.added.push(file.path);
      else if (this.differs(join(this.outDir, file.path), file.content)) diff.changed.push(file.path);
    }
    const produced = new Set(files.map((f) => f.path));
    diff.removed = [...owned].filter((path) => !produced.has(path) && existing.has(path)).sort();
    diff.added.sort();
    diff.changed.sort();
    return diff;
  }

  /**
   * After `write`: the output now holds `files` exactly. The ones the run wrote are remembered
   * anew; the others only if not yet remembered, so a watch's first edit finds its unchanged
   * files in memory rather than reading each back (the start compile usually writes nothing),
   * and a later one stats only what it wrote.
   */
  private rememberOutput(files: readonly Artefact[], diff: OutputDiff): void {
    const wrote = new Set([...diff.added, ...diff.changed]);
    for (const file of files) {
      const path = join(this.outDir, file.path);
      if (wrote.has(file.path) || !this.written.has(path)) this.remember(path, file.content);
    }
  }

  private remember(path: string, content: ArtefactText): void {
    const stat = statSync(path, { bigint: true });
    this.written.set(path, { content, ino: stat.ino, size: stat.size, mtimeNs: stat.mtimeNs });
  }

  /**
   * Whether the file's content is other than `content`: from memory when this writer wrote it,
   * nothing has touched it since and the texts compare; else by size, and only files of a
   * size the text can have are read (and compared a chunk at a time: text-bytes.ts).
   */
  private differs(path: string, content: ArtefactText): boolean {
    const same = this.rememberedSame(path, content);
    return same === undefined ? !holdsText(path, content) : !same;
  }

  /**
   * Whether the file holds `content`, as far as this writer's memory tells: known when it wrote
   * the file, nothing has touched it since and the texts compare (`sameText`); else undefined.
   */
  private rememberedSame(path: string, content: ArtefactText): boolean | undefined {
    const known = this.written.get(path);
    if (!known) return undefined;
    const stat = statSync(path, { bigint: true });
    if (stat.ino === known.ino && stat.size === known.size && stat.mtimeNs === known.mtimeNs) return sameText(known.content, content);
    this.written.delete(path);
    return undefined;
  }

  /**
   * For `--check`, the watch's rehearsals and tests: the difference between the output and
   * `artefacts`, nothing written. `now`: whose the output is, when the caller has looked already.
   */
  diffOnly(artefacts: readonly Artefact[], now: Ownership = ownership(this.outDir)): OutputDiff {
    // An output the writer owns is walked once: what it holds now comes with whose it is.
    const [owned, present] = now.kind === 'owned' ? [now.files, now.present] : [new Set<string>(), filesIn(this.outDir)];
    return this.diff([...artefacts, manifestArtefact(artefacts.map((a) => a.path))], owned, present);
  }
}

/** Runs a step of the writer, reporting operating-system failures in words, the output as it was. */
function inWords<T>(outDir: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof SwapNotUndone) {
      const cause = isErrnoError(error.cause) ? describeOsError(error.cause, '').message.trim() : String(error.cause);
      throw new OutputError(`${cause} Undoing the partial write failed too; run generate again to restore ${outDir}.`);
    }
    if (isErrnoError(error)) throw describeOsError(error, `${outDir} was left as it was.`);
    throw error;
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

/** Writes `artefacts` to `outDir` once. */
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
  return { state: 'compared', diff: new OutputWriter(outDir).diffOnly(artefacts, now), foreign: now.kind === 'owned' ? now.foreign : [] };
}

/** Restores an output whose swap was stopped part-way, as the next run would. */
export function recoverInterruptedWrite(outDir: string): void {
  if (!existsSync(join(outDir, WORK_FOLDER))) return;
  const release = acquireLock(join(outDir, WORK_FOLDER, LOCK_FILE), { timeoutMs: DEFAULT_LOCK_TIMEOUT_MS, onWait: () => {}, onStale: () => {} });
  const workDir = join(outDir, WORK_FOLDER);
  restoreInterruptedSwap(outDir, workDir);
  releaseWorkFolder(workDir, release);
}
