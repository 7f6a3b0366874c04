import { madeAsWritten, type TextInPieces } from './artefact.ts';

/** JSON files as every emitter writes them: two-space indents and a final newline. */
export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * How deep a large document's objects are written entry by entry: its top, then `paths` and
 * `components` (a path, a component kind), then each path's methods and each component.
 */
const SPLIT_DEPTH = 3;

/**
 * `toJson`'s very text of a large document (an OpenAPI document of thousands of operations), in
 * pieces: one per entry of its objects down to SPLIT_DEPTH, each written by JSON.stringify. The
 * whole text, one string of tens of megabytes, is never made, and the pieces are made as the
 * writer reads them (`madeAsWritten`): none outlives its own write.
 */
export function toJsonInPieces(value: unknown): TextInPieces {
  return madeAsWritten(function* () {
    yield* valuePieces(value, 0);
    yield '\n';
  });
}

/** What JSON.stringify leaves out of an object. */
function isOmitted(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

function isSplit(value: unknown, depth: number): value is Record<string, unknown> {
  return (
    depth < SPLIT_DEPTH && typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  );
}

/** `value` inside `depth` objects, each holding the next under the empty key. */
function wrapped(value: unknown, depth: number): unknown {
  let wrapping = value;
  for (let i = 0; i < depth; i++) wrapping = { '': wrapping };
  return wrapping;
}

/** How many characters of the wrapping (`wrapped`) stand before and after a value in its JSON text, by depth. */
const WRAPPING = Array.from({ length: SPLIT_DEPTH + 1 }, (_, depth) => {
  const probe = JSON.stringify(wrapped(0, depth), null, 2);
  const at = probe.lastIndexOf('0');
  return { before: at, after: probe.length - at - 1 };
});

/**
 * `value`, standing `depth` objects deep, as JSON.stringify with two-space indents writes it
 * there. JSON.stringify indents from the left margin: the value is written wrapped in `depth`
 * objects, where it is indented as it stands in the document, and cut out of the wrapping
 * (quicker than indenting each of its lines again).
 */
function* valuePieces(value: unknown, depth: number): Generator<string> {
  if (!isSplit(value, depth)) {
    const text = JSON.stringify(wrapped(value, depth), null, 2);
    const { before, after } = WRAPPING[depth]!;
    yield text.slice(before, text.length - after);
    return;
  }
  const indent = '  '.repeat(depth + 1);
  let separator = '{\n';
  for (const key of Object.keys(value)) {
    const entry = value[key];
    if (isOmitted(entry)) continue;
    yield `${separator}${indent}${JSON.stringify(key)}: `;
    yield* valuePieces(entry, depth + 1);
    separator = ',\n';
  }
  yield separator === '{\n' ? '{}' : `\n${'  '.repeat(depth)}}`;
}
