/**
 * Whether a file holds exactly a text's UTF-8 bytes: the check of every unchanged file of a run.
 * It compares sizes first, then reads the file a chunk at a time into one reused buffer and
 * compares it with the text encoded a chunk at a time into another: no string is made of the
 * file, nor a buffer of the whole text (a large model's output is hundreds of megabytes, most of
 * it unchanged from one run to the next).
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

const CHUNK = 1 << 20;
const encoder = new TextEncoder();
let fileChunk: Buffer | undefined;
/** A chunk of the text, encoded: `encodeInto` stops before a character that does not fit, never inside one. */
let textChunk: Uint8Array | undefined;

export function holdsText(path: string, text: string): boolean {
  const fd = openSync(path, 'r');
  try {
    if (fstatSync(fd).size !== Buffer.byteLength(text)) return false;
    fileChunk ??= Buffer.allocUnsafe(CHUNK);
    textChunk ??= new Uint8Array(CHUNK);
    let offset = 0;
    for (let done = 0; done < text.length;) {
      const { read, written } = encoder.encodeInto(done === 0 ? text : text.slice(done), textChunk);
      done += read;
      if (!readFully(fd, fileChunk, written, offset)) return false;
      if (fileChunk.compare(textChunk, 0, written, 0, written) !== 0) return false;
      offset += written;
    }
    return true;
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
