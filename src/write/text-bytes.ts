/**
 * A file's text as UTF-8 bytes, a chunk at a time, encoded into one reused buffer: compared with
 * the file an output holds (`holdsText`: the check of every unchanged file of a run) or written
 * to a new one (`writeText`). Neither makes a string of the file nor a buffer of the whole text:
 * a large model's output is hundreds of megabytes, most of it unchanged from one run to the
 * next, and its largest texts come in pieces (`TextInPieces`) that are never joined.
 */
import { closeSync, fstatSync, openSync, readSync, writeFileSync, writeSync } from 'node:fs';
import { piecesOf, type ArtefactText } from '../emit/shared/artefact.ts';

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

/** The number of UTF-16 code units of `content`, which its UTF-8 bytes number one to three times. */
function codeUnits(content: ArtefactText): number {
  let units = 0;
  for (const piece of piecesOf(content)) units += piece.length;
  return units;
}

/** Whether the file at `path` holds exactly `content`'s UTF-8 bytes. */
export function holdsText(path: string, content: ArtefactText): boolean {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const units = codeUnits(content);
    // Sizes first: each code unit is one to three bytes (a pair of surrogates, four).
    if (size < units || size > 3 * units) return false;
    const file = (fileChunk ??= Buffer.allocUnsafe(CHUNK));
    let offset = 0;
    const same = everyChunk(content, (bytes) => {
      if (offset + bytes.length > size || !readFully(fd, file, bytes.length, offset)) return false;
      if (file.compare(bytes, 0, bytes.length, 0, bytes.length) !== 0) return false;
      offset += bytes.length;
      return true;
    });
    return same && offset === size;
  } finally {
    closeSync(fd);
  }
}

/** Writes `content` to a new file at `path`: a text in pieces a chunk at a time, a whole one as Node writes it. */
export function writeText(path: string, content: ArtefactText): void {
  if (typeof content === 'string') return writeFileSync(path, content);
  const fd = openSync(path, 'w');
  try {
    everyChunk(content, (bytes) => {
      for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
      return true;
    });
  } finally {
    closeSync(fd);
  }
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
