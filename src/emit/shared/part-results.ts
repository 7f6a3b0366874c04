/**
 * What was made of each part of a document, by the part's object: the collections at PART_DEPTH
 * (an OpenAPI document's operations and components' schemas, the bulk of it). A second document
 * that holds the same objects takes their results: the OpenAPI 3.0.3 twin shares every part the
 * downgrade left as it was, and in `--watch` the next compile's document holds the very objects
 * of the parts an edit left as they were (src/contract/openapi/document.ts), so a store kept
 * from one compile to the next (`reuse.sinceLast`) hands theirs back. A part is never changed
 * once made; one no longer held by any document is dropped from the store with it.
 */
export class PartResults<T> {
  readonly #made = new WeakMap<object, T>();

  /** The result made for `part` before, or `make()`'s. */
  of(part: object, make: () => T): T {
    let result = this.#made.get(part);
    if (result === undefined) {
      result = make();
      this.#made.set(part, result);
    }
    return result;
  }
}

/**
 * The depth below the document's top of the parts kept: one depth only, so no text is kept
 * twice (an operation's inside its path item's); below it, parts are too small to pay.
 */
export const PART_DEPTH = 3;
