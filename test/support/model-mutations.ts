/**
 * Random mutations of the seed model for property-based fuzzing of the compiler: deleted keys,
 * wrong types, renamed references, duplicated entries, random bytes, huge strings, deep nesting,
 * YAML anchors and alias bombs, line noise and whole-file changes.
 *
 * The seed files are parsed once to find where keys, values and list items sit in the text;
 * every mutation is then a list of text edits on the seed, so a case costs no more than
 * parsing the files it touched. Large inputs (huge strings, deep nesting, random bytes) are
 * described, not spelled out, so fast-check prints a failing case in a few lines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';

export interface SeedFile {
  /** Name inside the model folder, e.g. `v4.yaml`. */
  file: string;
  text: string;
}

export function readSeed(specDir: string): SeedFile[] {
  return readdirSync(specDir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(specDir, file), 'utf8') }));
}

/** Text to insert, described compactly; `render` spells it out. */
export type Text =
  | string
  /** Raw bytes, decoded as UTF-8 the way the loader reads a file (invalid sequences become U+FFFD). */
  | { bytes: number[] }
  /** Concatenated repetitions: huge strings and flow nesting. */
  | { repeat: readonly (readonly [string, number])[] }
  /** A block mapping nested `depth` levels deep, on the lines after the key, indented from `base` spaces. */
  | { blockNesting: number; indent: number; base: number };

export type Edit =
  | { kind: 'splice'; file: string; start: number; end: number; insert: Text }
  | { kind: 'write'; file: string; content: Text }
  | { kind: 'delete'; file: string };

export interface Mutation {
  label: string;
  edits: Edit[];
}

export function render(text: Text): string {
  if (typeof text === 'string') return text;
  if ('bytes' in text) return Buffer.from(text.bytes).toString('utf8');
  if ('repeat' in text) return text.repeat.map(([part, times]) => part.repeat(times)).join('');
  const lines: string[] = [''];
  for (let level = 0; level < text.blockNesting; level++) lines.push(`${' '.repeat(text.base + text.indent * (level + 1))}n${level}:`);
  return `${lines.join('\n')} leaf`;
}

/**
 * Applies the mutations to the seed: whole-file writes and deletions win over splices of the
 * same file; splices are applied from the end of the file, and one that overlaps a splice
 * already applied is dropped (both were chosen on the seed's positions).
 */
export function applyMutations(seed: readonly SeedFile[], mutations: readonly Mutation[]): Map<string, string> {
  const files = new Map(seed.map((s) => [s.file, s.text]));
  const replaced = new Set<string>();
  const splices: Extract<Edit, { kind: 'splice' }>[] = [];
  for (const edit of mutations.flatMap((m) => m.edits)) {
    if (edit.kind === 'delete') {
      files.delete(edit.file);
      replaced.add(edit.file);
    } else if (edit.kind === 'write') {
      files.set(edit.file, render(edit.content));
      replaced.add(edit.file);
    } else {
      splices.push(edit);
    }
  }
  const byFile = new Map<string, Extract<Edit, { kind: 'splice' }>[]>();
  for (const splice of splices) {
    if (!replaced.has(splice.file)) byFile.set(splice.file, [...(byFile.get(splice.file) ?? []), splice]);
  }
  for (const [file, edits] of byFile) {
    let text = files.get(file)!;
    let appliedFrom = Number.POSITIVE_INFINITY;
    for (const edit of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) {
      if (edit.end > appliedFrom) continue;
      text = text.slice(0, edit.start) + render(edit.insert) + text.slice(edit.end);
      appliedFrom = edit.start;
    }
    files.set(file, text);
  }
  return files;
}

// ── Where things are in the seed ─────────────────────────────────────────────────────────

interface Span {
  file: string;
  /** Model path, for labels: `operations.listProjects.scope`. */
  path: string;
  start: number;
  end: number;
}

interface ValueSite extends Span {
  /** Where `&anchor` goes: before the value, or after the key's colon for block collections. */
  anchorAt: number;
  anchorSeparator: 'before' | 'after';
  kind: 'scalar' | 'flow' | 'block';
}

interface EntrySite extends Span {
  /** Whole lines for block entries; for flow entries, the entry and one adjacent comma. */
  key?: { start: number; end: number; text: string };
  flow: boolean;
}

