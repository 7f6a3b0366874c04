/**
 * The stager writes each staged file whole, here or on its thread, and nothing once it is
 * closed; a write that fails on the thread is the run's error, as the file system gave it.
 * Real files, a real thread.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isErrnoError } from '../src/write/os-errors.ts';
import { openStager, type StagerOptions } from '../src/write/stager.ts';

const work = mkdtempSync(join(tmpdir(), 'stager-'));
const mounted: string[] = [];
afterAll(() => {
  for (const point of mounted.reverse()) spawnSync('umount', [point]);
  rmSync(work, { recursive: true, force: true });
});

let folders = 0;
function folder(): string {
  const path = join(work, String(folders++));
  mkdirSync(path);
  return path;
}

/** A small deterministic generator (mulberry32): the same cases on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = ['a', 'paths:\n', '{"x": 1}', 'é', '×', '—', '😀', '\n', ' '.repeat(100), 'z'.repeat(5000)];

function contentOf(next: () => number): string {
  let text = '';
  for (let length = Math.floor(next() * 60); length > 0; length--) text += PIECES[Math.floor(next() * PIECES.length)];
  return text;
}

describe('a stager', () => {
  it('leaves every staged file holding exactly its content, wherever it was written (60 random runs)', () => {
    for (let run = 0; run < 60; run++) {
      const next = random(run);
      const stage = folder();
      const files = Array.from({ length: 1 + Math.floor(next() * 20) }, (_, index) => ({ file: join(stage, String(index)), content: contentOf(next) }));
      // Written here throughout, on the thread from the first file or part-way, with a backlog from a few characters to all of them.
      const options: StagerOptions = {
        threadFromChars: [Infinity, 0, Math.floor(next() * 20_000)][run % 3],
        backlogBytes: [1, 100, 50_000][Math.floor(next() * 3)],
      };
      const stager = openStager(options);
      try {
        for (const { file, content } of files) stager.stage(file, content, `out/${file}`);
        stager.finish();
      } finally {
        stager.close();
      }
      expect(readdirSync(stage).length, `run ${run}`).toBe(files.length);
      for (const { file, content } of files) expect(readFileSync(file, 'utf8'), `run ${run}, ${file}`).toBe(content);
    }
  });

  it('reports a write that failed on its thread as the file system gave it, and writes nothing after it', () => {
    const stage = folder();
    const stager = openStager({ threadFromChars: 0 });
    const missing = join(stage, 'no-such-folder', '1');
    try {
      stager.stage(join(stage, '0'), 'first', 'out/a.yaml');
      stager.stage(missing, 'second', 'out/b.yaml');
      stager.stage(join(stage, '2'), 'third', 'out/c.yaml');
      expect(() => stager.finish()).toThrow(/ENOENT/);
      let caught: unknown;
      try {
        stager.finish();
      } catch (error) {
        caught = error;
      }
      expect(isErrnoError(caught)).toBe(true);
      expect(caught).toMatchObject({ code: 'ENOENT', syscall: 'open', path: missing });
    } finally {
      stager.close();
    }
    expect(readdirSync(stage)).toEqual(['0']);
  });

  it('once closed, writes nothing more of what it was given', async () => {
    const stage = folder();
    const stager = openStager({ threadFromChars: 0 });
    for (let index = 0; index < 400; index++) stager.stage(join(stage, String(index)), 'x'.repeat(100_000), `out/${index}`);
    stager.close();
    const written = readdirSync(stage).sort();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readdirSync(stage).sort()).toEqual(written);
  });

  const canMount = process.getuid?.() === 0 && mountTmpfs(join(work, 'probe'), 64);
  it.runIf(canMount)('names the output file when the disk fills on its thread (the error has no path)', () => {
    const full = join(work, 'full');
    expect(mountTmpfs(full, 256)).toBe(true);
    const stager = openStager({ threadFromChars: 0 });
    try {
      for (let index = 0; index < 4; index++) stager.stage(join(full, String(index)), 'y'.repeat(100_000), `out/part-${index}.json`);
      let caught: unknown;
      try {
        stager.finish();
      } catch (error) {
        caught = error;
      }
      expect(caught).toMatchObject({ code: 'ENOSPC', syscall: 'write', path: 'out/part-2.json' });
    } finally {
      stager.close();
    }
    expect(existsSync(join(full, '3'))).toBe(false);
  });
});

function mountTmpfs(point: string, sizeKb: number): boolean {
  mkdirSync(point, { recursive: true });
  const ok = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', point]).status === 0;
  if (ok) mounted.push(point);
  return ok;
}
