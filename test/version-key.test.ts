/**
 * The key of a version's contract artefacts in `--watch` (src/pipeline/version-key.ts) changes
 * with anything of the view that JSON alone would lose, and refuses what it cannot write.
 */
import { describe, expect, it } from 'vitest';
import { contractModelOf } from '../src/contract/contract-model.ts';
import { analyse } from '../src/pipeline/compile.ts';
import { versionKey } from '../src/pipeline/version-key.ts';
import { buildModelView } from '../src/views/model-view.ts';
import type { VersionView } from '../src/views/version-view.ts';
import { SPEC_DIR } from './support/seed.ts';

const analysed = analyse(SPEC_DIR);
if (!analysed.ok) throw new Error('the seed model does not compile');
const contract = contractModelOf(buildModelView(analysed.resolved));
const view = analysed.views[0]!;
const keyOf = (changed: object) => versionKey({ ...view, ...changed } as VersionView, contract, 'templates');

describe('a version key', () => {
  it('is the same for the same view, contract fields and templates, and changes with each', () => {
    const key = versionKey(view, contract, 'templates');
    // Another compile of the same model, as the next compile of a watch makes it.
    const again = analyse(SPEC_DIR);
    if (!again.ok) throw new Error('the seed model does not compile');
    expect(versionKey(again.views[0]!, contractModelOf(buildModelView(again.resolved)), 'templates')).toBe(key);
    expect(versionKey(structuredClone(view), structuredClone(contract), 'templates')).toBe(key);
    expect(versionKey(view, contract, 'other templates')).not.toBe(key);
    expect(
      versionKey(view, { ...contract, publication: { ...contract.publication, license: { ...contract.publication.license, name: 'edited' } } }, 'templates'),
    ).not.toBe(key);
    expect(keyOf({ title: `${view.title} (edited)` })).not.toBe(key);
  });

  it("tells apart what JSON alone would not: a Map's and a Set's entries, an undefined field from a missing one, a marker-like text from a marker", () => {
    expect(keyOf({ extra: new Map([['a', 1]]) })).not.toBe(keyOf({ extra: new Map([['a', 2]]) }));
    expect(keyOf({ extra: new Set(['a']) })).not.toBe(keyOf({ extra: new Set(['b']) }));
    expect(keyOf({ extra: undefined })).not.toBe(keyOf({}));
    expect(keyOf({ extra: '\u0000undefined' })).not.toBe(keyOf({ extra: undefined }));
    expect(keyOf({ extra: Number.NaN })).not.toBe(keyOf({ extra: null }));
  });

  it('depends on the data alone, not on how V8 holds it', () => {
    // A text sliced from one with a character past Latin-1 is held two bytes a character, though
    // its own are ASCII: two compiles of one model can hold a text either way.
    const ascii = 'a text long enough to be sliced, not copied';
    const twoBytes = `é${ascii}`.slice(1);
    expect(keyOf({ extra: twoBytes })).toBe(keyOf({ extra: ascii }));
    const sparse = [1, 2];
    delete sparse[1];
    sparse[1] = 2;
    expect(keyOf({ extra: sparse })).toBe(keyOf({ extra: [1, 2] }));
  });

  it('refuses a value JSON cannot write, rather than leave it out of the key', () => {
    expect(() => keyOf({ extra: new (class Holder {})() })).toThrow(/instance of Holder at "extra"/);
    expect(() => keyOf({ extra: () => 1 })).toThrow(/function at "extra"/);
  });
});