interface ScalarSite extends Span {
  value: string;
  isKey: boolean;
}

/**
 * Where one file's mutations can go. A case mutates one file (each touched file costs a parse,
 * about a microsecond a byte); renames of definitions reach every file that uses the name.
 */
export interface Sites {
  file: SeedFile;
  values: ValueSite[];
  entries: EntrySite[];
  lines: Span[];
  /** Names used in this file that are defined (as keys) somewhere in the model. */
  referencedNames: string[];
  /** Every key and scalar value of the whole model. */
  allScalars: readonly ScalarSite[];
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEndInclusive(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end === -1 ? text.length : end + 1;
}

/** End of a node's own text: block collections and scalars end with their line break. */
function trimmedEnd(text: string, start: number, end: number): number {
  return start + text.slice(start, end).trimEnd().length;
}

function valueKind(node: Node): ValueSite['kind'] {
  if (isMap(node) || isSeq(node)) return node.flow ? 'flow' : 'block';
  if (isScalar(node) && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED')) return 'block';
  return 'scalar';
}

/** Flow entries: the entry plus the comma after it, or before it when it is the last one. */
function flowEntrySpan(text: string, start: number, end: number): { start: number; end: number } {
  const after = /^\s*,\s*/.exec(text.slice(end));
  if (after) return { start, end: end + after[0].length };
  const before = /,\s*$/.exec(text.slice(0, start));
  return before ? { start: start - before[0].length, end } : { start, end };
}

type Collected = Pick<Sites, 'values' | 'entries' | 'lines'> & { scalars: ScalarSite[] };

function collect(seedFile: SeedFile): Collected {
  const sites: Collected = { values: [], entries: [], lines: [], scalars: [] };
  const { file, text } = seedFile;
  const doc = parseDocument(text);
  const value = (node: Node, path: string, colonFrom: number): void => {
    const [start, rawEnd] = node.range!;
    const end = trimmedEnd(text, start, rawEnd);
    const kind = valueKind(node);
    const colon = text.indexOf(':', colonFrom);
    const anchorAfterColon = kind === 'block' && !isScalar(node) && colon !== -1 && colon < start;
    sites.values.push({
      file,
      path,
      start,
      end,
      kind,
      anchorAt: anchorAfterColon ? colon + 1 : start,
      anchorSeparator: anchorAfterColon ? 'after' : 'before',
    });
    if (isScalar(node)) sites.scalars.push({ file, path, start, end, value: String(node.value), isKey: false });
    walk(node, path);
  };
  const walk = (node: Node, path: string): void => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key) || !pair.key.range) continue;
        const key = pair.key;
        const keyText = String(key.value);
        const childPath = path ? `${path}.${keyText}` : keyText;
        const [keyStart, keyEnd] = key.range!;
        sites.scalars.push({ file, path: childPath, start: keyStart, end: keyEnd, value: keyText, isKey: true });
        const valueNode = pair.value as Node | null;
        const valueEnd = valueNode?.range ? trimmedEnd(text, valueNode.range[0], valueNode.range[1]) : keyEnd;
        const span = node.flow
          ? flowEntrySpan(text, keyStart, valueEnd)
          : { start: lineStart(text, keyStart), end: lineEndInclusive(text, Math.max(valueEnd - 1, keyStart)) };
        sites.entries.push({ file, path: childPath, ...span, flow: Boolean(node.flow), key: { start: keyStart, end: keyEnd, text: keyText } });
        if (valueNode?.range) value(valueNode, childPath, keyEnd);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        const itemNode = item as Node | null;
        if (!itemNode?.range) return;
        const childPath = `${path}[${index}]`;
        const itemEnd = trimmedEnd(text, itemNode.range[0], itemNode.range[1]);
        const span = node.flow
          ? flowEntrySpan(text, itemNode.range[0], itemEnd)
          : { start: lineStart(text, itemNode.range[0]), end: lineEndInclusive(text, Math.max(itemEnd - 1, itemNode.range[0])) };
        sites.entries.push({ file, path: childPath, ...span, flow: Boolean(node.flow) });
        value(itemNode, childPath, itemNode.range[0]);
      });
    }
  };
  if (doc.contents) walk(doc.contents as Node, '');
  let offset = 0;
  text.split('\n').forEach((line, index) => {
    sites.lines.push({ file, path: `line ${index + 1}`, start: offset, end: Math.min(offset + line.length + 1, text.length) });
    offset += line.length + 1;
  });
  return sites;
}

