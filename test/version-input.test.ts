/**
 * Whether a version's contract input is the same as the last compile's, which decides `--watch`'s
 * reuse of its artefacts (src/pipeline/version-input.ts): the same for the same data, whatever
 * the objects that hold it; different for anything of the view, the contract fields or the
 * templates; and what it cannot compare is refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractModelOf } from '../src/contract/contract-model.ts';
import { analyse } from '../src/pipeline/compile.ts';
import { sameVersionInput, shareData, type VersionInput } from '../src/pipeline/version-input.ts';
import { buildModelView } from '../src/views/model-view.ts';
import type { VersionView } from '../src/views/version-view.ts';
import { SPEC_DIR } from './support/seed.ts';

function seedInput(): VersionInput {
  const analysed = analyse(SPEC_DIR);
  if (!analysed.ok) throw new Error('the seed model does not compile');
  return { view: analysed.views[0]!, contract: contractModelOf(buildModelView(analysed.resolved)), templates: 'templates' };
}

const input = seedInput();
/** The seed's view with `changed` on top, beside the same with `other`: whether they compare the same. */
const same = (changed: object, other: object) =>
  sameVersionInput({ ...input, view: { ...input.view, ...changed } as VersionView }, { ...input, view: { ...input.view, ...other } as VersionView });

describe("a version's input", () => {
  it('is the same for the same view, contract fields and templates, and differs with each', () => {
    // Another compile of the same model, as the next compile of a watch makes it.
    expect(sameVersionInput(input, seedInput())).toBe(true);
    expect(sameVersionInput(input, structuredClone(input))).toBe(true);
    expect(sameVersionInput(input, { ...input, templates: 'other templates' })).toBe(false);
    const { publication } = input.contract;
    const licence = { ...publication, license: { ...publication.license, name: 'edited' } };
    expect(sameVersionInput(input, { ...input, contract: { ...input.contract, publication: licence } })).toBe(false);
    expect(same({}, { title: `${input.view.title} (edited)` })).toBe(false);
    // Deep inside the view: the last operation's summary.
    const edited = structuredClone(input);
    const last = edited.view.operations.at(-1)!;
    last.summary = `${last.summary} (edited)`;
    expect(sameVersionInput(input, edited)).toBe(false);
  });

  it('tells apart the order of fields, Map and Set entries, an undefined field from a missing one, NaN from null', () => {
    expect(same({ extra: { a: 1, b: 2 } }, { extra: { b: 2, a: 1 } })).toBe(false);
    expect(same({ extra: new Map([['a', 1]]) }, { extra: new Map([['a', 2]]) })).toBe(false);
    expect(same({ extra: new Map([['a', 1]]) }, { extra: { a: 1 } })).toBe(false);
    expect(same({ extra: new Set(['a']) }, { extra: new Set(['b']) })).toBe(false);
    expect(same({ extra: new Set(['a']) }, { extra: ['a'] })).toBe(false);
    expect(same({ extra: undefined }, {})).toBe(false);
    expect(same({ extra: Number.NaN }, { extra: null })).toBe(false);
    expect(same({ extra: Number.NaN }, { extra: Number.NaN })).toBe(true);
    expect(same({ extra: [1, 2] }, { extra: [1, 2, 3] })).toBe(false);
  });

  it('depends on the data alone, not on how V8 holds it', () => {
    // A text sliced from one with a character past Latin-1 is held two bytes a character, though
    // its own are ASCII: two compiles of one model can hold a text either way.
    const ascii = 'a text long enough to be sliced, not copied';
    const twoBytes = `é${ascii}`.slice(1);
    expect(same({ extra: twoBytes }, { extra: ascii })).toBe(true);
    const sparse = [1, 2];
    delete sparse[1];
    sparse[1] = 2;
    expect(same({ extra: sparse }, { extra: [1, 2] })).toBe(true);
    expect(same({ extra: Object.assign(Object.create(null) as object, { a: 1 }) }, { extra: { a: 1 } })).toBe(true);
  });

  it('refuses a value that is not plain data, rather than pass over it', () => {
    class Holder {}
    expect(() => same({ extra: new Holder() }, { extra: new Holder() })).toThrow(/instance of Holder at "extra"/);
    const f = () => 1;
    expect(() => same({ extra: f }, { extra: f })).toThrow(/function at "extra"/);
  });
});

/** Random plain data: what a view may hold (objects, lists, Maps, Sets, texts, numbers, NaN, undefined). */
const { data } = fc.letrec<{ data: unknown }>((tie) => ({
  data: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 3 }), fc.constant(Number.NaN), fc.constant(undefined), fc.constant(null), fc.boolean()),
    fc.array(tie('data'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('x', 'y', 'z', '__proto__'), tie('data'), { maxKeys: 3 }),
    fc.array(fc.tuple(fc.constantFrom('k', 'l', 'm'), tie('data')), { maxLength: 3 }).map((entries) => new Map(entries)),
    fc.array(fc.constantFrom('p', 'q', 1), { maxLength: 3 }).map((items) => new Set(items)),
  ),
}));

