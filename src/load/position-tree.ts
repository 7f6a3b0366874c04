/**
 * The positions of a parsed YAML document as a plain tree of offsets (see PositionTree), built
 * with a work list rather than recursion so that no input can exhaust the call stack here.
 */
import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import { emptyMapping } from './mapping.ts';
import type { PositionTree } from './source-file.ts';

function shell(node: unknown): PositionTree {
  return { at: (node as Node | null)?.range?.[0] ?? 0 };
}

export function positionTree(root: unknown): PositionTree {
  const top = shell(root);
  const pending: { node: unknown; tree: PositionTree }[] = [{ node: root, tree: top }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, tree } = next;
    if (isMap(node)) {
      const entries = emptyMapping<PositionTree>();
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const name = String(pair.key.value);
        if (Object.hasOwn(entries, name)) continue;
        // An entry without a value is located at its key.
        const value = pair.value ?? pair.key;
        const child: PositionTree = { ...shell(value), key: pair.key.range?.[0] ?? 0 };
        entries[name] = child;
        pending.push({ node: value, tree: child });
      }
      tree.entries = entries;
    } else if (isSeq(node)) {
      tree.items = node.items.map((item) => {
        if (item === null || item === undefined) return null;
        const child = shell(item);
        pending.push({ node: item, tree: child });
        return child;
      });
    }
  }
  return top;
}
