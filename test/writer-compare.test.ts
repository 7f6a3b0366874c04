/**
 * The writer's comparison of an output file with its new text (src/write/text-bytes.ts), on
 * real files: texts of megabytes, whole or in pieces cut anywhere between characters, read a
 * chunk at a time, with characters of three and four UTF-8 bytes across the chunks' edges, and a
 * change of one byte anywhere in them, or one byte more or less; and a changed file written from
 * the same reading of its text that found it changed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { madeAsWritten, TextInPieces, type Artefact, type ArtefactText } from '../src/emit/shared/artefact.ts';
import { diffOutput, writeOutput } from '../src/write/writer.ts';

const work = mkdtempSync(join(tmpdir(), 'writer-compare-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** About 1.5 MB of lines mixing ASCII with characters of 2, 3 and 4 bytes. */
const LARGE = Array.from({ length: 60_000 }, (_, i) => `${i} ü€😀 line ${'x'.repeat(i % 7)}\n`).join('');
/** The writer reads a file a mebibyte at a time (src/write/text-bytes.ts). */
const MIB = 1 << 20;
/** A 4-byte character across the first mebibyte's edge, and a 3-byte one across the second's. */
const STRADDLING = `${'a'.repeat(MIB - 2)}😀${'€'.repeat(400_000)}\n`;
const FILES = { 'large.txt': LARGE, 'straddling.txt': STRADDLING, 'ascii.txt': 'a'.repeat(2_500_000), 'empty.txt': '', 'small.md': '# ü\n' };

const artefacts = (): Artefact[] => Object.entries(FILES).map(([path, content]) => ({ path, content }));

/** `text` cut at `cuts` (fractions of its length), never between the two halves of a surrogate pair. */
function inPieces(text: string, cuts: readonly number[]): TextInPieces {
  const at = [...new Set(cuts.map((cut) => Math.floor(cut * text.length)))]
    .map((i) => (i > 0 && /[\uDC00-\uDFFF]/.test(text[i] ?? '') ? i - 1 : i))
    .sort((a, b) => a - b);
  return new TextInPieces([0, ...at].map((start, i) => text.slice(start, [...at, text.length][i])));
}

const cutsOfEach = fc.array(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 40 }), {
  minLength: Object.keys(FILES).length,
  maxLength: Object.keys(FILES).length,
});
const piecesOfFiles = (cuts: readonly (readonly number[])[]): Artefact[] =>
  artefacts().map((a, i) => ({ path: a.path, content: inPieces(String(a.content), cuts[i]!) }));

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

  it('finds nothing changed when the texts come in pieces, cut anywhere, and a change of one byte, or one byte more or less', () => {
    const outDir = output('pieces');
    fc.assert(
      fc.property(cutsOfEach, (cuts) => {
        const files = piecesOfFiles(cuts);
        expect(files.map((f) => String(f.content))).toEqual(Object.values(FILES));
        expect(diffOutput(outDir, files)).toEqual({ changed: [], added: [], removed: [] });
      }),
      { numRuns: 25 },
    );
    for (const [edit, change] of [
      ['a byte flipped', (bytes: Buffer) => Buffer.from(bytes.map((b, i) => (i === bytes.length >> 1 ? b ^ 0x01 : b)))],
      ['a byte more', (bytes: Buffer) => Buffer.concat([bytes, Buffer.from('x')])],
      ['a byte less', (bytes: Buffer) => bytes.subarray(0, -1)],
    ] as const) {
      const edited = output(`pieces-${edit}`);
      const path = join(edited, 'large.txt');
      writeFileSync(path, change(readFileSync(path)));
      expect(diffOutput(edited, piecesOfFiles(Object.keys(FILES).map(() => [0.3, 0.5]))).changed, edit).toEqual(['large.txt']);
    }
  });

  it('writes a text in pieces as the bytes of the whole text', () => {
    const outDir = join(work, 'written-in-pieces');
    writeOutput(outDir, piecesOfFiles(Object.keys(FILES).map(() => [0.1, 0.5, 0.50001, 0.9])), { notify: () => {} });
    for (const [file, text] of Object.entries(FILES)) expect(readFileSync(join(outDir, file)).equals(Buffer.from(text)), file).toBe(true);
  });

  it('replaces a file with its text, whatever the file held, reading the text once', () => {
    const outDir = output('replaced');
    const path = join(outDir, 'large.txt');
    /** A text made as it is written, in the pieces `cuts` make, counting its readings. */
    const counted = (text: string, cuts: readonly number[]) => {
      const pieces = Array.from(inPieces(text, cuts).pieces);
      const readings = { count: 0 };
      const content = madeAsWritten(() => {
        readings.count++;
        return pieces;
      });
      return { content, readings };
    };
    const edits = fc.oneof(
      fc.constant((text: string) => text),
      fc.nat().map((at) => (text: string) => `${text.slice(0, at % (text.length + 1))}#${text.slice((at % (text.length + 1)) + 1)}`),
      fc.nat().map((at) => (text: string) => text.slice(0, at % (text.length + 1))),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }).map((more) => (text: string) => text + more),
    );
    fc.assert(
      fc.property(edits, edits, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }), fc.boolean(), (before, after, cuts, made) => {
        const old = before(LARGE);
        writeFileSync(path, old);
        const text = after(LARGE);
        const { content, readings } = counted(text, cuts);
        const written: ArtefactText = made ? content : inPieces(text, cuts);
        const diff = writeOutput(outDir, [...artefacts().filter((a) => a.path !== 'large.txt'), { path: 'large.txt', content: written }], { notify: () => {} });
        expect(readFileSync(path).equals(Buffer.from(text))).toBe(true);
        expect(diff.changed).toEqual(old === text ? [] : ['large.txt']);
        if (made) expect(readings.count).toBe(1);
      }),
      { numRuns: 60 },
    );
  });
});
