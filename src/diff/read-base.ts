/**
 * Reads the base of a change report: a folder holding a model (the model folder itself, or a
 * folder with one of the same name inside), or a git revision whose model folder is read through
 * git (`git ls-tree`, `git show`), so the working tree and the index are never touched.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { loadSpecDir, loadSpecTexts, type LoadResult, type SpecText } from '../load/load-spec.ts';
import type { Reuse } from '../model/reuse.ts';

/** A base that cannot be read: one line saying why, and one saying what to do. */
export class UnreadableBase extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

const isModelFile = (name: string) => name.endsWith('.yaml') || name.endsWith('.yml');

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function holdsModel(folder: string): boolean {
  try {
    return readdirSync(folder).some(isModelFile);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new UnreadableBase(`the folder ${folder} cannot be listed (${reason}).`, 'Check that the folder exists and that you may read it.');
  }
}

/** The model folder of a base folder: itself when it holds model files, else its `<spec>` subfolder. */
function modelFolder(folder: string, specName: string): string {
  if (holdsModel(folder)) return folder;
  const inner = join(folder, specName);
  if (isFolder(inner) && holdsModel(inner)) return inner;
  throw new UnreadableBase(
    `the folder ${folder} holds no model (no .yaml files in it or in ${join(folder, specName)}).`,
    'Pass the folder of the base model files.',
  );
}

function git(args: readonly string[], cwd: string): string | undefined {
  try {
    // Loaded only here, for a git base: every `generate` loads this module too.
    const { execFileSync } = process.getBuiltinModule('node:child_process');
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

/** A base's files, loaded, and how to name each so the user can open it from where the command ran. */
export interface BaseFiles {
  loaded: LoadResult;
  /** From a loaded file's name (`<folder>/<file>.yaml`) to a path relative to the current folder, or `<revision>:<path>` for git. */
  displayName: (file: string) => string;
}

/** `<folder>/<file>.yaml` (how the loader names a file) → the file's path from `cwd`. */
export function openableFrom(cwd: string, folder: string): (file: string) => string {
  return (file) =>
    relative(cwd, join(folder, file.slice(file.indexOf('/') + 1)))
      .split(sep)
      .join('/');
}

function readRevision(revision: string, specDir: string, cwd: string, reuse: Reuse): BaseFiles {
  // The repository is the one holding the model folder, wherever the command runs.
  const specFolder = resolve(cwd, specDir);
  const from = isFolder(specFolder) ? specFolder : cwd;
  const top = git(['rev-parse', '--show-toplevel'], from)?.trim();
  if (top === undefined) {
    throw new UnreadableBase(
      `${revision} is not a folder, and ${from} is not in a git repository, so it cannot be a git revision either.`,
      'Pass a folder holding the base model, or a --spec inside the repository.',
    );
  }
  if (revision.startsWith('-') || git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`], top) === undefined) {
    throw new UnreadableBase(
      `${revision} is neither a folder nor a revision of the git repository at ${top}.`,
      'Check the name (`git log --oneline`, `git branch -a`); fetch it first if it is a remote branch (`git fetch origin`).',
    );
  }
  const folder = relative(top, specFolder).split(sep).join('/');
  const listing = git(['ls-tree', '--name-only', '--end-of-options', revision, `${folder}/`], top);
  const names = (listing ?? '')
    .split('\n')
    .filter((path) => path !== '' && isModelFile(path))
    .sort();
  if (names.length === 0) {
    throw new UnreadableBase(
      `revision ${revision} has no model files in ${folder}/.`,
      'Pick a revision that holds the model, or pass --spec <dir> naming its folder.',
    );
  }
  const texts: SpecText[] = names.map((path) => {
    const text = git(['show', `${revision}:${path}`], top);
    if (text === undefined)
      throw new UnreadableBase(`git could not read ${path} at revision ${revision}.`, 'Check that the repository is intact (`git fsck`).');
    return { name: `${basename(folder)}/${path.slice(folder.length + 1)}`, text };
  });
  return { loaded: loadSpecTexts(texts, reuse), displayName: (file) => `${revision}:${folder}/${file.slice(file.indexOf('/') + 1)}` };
}

/**
 * The base model's files, loaded; `specDir` is the head's model folder (the same folder is read at
 * a revision); `reuse`: the head's parses, taken for base files of equal name and text.
 */
export function readBase(base: string, specDir: string, cwd: string, reuse: Reuse): BaseFiles {
  const path = resolve(cwd, base);
  if (isFolder(path)) {
    const folder = modelFolder(path, basename(resolve(cwd, specDir)));
    return { loaded: loadSpecDir(folder, reuse), displayName: openableFrom(cwd, folder) };
  }
  return readRevision(base, specDir, cwd, reuse);
}
