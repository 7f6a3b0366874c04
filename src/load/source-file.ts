/**
 * One parsed spec file that remembers where every value came from, so that any later stage
 * can turn a model path (['resources', 'user', 'fields', 'id']) back into `file:line:col`.
 */
import { isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml';
import type { SourcePosition } from '../diagnostics/diagnostic.ts';

export type ModelPath = readonly (string | number)[];

export interface SourceFile {
  /** Display name, `spec/<file>.yaml`. */
  name: string;
  text: string;
  doc: Document;
  /**
   * Offset where each line starts, from the text itself: the parser's LineCounter misses the
   * line breaks inside tokens it skips while recovering from an error, so its positions drift.
   */
  lineStarts: readonly number[];
}

export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

interface Located {
  node: Node | null;
  key: Node | null;
}

/** Walks the YAML tree along `path`; stops at the deepest node that exists. */
function walk(doc: Document, path: ModelPath): Located {
  let node = doc.contents as Node | null;
  let key: Node | null = null;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) break;
      key = pair.key as Node;
      node = (pair.value as Node | null) ?? key;
    } else if (isSeq(node) && /^\d+$/.test(String(segment))) {
      // JSON pointers (Ajv) give list indexes as strings, model walks as numbers.
      const item = node.items[Number(segment)] as Node | undefined;
      if (!item) break;
      key = null;
      node = item;
    } else {
      break;
    }
  }
  return { node, key };
}

function offsetToPosition(file: SourceFile, offset: number): SourcePosition {
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
  const { node, key } = walk(file.doc, path);
  const target = atKey && key ? key : node;
  const offset = target?.range?.[0] ?? 0;
  return offsetToPosition(file, offset);
}

export function positionAtOffset(file: SourceFile, offset: number): SourcePosition {
  return offsetToPosition(file, Math.min(Math.max(offset, 0), file.text.length));
}
