/**
 * `validate` runs only the emitters that read the model (VALIDATING_EMITTERS), and builds the
 * route tables the contract emitters it leaves out would have serialised.
 * Oracle: on the seed model, the rule fixtures' base model and every case of the `unrendered`
 * fixtures, a compile by those emitters gives exactly the diagnostics of a compile by all of them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compile, EMITTERS, VALIDATING_EMITTERS, type CompileResult } from '../src/pipeline/compile.ts';
import { BASE_SPEC_DIR, materialise, ruleFixtures } from './support/rule-fixtures.ts';
import { SPEC_DIR } from './support/seed.ts';

const work = mkdtempSync(join(tmpdir(), 'validate-emitters-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const diagnostics = (result: CompileResult) => (result.ok ? result.warnings : result.diagnostics);

const MODELS: [string, () => string][] = [
  ['the seed model', () => SPEC_DIR],
  ['the rule fixtures’ base model', () => BASE_SPEC_DIR],
  ...ruleFixtures()
    .filter((fixture) => fixture.group === 'unrendered')
    .map((fixture): [string, () => string] => [`unrendered/${fixture.name}`, () => materialise(fixture, mkdtempSync(join(work, 'case-')))]),
];

describe('validate leaves out the contract emitters and loses no diagnostic', () => {
  it('leaves some emitters out', () => {
    expect(VALIDATING_EMITTERS.length).toBeLessThan(EMITTERS.length);
  });

  it.each(MODELS)('%s: the same diagnostics as a compile by every emitter', (_name, folder) => {
    const spec = folder();
    expect(diagnostics(compile(spec, VALIDATING_EMITTERS))).toEqual(diagnostics(compile(spec)));
  });
});
