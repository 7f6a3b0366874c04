/**
 * The writer owns the output folder. Output is built in a sibling temporary folder and swapped
 * in with renames, so the folder is always entirely the old or entirely the new output: an
 * error (or a kill) never leaves a mix. A run interrupted between the two renames is repaired
 * by the next run, which restores the old folder before doing anything else. Files whose
 * content did not change are hard-linked into the new folder rather than written again (the
 * Redoc pages alone are 5 MB), which matters for `--watch`, where most files stay the same. The
 * old folder is discarded right after, so no file stays shared between two live folders (an
 * edit in place of one never shows in another).
 *
 * `--watch` writes many times from one process, and reading 7 MB back to find what changed was
 * its largest single cost: the writer remembers what it wrote (content, inode, size, mtime) and
 * trusts that memory for a file whose inode, size and mtime are still the same, reading only the
 * files something else has touched since.
 */
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rm, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { Artefact } from '../emit/artefact.ts';

export interface OutputDiff {
  changed: string[];
  added: string[];
  removed: string[];
}

function siblings(outDir: string) {
  const parent = dirname(outDir);
  const base = basename(outDir);
  return { parent, base, backup: join(parent, `.${base}.old`), tmpPrefix: `.${base}.tmp-`, trashPrefix: `.${base}.trash-` };
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/** What this process last wrote to a file, and the file-system facts that say it is still there. */
interface WrittenFile {
  content: string;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
}

/** Absolute path → what this process wrote there last. */
const written = new Map<string, WrittenFile>();

function remember(path: string, content: string): void {
  const stat = statSync(path, { bigint: true });
  written.set(path, { content, ino: stat.ino, size: stat.size, mtimeNs: stat.mtimeNs });
}

/** The file's content: from memory when this process wrote it and nothing has touched it since. */
function currentContent(path: string): string {
  const known = written.get(path);
  if (known) {
    const stat = statSync(path, { bigint: true });
    if (stat.ino === known.ino && stat.size === known.size && stat.mtimeNs === known.mtimeNs) return known.content;
    written.delete(path);
  }
  return readFileSync(path, 'utf8');
}

/** Forgets every file under `dir` (it is being replaced or removed). */
function forgetUnder(dir: string): void {
  const prefix = dir + sep;
  for (const path of written.keys()) if (path.startsWith(prefix)) written.delete(path);
}

/** Restores the previous output if a swap was interrupted, and drops abandoned temporary and discarded folders. */
export function recoverInterruptedWrite(outDir: string): void {
  const { parent, backup, tmpPrefix, trashPrefix } = siblings(outDir);
  if (existsSync(backup)) {
    if (existsSync(outDir)) rmSync(backup, { recursive: true, force: true });
    else renameSync(backup, outDir);
  }
  if (!existsSync(parent)) return;
  const ownTrash = `${trashPrefix}${process.pid}-`;
  for (const name of readdirSync(parent)) {
    // This process's own discarded folders are being removed in the background already.
    if (name.startsWith(tmpPrefix) || (name.startsWith(trashPrefix) && !name.startsWith(ownTrash))) {
      rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
}

export function diffOutput(outDir: string, artefacts: readonly Artefact[]): OutputDiff {
  const existing = new Set(listFiles(outDir));
  const diff: OutputDiff = { changed: [], added: [], removed: [] };
  for (const a of artefacts) {
    if (!existing.has(a.path)) diff.added.push(a.path);
    else if (currentContent(join(outDir, a.path)) !== a.content) diff.changed.push(a.path);
    existing.delete(a.path);
  }
  diff.removed = [...existing].sort();
  diff.added.sort();
  diff.changed.sort();
  return diff;
}

export function isEmptyDiff(diff: OutputDiff): boolean {
  return diff.changed.length + diff.added.length + diff.removed.length === 0;
}

/** False where the file system has no hard links; the file is then written instead. */
function linked(existing: string, target: string): boolean {
  try {
    linkSync(existing, target);
    return true;
  } catch {
    return false;
  }
}

let trashCount = 0;

/**
 * Removes the replaced output. It is first renamed out of the way (one cheap call), then deleted
 * in the background: the new output is in place already, and nothing waits on the deletion. A
 * process that exits first leaves the folder for the next run's recoverInterruptedWrite.
 */
function discard(parent: string, trashPrefix: string, folder: string): void {
  const trash = join(parent, `${trashPrefix}${process.pid}-${trashCount++}`);
  renameSync(folder, trash);
  rm(trash, { recursive: true, force: true }, () => {
    // A failed removal leaves the folder for the next run's recovery; nothing else depends on it.
  });
}

/** Replaces `outDir` with exactly `artefacts`. Returns what changed; writes nothing when nothing did. */
export function writeOutput(outDir: string, artefacts: readonly Artefact[]): OutputDiff {
  recoverInterruptedWrite(outDir);
  const diff = diffOutput(outDir, artefacts);
  if (isEmptyDiff(diff)) return diff;
  const { parent, backup, tmpPrefix, trashPrefix } = siblings(outDir);
  mkdirSync(parent, { recursive: true });
  const tmp = join(parent, `${tmpPrefix}${process.pid}`);
  const rewritten = new Set([...diff.changed, ...diff.added]);
  const made = new Set<string>();
  try {
    for (const a of artefacts) {
      const target = join(tmp, a.path);
      const folder = dirname(target);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      if (!rewritten.has(a.path) && linked(join(outDir, a.path), target)) continue;
      writeFileSync(target, a.content);
    }
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  forgetUnder(outDir);
  if (existsSync(outDir)) renameSync(outDir, backup);
  renameSync(tmp, outDir);
  if (existsSync(backup)) discard(parent, trashPrefix, backup);
  // Remembered under the final paths: the renames keep each file's inode, size and mtime.
  for (const a of artefacts) remember(join(outDir, a.path), a.content);
  return diff;
}
