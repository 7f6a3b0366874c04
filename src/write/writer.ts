/**
 * The writer owns the output folder. Output is built in a sibling temporary folder and swapped
 * in with renames, so the folder is always entirely the old or entirely the new output: an
 * error (or a kill) never leaves a mix. A run interrupted between the two renames is repaired
 * by the next run, which restores the old folder before doing anything else. Files whose
 * content did not change are hard-linked into the new folder rather than written again (the
 * Redoc pages alone are 5 MB), which matters for `--watch`, where most files stay the same.
 */
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
  return { parent, base, backup: join(parent, `.${base}.old`), tmpPrefix: `.${base}.tmp-` };
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/** Restores the previous output if a swap was interrupted, and drops abandoned temporary folders. */
export function recoverInterruptedWrite(outDir: string): void {
  const { parent, backup, tmpPrefix } = siblings(outDir);
  if (existsSync(backup)) {
    if (existsSync(outDir)) rmSync(backup, { recursive: true, force: true });
    else renameSync(backup, outDir);
  }
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    if (name.startsWith(tmpPrefix)) rmSync(join(parent, name), { recursive: true, force: true });
  }
}

export function diffOutput(outDir: string, artefacts: readonly Artefact[]): OutputDiff {
  const existing = new Set(listFiles(outDir));
  const diff: OutputDiff = { changed: [], added: [], removed: [] };
  for (const a of artefacts) {
    if (!existing.has(a.path)) diff.added.push(a.path);
    else if (readFileSync(join(outDir, a.path), 'utf8') !== a.content) diff.changed.push(a.path);
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

/** Replaces `outDir` with exactly `artefacts`. Returns what changed; writes nothing when nothing did. */
export function writeOutput(outDir: string, artefacts: readonly Artefact[]): OutputDiff {
  recoverInterruptedWrite(outDir);
  const diff = diffOutput(outDir, artefacts);
  if (isEmptyDiff(diff)) return diff;
  const { parent, backup, tmpPrefix } = siblings(outDir);
  mkdirSync(parent, { recursive: true });
  const tmp = join(parent, `${tmpPrefix}${process.pid}`);
  const rewritten = new Set([...diff.changed, ...diff.added]);
  try {
    for (const a of artefacts) {
      const target = join(tmp, a.path);
      mkdirSync(dirname(target), { recursive: true });
      if (!rewritten.has(a.path) && linked(join(outDir, a.path), target)) continue;
      writeFileSync(target, a.content);
    }
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  if (existsSync(outDir)) renameSync(outDir, backup);
  renameSync(tmp, outDir);
  rmSync(backup, { recursive: true, force: true });
  return diff;
}