/** The mutation sites of every seed file, one entry per file. */
export function findSites(seed: readonly SeedFile[]): Sites[] {
  const collected = seed.map((file) => ({ file, ...collect(file) }));
  const allScalars = collected.flatMap((c) => c.scalars);
  const keys = new Set(allScalars.filter((s) => s.isKey).map((s) => s.value));
  return collected.map(({ file, values, entries, lines, scalars }) => ({
    file,
    values,
    entries,
    lines,
    referencedNames: [...new Set(scalars.filter((s) => !s.isKey && keys.has(s.value)).map((s) => s.value))].sort(),
    allScalars,
  }));
}

// ── The mutations ───────────────────────────────────────────────────────────────────────

/** Values of every other type than the model usually expects at a place. */
const WRONG_VALUES = [
  '42',
  '-1',
  '3.5',
  '1e400',
  '.nan',
  '.inf',
  'true',
  'false',
  'null',
  '~',
  "''",
  '""',
  '[]',
  '{}',
  '[1, 2, 3]',
  '{ a: 1 }',
  '[{ type: string }]',
  '"a string"',
  "'0x1F'",
  '2024-01-01',
  '!!binary aGVsbG8=',
  '!custom tagged',
  '"\\u0000\\u001b[31m"',
  '"__proto__"',
  '{ __proto__: { polluted: true } }',
  '{ constructor: { prototype: { polluted: true } } }',
] as const;

/** Replacement names: near misses, other cases, characters no identifier allows, names every object inherits. */
function renamed(name: string): fc.Arbitrary<string> {
  return fc.constantFrom(
    `${name}_x`,
    `${name}X`,
    `${name}s`,
    name.toUpperCase(),
    `${name}-x`,
    `'${name} x'`,
    `'${name}\\n'`,
    '__proto__',
    'constructor',
    'toString',
    'valueOf',
    "''",
  );
}

const pick = <T>(list: readonly T[]): fc.Arbitrary<T> => fc.integer({ min: 0, max: list.length - 1 }).map((i) => list[i]!);

function where(site: Span): string {
  return `${site.file} ${site.path || '(root)'}`;
}

function deleteEntry(sites: Sites): fc.Arbitrary<Mutation> {
  return pick(sites.entries).map((site) => ({
    label: `delete ${where(site)}`,
    edits: [{ kind: 'splice', file: site.file, start: site.start, end: site.end, insert: '' }],
  }));
}

function wrongType(sites: Sites): fc.Arbitrary<Mutation> {
  return fc.tuple(pick(sites.values), fc.constantFrom(...WRONG_VALUES)).map(([site, value]) => ({
    label: `${where(site)} := ${value}`,
    edits: [{ kind: 'splice', file: site.file, start: site.start, end: site.end, insert: value }],
  }));
}

/** One reference renamed (dangling), its definitions renamed, or every occurrence renamed alike. */
function renameReference(sites: Sites): fc.Arbitrary<Mutation> {
  return pick(sites.referencedNames).chain((name) =>
    fc.tuple(fc.constantFrom('one use' as const, 'definitions' as const, 'everywhere' as const), renamed(name), fc.nat()).map(([scope, to, which]) => {
      const occurrences = sites.allScalars.filter((s) => s.value === name);
      const uses = occurrences.filter((s) => !s.isKey && s.file === sites.file.file);
      const chosen = scope === 'one use' ? [uses[which % uses.length]!] : scope === 'definitions' ? occurrences.filter((s) => s.isKey) : occurrences;
      return {
        label: `rename ${name} → ${to} (${scope}${scope === 'one use' ? ` at ${where(chosen[0]!)}` : ''})`,
        edits: chosen.map((s) => ({ kind: 'splice' as const, file: s.file, start: s.start, end: s.end, insert: to })),
      };
    }),
  );
}

