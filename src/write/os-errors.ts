/**
 * Operating-system failures of the writer, in words. A full disk or a read-only folder is the
 * user's situation, not a bug: it gets exit 1, the path, the cause and what to do, never
 * "internal error".
 */

/** What an errno code means to a user, and what they can do about it. */
const CAUSES: Readonly<Record<string, { cause: string; remedy: string }>> = {
  ENOSPC: { cause: 'the disk is full', remedy: 'Free some space on that disk, then run again.' },
  EDQUOT: { cause: 'the disk quota is used up', remedy: 'Free some space within your quota, then run again.' },
  EACCES: { cause: 'permission is denied', remedy: 'Make the folder writable for this user, or choose another --out.' },
  EPERM: { cause: 'the operation is not permitted', remedy: 'Make the folder writable for this user, or choose another --out.' },
  EROFS: { cause: 'the file system is read-only', remedy: 'Choose an --out on a writable file system.' },
  ENOTDIR: { cause: 'a part of the path is a file, not a folder', remedy: 'Move that file away, or choose another --out.' },
  EISDIR: { cause: 'a folder stands where a file is to be written', remedy: 'Move that folder away, or choose another --out.' },
  EEXIST: { cause: 'something already exists at that path', remedy: 'Move it away, or choose another --out.' },
  EBUSY: { cause: 'the file or folder is busy (in use, or a mount point)', remedy: 'Close what uses it, then run again.' },
  EXDEV: {
    cause: 'it is on another file system than the output folder (a mount point inside the output)',
    remedy: 'Unmount it, or choose an --out without mount points inside it.',
  },
  EMFILE: { cause: 'too many files are open', remedy: 'Close other programs or raise the open-file limit, then run again.' },
  ENFILE: { cause: 'too many files are open on this system', remedy: 'Close other programs, then run again.' },
  ENAMETOOLONG: { cause: 'the path is too long', remedy: 'Choose a shorter --out.' },
  ELOOP: { cause: 'the path has a loop of symbolic links', remedy: 'Fix the links, or choose another --out.' },
  EIO: { cause: 'the disk reported an input/output error', remedy: 'Check the disk, then run again.' },
  ENOENT: { cause: 'a folder on the way is missing (it was removed while the generator ran)', remedy: 'Run again.' },
};

export interface ErrnoError extends Error {
  code: string;
  path?: string;
  dest?: string;
}

/** The errno code of a thrown value (`ENOENT`, …), if it has one. */
export function errnoCode(error: unknown): string | undefined {
  return (error as { code?: string } | undefined)?.code;
}

/** True for an error the operating system raised (it has an errno code), as opposed to a bug. */
export function isErrnoError(error: unknown): error is ErrnoError {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string' && typeof (error as { syscall?: unknown }).syscall === 'string';
}

/** A failure of the writer that the user can act on: exit 1 with this message. */
export class OutputError extends Error {
  override readonly name = 'OutputError';
}

/**
 * `cannot write <path>: <cause> (<code>). <remedy> <outcome>` for an OS error; `outcome` says
 * what became of the output (left as it was, or how to restore it).
 */
export function describeOsError(error: ErrnoError, outcome: string): OutputError {
  const known = CAUSES[error.code];
  const path = error.dest ?? error.path ?? 'the output';
  const cause = known ? `${known.cause} (${error.code})` : error.message;
  const remedy = known?.remedy ?? 'Fix the cause, then run again.';
  return new OutputError(`cannot write ${path}: ${cause}. ${remedy} ${outcome}`);
}
