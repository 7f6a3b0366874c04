/**
 * A fast path for the YAML that model files are written in. The yaml library parses a model
 * file through a lexer, a concrete syntax tree and a document of nodes; in a one-off process all
 * of that runs cold, and parsing the seed model's 74 KB took ~100 ms of a first run (~25 ms for
 * the one file an edit changes). This parser reads only a strict subset, in one pass over the
 * lines, and gives the same data and the same positions as that library:
 *
 * - block mappings whose keys are plain or single-quoted, on one line;
 * - block sequences (`- item`), items that open a mapping (`- key: value`);
 * - flow mappings and sequences that open and close on one line;
 * - plain and single-quoted scalars on one line, resolved by the yaml library's own core schema;
 * - folded and literal block scalars (`>`, `>-`, `|`, `|-`) without more-indented lines;
 * - comments and blank lines.
 *
 * Anything else (anchors, aliases, tags, double quotes, multi-line scalars, tabs, duplicate
 * keys, document markers, a nesting past the limit, any syntax error) makes it give
 * up, and the file goes to the yaml library, which parses it or reports it, located. So the
 * subset decides only how fast a file is read, never what it means: a test compares both
 * parsers on the seed model and on every file the model fuzzer makes
 * (test/yaml-subset.test.ts, test/support/model-fuzz.ts).
 */
import { Schema, Scalar } from 'yaml';
import { emptyMapping } from './mapping.ts';
import { RecordedPositions } from './recorded-positions.ts';

export interface ParsedSubset {
  data: Record<string, unknown>;
  /** The tree of positions is made from them when a file is first located in (recorded-positions.ts). */
  positions: RecordedPositions;
}

/** Thrown (one shared object, no stack to capture) when the text leaves the subset. */
const OUTSIDE = Symbol('outside the subset');
function outside(): never {
  throw OUTSIDE;
}

/** Control characters, tabs, carriage returns, a byte-order mark: left to the yaml library. */
const UNSUPPORTED_CHARACTER = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\ufeff]/;
/** Characters that cannot start a plain scalar (YAML's indicators), or that this subset leaves out. */
const INDICATORS = '-?:,[]{}#&*!|>\'"%@`';
const FLOW_INDICATORS = ',[]{}';
/** Character codes the reader compares with. */
const SPACE = 32;
const HASH = 35;
const QUOTE = 39;
const DASH = 45;
const COLON = 58;
/** The yaml library refuses implicit keys longer than this. */
const MAX_KEY_LENGTH = 1024;

type ResolveScalar = (source: string, onError: (message: string) => void, options: { intAsBigInt: boolean }) => unknown;

/** The core schema's tags that resolve plain scalars (null, booleans, numbers), in the library's order. */
const CORE_TAGS = new Schema({ schema: 'core' }).tags.flatMap((tag) =>
  tag.default && tag.test ? [{ test: tag.test, resolve: tag.resolve as ResolveScalar }] : [],
);

/**
 * The characters a plain scalar other than a string starts with: each of the core schema's tags
 * above (YAML 1.2's null `~`/`null`, booleans `true`/`false`, numbers with a sign, a dot or a
 * digit first, in any of their cases) accepts only the empty text or a text starting with one of
 * these. Any other text is a string, without a test of each tag (most keys and values are).
 */
const FIRST_OF_NON_STRINGS = '~nNtTfF+-.0123456789';

/**
 * Whether any of the core schema's tags accepts a text (their tests, which take no flags, as one):
 * one test where a string such as `type`, `format` or `new` failed each tag's in turn.
 */
const ANY_CORE_TAG = new RegExp(`^(?:${CORE_TAGS.map((tag) => `(?:${tag.test.source})`).join('|')})`);

/** A plain scalar's value, as the yaml library's composer resolves it with the core schema. */
function resolvePlain(source: string): unknown {
  if ((source !== '' && !FIRST_OF_NON_STRINGS.includes(source[0]!)) || !ANY_CORE_TAG.test(source)) return source;
  for (const tag of CORE_TAGS) {
    if (tag.test.test(source)) {
      const resolved = tag.resolve(source, () => outside(), { intAsBigInt: false });
      return resolved instanceof Scalar ? resolved.value : resolved;
    }
  }
  return source;
}

