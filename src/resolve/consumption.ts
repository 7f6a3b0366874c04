/**
 * What of the model reached an artefact. The views and the emitters record the model paths they
 * render while they render them; after a compile, every element of the model (src/model/elements.ts)
 * that nothing recorded is reported (`model-element-unrendered`), so a fact the model states and
 * no artefact shows is never dropped in silence.
 *
 * A recorded path consumes its whole subtree (a response rendered with its body consumes the
 * body's fields), and an element is consumed when it, an ancestor or a descendant was recorded:
 * rendering any part of an element shows it. One recorder per compile, held by the resolved model.
 */
import type { ModelPath } from '../model/path.ts';

/** A path as a key; the separator cannot occur in a YAML key the schema accepts. */
function keyOf(path: ModelPath): string {
  return path.map(String).join('\u0000');
}

export class ModelConsumption {
  readonly #recorded = new Set<string>();
  /** Every prefix of a recorded path (itself included): an element with a recorded descendant. */
  readonly #touched = new Set<string>();

  record(path: ModelPath): void {
    const key = keyOf(path);
    if (this.#recorded.has(key)) return;
    this.#recorded.add(key);
    // Deepest prefix first, each cut from the last: once one is touched, so are all of its own
    // prefixes (they were added with it), and the walk stops there.
    let prefix = key;
    for (let length = path.length; !this.#touched.has(prefix); length--) {
      this.#touched.add(prefix);
      if (length === 0) return;
      prefix = length === 1 ? '' : prefix.slice(0, prefix.lastIndexOf('\u0000'));
    }
  }

  /**
   * The elements nothing consumed, outermost only: an operation nothing rendered is reported once,
   * not once more for each of its parameters. `elements` lists a parent before its children.
   */
  unconsumed(elements: readonly ModelPath[]): ModelPath[] {
    const reported = new Set<string>();
    const out: ModelPath[] = [];
    for (const path of elements) {
      // The keys of the element's proper ancestors, built in one pass.
      const ancestors: string[] = [];
      let key = '';
      path.forEach((segment, i) => {
        key = i === 0 ? String(segment) : `${key}\u0000${String(segment)}`;
        if (i < path.length - 1) ancestors.push(key);
      });
      if (ancestors.some((ancestor) => reported.has(ancestor))) continue;
      if (this.#touched.has(key) || ancestors.some((ancestor) => this.#recorded.has(ancestor))) continue;
      reported.add(key);
      out.push(path);
    }
    return out;
  }
}
