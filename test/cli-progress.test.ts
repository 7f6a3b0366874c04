/**
 * `validate` and `diff` show their progress on a large model, and only there: a line per phase on
 * standard error (standard output stays their answer alone), for a model of more than
 * LARGE_MODEL_BYTES of YAML (src/cli/progress.ts). Through the CLI as a process, on the seed
 * model scaled ×20 by the benchmark's scaler, and on the seed itself, which stays quiet.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleModel } from '../bench/scale-model.ts';
import { LARGE_MODEL_BYTES } from '../src/cli/progress.ts';
import { VALIDATING_EMITTERS } from '../src/pipeline/compile.ts';
import { cli } from './support/cli-process.ts';
import { SPEC_DIR } from './support/seed.ts';

const work = mkdtempSync(join(tmpdir(), 'cli-progress-'));
const large = join(work, 'spec');
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(() => scaleModel(SPEC_DIR, large, 20), 60_000);

const modelBytes = (folder: string) => readdirSync(folder).reduce((sum, name) => sum + readFileSync(join(folder, name), 'utf8').length, 0);
/** The phase each progress line names, in order (a line is the name, then its figures after a gap). */
const phases = (stderr: string) => stderr.split('\n').flatMap((line) => (line === '' ? [] : [line.split(/\s{2,}/)[0]]));

describe('progress of validate and diff', () => {
  it('the scaled model is large and the seed is not', () => {
    expect(modelBytes(large)).toBeGreaterThan(LARGE_MODEL_BYTES);
    expect(modelBytes(SPEC_DIR)).toBeLessThanOrEqual(LARGE_MODEL_BYTES);
  });

  it('validate prints every phase of a large model on standard error, its verdict alone on standard output', async () => {
    const run = await cli('validate', '--spec', large);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([expect.stringMatching(/^The model is valid: /)]);
    expect(phases(run.stderr)).toEqual([
      'load',
      'validate',
      'resolve',
      'views',
      'demo data',
      'contract',
      ...VALIDATING_EMITTERS.map((e) => e.name),
      'unrendered',
    ]);
  }, 120_000);

  it('diff prints the phases of each model and of the comparison, its report alone on standard output', async () => {
    const run = await cli('diff', SPEC_DIR, '--spec', large, '--format', 'json');
    expect(run.code, run.stderr).toBe(0);
    expect(() => JSON.parse(run.stdout)).not.toThrow();
    // The base is read before the head is validated (the head's rules watch what the base holds otherwise).
    const analysis = ['validate', 'resolve', 'views'];
    expect(phases(run.stderr)).toEqual(['head: load', 'base: load', ...analysis.map((p) => `head: ${p}`), ...analysis.map((p) => `base: ${p}`), 'compare']);
  }, 120_000);

  it("diff of a large model against its own files says the base takes the head's analysis, and compares nothing", async () => {
    const run = await cli('diff', large, '--spec', large, '--format', 'json');
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).versions.flatMap((v: { changes: unknown[] }) => v.changes)).toEqual([]);
    const analysis = ['validate', 'resolve', 'views'];
    expect(phases(run.stderr)).toEqual(['head: load', 'base: load', ...analysis.map((p) => `head: ${p}`), 'base: analysis', 'compare']);
    expect(run.stderr).toMatch(/^base: analysis +the head's +\d+ ms$/m);
  }, 120_000);

  it('a small model stays quiet', async () => {
    for (const args of [
      ['validate', '--spec', SPEC_DIR],
      ['diff', SPEC_DIR, '--spec', SPEC_DIR],
    ]) {
      const run = await cli(...args);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe('');
    }
  }, 120_000);
});