/** An entry written twice (a duplicate key), or copied under a new key (a second element just like it). */
function duplicateEntry(sites: Sites): fc.Arbitrary<Mutation> {
  const blockEntries = sites.entries.filter((e) => !e.flow);
  return fc.tuple(pick(blockEntries), fc.boolean()).map(([site, renameKey]) => {
    const seedText = sites.file.text;
    let copy = seedText.slice(site.start, site.end);
    if (!copy.endsWith('\n')) copy += '\n';
    if (renameKey && site.key) {
      const offset = site.key.start - site.start;
      const newKey = /^[a-z][a-z0-9_]*$/.test(site.key.text) ? `${site.key.text}_copy` : `${site.key.text}Copy`;
      copy = copy.slice(0, offset) + newKey + copy.slice(site.key.end - site.start);
    }
    return {
      label: `${renameKey && site.key ? 'copy under a new key' : 'duplicate'} ${where(site)}`,
      edits: [{ kind: 'splice', file: site.file, start: site.end, end: site.end, insert: copy }],
    };
  });
}

function randomBytes(sites: Sites): fc.Arbitrary<Mutation> {
  const bytes = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 64 });
  return fc.oneof(
    fc.tuple(fc.constant(sites.file), fc.nat(), bytes).map(([seedFile, at, inserted]) => {
      const offset = at % (seedFile.text.length + 1);
      return {
        label: `${inserted.length} random bytes inserted in ${seedFile.file} at ${offset}`,
        edits: [{ kind: 'splice' as const, file: seedFile.file, start: offset, end: offset, insert: { bytes: inserted } }],
      };
    }),
    fc.tuple(fc.constant(sites.file), fc.nat(), bytes).map(([seedFile, at, written]) => {
      const offset = at % (seedFile.text.length + 1);
      const end = Math.min(seedFile.text.length, offset + written.length);
      return {
        label: `${seedFile.file} overwritten with random bytes from ${offset}`,
        edits: [{ kind: 'splice' as const, file: seedFile.file, start: offset, end, insert: { bytes: written } }],
      };
    }),
    fc.tuple(fc.constant(sites.file), fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 2048 })).map(([seedFile, content]) => ({
      label: `${seedFile.file} replaced by ${content.length} random bytes`,
      edits: [{ kind: 'write' as const, file: seedFile.file, content: { bytes: content } }],
    })),
    fc.tuple(fc.constant(sites.file), fc.nat()).map(([seedFile, at]) => {
      const offset = at % (seedFile.text.length + 1);
      return {
        label: `${seedFile.file} truncated at ${offset}`,
        edits: [{ kind: 'splice' as const, file: seedFile.file, start: offset, end: seedFile.text.length, insert: '' }],
      };
    }),
  );
}

/**
 * Mostly large but accepted sizes; now and then past the loader's 2 MiB limit (refused before
 * parsing, so cheap). Parsing costs about a microsecond a byte, so accepted sizes stay moderate.
 */
const HUGE_LENGTH = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1_000, max: 20_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 100_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2_100_000, max: 2_300_000 }) },
);

function hugeString(sites: Sites): fc.Arbitrary<Mutation> {
  const scalarValues = sites.values.filter((v) => v.kind === 'scalar');
  return fc
    .tuple(pick(scalarValues), HUGE_LENGTH, fc.constantFrom('x', 'é', ' x', '\\u0000', '*/', '${x}'), fc.boolean())
    .map(([site, length, unit, quoted]) => {
      // Characters a plain scalar cannot hold are quoted; `\u0000` is an escape only in double quotes.
      const repeat = Math.ceil(length / unit.length);
      const insert: Text =
        quoted || unit !== 'x'
          ? {
              repeat: [
                ['"', 1],
                [unit, repeat],
                ['"', 1],
              ],
            }
          : { repeat: [[unit, repeat]] };
      return {
        label: `${where(site)} := ${JSON.stringify(unit)} × ${repeat}${quoted ? ' (quoted)' : ''}`,
        edits: [{ kind: 'splice', file: site.file, start: site.start, end: site.end, insert }],
      };
    });
}

/**
 * Around the loader's limit of 32 levels, past the depth where the YAML parser's own stack runs
 * out (about a thousand flow levels), and now and then far beyond.
 */