/** A value read, and the index of its position as recorded (a node's `key` is the offset of its key, as the value of a mapping entry). */
interface Node {
  value: unknown;
  position: number;
}

/**
 * The lines of a text, as columns of offsets rather than an object a line (a ×100 model has
 * ~190,000 lines): where each starts, where it ends (its `\n` or the end of the text), its
 * indentation, and whether it is empty (blank, or only a comment).
 */
interface Lines {
  count: number;
  start: Int32Array;
  end: Int32Array;
  indent: Int32Array;
  empty: Uint8Array;
}

function splitLines(text: string): Lines {
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  const lines: Lines = { count, start: new Int32Array(count), end: new Int32Array(count), indent: new Int32Array(count), empty: new Uint8Array(count) };
  for (let index = 0, start = 0; index < count; index++) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let indent = 0;
    while (text.charCodeAt(start + indent) === SPACE) indent++;
    lines.start[index] = start;
    lines.end[index] = end;
    lines.indent[index] = indent;
    lines.empty[index] = start + indent >= end || text.charCodeAt(start + indent) === HASH ? 1 : 0;
    start = end + 1;
  }
  return lines;
}

/**
 * Whether a plain scalar may start at `at`: not with an indicator, except `-` before a character
 * that is not a space (or, in a flow collection, a flow indicator): `-tenant-id`, `-1`.
 */
function plainMayStartAt(text: string, at: number, inFlow: boolean): boolean {
  const char = text[at];
  if (char === undefined || !INDICATORS.includes(char)) return char !== undefined;
  const next = text[at + 1];
  return char === '-' && next !== undefined && next !== ' ' && next !== '\n' && !(inFlow && FLOW_INDICATORS.includes(next));
}

