/**
 * Whether a version's contract input is the same as the last compile's, which decides `--watch`'s
 * reuse of its artefacts (src/pipeline/version-input.ts): the same for the same data, whatever
 * the objects that hold it; different for anything of the view, the contract fields or the
 * templates; and what it cannot compare is refused.
 */
import { describe, expect, it } from 'vitest';
import { contractModelOf } from '../src/contract/contract-model.ts';
import { analyse } from '../src/pipeline/compile.ts';
import { sameVersionInput, type VersionInput } from '../src/pipeline/version-input.ts';
import { buildModelView } from '../src/views/model-view.ts';
import type { VersionView } from '../src/views/version-view.ts';
import { SPEC_DIR } from './support/seed.ts';

function seedInput(): VersionInput {
  const analysed = analyse(SPEC_DIR);
  if (!analysed.ok) throw new Error('the seed model does not compile');
  return { view: analysed.views[0]!, contract: contractModelOf(buildModelView(analysed.resolved)), templates: 'templates', examples: undefined };
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
    const examples = { source: 'sandbox/demo.yaml', tenant: 'a', semanticTypes: {}, operations: {} };
    expect(sameVersionInput({ ...input, examples }, { ...input, examples: structuredClone(examples) })).toBe(true);
    expect(sameVersionInput({ ...input, examples }, { ...input, examples: { ...examples, tenant: 'b' } })).toBe(false);
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