const DEPTH = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 2, max: 64 }) },
  { weight: 2, arbitrary: fc.integer({ min: 64, max: 1_500 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_500, max: 10_000 }) },
);

function deepNesting(sites: Sites): fc.Arbitrary<Mutation> {
  return fc.tuple(pick(sites.values), DEPTH, fc.constantFrom('flow list' as const, 'flow map' as const, 'block map' as const)).map(([site, depth, style]) => {
    // Block nesting grows with the square of its depth; a few hundred levels are plenty.
    const levels = style === 'block map' ? Math.min(depth, 300) : depth;
    const seedText = sites.file.text;
    const lineIndent = /^ */.exec(seedText.slice(lineStart(seedText, site.start)))![0].length;
    const insert: Text =
      style === 'flow list'
        ? {
            repeat: [
              ['[', levels],
              ['leaf', 1],
              [']', levels],
            ],
          }
        : style === 'flow map'
          ? {
              repeat: [
                ['{ a: ', levels],
                ['leaf', 1],
                [' }', levels],
              ],
            }
          : { blockNesting: levels, indent: 2, base: lineIndent };
    return {
      label: `${where(site)} := ${style} nested ${levels} deep`,
      edits: [{ kind: 'splice', file: site.file, start: site.start, end: site.end, insert }],
    };
  });
}

/** A billion-laughs value as one flow list: each level lists the previous one `width` times. */
function aliasBomb(levels: number, width: number): string {
  const parts = [`&l0 [${Array.from({ length: width }, () => 'lol').join(', ')}]`];
  for (let level = 1; level < levels; level++) parts.push(`&l${level} [${Array.from({ length: width }, () => `*l${level - 1}`).join(', ')}]`);
  return `[${parts.join(', ')}]`;
}

function anchorsAndAliases(sites: Sites): fc.Arbitrary<Mutation> {
  // The earlier of two sites is anchored, the later becomes its alias (an alias needs its anchor before it).
  const anchorAndAlias = fc.tuple(pick(sites.values), pick(sites.values)).map(([first, second]) => {
    const [anchored, aliased] = first.start <= second.start ? [first, second] : [second, first];
    const anchor = anchored.anchorSeparator === 'after' ? ' &shared' : '&shared ';
    return {
      label: `${where(aliased)} := *shared, anchored at ${anchored.path || '(root)'}`,
      edits: [
        { kind: 'splice' as const, file: anchored.file, start: anchored.anchorAt, end: anchored.anchorAt, insert: anchor },
        { kind: 'splice' as const, file: aliased.file, start: aliased.start, end: aliased.end, insert: '*shared' },
      ],
    };
  });
  const bomb = fc.tuple(pick(sites.values), fc.integer({ min: 2, max: 10 }), fc.integer({ min: 2, max: 10 })).map(([site, levels, width]) => ({
    label: `${where(site)} := alias bomb, ${levels} levels of ${width}`,
    edits: [{ kind: 'splice' as const, file: site.file, start: site.start, end: site.end, insert: aliasBomb(levels, width) }],
  }));
  const odd = fc.tuple(pick(sites.values), fc.constantFrom('*nowhere', '&self [*self]', '&a [*a, *a]', '{ <<: *nowhere }', '&x', '*')).map(([site, value]) => ({
    label: `${where(site)} := ${value}`,
    edits: [{ kind: 'splice' as const, file: site.file, start: site.start, end: site.end, insert: value }],
  }));
  return fc.oneof({ weight: 3, arbitrary: anchorAndAlias }, { weight: 2, arbitrary: bomb }, { weight: 1, arbitrary: odd });
}

