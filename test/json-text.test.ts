/**
 * JSON files with the texts of parts written before (src/emit/shared/json-text.ts): the bytes of
 * `JSON.stringify(value, null, 2)`, whatever the documents share, at whatever depth, and whatever
 * JSON leaves out; and the OpenAPI 3.0.3 twin downgraded with the parts of an earlier downgrade.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractModelOf } from '../src/contract/contract-model.ts';
import { publishedDocument } from '../src/contract/openapi/document.ts';
import { downgradeTo303 } from '../src/emit/openapi/downgrade.ts';
import { toJson } from '../src/emit/shared/json-text.ts';
import { PartResults } from '../src/emit/shared/part-results.ts';
import { buildModelView } from '../src/views/model-view.ts';
import { seedModel } from './support/seed.ts';

/** Data as a document may hold it, with what JSON leaves out or writes as null: undefined, NaN, a function. */
const { data } = fc.letrec<{ data: unknown }>((tie) => ({
  data: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(
      fc.string({ maxLength: 4 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.constant(() => 1),
    ),
    fc.array(tie('data'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 3 }), tie('data'), { maxKeys: 4 }),
  ),
}));

/** Two documents holding one part under keys and lists, at several depths. */
const documentsSharing = fc
  .tuple(data, data, fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 1, maxLength: 5 }), data)
  .map(([part, other, path, extra]) => {
    const nest = (keys: string[], value: unknown): unknown => keys.reduceRight<unknown>((inner, k) => (k === 'c' ? [inner, extra] : { [k]: inner }), value);
    return [{ x: nest(path, part), y: { z: { w: part } }, v: other }, [{ y: { z: { w: part, u: other } }, x: nest(path.slice(1), part), extra }]] as const;
  });

describe('toJson with the parts of documents written before', () => {
  it('writes the bytes of JSON.stringify with two-space indents, whatever the documents share', () => {
    fc.assert(
      fc.property(documentsSharing, ([first, second]) => {
        const parts = new PartResults<string>();
        expect(toJson(first, parts)).toBe(`${JSON.stringify(first, null, 2)}\n`);
        expect(toJson(second, parts)).toBe(`${JSON.stringify(second, null, 2)}\n`);
        expect(toJson(first, parts)).toBe(toJson(first));
      }),
      { numRuns: 1000 },
    );
  });

  it("writes each version's documents and 3.0.3 twin as they would be alone, the twin downgraded with an earlier downgrade's parts", () => {
    const { resolved, views } = seedModel();
    const contract = contractModelOf(buildModelView(resolved));
    for (const view of views) {
      const document = publishedDocument(contract, view);
      const [json, downgraded] = [new PartResults<string>(), new PartResults<unknown>()];
      expect(toJson(document, json)).toBe(toJson(document));
      const twin = downgradeTo303(document, downgraded);
      expect(twin).toEqual(downgradeTo303(document));
      expect(toJson(twin, json)).toBe(toJson(downgradeTo303(document)));
      expect(downgradeTo303(document, downgraded).paths, 'a second downgrade takes the parts of the first').toEqual(twin.paths);
      // Every part of a second downgrade is the first's, those the downgrade had to change included.
      const again = downgradeTo303(document, downgraded);
      const partsOf = (doc: typeof twin) => [
        ...Object.values(doc.paths).flatMap((item) => Object.values(item ?? {})),
        ...Object.values(doc.components?.schemas ?? {}),
      ];
      expect(partsOf(again)).toEqual(partsOf(twin));
      partsOf(again).forEach((part, i) => expect(part).toBe(partsOf(twin)[i]));
      const original = [...Object.values(document.paths).flatMap((item) => Object.values(item ?? {})), ...Object.values(document.components.schemas)];
      expect(partsOf(twin).filter((part, i) => part !== original[i]).length, 'parts the downgrade changed').toBeGreaterThan(0);
    }
  });
});
