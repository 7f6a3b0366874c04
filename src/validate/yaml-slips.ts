/**
 * Two YAML slips that the schema sees only as their consequence, told as what happened: an
 * unquoted comma inside a flow mapping (`{ description: A colour, as painted. }`) ends the value
 * there and turns the rest into a key without a value; a key written with nothing after it
 * (`deprecatedValues:`) holds null.
 */
import type { LoadedFile } from '../load/load-spec.ts';
import { positionOf } from '../load/source-file.ts';
import type { ModelPath } from '../model/path.ts';

function valueAt(data: unknown, path: ModelPath): unknown {
  return path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), data);
}

/** The text before `offset` without the spaces and tabs that end it. */
function before(text: string, offset: number): string {
  return text.slice(0, offset).trimEnd();
}

/**
 * Whether key `key` of the mapping at `path` is the rest of a value cut at an unquoted comma of a
 * flow mapping: a key without a value, after a comma, following an entry whose value is text.
 * Returns that entry's key and the value as it was meant.
 */
export function cutAtComma(file: LoadedFile, path: ModelPath, key: string): { previous: string; meant: string } | undefined {
  const mapping = valueAt(file.data, path);
  if (mapping === null || typeof mapping !== 'object' || Array.isArray(mapping)) return undefined;
  const entries = mapping as Record<string, unknown>;
  if (entries[key] !== null) return undefined;
  const keys = Object.keys(entries);
  const previous = keys[keys.indexOf(key) - 1];
  if (previous === undefined || typeof entries[previous] !== 'string') return undefined;
  const { text, lineStarts } = file.source;
  const at = positionOf(file.source, [...path, key], true);
  const offset = lineStarts[at.line - 1]! + at.column - 1;
  if (!before(text, offset).endsWith(',')) return undefined;
  // A key of its own would be followed by a colon before the next entry or the mapping's end.
  const rest = /^[^,}\n]*/.exec(text.slice(offset))![0];
  if (rest.includes(': ') || rest.trimEnd().endsWith(':')) return undefined;
  // Written inside single quotes, where a quote is doubled.
  return { previous, meant: `${entries[previous] as string}, ${key}`.replaceAll("'", "''") };
}

/** Whether the value at `path` is a key written with nothing after it. */
export function isEmptyValue(file: LoadedFile, path: ModelPath): boolean {
  return path.length > 0 && valueAt(file.data, path) === null;
}