class SubsetParser {
  private readonly lines: Lines;
  private readonly positions = new RecordedPositions();
  /** Index of the line being read. */
  private current = 0;
  /** Where the text after the last key read (`keyAt`) starts: past its `:`. */
  private afterKey = 0;

  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
  ) {
    this.lines = splitLines(text);
  }

  document(): ParsedSubset {
    const first = this.nextContentLine();
    // A document at an indentation, or not a mapping, is left to the library (and its diagnostics).
    if (first === undefined || this.lines.indent[first] !== 0 || this.isSequenceItem(first)) outside();
    const root = this.blockNode(-1, 0);
    if (this.nextContentLine() !== undefined) outside();
    return { data: root.value as Record<string, unknown>, positions: this.positions };
  }

  /** Index of the next line, from the current one, with something on it; moves there. */
  private nextContentLine(): number | undefined {
    const { count, empty } = this.lines;
    while (this.current < count && empty[this.current] === 1) this.current++;
    if (this.current >= count) return undefined;
    const start = this.lines.start[this.current]!;
    // Document markers and directives start at the first column.
    if (this.lines.indent[this.current] === 0 && /^(?:---|\.\.\.)(?:\s|$)|^%/.test(this.text.slice(start, start + 4))) outside();
    return this.current;
  }

  private isSequenceItem(index: number): boolean {
    const at = this.lines.start[index]! + this.lines.indent[index]!;
    return this.text.charCodeAt(at) === DASH && (at + 1 === this.lines.end[index] || this.text.charCodeAt(at + 1) === SPACE);
  }

  /**
   * The collection that starts on the next content line, which must be indented past
   * `parentIndent`; `key`: the offset of its key, when it is the value of a mapping entry.
   */
  private blockNode(parentIndent: number, depth: number, key?: number): Node {
    const index = this.nextContentLine();
    if (index === undefined || this.lines.indent[index]! <= parentIndent) outside();
    const indent = this.lines.indent[index]!;
    return this.isSequenceItem(index) ? this.sequence(indent, depth, key) : this.mapping(indent, depth, this.lines.start[index]! + indent, key);
  }

  /**
   * A block mapping whose keys sit at column `indent`. Its first key is at `firstKey` on the
   * current line (after a `- ` when the mapping is a sequence item).
   */
  private mapping(indent: number, depth: number, firstKey: number, keyOfMapping?: number): Node {
    if (depth >= this.maxDepth) outside();
    const lines = this.lines;
    const data = emptyMapping();
    let entries = 0;
    let keyAt = firstKey;
    for (;;) {
      const end = lines.end[this.current]!;
      const key = this.keyAt(keyAt, end);
      if (key === undefined || Object.hasOwn(data, key)) outside();
      const value = this.valueAfter(this.afterKey, end, indent, depth + 1, true, keyAt);
      data[key] = value.value;
      this.positions.name(value.position, key);
      entries++;
      const next = this.nextContentLine();
      if (next === undefined) break;
      const nextIndent = lines.indent[next]!;
      if (nextIndent > indent) outside();
      if (nextIndent < indent || this.isSequenceItem(next)) break;
      keyAt = lines.start[next]! + nextIndent;
    }
    return { value: data, position: this.positions.mapping(firstKey, entries, keyOfMapping) };
  }

  /** A block sequence whose `-` indicators sit at column `indent`, starting on the current line. */
  private sequence(indent: number, depth: number, key?: number): Node {
    if (depth >= this.maxDepth) outside();
    const lines = this.lines;
    const items: unknown[] = [];
    const at = lines.start[this.current]! + indent;
    for (;;) {
      const start = lines.start[this.current]!;
      const end = lines.end[this.current]!;
      let content = start + indent + 1;
      while (this.text.charCodeAt(content) === SPACE) content++;
      // `- key: value` opens a mapping at the key's column; anything else is the item itself.
      const item =
        content < end && this.looksLikeKey(content, end)
          ? this.mapping(content - start, depth + 1, content)
          : this.valueAfter(content, end, indent, depth + 1, false);
      items.push(item.value);
      const next = this.nextContentLine();
      if (next === undefined) break;
      const nextIndent = lines.indent[next]!;
      if (nextIndent > indent) outside();
      if (nextIndent < indent || !this.isSequenceItem(next)) break;
    }
    return { value: items, position: this.positions.sequence(at, items.length, key) };
  }

  /** Whether a mapping key (`key:` then a space or the end of the line) starts at `at`. */
  private looksLikeKey(at: number, end: number): boolean {
    try {
      return this.keyAt(at, end) !== undefined;
    } catch (error) {
      if (error === OUTSIDE) return false;
      throw error;
    }
  }

  /**
   * The key at `at`, its `:` before `end`, then a space or the line's end; undefined when no such
   * `:` follows a plain key (a sequence's item that is not a mapping), and outside the subset
   * when the key is not one it reads. Where the text after it starts goes to `afterKey`.
   */
  private keyAt(at: number, end: number): string | undefined {
    const text = this.text;
    let key: string;
    let colon: number;
    if (text.charCodeAt(at) === QUOTE) {
      const quoted = this.singleQuoted(at, end);
      key = quoted.value;
      colon = quoted.end;
      while (text.charCodeAt(colon) === SPACE) colon++;
      if (text.charCodeAt(colon) !== COLON || (colon + 1 < end && text.charCodeAt(colon + 1) !== SPACE)) outside();
    } else {
      if (!plainMayStartAt(text, at, false)) outside();
      // Searches stop at the line's end: a search to the end of the text on every line would be quadratic.
      for (colon = at; ; colon++) {
        if (colon >= end) return undefined;
        if (text.charCodeAt(colon) === COLON && (colon + 1 === end || text.charCodeAt(colon + 1) === SPACE)) break;
      }
      const source = trimSpaces(text.slice(at, colon));
      if (source.includes(' #')) outside();
      const resolved = resolvePlain(source);
      if (typeof resolved !== 'string') outside();
      key = resolved;
    }
    if (colon - at > MAX_KEY_LENGTH) outside();
    this.afterKey = colon + 1;
    return key;
  }

  /**
   * The value after a key's `:` (or a sequence's `-`) at `at` on the current line, which ends at
   * `end`: inline, or on the lines below. `inMapping`: the value of a mapping entry, which may be
   * a sequence at the entry's own indentation, and `key` is the offset of the entry's key.
   */
  private valueAfter(at: number, end: number, indent: number, depth: number, inMapping: boolean, key?: number): Node {
    const text = this.text;
    let start = at;
    while (text.charCodeAt(start) === SPACE) start++;
    if (start >= end || text.charCodeAt(start) === HASH) {
      this.current++;
      const next = this.nextContentLine();
      if (next !== undefined) {
        const nextIndent = this.lines.indent[next]!;
        if (nextIndent > indent) return this.blockNode(indent, depth, key);
        if (inMapping && nextIndent === indent && this.isSequenceItem(next)) return this.sequence(indent, depth, key);
      }
      // An entry without a value: null, which the library places where the value would start.
      outside();
    }
    const char = text[start]!;
    if (char === '>' || char === '|') return this.blockScalar(start, end, indent, key);
    let node: Node;
    let valueEnd: number;
    if (char === '{' || char === '[') {
      const flow = this.flowNode(start, end, depth, key);
      node = flow.node;
      valueEnd = flow.end;
    } else if (char === "'") {
      const quoted = this.singleQuoted(start, end);
      node = { value: quoted.value, position: this.positions.scalar(start, key) };
      valueEnd = quoted.end;
    } else {
      const source = this.blockPlain(start, end);
      node = { value: resolvePlain(source), position: this.positions.scalar(start, key) };
      valueEnd = start + source.length;
    }
    this.endOfLine(valueEnd, end);
    this.current++;
    return node;
  }

  /** Only spaces and a comment (after a space) may follow a value on its line. */
  private endOfLine(at: number, end: number): void {
    let next = at;
    while (this.text.charCodeAt(next) === SPACE) next++;
    if (next < end && (this.text.charCodeAt(next) !== HASH || next === at)) outside();
  }

  /** The source of a plain scalar in a block, up to a comment or the end of the line, at `at`. */
  private blockPlain(at: number, end: number): string {
    const text = this.text;
    if (!plainMayStartAt(text, at, false)) outside();
    let stop = at;
    while (stop < end && !(text.charCodeAt(stop) === SPACE && text.charCodeAt(stop + 1) === HASH)) stop++;
    const source = trimSpaces(text.slice(at, stop));
    // `a: b: c` and a trailing `:` are mappings the library refuses here.
    if (source.includes(': ') || source.endsWith(':')) outside();
    return source;
  }

  /** `'…'` on one line, `''` standing for one quote. */
  private singleQuoted(at: number, end: number): { value: string; end: number } {
    let value = '';
    let from = at + 1;
    for (;;) {
      let quote = from;
      while (quote < end && this.text[quote] !== "'") quote++;
      if (quote >= end) outside();
      value += this.text.slice(from, quote);
      if (this.text[quote + 1] !== "'") return { value, end: quote + 1 };
      value += "'";
      from = quote + 2;
    }
  }

  /** A flow mapping or sequence that closes on the same line. */
  private flowNode(at: number, end: number, depth: number, keyOfNode?: number): { node: Node; end: number } {
    if (depth >= this.maxDepth) outside();
    const text = this.text;
    const isMap = text[at] === '{';
    const close = isMap ? '}' : ']';
    const skip = (from: number) => {
      let next = from;
      while (text[next] === ' ') next++;
      return next;
    };
    const data = emptyMapping();
    const items: unknown[] = [];
    let entries = 0;
    let next = skip(at + 1);
    if (text[next] !== close) {
      for (;;) {
        if (isMap) {
          const keyAt = next;
          const key = this.flowScalar(keyAt, end);
          if (typeof key.value !== 'string' || Object.hasOwn(data, key.value)) outside();
          next = key.end;
          if (text[next] !== ':' || text[next + 1] !== ' ') outside();
          const value = this.flowItem(skip(next + 1), end, depth + 1, keyAt);
          data[key.value] = value.node.value;
          this.positions.name(value.node.position, key.value);
          entries++;
          next = value.end;
        } else {
          const item = this.flowItem(next, end, depth + 1);
          items.push(item.node.value);
          next = item.end;
        }
        next = skip(next);
        if (text[next] === close) break;
        if (text[next] !== ',') outside();
        next = skip(next + 1);
        // A trailing comma, or an empty entry: left to the library.
        if (text[next] === close || text[next] === ',') outside();
      }
    }
    const node = isMap
      ? { value: data, position: this.positions.mapping(at, entries, keyOfNode) }
      : { value: items, position: this.positions.sequence(at, items.length, keyOfNode) };
    return { node, end: next + 1 };
  }

  private flowItem(at: number, end: number, depth: number, key?: number): { node: Node; end: number } {
    const char = this.text[at];
    if (char === '{' || char === '[') return this.flowNode(at, end, depth, key);
    const scalar = this.flowScalar(at, end);
    return { node: { value: scalar.value, position: this.positions.scalar(at, key) }, end: scalar.end };
  }

  /** A plain or single-quoted scalar inside a flow collection (an item's, or a key): its value and where it ends. */
  private flowScalar(at: number, end: number): { value: unknown; end: number } {
    const text = this.text;
    if (text[at] === "'") return this.singleQuoted(at, end);
    if (at >= end || !plainMayStartAt(text, at, true)) outside();
    let stop = at;
    for (; stop < end; stop++) {
      const char = text[stop];
      if (char === ',' || char === '[' || char === ']' || char === '{' || char === '}') break;
      if (char === '#' && text[stop - 1] === ' ') outside();
      if (char === ':') {
        const after = text[stop + 1];
        if (after === ' ' || after === ',' || after === ']' || after === '}' || stop + 1 === end) break;
      }
    }
    const source = trimSpaces(text.slice(at, stop));
    if (source === '') outside();
    return { value: resolvePlain(source), end: at + source.length };
  }

  /**
   * `>`/`>-`/`|`/`|-` and the lines below, indented past `parentIndent` by the first of them.
   * More-indented lines, leading blank lines, explicit indentation and `+` are left to the library.
   */
  private blockScalar(at: number, lineEnd: number, parentIndent: number, key?: number): Node {
    const text = this.text;
    const header = /^([>|])(-?)(?= |$)/.exec(text.slice(at, lineEnd));
    if (!header) outside();
    this.endOfLine(at + header[0].length, lineEnd);
    const folded = header[1] === '>';
    const strip = header[2] === '-';
    const contents: string[] = [];
    let contentIndent = -1;
    let lastContentEnd = -1;
    let index = this.current + 1;
    for (; index < this.lines.count; index++) {
      const start = this.lines.start[index]!;
      const end = this.lines.end[index]!;
      const spaces = this.lines.indent[index]!;
      const raw = text.slice(start, end);
      if (spaces === raw.length) {
        // A blank line: part of the scalar unless it holds more spaces than its indentation.
        if (contentIndent < 0 || spaces > contentIndent) outside();
        contents.push('');
        continue;
      }
      if (contentIndent < 0) {
        if (spaces <= parentIndent) outside();
        contentIndent = spaces;
      }
      if (spaces < contentIndent) break;
      if (spaces > contentIndent) outside();
      contents.push(raw.slice(contentIndent));
      lastContentEnd = end;
    }
    // Clipping keeps the last line's break, which a file ending right after the text does not have.
    if (contentIndent < 0 || (!strip && lastContentEnd === text.length)) outside();
    // Trailing blank lines are not content; with clipping the scalar ends with one line break.
    while (contents.at(-1) === '') contents.pop();
    this.current = index;
    let value = folded ? fold(contents) : contents.join('\n');
    if (!strip) value += '\n';
    return { value, position: this.positions.scalar(at, key) };
  }
}

/**
 * Without trailing spaces. Only spaces: YAML's white space is space and tab (refused above), and
 * `trimEnd` would take other Unicode spaces, which the yaml library keeps.
 */
function trimSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === ' ') end--;
  return text.slice(0, end);
}

/** Folding: lines joined by a space, each run of blank lines kept as that many line breaks. */
function fold(lines: readonly string[]): string {
  let value = lines[0] ?? '';
  let blanks = 0;
  for (const line of lines.slice(1)) {
    if (line === '') {
      blanks++;
      continue;
    }
    value += blanks > 0 ? '\n'.repeat(blanks) : ' ';
    value += line;
    blanks = 0;
  }
  return value;
}

/**
 * The data and positions of `text` when it is written in the subset above; undefined otherwise,
 * and the yaml library must parse it. `maxDepth`: nesting the library's walk would refuse.
 */
export function parseYamlSubset(text: string, maxDepth: number): ParsedSubset | undefined {
  if (UNSUPPORTED_CHARACTER.test(text)) return undefined;
  try {
    return new SubsetParser(text, maxDepth).document();
  } catch (error) {
    if (error === OUTSIDE) return undefined;
    throw error;
  }
}
