/**
 * The manifest: the list of files the generator wrote into an output folder, kept in the folder
 * and committed with it. It is how the writer knows the folder is its own, which files it may
 * replace or remove (only those), and which files are someone else's (every other file).
 */
import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import type { Artefact } from '../emit/shared/artefact.ts';
import { errnoCode } from './os-errors.ts';

export const MANIFEST_FILE = '.generated-files';
/** The writer's work folder inside the output: lock, journal, staged and backed-up files. */
export const WORK_FOLDER = '.generator-work';

const HEADER = [
  '# Files written by the contract generator (npm run generate). It replaces and removes only these;',
  '# any other file in this folder stops it. Do not edit: it is rewritten on every run.',
];

/** The manifest of an output made of the files `paths`. */
export function manifestArtefact(paths: readonly string[]): Artefact {
  return { path: MANIFEST_FILE, content: `${[...HEADER, ...[...paths].sort()].join('\n')}\n` };
}

/** The files a manifest lists; undefined when the folder has none (or it is not a manifest). */
export function readManifest(outDir: string): Set<string> | undefined {
  const path = join(outDir, MANIFEST_FILE);
  if (!existsSync(path)) return undefined;
  const lines = readFileSync(path, 'utf8').split('\n');
  if (lines[0] !== HEADER[0]) return undefined;
  return new Set(lines.filter((line) => line !== '' && !line.startsWith('#')));
}

/**
 * Every file (anything but a folder) under `outDir`, relative, `/`-separated, sorted; work
 * folders (the writer's, and those being deleted by runs that released them) left out. Another
 * run may be swapping files meanwhile (its lock is only taken after this first look), so a
 * folder that vanishes during the walk is skipped, not an error.
 */
export function filesIn(outDir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string, prefix: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      if (errnoCode(error) === 'ENOENT' && prefix !== '') return;
      throw error;
    }
    for (const entry of entries) {
      if (prefix === '' && entry.name.startsWith(WORK_FOLDER)) continue;
      if (entry.isDirectory()) walk(join(folder, entry.name), `${prefix}${entry.name}/`);
      else files.push(`${prefix}${entry.name}`);
    }
  };
  if (existsSync(outDir)) walk(outDir, '');
  return files.sort();
}

/** The journal of a swap in progress: present only between the first and the last change to the output. */
export const JOURNAL_FILE = 'journal.json';

export type Ownership =
  | { kind: 'absent' }
  | { kind: 'interrupted' }
  | { kind: 'empty' }
  | { kind: 'owned'; files: Set<string>; foreign: string[]; present: string[] }
  | { kind: 'unmarked'; files: string[] };

/**
 * Whose folder `outDir` is: absent or empty (free to take), interrupted (a swap's journal: the
 * writer's own, to be restored first), owned (a manifest, which files are not in it, and every
 * file there: `filesIn`), or unmarked (files, and no manifest). A folder holding only the work
 * folder counts as empty.
 */
export function ownership(outDir: string): Ownership {
  if (!existsSync(outDir)) return { kind: 'absent' };
  if (existsSync(join(outDir, WORK_FOLDER, JOURNAL_FILE))) return { kind: 'interrupted' };
  const files = filesIn(outDir);
  const listed = readManifest(outDir);
  if (listed) return { kind: 'owned', files: listed, foreign: files.filter((f) => f !== MANIFEST_FILE && !listed.has(f)), present: files };
  return files.length === 0 ? { kind: 'empty' } : { kind: 'unmarked', files };
}
