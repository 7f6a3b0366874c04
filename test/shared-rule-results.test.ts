/**
 * Rule results handed from one validation to the next (src/validate/shared-rule-results.ts), as
 * `diff` hands its head's to its base: the second model's diagnostics must always be exactly those
 * it gives validated alone. The oracle is that lone validation, for every rule fixture (each the
 * smallest edit that makes a rule report: the fixtures' base model, then the case; and the case,
 * then the base) and for generated edits of the seed model (a key or scalar replaced by another
 * of the model's, or one of the fuzzer's mutations), in both directions. Each group also counts
 * the rules the second validation ran again and those whose results it took, so that neither
 * side of the property goes untested.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSpecTexts, type SpecText } from '../src/load/load-spec.ts';
import { reuseWithinRun, type Reuse } from '../src/model/reuse.ts';
import { ReadLog, readsHold } from '../src/validate/read-log.ts';
import { SharedRuleResults } from '../src/validate/shared-rule-results.ts';
import { RULES, validateModel } from '../src/validate/validate.ts';
import { applyMutations, caseArbitrary, findSites, readSeed, type Mutation, type Sites } from './support/model-mutations.ts';
import { BASE_SPEC_DIR, ruleFixtures } from './support/rule-fixtures.ts';
import { SPEC_DIR } from './support/seed.ts';

/** How many rules the second validations ran, and how many they took from the first. */
interface Tally {
  ran: number;
  taken: number;
  /** Second validations that ran rules at all (the others stopped at a file's structure). */
  compared: number;
}

/** The diagnostics of a validation, and whether it accepted the model. */
function validate(texts: readonly SpecText[], reuse: Reuse, shared?: SharedRuleResults) {
  const loaded = loadSpecTexts(texts, reuse);
  const result = validateModel(loaded.files, loaded.diagnostics.length > 0, reuse, shared);
  return { accepted: result.model !== undefined, diagnostics: result.diagnostics };
}

/**
 * Validates `first`, then `second` with the first's rule results handed on, and `second` alone;
 * returns the two results of `second` and counts into `tally`.
 */
function handedOn(first: readonly SpecText[], second: readonly SpecText[], tally: Tally) {
  // One reuse for both, as in `diff`: a text read twice is parsed once, so unchanged files are the very same data.
  const reuse = reuseWithinRun();
  const shared = new SharedRuleResults(loadSpecTexts(second, reuse).files);
  validate(first, reuse, shared);
  const asked = vi.spyOn(shared, 'reports');
  const checks = RULES.map((rule) => vi.spyOn(rule, 'check'));
  const withShared = validate(second, reuse, shared);
  const ran = checks.filter((check) => check.mock.calls.length > 0).length;
  // A model that stops at its files' structure or loading never asks for rule results.
  if (asked.mock.calls.length > 0) {
    tally.compared += 1;
    tally.ran += ran;
    tally.taken += RULES.length - ran;
  }
  vi.restoreAllMocks();
  return { withShared, alone: validate(second, reuseWithinRun()) };
}

function textsIn(dir: string): SpecText[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({ name: `spec/${name}`, text: readFileSync(join(dir, name), 'utf8') }));
}

