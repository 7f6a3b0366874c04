/**
 * What of the model reached an artefact. The views and the emitters record the model paths they
 * render while they render them; after a compile, every element of the model (src/model/elements.ts)
 * that nothing recorded is reported (`model-element-unrendered`), so a fact the model states and
 * no artefact shows is never dropped in silence.
 *
 * A recorded path consumes its whole subtree (a response rendered with its body consumes the
 * body's fields), and an element is consumed when it, an ancestor or a descendant was recorded:
 * rendering any part of an element shows it. One recorder per compile, held by the resolved model.
 * The check (src/resolve/unrendered.ts) reports the elements nothing consumed, outermost only: an
 * operation nothing rendered is reported once, not once more for each of its parameters.
 *
 * The recorded paths are kept as a tree of their segments: every view records a path for each
 * element it renders, and a tree is walked segment by segment where keys made of whole paths
 * had to be built, joined and hashed for each record.
 */
import type { ModelPath } from '../model/path.ts';

/** A path of the tree: it exists for every prefix of a recorded path (an element with a recorded descendant). */
class PathNode {
  /** Whether this path itself was recorded. */
  marked = false;
  /** Segments as text: a list index is recorded as a number, and may be looked up as one or as text. */
  readonly children = new Map<string, PathNode>();

  child(segment: string | number): PathNode | undefined {
    return this.children.get(String(segment));
  }

  /** The node at `path`, made along the way where missing. */
  add(path: ModelPath): PathNode {
    let node: PathNode = this;
    for (const segment of path) {
      const key = String(segment);
      let next = node.children.get(key);
      if (next === undefined) {
        next = new PathNode();
        node.children.set(key, next);
      }
      node = next;
    }
    return node;
  }
}

/**
 * Where a walk down the model stands among the recorded paths: at a path of which only
 * descendants were recorded (consumed in part), taken one segment further by `ModelConsumption.below`.
 */
export type ConsumedPart = PathNode;

/**
 * How much of the element one segment below a part was consumed: `whole`, when it was recorded
 * (an ancestor was not: the walk stands in a part); the part it is, when only descendants of it
 * were; `none`. An element is consumed, whole or in part, when it, a descendant or an ancestor
 * of it was recorded: rendering any part of it shows it.
 */
export type Consumed = 'whole' | ConsumedPart | 'none';

export class ModelConsumption {
  readonly #recorded = new PathNode();

  record(path: ModelPath): void {
    this.#recorded.add(path).marked = true;
  }

  /** The whole model, as the part a walk starts from (recording the empty path consumes nothing). */
  get top(): ConsumedPart {
    return this.#recorded;
  }

  /** How much of the element at `segment` below `part` was consumed. */
  below(part: ConsumedPart, segment: string | number): Consumed {
    const node = part.child(segment);
    if (node === undefined) return 'none';
    return node.marked ? 'whole' : node;
  }
}

/** The recorder of a run that never asks what was rendered (`diff` compares the views): it keeps nothing. */
export class NothingRecorded extends ModelConsumption {
  override record(): void {}
}
