/**
 * Where `--out` really points, and the folders it must never be: the writer replaces and
 * removes files in its output, so an output that is (or contains) the model, the current folder
 * or a repository root is refused before anything is read or written.
 */
import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { OutputError } from './os-errors.ts';

export interface OutputPathContext {
  /** The model folder (`--spec`). */
  specDir: string;
  /** The folder the command runs in. */
  cwd: string;
}

const CHOOSE = 'Choose a folder of its own for the generated files, for example --out generated.';

/** The real path of `path`, following links, for a path whose tail may not exist yet. */
function realPath(path: string): string {
  if (existsSync(path)) return realpathSync(path);
  const parent = dirname(path);
  return parent === path ? path : join(realPath(parent), basename(path));
}

/** True when `folder` is `other` or one of its ancestors. */
function isOrContains(folder: string, other: string): boolean {
  const rel = relative(folder, other);
  return rel === '' || (rel.split(sep)[0] !== '..' && !isAbsolute(rel));
}

/** The nearest folder at or above `path` that holds a `.git` entry. */
function repositoryRoot(path: string): string | undefined {
  for (let folder = path; ; folder = dirname(folder)) {
    if (existsSync(join(folder, '.git'))) return folder;
    if (dirname(folder) === folder) return undefined;
  }
}

/**
 * The folder to write into: `--out` resolved, a symbolic link followed to its target. Throws
 * an OutputError (exit 1) naming the folder, what it is, and what to do.
 */
export function resolveOutputFolder(out: string, context: OutputPathContext): string {
  if (out.trim() === '') throw new OutputError(`--out is empty (an unset variable?), and the generator will not guess where to write. ${CHOOSE}`);
  const given = resolve(context.cwd, out);
  if (isDanglingLink(given)) {
    throw new OutputError(`--out ${out} is a symbolic link to a folder that does not exist. Create the link's target, or point --out at a folder.`);
  }
  if (existsSync(given) && !statSync(given).isDirectory()) throw new OutputError(`--out ${out} is a file, not a folder. ${CHOOSE}`);
  const folder = realPath(given);
  const spec = realPath(resolve(context.cwd, context.specDir));
  const cwd = realPath(context.cwd);
  // The first that applies is named: the one the user is most likely to recognise.
  const guarded: [string, string | undefined][] = [
    ['the current folder', cwd],
    ['the root of the repository you are in', repositoryRoot(cwd)],
    ['a repository root', repositoryRoot(folder) === folder ? folder : undefined],
    ['the model folder (--spec)', spec],
  ];
  for (const [what, path] of guarded) {
    if (path === undefined || !isOrContains(folder, path)) continue;
    const relation = folder === path ? 'is' : 'contains';
    throw new OutputError(
      `refusing to write into ${folder}: it ${relation} ${what}${folder === path ? '' : ` (${path})`}, and the generator replaces what is in its output folder. ${CHOOSE}`,
    );
  }
  if (isOrContains(spec, folder)) throw new OutputError(`refusing to write into ${folder}: it is inside the model folder (${spec}). ${CHOOSE}`);
  return folder;
}

function isDanglingLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink() && !existsSync(path);
  } catch {
    return false;
  }
}
