/**
 * One parsed spec file that remembers where every value came from, so that any later stage
 * can turn a model path (['resources', 'user', 'fields', 'id']) back into `file:line:col`.
 * Positions are kept as a plain tree of offsets rather than the YAML library's document, so
 * that they can be cached beside the parsed data and a warm run never loads the YAML parser.
 */
import type { SourcePosition } from '../diagnostics/diagnostic.ts';
import type { ModelPath } from '../model/path.ts';

/** Where a YAML value starts and where its children start; plain JSON, so it can be cached. */
export interface PositionTree {
  /** Offset of the value (for a mapping entry without a value, of its key). */
  at: number;
  /** Offset of the key, for the value of a mapping entry. */
  key?: number;
  /** A mapping's entries by key text; the first of duplicated keys wins, as in a lookup by the parser. */
  entries?: Record<string, PositionTree>;
  /** A sequence's items. */
  items?: (PositionTree | null)[];
}

export interface SourceFile {
  /** Display name, `spec/<file>.yaml`. */
  name: string;
  text: string;
  positions: PositionTree;
  /**
   * Offset where each line starts, from the text itself: the parser's LineCounter misses the
   * line breaks inside tokens it skips while recovering from an error, so its positions drift.
   */
  lineStarts: readonly number[];
}

/** What line and column lookups need of a file (the parser has no position tree yet when it reports errors). */
type Lines = Pick<SourceFile, 'name' | 'text' | 'lineStarts'>;

export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/** Walks the tree along `path`; stops at the deepest node that exists. */
function walk(tree: PositionTree, path: ModelPath): { node: PositionTree; key: number | undefined } {
  let node = tree;
  let key: number | undefined;
  for (const segment of path) {
    if (node.entries) {
      const name = String(segment);
      const entry = Object.hasOwn(node.entries, name) ? node.entries[name] : undefined;
      if (!entry) break;
      key = entry.key;
      node = entry;
    } else if (node.items && (typeof segment === 'number' || /^\d+$/.test(segment))) {
      // JSON pointers (Ajv) give list indexes as strings, model walks as numbers.
      const item = node.items[Number(segment)];
      if (!item) break;
      key = undefined;
      node = item;
    } else {
      break;
    }
  }
  return { node, key };
}

function offsetToPosition(file: Lines, offset: number): SourcePosition {
  // The last line starting at or before the offset (binary search).
  let low = 0;
  let high = file.lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (file.lineStarts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { file: file.name, line: low + 1, column: offset - file.lineStarts[low]! + 1 };
}

/** Position of the value at `path` (or of its key when `atKey`), falling back to the nearest parent. */
export function positionOf(file: SourceFile, path: ModelPath, atKey = false): SourcePosition {
  const { node, key } = walk(file.positions, path);
  return offsetToPosition(file, atKey && key !== undefined ? key : node.at);
}

export function positionAtOffset(file: Lines, offset: number): SourcePosition {
  return offsetToPosition(file, Math.min(Math.max(offset, 0), file.text.length));
}
