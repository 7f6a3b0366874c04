/**
 * `shareData` (src/model/plain-data.ts): a value holding the new data that takes from the last
 * value every part an edit left as it was, the parts `--watch` then reuses what it made of. As a
 * property over random data and random edits, and on the seed's view.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameData, shareData } from '../src/model/plain-data.ts';
import { analyse } from '../src/pipeline/compile.ts';
import type { VersionView } from '../src/views/version-view.ts';
import { SPEC_DIR } from './support/seed.ts';

function seedView(): VersionView {
  const analysed = analyse(SPEC_DIR);
  if (!analysed.ok) throw new Error('the seed model does not compile');
  return analysed.views[0]!;
}

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

const sameAs = (a: unknown, b: unknown) => sameData(a, b);

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

describe("a value shared with the last one (a version's view with the last compile's)", () => {
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
    const view = seedView();
    const edited = structuredClone(view);
    edited.operations.at(-1)!.summary += ' (edited)';
    const shared = shareData(view, edited);
    expect(shareData(view, seedView())).toBe(view);
    expect(shared).not.toBe(view);
    expect(shared.operations.at(-1)).not.toBe(view.operations.at(-1));
    expect(shared.operations.at(-1)!.summary).toBe(edited.operations.at(-1)!.summary);
    for (const [i, op] of shared.operations.slice(0, -1).entries()) expect(op).toBe(view.operations[i]);
    expect(shared.schemas).toBe(view.schemas);
  });
});
