/**
 * A small, fast YAML writer for plain JSON data (objects, arrays, strings, numbers, booleans,
 * null). The `yaml` library's stringify took over a second for the four OpenAPI documents;
 * this writes the same data in a few milliseconds. Output is deterministic: key order is
 * insertion order, strings are plain when that is unambiguous, block literals when multi-line,
 * and JSON-quoted (valid YAML double-quoted scalars) otherwise. Tests parse it back with the
 * `yaml` library and compare with the JSON copy.
 *
 * A large model's documents hold millions of scalars: the text is appended to as it is made
 * (no array of lines, no line rewritten), and a scalar is judged by one scan of its characters.
 */

import { TextInPieces } from './artefact.ts';
import { PART_DEPTH, PartResults } from './part-results.ts';

/** Words and number shapes a YAML 1.1 or 1.2 reader would not read back as a string. */
const AMBIGUOUS = /^(true|false|yes|no|on|off|y|n|null|~|[-+]?(\.[0-9]+|[0-9][0-9_.:eE+-]*|\.inf|\.nan)|0x[0-9a-f]+|0o[0-7]+)$/i;

const SPACE = 0x20;
const HASH = 0x23;
const COLON = 0x3a;
const BACKSLASH = 0x5c;

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/**
 * Whether AMBIGUOUS can match a string starting with `code` (one a plain scalar may start
 * with): a digit, or the first letter of true, false, yes, no, on, off, y, n or null.
 */
function mayBeAmbiguous(code: number): boolean {
  const lower = code | 0x20;
  return isDigit(code) || lower === 0x74 || lower === 0x66 || lower === 0x79 || lower === 0x6e || lower === 0x6f;
}

/**
 * Plain scalars: start with a letter, digit, `/`, `$` or `_`; then printable ASCII, without a
 * backslash, the two sequences YAML gives meaning to inside a block scalar (`: ` and ` #`), a
 * trailing `:` or a trailing space; and not a word or number a reader would take for another type.
 */
function isPlain(value: string): boolean {
  const length = value.length;
  if (length === 0) return false;
  const first = value.charCodeAt(0);
  if (!(isLetter(first) || isDigit(first) || first === 0x5f || first === 0x2f || first === 0x24)) return false;
  for (let i = 1; i < length; i++) {
    const code = value.charCodeAt(i);
    if (code < SPACE || code > 0x7e || code === BACKSLASH) return false;
    if (code === COLON && (i === length - 1 || value.charCodeAt(i + 1) === SPACE)) return false;
    if (code === HASH && value.charCodeAt(i - 1) === SPACE) return false;
  }
  if (value.charCodeAt(length - 1) === SPACE) return false;
  return !(mayBeAmbiguous(first) && AMBIGUOUS.test(value));
}

/** Multi-line text as a `|-` block, its lines indented by `indent`, when every line survives unchanged; otherwise null. */
function blockLiteral(value: string, indent: string): string | null {
  if (!value.includes('\n') || value.endsWith('\n') || /^\s/.test(value) || /[ \t]\n|[ \t]$|\t|\r/.test(value)) return null;
  let text = '|-';
  for (let start = 0; start <= value.length;) {
    const end = value.indexOf('\n', start);
    const stop = end === -1 ? value.length : end;
    text += stop > start ? `\n${indent}${value.slice(start, stop)}` : '\n';
    start = stop + 1;
  }
  return text;
}

/** A scalar value; a block literal's lines are indented by `indent`. */
function scalar(value: unknown, indent: string): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return isPlain(value) ? value : (blockLiteral(value, indent) ?? JSON.stringify(value));
  if (typeof value === 'boolean' || typeof value === 'number') return JSON.stringify(value);
  throw new TypeError(`cannot write ${typeof value} as YAML`);
}

function key(name: string): string {
  return isPlain(name) && !name.includes(' ') ? name : JSON.stringify(name);
}

function hasKeys(record: object): boolean {
  for (const _ in record) return true;
  return false;
}

function isCollection(value: unknown): value is object {
  return typeof value === 'object' && value !== null && (Array.isArray(value) ? value.length > 0 : hasKeys(value));
}

/** A value on the line of its key or dash: an empty collection, or a scalar (a block literal's lines indented by `indent`). */
function inline(value: unknown, indent: string): string {
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? '[]' : '{}';
  return scalar(value, indent);
}

/**
 * The text made so far, in pieces. Lines are gathered a few thousand at a time and joined into
 * one flat piece, so the many short strings of a line die young; a part's text, made once and
 * shared by the documents that hold it, is a piece of its own. A document's pieces are never
 * joined (`TextInPieces`); a part's are, into the one string its documents share.
 */
class Text {
  private readonly pieces: string[] = [];
  private pending: string[] = [];

  add(line: string): void {
    if (this.pending.push(line) === 4096) this.flush();
  }

  /** A text made elsewhere, kept as it is rather than copied into a piece. */
  addPiece(text: string): void {
    this.flush();
    this.pieces.push(text);
  }

  inPieces(): TextInPieces {
    this.flush();
    return new TextInPieces(this.pieces);
  }

  toString(): string {
    return this.inPieces().toString();
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.pieces.push(this.pending.join(''));
    this.pending = [];
  }
}

/**
 * The texts of the collections a document holds at PART_DEPTH, by the object written (at one
 * depth, one indent): a document that holds those objects takes their text instead of writing
 * it again (part-results.ts).
 */
export class YamlFragments {
  readonly #texts = new PartResults<string>();

  /** The text of `value`, a mapping's value at PART_DEPTH, from an earlier document or written now; added to `out`. */
  write(value: object, indent: string, out: Text): void {
    out.addPiece(
      this.#texts.of(value, () => {
        const own = new Text();
        writeNode(value, indent, indent, own, PART_DEPTH, this);
        return own.toString();
      }),
    );
  }
}

/**
 * Writes a non-empty collection, a line at a time, each line `indent`ed but the first, which
 * starts with `lead` instead (as long as `indent`): an array item's dash, `- key: value` with
 * the rest of the mapping aligned under the first key. `depth`: the collection's below the
 * document's top.
 */
function writeNode(value: object, indent: string, lead: string, out: Text, depth = 0, fragments?: YamlFragments): void {
  const inner = `${indent}  `;
  let prefix = lead;
  if (Array.isArray(value)) {
    for (const item of value) {
      if (isCollection(item)) writeNode(item, inner, `${prefix}- `, out, depth + 1, fragments);
      else out.add(`${prefix}- ${inline(item, inner)}\n`);
      prefix = indent;
    }
    return;
  }
  const record = value as Record<string, unknown>;
  for (const name in record) {
    const child = record[name];
    if (child === undefined) continue;
    if (isCollection(child)) {
      out.add(`${prefix}${key(name)}:\n`);
      if (fragments && depth + 1 === PART_DEPTH) fragments.write(child, inner, out);
      else writeNode(child, inner, inner, out, depth + 1, fragments);
    } else {
      out.add(`${prefix}${key(name)}: ${inline(child, inner)}\n`);
    }
    prefix = indent;
  }
}

/** `value` as YAML; `fragments`, texts of collections it shares with documents written before (kept for those written after). */
export function toYaml(value: unknown, fragments?: YamlFragments): TextInPieces {
  if (!isCollection(value)) return new TextInPieces([`${inline(value, '')}\n`]);
  const out = new Text();
  writeNode(value, '', '', out, 0, fragments);
  return out.inPieces();
}
