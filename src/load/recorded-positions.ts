/**
 * A document's positions as the subset reader (yaml-subset.ts) records them while it parses: a
 * few numbers a node, in typed arrays, rather than the tree of objects (PositionTree) that
 * locating walks. The tree is made from them when a file is first located in, and a valid
 * model's files are located in late or never: a `generate` first locates in its docs (the open
 * questions), `diff` only where something changed. A ×100 model's trees take ~14 MB of the heap,
 * its recorded positions ~4 MB: the difference is held through every phase before the docs
 * (OpenAPI, client, route stubs), where the run's memory peaks.
 *
 * Nodes are recorded as they are completed: a collection after its children, which come right
 * before it, in their order. A node is its offset, the offset of its key (as the value of a
 * mapping entry), its kind and its number of children, and, as a child of a mapping, its name.
 */
import { emptyMapping } from './mapping.ts';
import { lineStartsOf, type PositionTree, type SourceFile } from './source-file.ts';

const SCALAR = 0;
const MAPPING = 1;
const SEQUENCE = 2;
/** The kind sits in the low bits of a node's shape, its number of children above them. */
const KIND_BITS = 2;
const KIND_MASK = (1 << KIND_BITS) - 1;
/** The key offset of a node that is not the value of a mapping entry. */
const NO_KEY = -1;

export class RecordedPositions {
  private at = new Int32Array(256);
  private key = new Int32Array(256);
  private shape = new Int32Array(256);
  /** By node: its name, for a child of a mapping. */
  private readonly names: string[] = [];
  private count = 0;

  /** Records a scalar at `at` (`key`: the offset of its key, as the value of a mapping entry); returns its index. */
  scalar(at: number, key: number | undefined): number {
    return this.record(at, key, SCALAR);
  }

  /** Records a mapping of the last `entries` nodes recorded, each named (`name`) before. */
  mapping(at: number, entries: number, key: number | undefined): number {
    return this.record(at, key, MAPPING | (entries << KIND_BITS));
  }

  /** Records a sequence of the last `items` nodes recorded. */
  sequence(at: number, items: number, key: number | undefined): number {
    return this.record(at, key, SEQUENCE | (items << KIND_BITS));
  }

  /** Names the node at `index`: the key of the mapping entry it is the value of. */
  name(index: number, name: string): void {
    this.names[index] = name;
  }

  private record(at: number, key: number | undefined, shape: number): number {
    if (this.count === this.at.length) {
      this.at = grown(this.at);
      this.key = grown(this.key);
      this.shape = grown(this.shape);
    }
    this.at[this.count] = at;
    this.key[this.count] = key ?? NO_KEY;
    this.shape[this.count] = shape;
    return this.count++;
  }

  /** The tree of the document, whose top is the last node recorded. */
  tree(): PositionTree {
    const trees: PositionTree[] = [];
    /** The index of each node of `trees`, for its name. */
    const indexes: number[] = [];
    for (let index = 0; index < this.count; index++) {
      const at = this.at[index]!;
      const key = this.key[index]!;
      const kind = this.shape[index]! & KIND_MASK;
      const children = this.shape[index]! >> KIND_BITS;
      const first = trees.length - children;
      let tree: PositionTree;
      // Each shape as the parsers have always made it, the key last.
      if (kind === MAPPING) {
        const entries = emptyMapping<PositionTree>();
        for (let child = first; child < trees.length; child++) entries[this.names[indexes[child]!]!] = trees[child]!;
        tree = key === NO_KEY ? { at, entries } : { at, entries, key };
      } else if (kind === SEQUENCE) {
        const items = trees.slice(first);
        tree = key === NO_KEY ? { at, items } : { at, items, key };
      } else {
        tree = key === NO_KEY ? { at } : { at, key };
      }
      trees.length = first;
      indexes.length = first;
      trees.push(tree);
      indexes.push(index);
    }
    return trees[0]!;
  }
}

function grown(column: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(column.length * 2);
  larger.set(column);
  return larger;
}

/**
 * A file read by the subset reader, whose tree of positions is made from the positions it
 * recorded when the file is first located in, and kept from then on.
 */
export function recordedSourceFile(name: string, text: string, recorded: RecordedPositions): SourceFile {
  let tree: PositionTree | undefined;
  let positions: RecordedPositions | undefined = recorded;
  return {
    name,
    text,
    lineStarts: lineStartsOf(text),
    get positions() {
      if (tree === undefined) {
        tree = positions!.tree();
        positions = undefined;
      }
      return tree;
    },
  };
}
