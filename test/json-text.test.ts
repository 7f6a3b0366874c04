/**
 * A large document's JSON in pieces (src/emit/shared/json-text.ts) is, joined, the very text
 * JSON.stringify writes of it whole: for any JSON value, at any depth its objects are split,
 * with the entries JSON.stringify leaves out, empty objects and keys that need escaping.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldPieces } from '../src/emit/shared/artefact.ts';
import { toJson, toJsonInPieces } from '../src/emit/shared/json-text.ts';
import { seedPublishedDocuments } from './support/seed.ts';

/** Objects nested deeper than the split, keys JSON must escape, and what JSON.stringify omits. */
const documents = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.jsonValue({ maxDepth: 2 }), tie('object'), fc.array(tie('value'), { maxLength: 3 })),
  object: fc.dictionary(
    fc.oneof(fc.string(), fc.constantFrom('"', '\\', '\n', 'ü€😀', '0', '10', '__proto__x')),
    fc.oneof(
      tie('value'),
      fc.constant(undefined),
      fc.constant(() => 1),
    ),
    { maxKeys: 5 },
  ),
})).value;

describe('toJsonInPieces', () => {
  it("joins into toJson's text of any value", () => {
    fc.assert(
      fc.property(documents, (value) => {
        expect(String(toJsonInPieces(value))).toBe(toJson(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it("joins into toJson's text of each version's published document, in many pieces", () => {
    for (const document of seedPublishedDocuments()) {
      const inPieces = toJsonInPieces(document);
      expect(String(inPieces)).toBe(toJson(document));
      expect(Array.from(inPieces.pieces).length).toBeGreaterThan(Object.keys(document.paths ?? {}).length);
    }
  });

  it('holds none of its pieces: they are made each time the text is read, the same each time', () => {
    for (const document of seedPublishedDocuments()) {
      const inPieces = toJsonInPieces(document);
      expect(heldPieces(inPieces)).toBeUndefined();
      const [first, second] = [Array.from(inPieces.pieces), Array.from(inPieces.pieces)];
      expect(second).toEqual(first);
    }
  });
});
