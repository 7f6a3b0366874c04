/** The fast YAML writer: whatever JSON data goes in, the `yaml` library reads the same data back. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { downgradeTo303 } from '../src/emit/openapi/downgrade.ts';
import { toYaml, YamlFragments } from '../src/emit/shared/yaml-writer.ts';
import { seedPublishedDocuments } from './support/seed.ts';

const tricky = [
  '',
  ' ',
  'true',
  'False',
  'no',
  'on',
  'null',
  '~',
  '1',
  '-1',
  '1.5',
  '1e3',
  '0x1F',
  '.inf',
  '3.1.0',
  '2024-01-01',
  'a: b',
  'a:b',
  'a #b',
  'a#b',
  '#x',
  '- x',
  '? x',
  '@x',
  '`x`',
  '"q"',
  "'s'",
  'trailing ',
  ' leading',
  'a\nb',
  'a\n b',
  'a\n\nb',
  'a\n',
  'tab\there',
  'x:',
  '{a}',
  '[a]',
  '*a',
  '&a',
  '!a',
  '%a',
  '|',
  '>',
  'back\\slash',
  'ünïcode',
  'a\r\nb',
];

describe('toYaml', () => {
  it.each(tricky)('round-trips %j as a value and as a key', (s) => {
    const data = { [s]: s, list: [s, { [s]: [s] }] };
    expect(parse(String(toYaml(data)))).toEqual(data);
  });

  it('round-trips arbitrary JSON data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(parse(String(toYaml(value)))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
  });

  it('writes the same bytes for the same data', () => {
    const data = { b: [1, { c: 'x: y' }], a: { d: [] as unknown[], e: {} } };
    expect(String(toYaml(data))).toBe(String(toYaml(structuredClone(data))));
  });
});

describe('toYaml with fragments of documents written before', () => {
  /** Documents that share parts: the second's text must not depend on the first having been written. */
  const shared = fc.jsonValue().filter((v) => typeof v === 'object' && v !== null);
  const documentsSharing = fc
    .tuple(shared, shared, fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 1, maxLength: 4 }), fc.jsonValue())
    .map(([part, other, path, extra]) => {
      // The same part under a list or a key, at several depths, in both documents.
      const nest = (keys: string[], value: unknown): unknown => keys.reduceRight<unknown>((inner, k) => (k === 'c' ? [inner, extra] : { [k]: inner }), value);
      return [
        { x: nest(path, part), y: { z: { w: part } }, v: other },
        { y: { z: { w: part, u: other } }, x: nest(path.slice(1), part), extra },
      ] as const;
    });

  it('writes what it writes without them, whatever the documents share and at whatever depth', () => {
    fc.assert(
      fc.property(documentsSharing, ([first, second]) => {
        const fragments = new YamlFragments();
        expect(String(toYaml(first, fragments))).toBe(String(toYaml(first)));
        expect(String(toYaml(second, fragments))).toBe(String(toYaml(second)));
      }),
      { numRuns: 500 },
    );
  });

  it("writes each version's OpenAPI 3.0.3 twin as it would alone, after its 3.1 document", () => {
    for (const document of seedPublishedDocuments()) {
      const twin = downgradeTo303(document);
      const fragments = new YamlFragments();
      toYaml(document, fragments);
      expect(String(toYaml(twin, fragments))).toBe(String(toYaml(twin)));
    }
  });
});
