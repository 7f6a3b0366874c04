/**
 * The fast reader of model YAML (src/load/yaml-subset.ts) against the yaml library: on every
 * text the reader accepts, the same data and the same positions, and nothing accepted that the
 * library refuses. Checked on the seed model (which must be read fast: that is the reader's
 * point), on texts that reach each rule of the subset, and on random documents the yaml library
 * itself writes in many styles. The model fuzzer makes the same check on every file it mutates
 * (test/support/model-fuzz.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH, parseSpecText, parseWithLibrary } from '../src/load/load-spec.ts';
import { parseYamlSubset } from '../src/load/yaml-subset.ts';
import { SPEC_DIR } from './support/seed.ts';
import { subsetDisagreements } from './support/model-fuzz.ts';

const accepted = (text: string) => parseYamlSubset(text, MAX_NESTING_DEPTH) !== undefined;

describe('the YAML subset reader', () => {
  it("reads every seed model file, with the yaml library's data and positions", () => {
    const files = readdirSync(SPEC_DIR).filter((name) => name.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) {
      const text = readFileSync(join(SPEC_DIR, name), 'utf8');
      expect(accepted(text), name).toBe(true);
      expect(subsetDisagreements(`spec/${name}`, text)).toEqual([]);
    }
  });

  const inSubset: Record<string, string> = {
    'scalars of the core schema':
      'a: 1\nb: true\nc: null\nd: ~\ne: 1.5\nf: .inf\ng: 0x1F\nh: 0o17\ni: -1\nj: -tenant-id\nk: a#b\nl: text # comment\nm: 1e3\nn: .NaN\no: FALSE\np: 007\n',
    'single quotes': "a: 'it''s'\n'b c': 'x: y # z'\n'': empty key\nd: ''\n",
    'nested mappings and flow collections':
      "a:\n  b:\n    c: d\n  e: [1, two, {x: y, z: [ ]}]\nf: {}\ng: []\nh: { u: https://x.y/z?q=1, q: 'a, b', n: [1, [2, 3]] }\n",
    'sequences, compact and indented, with mappings as items': 'a:\n- x\n- y\nb:\n  - k: v\n    m: n\n  - z\n  -\n    deep: 1\n',
    'block scalars': 'a: >-\n  one\n  two\n\n  three\n\n\n  four\nb: |\n  x\n  y\n\nc: >\n  p\n  # not a comment\nd: |-\n  q\n',
    'comments and blank lines everywhere': '# top\n\na: 1 # c\n\n# mid\nb:\n  # inner\n  c: 2\n\n',
    'keys that look like other things': 'a/b.c: 1\nx-y_z: 2\nconstructor: 3\n__proto__: 4\nk[0]: 5\n',
    // YAML's white space is the space (and the tab): other Unicode spaces are text, kept where they stand.
    'Unicode spaces next to keys and inside block scalars': 'a\u00a0: 1\nb\u3000: [x]\nc:\n- d\u2028: 1\ne: |\n  \u00a0x\n  \u2000y\n',
  };
  for (const [name, text] of Object.entries(inSubset)) {
    it(`reads ${name} as the library does`, () => {
      expect(accepted(text)).toBe(true);
      expect(subsetDisagreements('spec/case.yaml', text)).toEqual([]);
    });
  }

  const outsideSubset: Record<string, string> = {
    'an anchor and an alias': 'a: &x 1\nb: *x\n',
    'a tag': 'a: !!str 1\n',
    'double quotes': 'a: "x\\ny"\n',
    'a plain scalar over two lines': 'a: one\n  two\n',
    'a flow sequence over two lines': 'a: [1,\n  2]\n',
    'a duplicate key': 'a: 1\na: 2\n',
    'a mapping inside a compact value': 'a: b: c\n',
    'a tab': 'a:\t1\n',
    'CRLF line ends': 'a: 1\r\nb: 2\r\n',
    'a byte-order mark': '\ufeffa: 1\n',
    'a document marker': '---\na: 1\n',
    'a directive': '%YAML 1.2\n---\na: 1\n',
    'an entry without a value': 'a:\nb: 1\n',
    'a sequence at the top': '- a\n',
    'a scalar at the top': 'just text\n',
    'an empty file': '',
    'a number as a key': '200: x\n',
    'keep chomping': 'a: |+\n  x\n\n',
    'a more-indented line in a folded scalar': 'a: >\n  x\n    y\n',
    'a block scalar that ends the file without a line break': 'a: |\n  x',
    'a comment without a space before it': "a: 'x'#c\n",
    'a trailing comma': 'a: [1, 2, ]\n',
    'a key without a space after its colon': 'a:1\n',
    'an explicit key': '? a\n: b\n',
    "a Unicode space as a block scalar's indentation": 'a: |\n\u00a0x\n',
    'a Unicode space alone on a line after a block scalar': 'a: |\n  x\n\u00a0\nb: 1\n',
    'a nesting past the limit': `a: ${'['.repeat(MAX_NESTING_DEPTH + 1)}${']'.repeat(MAX_NESTING_DEPTH + 1)}\n`,
  };
  for (const [name, text] of Object.entries(outsideSubset)) {
    it(`leaves ${name} to the yaml library`, () => {
      expect(accepted(text)).toBe(false);
    });
  }

  it("gives a file read in the subset the library's positions, made when first asked for and kept", () => {
    const text = readFileSync(join(SPEC_DIR, 'conventions.yaml'), 'utf8');
    const source = parseSpecText('spec/conventions.yaml', text).file!.source;
    const positions = source.positions;
    expect(positions).toEqual(parseWithLibrary('spec/conventions.yaml', text).file!.source.positions);
    // Kept: every later lookup walks the same tree, not one made anew.
    expect(source.positions).toBe(positions);
  });

  it('reads a long file in one pass: searches never run past the end of a line', () => {
    // A search to the end of the text on each line took over a minute for 640 KB of `- x` lines.
    const items = Array.from({ length: 200_000 }, (_, i) => `- item ${i}\n`).join('');
    const parsed = parseYamlSubset(`list:\n${items}plain: ${'v '.repeat(100_000)}\n`, MAX_NESTING_DEPTH);
    expect((parsed?.data['list'] as unknown[]).length).toBe(200_000);
  });

  it('leaves a long file outside the subset to the library, which finds its duplicate keys in one pass too', () => {
    // The library's own check compares each key with every earlier one: 80,000 keys took 52 s.
    const keys = Array.from({ length: 100_000 }, (_, i) => `key_${i}: value\n`).join('');
    const text = `anchored: &a 1\n${keys}key_7: again\n`;
    expect(accepted(text)).toBe(false);
    const { file, diagnostics } = parseWithLibrary('spec/long.yaml', text);
    expect(file).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['yaml-duplicate-key', 100_002, 1]]);
  });

  /** Plain data the model could hold: mappings of identifiers, lists, and scalars that YAML can type. */
  const value = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom(
          'true',
          'null',
          '1',
          '-2',
          '0x1F',
          '1.5',
          '.inf',
          'a: b',
          "it's",
          '# x',
          'x #y',
          '-',
          'https://a.b/c',
          '[x]',
          '{y}',
          'a, b',
          ' padded ',
        ),
        fc.integer(),
        fc.double({ noDefaultInfinity: false }),
        fc.boolean(),
        fc.constant(null),
      ),
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(fc.oneof(fc.stringMatching(/^[a-z_][a-z0-9_/.-]{0,12}$/), fc.string({ maxLength: 8 })), tie('node'), { maxKeys: 4 }),
    ),
  })).node;
  /** The ways the yaml library writes a document: block or flow, quoting, folding, widths and indents. */
  const style = fc.record({
    collectionStyle: fc.constantFrom('any', 'block', 'flow'),
    defaultStringType: fc.constantFrom('PLAIN', 'QUOTE_SINGLE', 'QUOTE_DOUBLE', 'BLOCK_FOLDED', 'BLOCK_LITERAL'),
    defaultKeyType: fc.constantFrom(null, 'PLAIN', 'QUOTE_SINGLE'),
    blockQuote: fc.constantFrom(true, false, 'folded', 'literal'),
    lineWidth: fc.constantFrom(0, 20, 40, 80),
    indent: fc.constantFrom(2, 4),
    indentSeq: fc.boolean(),
    flowCollectionPadding: fc.boolean(),
  });

  it('agrees with the library on random documents written in every style the library writes', () => {
    let read = 0;
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/), value, { minKeys: 1, maxKeys: 5 }), style, (data, options) => {
        const text = stringify(data, null, options as Parameters<typeof stringify>[2]);
        if (accepted(text)) read++;
        expect(subsetDisagreements('spec/random.yaml', text)).toEqual([]);
      }),
      { numRuns: 3000 },
    );
    // The property says something only if the reader takes a good share of the documents.
    expect(read).toBeGreaterThan(300);
  });
});
