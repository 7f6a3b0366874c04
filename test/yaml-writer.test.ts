/** The fast YAML writer: whatever JSON data goes in, the `yaml` library reads the same data back. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toYaml } from '../src/emit/shared/yaml-writer.ts';

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
    expect(parse(toYaml(data))).toEqual(data);
  });

  it('round-trips arbitrary JSON data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(parse(toYaml(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
  });

  it('writes the same bytes for the same data', () => {
    const data = { b: [1, { c: 'x: y' }], a: { d: [] as unknown[], e: {} } };
    expect(toYaml(data)).toBe(toYaml(structuredClone(data)));
  });
});