/** The fixture case's model: the base's files with the case's laid over them (test/fixtures/rules/README.md). */
function caseTexts(dir: string): SpecText[] | undefined {
  let own: string[];
  try {
    own = readdirSync(join(dir, 'spec'));
  } catch {
    return undefined;
  }
  const files = new Map(own.includes('.no-base') ? [] : textsIn(BASE_SPEC_DIR).map((t) => [t.name, t.text]));
  for (const t of textsIn(join(dir, 'spec'))) files.set(t.name, t.text);
  return [...files].sort(([a], [b]) => a.localeCompare(b)).map(([name, text]) => ({ name, text }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('what a step read of a watched part, and where it holds', () => {
  /** The reads `step` makes of `model.part`, watched. */
  const readsOf = (model: Record<string, unknown>, step: (part: Record<string, unknown>) => unknown) => {
    const log = new ReadLog();
    const part = log.watch(model.part as Record<string, unknown>, ['part']);
    return log.during(() => step(part)).reads;
  };
  const model = { part: { name: 'a', nested: { n: 1 }, list: [1, 2] } };

  const part = model.part;
  it.each([
    ['a scalar', (p: Record<string, unknown>) => p.name, { ...part, name: 'b' }],
    ['an object, not what it holds', (p: Record<string, unknown>) => typeof p.nested, { ...part, nested: [1] }],
    ['what an object holds', (p: Record<string, unknown>) => (p.nested as { n: number }).n, { ...part, nested: { n: 2 } }],
    ['a missing property', (p: Record<string, unknown>) => p.other, { ...part, other: 1 }],
    ['a property tested with `in`', (p: Record<string, unknown>) => 'other' in p, { ...part, other: 1 }],
    ['the keys, in order', (p: Record<string, unknown>) => Object.keys(p), { list: part.list, name: part.name, nested: part.nested }],
    ["an array's items, iterated", (p: Record<string, unknown>) => [...(p.list as number[])], { ...part, list: [1, 2, 3] }],
  ] as const)('%s: holds where the model is the same, not where the read gives another answer', (_what, step, changed) => {
    const reads = readsOf(model, step);
    expect(reads).not.toEqual([]);
    expect(readsHold(reads, { part: { ...part } })).toBe(true);
    expect(readsHold(reads, { part: changed })).toBe(false);
  });

  it('gives one wrapper per object, so a step that compares objects sees what it would unwrapped', () => {
    const log = new ReadLog();
    const part = log.watch(model.part, ['part']);
    expect(part.nested).toBe(part.nested);
    expect(log.watch(model.part, ['part'])).toBe(part);
  });
});

describe('rule results handed from one validation to the next', () => {
  it('every rule fixture gives the diagnostics of its lone validation, after the base model and before it', () => {
    const base = textsIn(BASE_SPEC_DIR);
    const tally: Tally = { ran: 0, taken: 0, compared: 0 };
    for (const fixture of ruleFixtures()) {
      const texts = caseTexts(fixture.dir);
      if (!texts) continue;
      for (const [first, second, label] of [
        [base, texts, 'base then case'],
        [texts, base, 'case then base'],
      ] as const) {
        const { withShared, alone } = handedOn(first, second, tally);
        expect(withShared, `${fixture.group}/${fixture.name}, ${label}`).toEqual(alone);
      }
    }
    expect(tally.compared).toBeGreaterThan(50);
    expect(tally.ran).toBeGreaterThan(0);
    expect(tally.taken).toBeGreaterThan(0);
  });

  const seed = readSeed(SPEC_DIR);
  const seedTexts: SpecText[] = seed.map(({ file, text }) => ({ name: `spec/${file}`, text }));
  const sitesByFile = findSites(seed);

  /** A key or scalar of one file replaced by the text of another key or scalar of the model: edits that mostly keep the model's structure. */
  const replaceScalar = (sites: Sites): fc.Arbitrary<Mutation> => {
    const own = sites.allScalars.filter((s) => s.file === sites.file.file);
    const textOf = (s: Sites['allScalars'][number]) => seed.find((f) => f.file === s.file)!.text.slice(s.start, s.end);
    return fc.record({ at: fc.constantFrom(...own), by: fc.constantFrom(...sites.allScalars) }).map(({ at, by }) => ({
      label: `${at.file} ${at.path}: ${textOf(at)} → ${textOf(by)}`,
      edits: [{ kind: 'splice', file: at.file, start: at.start, end: at.end, insert: textOf(by) }],
    }));
  };
  const edits = fc.oneof(
    { weight: 3, arbitrary: fc.nat({ max: sitesByFile.length - 1 }).chain((i) => fc.array(replaceScalar(sitesByFile[i]!), { minLength: 1, maxLength: 3 })) },
    { weight: 1, arbitrary: caseArbitrary(sitesByFile) },
  );

  it('generated edits of the seed model give the diagnostics of their lone validation, either way round', () => {
    const tally: Tally = { ran: 0, taken: 0, compared: 0 };
    fc.assert(
      fc.property(edits, fc.boolean(), (mutations, editedFirst) => {
        const edited = [...applyMutations(seed, mutations)].sort(([a], [b]) => a.localeCompare(b)).map(([file, text]) => ({ name: `spec/${file}`, text }));
        const [first, second] = editedFirst ? [edited, seedTexts] : [seedTexts, edited];
        const { withShared, alone } = handedOn(first, second, tally);
        expect(withShared).toEqual(alone);
      }),
      { numRuns: 150 },
    );
    expect(tally.compared).toBeGreaterThan(50);
    expect(tally.ran).toBeGreaterThan(0);
    expect(tally.taken).toBeGreaterThan(0);
  }, 120_000);
});
