/**
 * The printers of `src/emit/shared/ts-text.ts` against prettier as the oracle: whatever they print, with
 * the project's config, prettier leaves unchanged.
 */
import fc from 'fast-check';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { CodeText, dataDeclaration, itemList, jsonValue, propertyKey, stringLiteral, unionAfter, type JsonValue } from '../src/emit/shared/ts-text.ts';

const config = { ...(await prettier.resolveConfig('src/index.ts')), parser: 'typescript' } as const;

async function expectStable(code: string): Promise<void> {
  expect(await prettier.format(code, config)).toBe(code);
}

/** Text with the characters that decide quoting and escaping. */
const text = fc.string({ unit: fc.constantFrom('a', 'b', '_', '-', ' ', '1', "'", '"', '\\', '\n', 'é', '\u0001') });
/** Text too long for a line on its own. */
const longText = fc.string({ unit: 'grapheme-ascii', minLength: 120, maxLength: 180 });
const key = fc.oneof(text, fc.constantFrom('id', 'name', 'x_1', '$ref', 'a-b', '0'));
const json: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -1e6, max: 1e6 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    text,
    fc.constantFrom('serializeQuery', 'resumeApproverSelectionRequiredError', 'x').map((name) => new CodeText(name)),
    fc.array(tie('value'), { maxLength: 40 }),
    fc.dictionary(key, tie('value'), { maxKeys: 6 }),
  ),
})).value;

describe('ts-text printers are prettier-stable', () => {
  it('JSON-like objects and arrays, at any column', async () => {
    // The printer lays out the value of a declaration or property; a lone scalar there is
    // prettier's assignment layout (breaking after `=`), which the generator never meets; code
    // inside data is such a scalar.
    const container = json.filter((value) => typeof value === 'object' && value !== null && !(value instanceof CodeText));
    await fc.assert(
      fc.asyncProperty(container, fc.nat({ max: 120 }), async (value, pad) => {
        const name = `x${'_'.repeat(pad)}`;
        const prefix = `export const ${name} = `;
        await expectStable(`${prefix}${jsonValue(value, { indent: '', column: prefix.length, suffix: 1 })};\n`);
      }),
      { numRuns: 300 },
    );
  });

  it('code inside data is printed as written, also through a declaration, which drops undefined members', () => {
    const declaration = dataDeclaration('const op: Descriptor =', { id: 'a', gone: undefined, query: { serialize: new CodeText('serializeQuery') } });
    expect(declaration).toBe("const op: Descriptor = { id: 'a', query: { serialize: serializeQuery } };");
  });

  it('a member named `__proto__` is printed as a member, as JSON.parse gives it', () => {
    const value = JSON.parse('{"__proto__": {"a": 1}, "b": [2, null], "c": {"__proto__": 3}}') as unknown;
    expect(dataDeclaration('const x =', value)).toBe('const x = { __proto__: { a: 1 }, b: [2, null], c: { __proto__: 3 } };');
  });

  it('a declaration prints its data as a JSON round trip gives it back (undefined, holes, toJSON, `__proto__`)', () => {
    const data = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(null, undefined, true, 0, -1.5, Number.NaN, 'a', "it's", '__proto__'),
        fc.date({ noInvalidDate: true }),
        fc.sparseArray(tie('value'), { maxLength: 4 }),
        fc.dictionary(fc.constantFrom('id', 'gone', '__proto__', 'a b', '0'), tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(data, (value) => {
        const roundTrip = JSON.stringify(value) === undefined ? null : JSON.parse(JSON.stringify(value));
        expect(dataDeclaration('const x =', value)).toBe(dataDeclaration('const x =', roundTrip));
      }),
      { numRuns: 500 },
    );
  });

  it('string literals and property keys', async () => {
    await fc.assert(
      fc.asyncProperty(text, key, async (value, name) => {
        await expectStable(`export const x = { ${propertyKey(name)}: ${stringLiteral(value)} };\n`);
        expect(eval(stringLiteral(value))).toBe(value);
      }),
      { numRuns: 300 },
    );
  });

  it('unions in type aliases and property types, and parameter lists', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(text, longText), { minLength: 1, maxLength: 30 }), async (values) => {
        const members = values.map(stringLiteral);
        await expectStable(`${unionAfter('export type Alias =', members, { indent: '', column: 0, suffix: 1 }, 'alias')};\n`);
        await expectStable(`export type Holder = {\n${unionAfter('  member?:', members, { indent: '  ', column: 0, suffix: 1 }, 'property')};\n};\n`);
        const head = 'export function f';
        const params = members.map((m, i) => `p${i}: ${m}`);
        await expectStable(`${head}${itemList(params, { indent: '', column: head.length, suffix: ': void {}'.length })}: void {}\n`);
      }),
      { numRuns: 200 },
    );
  });
});
