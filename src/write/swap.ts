/**
 * Replaces files of an output folder all-or-nothing, in place. Renaming the whole folder is
 * not possible on a mount point, and needs room beside the output, so the swap works inside the
 * output's own work folder, which is on the same file system whatever the output is:
 *
 *   1. stage: every new or changed file is written under `<work>/stage/` as it is made; the output is untouched;
 *   2. journal: what the swap will change is written to `<work>/journal.json` (atomically);
 *   3. apply: each file to replace or remove is moved to `<work>/backup/`, folders left empty
 *      are removed, the folders the output gains are made, each staged file is moved into place;
 *   4. commit: the journal is deleted. Until then the old output can be restored from it.
 *
 * A failure during apply restores the old output before it is reported; a kill leaves the
 * journal, and the next run (or `restoreInterruptedSwap`) restores the old output first.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ArtefactText } from '../emit/shared/artefact.ts';
import { JOURNAL_FILE } from './manifest.ts';
import { errnoCode } from './os-errors.ts';
import { writeText, writeUnlessHeld } from './text-bytes.ts';

export interface SwapPlan {
  /** New files and files whose content changes. */
  write: readonly string[];
  /** Of `write`, those that exist in the output now. */
  replace: readonly string[];
  /** Files the output holds now and will no longer hold. */
  remove: readonly string[];
}

/** What a kill mid-swap leaves for the next run: enough to put every old file back. */
interface Journal extends SwapPlan {
  /** Folders the swap creates (shallowest first), removed again when it is undone. */
  created: readonly string[];
  /**
   * Staged and backed-up files are named by their place in `write` and in `[...replace,
   * ...remove]`, in two flat folders: every folder made costs as much as writing a file, and a
   * tree of them made each swap was most of a watch-mode write. A journal without it (left by an
   * earlier version of the writer) mirrored the output's paths under `backup/`.
   */
  flat?: true;
}

/** The apply step failed and so did undoing it: the journal stays for the next run to restore from. */
export class SwapNotUndone extends Error {
  override readonly name = 'SwapNotUndone';
  constructor(override readonly cause: unknown) {
    super('the swap failed and could not be undone');
  }
}

function folders(workDir: string) {
  return { stage: join(workDir, 'stage'), backup: join(workDir, 'backup'), journal: join(workDir, JOURNAL_FILE) };
}

/**
 * Moves a file to `to`, whose folder exists but for one case: a folder the swap emptied and
 * removed, where a new file goes (`docs/x/a.md` replaced by `docs/x/b.md`).
 */
function moveTo(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if (errnoCode(error) !== 'ENOENT' || !existsSync(from)) throw error;
    mkdirSync(dirname(to), { recursive: true });
    renameSync(from, to);
  }
}

/** Removes `folder` when it is empty; false when it is not (or is gone, or is a file). */
export function removeIfEmpty(folder: string): boolean {
  try {
    rmdirSync(folder);
    return true;
  } catch (error) {
    if (['ENOTEMPTY', 'EEXIST', 'ENOENT', 'ENOTDIR'].includes(errnoCode(error) ?? '')) return false;
    throw error;
  }
}

/** The folders between `outDir` and `path` (exclusive), deepest first. */
function ancestors(outDir: string, path: string): string[] {
  const result: string[] = [];
  for (let folder = dirname(path); folder !== '.' && folder !== ''; folder = dirname(folder)) result.push(join(outDir, folder));
  return result;
}

/**
 * Folders the swap will create, shallowest first: ancestors of written files that are not
 * folders yet (absent, or a file the swap removes: `docs/x` replaced by `docs/x/a.md`).
 */
function foldersToCreate(outDir: string, write: readonly string[]): string[] {
  const missing = new Set<string>();
  // Each folder is looked at once, however many files go into it (its own folders with it).
  const seen = new Set<string>();
  for (const path of write) {
    for (const folder of ancestors(outDir, path)) {
      if (seen.has(folder)) break;
      seen.add(folder);
      if (!isFolder(folder)) missing.add(folder);
    }
  }
  return [...missing].sort((a, b) => a.length - b.length);
}

/** Whether `path` is a folder; false when it is absent or a file, or lies below a file. */
function isFolder(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch (error) {
    if (errnoCode(error) === 'ENOTDIR') return false;
    throw error;
  }
}

/** Step 1 begins: an empty stage, where new content is written where the output does not see it. */
export function openStage(workDir: string): void {
  const { stage: stageDir } = folders(workDir);
  rmSync(stageDir, { recursive: true, force: true });
  mkdirSync(stageDir);
}

/** Step 1, one file: the new content of `path`, staged as the file `index` of the swap's `write` list. */
export function stageFile(workDir: string, index: number, path: string, content: ArtefactText): void {
  namingTheOutputsFile(workDir, path, () => writeText(stagedFile(workDir, index), content));
}

/** Step 1, one file the output holds at `current`: staged as `stageFile` does unless the file holds `content` already; whether it was staged. */
export function stageFileUnlessHeld(workDir: string, index: number, path: string, current: string, content: ArtefactText): boolean {
  return namingTheOutputsFile(workDir, path, () => writeUnlessHeld(stagedFile(workDir, index), current, content));
}

