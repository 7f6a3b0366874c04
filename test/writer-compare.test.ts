/**
 * The writer's comparison of an output file with its new text (src/write/same-bytes.ts), on
 * real files: texts of megabytes, read a chunk at a time, with characters of three and four
 * UTF-8 bytes across the chunks' edges, and a change of one byte anywhere in them.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffOutput, writeOutput } from '../src/write/writer.ts';

const work = mkdtempSync(join(tmpdir(), 'writer-compare-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** About 1.5 MB of lines mixing ASCII with characters of 2, 3 and 4 bytes. */
const LARGE = Array.from({ length: 60_000 }, (_, i) => `${i} ü€😀 line ${'x'.repeat(i % 7)}\n`).join('');
/** The writer reads a file a mebibyte at a time (src/write/same-bytes.ts). */
const MIB = 1 << 20;
/** A 4-byte character across the first mebibyte's edge, and a 3-byte one across the second's. */
const STRADDLING = `${'a'.repeat(MIB - 2)}😀${'€'.repeat(400_000)}\n`;
const FILES = { 'large.txt': LARGE, 'straddling.txt': STRADDLING, 'ascii.txt': 'a'.repeat(2_500_000), 'empty.txt': '', 'small.md': '# ü\n' };

const artefacts = () => Object.entries(FILES).map(([path, content]) => ({ path, content }));

/** A new output folder holding FILES, as the writer writes them. */
function output(name: string): string {
  const outDir = join(work, name);
  writeOutput(outDir, artefacts(), { notify: () => {} });
  return outDir;
}

/** Changes the byte at `at` of the file (counted from its end when negative) to another of the same length. */
function flipByte(path: string, at: number): void {
  const bytes = readFileSync(path);
  const index = at < 0 ? bytes.length + at : at;
  bytes[index] = bytes[index] === 0x78 ? 0x79 : bytes[index]! ^ 0x01;
  writeFileSync(path, bytes);
}

describe('the writer compares an output file with its new text', () => {
  it('has characters across chunk edges in its texts', () => {
    const bytes = Buffer.from(STRADDLING);
    // A UTF-8 continuation byte at each edge: the character began before it.
    for (const edge of [MIB, 2 * MIB]) expect(bytes[edge]! & 0xc0).toBe(0x80);
  });

  it('finds nothing changed when every file holds its text', () => {
    expect(diffOutput(output('same'), artefacts())).toEqual({ changed: [], added: [], removed: [] });
  });

  it.each([
    ['the first byte', 'large.txt', 0],
    ['a byte past the first megabyte', 'large.txt', (1 << 20) + 12_345],
    ['a byte in the last chunk', 'ascii.txt', (2 << 20) + 1],
    ['the last byte', 'large.txt', -1],
    ['the byte after a character across a chunk edge', 'straddling.txt', MIB + 2],
    ['a character across a chunk edge', 'straddling.txt', 2 * MIB],
  ])('finds a file changed in %s, its size the same', (_, file, at) => {
    const outDir = output(`flip-${file}-${at}`);
    flipByte(join(outDir, file), at);
    expect(diffOutput(outDir, artefacts()).changed).toEqual([file]);
  });
});
