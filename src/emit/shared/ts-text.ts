/**
 * Pieces of TypeScript text in the style prettier prints with the project's config
 * (`.prettierrc.json`: single quotes, width 160, trailing commas), so that the generated code is
 * prettier-stable without running prettier in `generate`. `test/ts-text.test.ts` checks these
 * printers against prettier itself, and `test/formatting.test.ts` the generated files.
 */

/** `printWidth` of `.prettierrc.json`. */
const PRINT_WIDTH = 160;

/** An ES5 identifier name, the test prettier unquotes a key by (non-ASCII letters included). */
const IDENTIFIER = /^[\p{L}\p{Nl}$_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$\u200c\u200d]*$/u;

/** What JSON.stringify escapes (control characters, lone surrogates), and the quotes. */
const NEEDS_ESCAPING = /["'\\\u0000-\u001f\ud800-\udfff]/;

/**
 * A string literal as prettier writes it: single quotes unless the text holds more single than
 * double quotes. JSON.stringify's escapes (`\\`, `\n`, `\uXXXX`, …) are the ones prettier keeps;
 * only the quotes are re-escaped for the chosen quote character.
 */
export function stringLiteral(value: string): string {
  // Most strings hold no quote, backslash or character JSON escapes: quoted as they are.
  if (!NEEDS_ESCAPING.test(value)) return `'${value}'`;
  const doubles = value.split('"').length - 1;
  const singles = value.split("'").length - 1;
  const json = JSON.stringify(value);
  if (singles > doubles) return json;
  const body = json.slice(1, -1).replace(/\\(.)|'/g, (match, escaped: string | undefined) => (escaped === '"' ? '"' : escaped ? match : "\\'"));
  return `'${body}'`;
}

/** A property key: bare when it is an identifier, else a string literal (prettier's `quoteProps: as-needed`). */
export function propertyKey(name: string): string {
  return IDENTIFIER.test(name) ? name : stringLiteral(name);
}

/** Where a printed piece starts and what follows it on its last line (`;`, `,`), which prettier counts against the width. */
export interface Placement {
  /** Indentation of the line the piece starts on (nested lines are indented from it). */
  indent: string;
  /** Column the piece starts at. */
  column: number;
  /** Characters that follow the piece on the same line. */
  suffix: number;
}

function fits(text: string, at: Placement): boolean {
  return at.column + text.length + at.suffix <= PRINT_WIDTH;
}

/**
 * `lead` (`export type X =` of a type alias, `  name?:` of a property) followed by a union type,
 * as prettier lays it out: on the same line when it fits, else the members on the next line when
 * they fit there, else one member per line with a leading `|`. A lone member too long for the line
 * moves to the next line after an alias's `=` but stays after a property's `:`. The members must
 * be single-line texts.
 */
export function unionAfter(lead: string, members: readonly string[], at: Placement, of: 'alias' | 'property'): string {
  const flat = members.join(' | ');
  if (fits(`${lead} ${flat}`, at) || (members.length < 2 && of === 'property')) return `${lead} ${flat}`;
  const inner = `${at.indent}  `;
  if (members.length < 2 || inner.length + flat.length + at.suffix <= PRINT_WIDTH) return `${lead}\n${inner}${flat}`;
  return `${lead}${members.map((m) => `\n${inner}| ${m}`).join('')}`;
}

/**
 * A parenthesised, comma-separated list (parameters, arguments): on one line when it fits, else
 * one item per line with a trailing comma. The items must be single-line texts that prettier
 * does not hug (no object or function literal as the last one). `functionArguments` counts the
 * arrow functions among call arguments: prettier breaks a call with two or more of them whatever
 * its length.
 */
export function itemList(items: readonly string[], at: Placement, functionArguments = 0): string {
  const flat = `(${items.join(', ')})`;
  if (items.length === 0 || (functionArguments < 2 && fits(flat, at))) return flat;
  return `(\n${items.map((item) => `${at.indent}  ${item},\n`).join('')}${at.indent})`;
}

/** Data as JSON.parse gives it, and code inside data. */
export type JsonValue = null | boolean | number | string | CodeText | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * A piece of code inside data (an identifier the generated module imports or declares), printed
 * as its text, never quoted: descriptors reference the functions and tables an operation needs,
 * so that a bundle of one operation pulls in only those.
 */
export class CodeText {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

function isObject(value: JsonValue): value is { readonly [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof CodeText);
}

/** A number as prettier prints it (`1e+21` becomes `1e21`). */
function numberText(value: number): string {
  return String(value).replace('e+', 'e');
}

/**
 * The one-line form of a value, or undefined when it must span lines. An array or object whose
 * one-line form would be longer than `budget` is undefined too: it cannot be laid out on one line,
 * and stopping there keeps the layout linear (each level would otherwise print its whole subtree
 * flat, only to break it and print each child's subtree again).
 */
function flatText(value: JsonValue, budget: number): string | undefined {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string') return stringLiteral(value);
  if (value instanceof CodeText) return value.text;
  const isArray = Array.isArray(value);
  if (isArray && mustBreak(value)) return undefined;
  const parts: string[] = [];
  // `[` and `]`, or `{ ` and ` }`; then each part and its `, `.
  let length = isArray ? 2 : 4;
  for (const [key, item] of isArray ? value.entries() : Object.entries(value)) {
    const lead = isArray ? '' : `${propertyKey(key as string)}: `;
    const text = flatText(item, budget - length - lead.length);
    if (text === undefined) return undefined;
    parts.push(`${lead}${text}`);
    length += lead.length + text.length + (parts.length > 1 ? 2 : 0);
    if (length > budget) return undefined;
  }
  if (isArray) return `[${parts.join(', ')}]`;
  return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
}

/**
 * Prettier always breaks an array of two or more arrays, or of two or more objects, that each
 * hold two or more entries.
 */
function mustBreak(items: readonly JsonValue[]): boolean {
  const entryCount = (item: JsonValue) => (Array.isArray(item) ? item.length : isObject(item) ? Object.keys(item).length : 0);
  const sameKind = items.every((item) => Array.isArray(item)) || items.every(isObject);
  return items.length > 1 && sameKind && items.every((item) => entryCount(item) > 1);
}

/** Numbers that do not fit on one line are filled: as many per line as fit. */
function filledNumbers(items: readonly number[], inner: string): string {
  const lines: string[] = [];
  let line = '';
  for (const text of items.map(numberText)) {
    if (line && inner.length + line.length + 1 + text.length + 1 <= PRINT_WIDTH) line += ` ${text},`;
    else {
      if (line) lines.push(line);
      line = `${text},`;
    }
  }
  lines.push(line);
  return lines.map((l) => `${inner}${l}\n`).join('');
}

/**
 * JSON-like data as a TypeScript expression, laid out as prettier lays out a literal written on
 * one line: objects and arrays stay on one line when they fit, else one entry per line with
 * trailing commas (numbers filled, as many per line as fit), the outermost breaking first.
 */
export function jsonValue(value: JsonValue, at: Placement): string {
  const flat = flatText(value, PRINT_WIDTH - at.column - at.suffix);
  if (flat !== undefined && (typeof value !== 'object' || value === null || value instanceof CodeText || fits(flat, at))) return flat;
  const inner = `${at.indent}  `;
  const entry = (prefix: string, item: JsonValue) =>
    `${inner}${prefix}${jsonValue(item, { indent: inner, column: inner.length + prefix.length, suffix: 1 })},\n`;
  if (isObject(value)) {
    return `{\n${Object.entries(value)
      .map(([key, item]) => entry(`${propertyKey(key)}: `, item))
      .join('')}${at.indent}}`;
  }
  const items = value as readonly JsonValue[];
  if (items.every((item) => typeof item === 'number')) return `[\n${filledNumbers(items, inner)}${at.indent}]`;
  return `[\n${items.map((item) => entry('', item)).join('')}${at.indent}]`;
}

/**
 * `lead value;` for a declaration whose value is data (`export const ROUTES: RouteSpec[] =`),
 * the value taken as JSON carries it (members that are `undefined` dropped).
 */
export function dataDeclaration(lead: string, value: unknown): string {
  return `${lead} ${jsonValue(jsonData(value) ?? null, { indent: '', column: lead.length + 1, suffix: 1 })};`;
}

/**
 * `value` as a JSON round trip would give it back (`toJSON` called; members that are `undefined`,
 * functions or symbols dropped; `undefined`, holes and non-finite numbers in arrays as `null`; a
 * bigint refused), CodeText kept: one walk instead of writing and parsing the route tables' text,
 * which cost as much as printing it.
 */
function jsonData(value: unknown): JsonValue | undefined {
  if (value instanceof CodeText || value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') throw new TypeError('Do not know how to serialize a BigInt');
  if (typeof value !== 'object') return undefined;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return jsonData((value as { toJSON(): unknown }).toJSON());
  if (Array.isArray(value)) {
    const items: JsonValue[] = [];
    for (let i = 0; i < value.length; i++) items.push(jsonData(value[i]) ?? null);
    return items;
  }
  const record = value as Record<string, unknown>;
  const data: Record<string, JsonValue> = {};
  for (const key of Object.keys(record)) {
    const item = jsonData(record[key]);
    if (item === undefined) continue;
    // A member named `__proto__` is a member, as JSON.parse makes it, not the object's prototype.
    if (key === '__proto__') Object.defineProperty(data, key, { value: item, enumerable: true, writable: true, configurable: true });
    else data[key] = item;
  }
  return data;
}