/** `value` with the edits `choices` pick, in place: each walks down to a part and replaces it, drops it or adds one beside it. */
function edited(value: unknown, choices: readonly number[], replacement: unknown): unknown {
  let at = value;
  for (const [step, choice] of choices.entries()) {
    const last = step === choices.length - 1;
    if (Array.isArray(at) && at.length > 0) {
      const i = choice % at.length;
      if (last || typeof at[i] !== 'object' || at[i] === null) {
        if (choice % 3 === 0) at.splice(i, 1);
        else if (choice % 3 === 1) at.splice(i, 0, replacement);
        else at[i] = replacement;
        return value;
      }
      at = at[i];
    } else if (at instanceof Map && at.size > 0) {
      const key = [...at.keys()][choice % at.size];
      if (last || typeof at.get(key) !== 'object') {
        if (choice % 2 === 0) at.delete(key);
        else at.set(key, replacement);
        return value;
      }
      at = at.get(key);
    } else if (typeof at === 'object' && at !== null && !(at instanceof Set) && Object.keys(at).length > 0) {
      const record = at as Record<string, unknown>;
      const names = Object.keys(record);
      const name = names[choice % names.length]!;
      if (last || typeof record[name] !== 'object' || record[name] === null) {
        if (choice % 3 === 0) delete record[name];
        else if (choice % 3 === 1) record[`${name}2`] = replacement;
        else Object.defineProperty(record, name, { value: replacement, enumerable: true, writable: true, configurable: true });
        return value;
      }
      at = record[name];
    } else return value;
  }
  return value;
}

const sameAs = (a: unknown, b: unknown) => sameVersionInput({ ...input, view: a as VersionView }, { ...input, view: b as VersionView });

/** Checks the sharing of `result` = shareData(last, now): every part of `now` the same as `last`'s part at its place is that part. */
function expectShared(last: unknown, now: unknown, result: unknown, at: string): void {
  if (sameAs(last, now)) {
    expect(result, `${at}: the same data is the last value`).toBe(last);
    return;
  }
  const kind = (v: unknown) =>
    Array.isArray(v) ? 'list' : v instanceof Map ? 'map' : v instanceof Set ? 'set' : typeof v === 'object' && v !== null ? 'object' : 'scalar';
  if (kind(last) !== kind(now) || kind(now) === 'set' || kind(now) === 'scalar') return;
  if (kind(now) === 'list') {
    const [l, n, r] = [last, now, result] as unknown[][];
    for (let i = 0; i < Math.min(l!.length, n!.length); i++) expectShared(l![i], n![i], r![i], `${at}[${i}]`);
  } else if (kind(now) === 'map') {
    const [l, n, r] = [last, now, result] as Map<unknown, unknown>[];
    for (const key of n!.keys()) if (l!.has(key)) expectShared(l!.get(key), n!.get(key), r!.get(key), `${at}.get(${String(key)})`);
  } else {
    const [l, n, r] = [last, now, result] as Record<string, unknown>[];
    for (const name of Object.keys(n!)) if (Object.hasOwn(l!, name)) expectShared(l![name], n![name], r![name], `${at}.${name}`);
  }
}

describe("a version's view shared with the last compile's", () => {
  it('holds the new data, changes neither input, and takes from the last every part that is the same at its place', () => {
    fc.assert(
      fc.property(data, fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), { maxLength: 3 }), data, (last, edits, replacement) => {
        const now = structuredClone(last);
        for (const choices of edits) edited(now, choices, structuredClone(replacement));
        const [lastBefore, nowBefore] = [structuredClone(last), structuredClone(now)];
        const result = shareData(last, now);
        expect(sameAs(result, now), 'the result holds the new data').toBe(true);
        expect(sameAs(last, lastBefore) && sameAs(now, nowBefore), 'neither input changed').toBe(true);
        expectShared(last, now, result, 'view');
      }),
      { numRuns: 2000 },
    );
  });

  it('is the last view for another compile of the same model, and a copy only along the path to an edit', () => {
    const edited = structuredClone(input);
    edited.view.operations.at(-1)!.summary += ' (edited)';
    const shared = shareData(input.view, edited.view);
    expect(shareData(input.view, seedInput().view)).toBe(input.view);
    expect(shared).not.toBe(input.view);
    expect(shared.operations.at(-1)).not.toBe(input.view.operations.at(-1));
    expect(shared.operations.slice(0, -1)).toEqual(input.view.operations.slice(0, -1));
    for (const [i, op] of shared.operations.slice(0, -1).entries()) expect(op).toBe(input.view.operations[i]);
    expect(shared.schemas).toBe(input.view.schemas);
  });
});