function stagedFile(workDir: string, index: number): string {
  return join(folders(workDir).stage, String(index));
}

function namingTheOutputsFile<T>(workDir: string, path: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    // A write that fails for lack of space says nothing of where: name the output's file (the
    // staged copy's name, a number, tells the user nothing).
    throw Object.assign(error as Error, { path: (error as { path?: string }).path ?? join(dirname(workDir), path) });
  }
}

/**
 * An artefact whose path is another's folder (`b` and `b/c.txt`) can be written by no swap:
 * refused before the output is touched, in the words of the error a file system gives for it.
 */
export function refuseCollisions(outDir: string, paths: readonly string[]): void {
  // Artefact paths are relative and `/`-separated: their folders are their prefixes up to a `/`.
  const folderPaths = new Set<string>();
  for (const path of paths) {
    for (let end = path.lastIndexOf('/'); end > 0 && !folderPaths.has(path.slice(0, end)); end = path.lastIndexOf('/', end - 1))
      folderPaths.add(path.slice(0, end));
  }
  const collision = paths.find((path) => folderPaths.has(path));
  if (collision) throw Object.assign(new Error(`EISDIR: ${collision}`), { code: 'EISDIR', syscall: 'open', path: join(outDir, collision) });
}

/** Where the swap keeps the old content of the file `index` of `[...replace, ...remove]`. */
function backupOf(workDir: string, journal: Journal, index: number): string {
  const { backup } = folders(workDir);
  return journal.flat ? join(backup, String(index)) : join(backup, [...journal.replace, ...journal.remove][index]!);
}

/** Steps 2–4. On failure the old output is restored, then the error is rethrown. */
export function applySwap(outDir: string, workDir: string, plan: SwapPlan): void {
  const paths = folders(workDir);
  const journal: Journal = { ...plan, created: foldersToCreate(outDir, plan.write), flat: true };
  writeFileSync(`${paths.journal}.tmp`, JSON.stringify(journal));
  renameSync(`${paths.journal}.tmp`, paths.journal);
  try {
    const moved = [...plan.replace, ...plan.remove];
    if (moved.length > 0) mkdirSync(paths.backup, { recursive: true });
    moved.forEach((path, index) => {
      try {
        renameSync(join(outDir, path), backupOf(workDir, journal, index));
      } catch (error) {
        // Named by the output's file: the backup's name (a number) tells the user nothing.
        throw Object.assign(error as Error, { path: join(outDir, path), dest: join(outDir, path) });
      }
    });
    // A removed file's folder may be where a new file goes (`docs/a.md` → `docs`).
    for (const path of plan.remove) for (const folder of ancestors(outDir, path)) if (!removeIfEmpty(folder)) break;
    for (const folder of journal.created) mkdirSync(folder, { recursive: true });
    plan.write.forEach((path, index) => moveTo(join(paths.stage, String(index)), join(outDir, path)));
  } catch (error) {
    try {
      undo(outDir, workDir, journal);
    } catch {
      throw new SwapNotUndone(error);
    }
    throw error;
  }
  unlinkSync(paths.journal);
  discardWork(workDir);
}

/**
 * A new file: absent before the swap, so a file there now is the swap's. A folder there is the
 * old output's (`docs/x/` not yet replaced by the file `docs/x`), and below a file (`docs/x/a.md`
 * while `docs/x` is still the old file) nothing of the swap's can be.
 */
function removeNewFile(path: string): void {
  try {
    if (!isFolder(path)) rmSync(path, { force: true });
  } catch (error) {
    if (errnoCode(error) !== 'ENOTDIR') throw error;
  }
}

/** Puts the old output back as the journal describes it, from any point of the apply step. */
function undo(outDir: string, workDir: string, journal: Journal): void {
  const paths = folders(workDir);
  const replaced = new Set(journal.replace);
  for (const path of journal.write) {
    if (!replaced.has(path)) removeNewFile(join(outDir, path));
  }
  // Before the old files come back: a folder made where an old file was (`docs/x`) must go first.
  for (const folder of [...journal.created].reverse()) removeIfEmpty(folder);
  [...journal.replace, ...journal.remove].forEach((path, index) => {
    const saved = backupOf(workDir, journal, index);
    // Not backed up yet: the old file never moved.
    if (existsSync(saved)) moveTo(saved, join(outDir, path));
  });
  unlinkSync(paths.journal);
  discardWork(workDir);
}

/** Removes what a finished or undone swap leaves in the work folder. */
export function discardWork(workDir: string): void {
  const paths = folders(workDir);
  rmSync(paths.stage, { recursive: true, force: true });
  rmSync(paths.backup, { recursive: true, force: true });
  rmSync(`${paths.journal}.tmp`, { force: true });
}

/** True when a swap was stopped before its commit (its journal is still there). */
export function isInterrupted(workDir: string): boolean {
  return existsSync(folders(workDir).journal);
}

/** Restores the old output of a swap that was stopped before its commit. */
export function restoreInterruptedSwap(outDir: string, workDir: string): void {
  const { journal } = folders(workDir);
  if (!existsSync(journal)) return;
  undo(outDir, workDir, JSON.parse(readFileSync(journal, 'utf8')) as Journal);
}