/** Whole lines deleted, repeated, swapped, re-indented; document markers, directives, BOM, CRLF. */
function lineNoise(sites: Sites): fc.Arbitrary<Mutation> {
  const lineEdit = fc
    .tuple(pick(sites.lines), fc.constantFrom('delete', 'repeat', 'indent', 'dedent', 'tab', 'document marker', 'comment out'))
    .map(([line, how]) => {
      const text = sites.file.text.slice(line.start, line.end);
      const replacement = {
        delete: '',
        repeat: text + text,
        indent: ` ${text}`,
        dedent: text.replace(/^ /, ''),
        tab: `\t${text}`,
        'document marker': `---\n${text}`,
        'comment out': `# ${text}`,
      }[how];
      return { label: `${how} ${where(line)}`, edits: [{ kind: 'splice' as const, file: line.file, start: line.start, end: line.end, insert: replacement }] };
    });
  const swap = pick(sites.lines).map((line) => {
    const text = sites.file.text;
    const nextEnd = lineEndInclusive(text, line.end);
    const next = text.slice(line.end, nextEnd);
    return {
      label: `swap ${where(line)} with the next line`,
      edits: [{ kind: 'splice' as const, file: line.file, start: line.start, end: nextEnd, insert: next + text.slice(line.start, line.end) }],
    };
  });
  const wholeFile = fc
    .tuple(fc.constant(sites.file), fc.constantFrom('BOM', 'CRLF', '%YAML 1.1 directive', 'second document', 'NUL byte', 'empty file'))
    .map(([seedFile, how]) => {
      const content = {
        BOM: `\ufeff${seedFile.text}`,
        CRLF: seedFile.text.replace(/\n/g, '\r\n'),
        '%YAML 1.1 directive': `%YAML 1.1\n---\n${seedFile.text}`,
        'second document': `${seedFile.text}---\nresources: {}\n`,
        'NUL byte': `${seedFile.text.slice(0, 200)}\u0000${seedFile.text.slice(200)}`,
        'empty file': '',
      }[how];
      return {
        label: `${seedFile.file}: ${how}`,
        edits: [{ kind: 'splice' as const, file: seedFile.file, start: 0, end: seedFile.text.length, insert: content }],
      };
    });
  return fc.oneof({ weight: 4, arbitrary: lineEdit }, { weight: 1, arbitrary: swap }, { weight: 1, arbitrary: wholeFile });
}

/** Files deleted, copied (every entry defined twice) or added with random content. */
function fileChanges(sites: Sites): fc.Arbitrary<Mutation> {
  return fc.oneof(
    fc.constant(sites.file).map((s) => ({ label: `delete ${s.file}`, edits: [{ kind: 'delete' as const, file: s.file }] })),
    fc
      .constant(sites.file)
      .map((s) => ({ label: `copy ${s.file} to copy-of-${s.file}`, edits: [{ kind: 'write' as const, file: `copy-of-${s.file}`, content: s.text }] })),
    fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 512 }).map((bytes) => ({
      label: `add extra.yaml of ${bytes.length} random bytes`,
      edits: [{ kind: 'write' as const, file: 'extra.yaml', content: { bytes } }],
    })),
  );
}

/** One random mutation of one file of the seed model. */
export function mutationArbitrary(sites: Sites): fc.Arbitrary<Mutation> {
  return fc.oneof(
    { weight: 4, arbitrary: deleteEntry(sites) },
    { weight: 4, arbitrary: wrongType(sites) },
    // A file that uses no name defined elsewhere has nothing to rename; its cases fall to the others.
    ...(sites.referencedNames.length > 0 ? [{ weight: 3, arbitrary: renameReference(sites) }] : []),
    { weight: 3, arbitrary: duplicateEntry(sites) },
    { weight: 3, arbitrary: randomBytes(sites) },
    { weight: 2, arbitrary: hugeString(sites) },
    { weight: 2, arbitrary: deepNesting(sites) },
    { weight: 3, arbitrary: anchorsAndAliases(sites) },
    { weight: 3, arbitrary: lineNoise(sites) },
    { weight: 1, arbitrary: fileChanges(sites) },
  );
}

/** One fuzz case: a file, each as likely as any other, and one mutation of it, or two or three together. */
export function caseArbitrary(sitesByFile: readonly Sites[]): fc.Arbitrary<Mutation[]> {
  const perFile = sitesByFile.map((sites) => {
    const mutation = mutationArbitrary(sites);
    return fc.oneof(
      { weight: 4, arbitrary: fc.tuple(mutation) },
      { weight: 1, arbitrary: fc.tuple(mutation, mutation) },
      { weight: 1, arbitrary: fc.tuple(mutation, mutation, mutation) },
    );
  });
  return fc.nat({ max: perFile.length - 1 }).chain((index) => perFile[index]!);
}
