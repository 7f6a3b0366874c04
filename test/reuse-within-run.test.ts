/**
 * `diff` reads its head and base with one `reuseWithinRun` (src/model/reuse.ts): a base file whose
 * name and text are the head's is parsed and checked once, so the two models share its data, and
 * an edited file is read anew. The texts here are read from disk for each model, as `diff` reads
 * them: equal texts, never the same string.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSpecDir } from '../src/load/load-spec.ts';
import { reuseWithinRun } from '../src/model/reuse.ts';
import { validateModel } from '../src/validate/validate.ts';
import { SPEC_DIR } from './support/seed.ts';

const work = mkdtempSync(join(tmpdir(), 'reuse-within-run-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('results reused within a run', () => {
  it('are made once for an equal input of the same step, and anew for another step or input', () => {
    const reuse = reuseWithinRun();
    const made: string[] = [];
    const make = (label: string) => () => (made.push(label), { label });
    const text = readFileSync(join(SPEC_DIR, 'v4.yaml'), 'utf8');
    const first = reuse('a step', text, make('first'));
    expect(reuse('a step', readFileSync(join(SPEC_DIR, 'v4.yaml'), 'utf8'), make('again'))).toBe(first);
    reuse('another step', text, make('another step'));
    reuse('a step', `${text}\n`, make('another input'));
    expect(made).toEqual(['first', 'another step', 'another input']);
  });

  it("give the base the head's parse of every file it holds unchanged, and its own of an edited one", () => {
    // Named like the head's folder, as a git revision's model is (src/diff/read-base.ts): a file's name is part of its parse.
    const base = join(work, basename(SPEC_DIR));
    cpSync(SPEC_DIR, base, { recursive: true });
    const edited = join(base, 'v4.yaml');
    writeFileSync(
      edited,
      readFileSync(edited, 'utf8').replace(/summary: [^\n]*/, (line) => `${line} (edited)`),
    );
    const reuse = reuseWithinRun();
    const head = loadSpecDir(SPEC_DIR, reuse);
    const baseLoaded = loadSpecDir(base, reuse);
    // The structure checks go through the same reuse: both models still validate.
    expect(validateModel(head.files, false, reuse).model).toBeDefined();
    expect(validateModel(baseLoaded.files, false, reuse).model).toBeDefined();
    const headData = new Map(head.files.map((file) => [file.source.name, file.data]));
    const shared = baseLoaded.files.filter((file) => file.data === headData.get(file.source.name)).map((file) => file.source.name);
    expect(shared.sort()).toEqual(
      head.files
        .map((file) => file.source.name)
        .filter((name) => !name.endsWith('v4.yaml'))
        .sort(),
    );
  });
});
