/**
 * The OpenAPI 3.0.3 twin downgraded with the parts (src/emit/shared/part-results.ts) of an
 * earlier downgrade, as `--watch` downgrades the next compile's document: the same twin, whose
 * parts are the earlier downgrade's.
 */
import { describe, expect, it } from 'vitest';
import { downgradeTo303 } from '../src/emit/openapi/downgrade.ts';
import { toJson } from '../src/emit/shared/json-text.ts';
import { PartResults } from '../src/emit/shared/part-results.ts';
import { seedPublishedDocuments } from './support/seed.ts';

describe('the OpenAPI 3.0.3 twin with the parts of an earlier downgrade', () => {
  it("is each version's twin, its parts the earlier downgrade's", () => {
    for (const document of seedPublishedDocuments()) {
      const downgraded = new PartResults<unknown>();
      const twin = downgradeTo303(document, downgraded);
      expect(toJson(twin)).toBe(toJson(downgradeTo303(document)));
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
