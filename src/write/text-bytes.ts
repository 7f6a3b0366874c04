/**
 * A file's text as UTF-8 bytes, a chunk at a time, encoded into one reused buffer: compared with
 * the file an output holds (`holdsText`: the check of every unchanged file of a run), written to
 * a new one (`writeText`), or both in one reading (`writeUnlessHeld`). None makes a string of the
 * file nor a buffer of the whole text: a large model's output is hundreds of megabytes, most of
 * it unchanged from one run to the next, and its largest texts come in pieces (`TextInPieces`)
 * that are never joined, some made only as they are read (`madeAsWritten`).
 */
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import { heldPieces, piecesOf, type ArtefactText } from '../emit/shared/artefact.ts';

const CHUNK = 1 << 20;
const encoder = new TextEncoder();
/** The text's bytes, a chunk at a time: `encodeInto` stops before a character that does not fit, never inside one. */
let textChunk: Uint8Array | undefined;
let fileChunk: Buffer | undefined;

/**
 * Hands `take` each successive chunk of `content`'s UTF-8 bytes (a view of the shared buffer,
 * valid during the call only) until it returns false; whether it took them all. A chunk spans
 * pieces: the many small pieces of a document make few chunks.
 */
function everyChunk(content: ArtefactText, take: (bytes: Uint8Array) => boolean): boolean {
  const chunk = (textChunk ??= new Uint8Array(CHUNK));
  let filled = 0;
  for (const piece of piecesOf(content)) {
    for (let done = 0; done < piece.length;) {
      const { read, written } = encoder.encodeInto(done === 0 ? piece : piece.slice(done), chunk.subarray(filled));
      done += read;
      filled += written;
      // The piece did not fit: the chunk is full (to within a character).
      if (done < piece.length) {
        if (!take(chunk.subarray(0, filled))) return false;
        filled = 0;
      }
    }
  }
  return filled === 0 || take(chunk.subarray(0, filled));
}

/**
 * Whether a file of `size` bytes may hold `content`: each UTF-16 code unit is one to three bytes
 * (a pair of surrogates, four). A text made as it is read is not counted: that would make it twice.
 */
function mayHold(size: number, content: ArtefactText): boolean {
  const pieces = heldPieces(content);
  if (pieces === undefined) return true;
  let units = 0;
  for (const piece of pieces) units += piece.length;
  return size >= units && size <= 3 * units;
}

/** Whether the file at `path` holds exactly `content`'s UTF-8 bytes. */
export function holdsText(path: string, content: ArtefactText): boolean {
  return compareAndWrite(path, content);
}

/**
 * Writes `content` to a new file at `path` unless the file at `current` holds exactly its bytes;
 * whether it wrote. The text is read once, so a text made as it is read is made once: compared
 * a chunk at a time, then written from the first chunk that differs, after the bytes before it,
 * copied from `current`, which holds them.
 */
export function writeUnlessHeld(path: string, current: string, content: ArtefactText): boolean {
  return !compareAndWrite(current, content, path);
}

/** Writes `content` to a new file at `path`, a chunk at a time. */
export function writeText(path: string, content: ArtefactText): void {
  const fd = openSync(path, 'w');
  try {
    everyChunk(content, (bytes) => {
      writeAll(fd, bytes);
      return true;
    });
  } finally {
    closeSync(fd);
  }
}

/** Whether the file at `current` holds exactly `content`'s bytes; when it does not, and `path` is given, `content` is written there. */
function compareAndWrite(current: string, content: ArtefactText, path?: string): boolean {
  const fd = openSync(current, 'r');
  let out: number | undefined;
  try {
    const size = fstatSync(fd).size;
    if (!mayHold(size, content)) {
      if (path !== undefined) writeText(path, content);
      return false;
    }
    const file = (fileChunk ??= Buffer.allocUnsafe(CHUNK));
    /** Bytes of the text that the file holds at its start. */
    let matched = 0;
    const whole = everyChunk(content, (bytes) => {
      if (out === undefined) {
        if (matched + bytes.length <= size && readFully(fd, file, bytes.length, matched) && file.compare(bytes, 0, bytes.length, 0, bytes.length) === 0) {
          matched += bytes.length;
          return true;
        }
        if (path === undefined) return false;
        out = openCopyOfStart(path, fd, matched);
      }
      writeAll(out, bytes);
      return true;
    });
    if (!whole || out !== undefined) return false;
    if (matched === size) return true;
    // The text is the start of the file, which goes on.
    if (path !== undefined) out = openCopyOfStart(path, fd, matched);
    return false;
  } finally {
    if (out !== undefined) closeSync(out);
    closeSync(fd);
  }
}

/** A new file at `path`, holding the first `length` bytes of the file open at `fd`, open for what follows. */
function openCopyOfStart(path: string, fd: number, length: number): number {
  const out = openSync(path, 'w');
  try {
    const file = (fileChunk ??= Buffer.allocUnsafe(CHUNK));
    for (let at = 0; at < length;) {
      const count = Math.min(CHUNK, length - at);
      if (!readFully(fd, file, count, at)) throw new Error(`${path}: the file being replaced ended before byte ${length}`);
      writeAll(out, file.subarray(0, count));
      at += count;
    }
    return out;
  } catch (error) {
    closeSync(out);
    throw error;
  }
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
}

/** Reads `length` bytes at `position` into the start of `buffer`; false when the file ends first. */
function readFully(fd: number, buffer: Buffer, length: number, position: number): boolean {
  for (let got = 0; got < length;) {
    const count = readSync(fd, buffer, got, length - got, position + got);
    if (count === 0) return false;
    got += count;
  }
  return true;
}
