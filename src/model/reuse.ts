/**
 * What `generate --watch` keeps from one compile to the next, and `diff` from its head model to
 * its base: results of steps that depend on nothing but their input (parsing a model file's text
 * and checking the structure of that parse, transpiling a client file's source), each keyed by
 * the whole of that input (a structure check by the text parsed: it is asked only of files whose
 * data is that text's parse); a version's contract artefacts, while all they are made from is
 * the same as for the last compile (`sinceLast`: src/pipeline/version-input.ts); the views of
 * each version's operations and its components, where made from the same data (`diff`'s base
 * takes its head's: src/views/version-view.ts); each version's view, sharing its unchanged parts
 * with the last one (`shareWithLast`), and what was made of such a part (an operation, a schema,
 * a page: `sinceLast` by identity), kept with a version's artefacts while they are reused whole
 * (src/pipeline/session.ts), so a version's parts are kept while its edits go on; Redoc's bundle
 * prepared for the pages, keyed by the file's identity and time; the model schema, which depends
 * on no input.
 * The code that makes a result cannot change while the process runs, so an equal key is an equal
 * result. The watch's session (src/pipeline/session.ts) and `reuseWithinRun` implement it; every
 * stage below the pipeline receives it as a value and never imports either.
 */
export interface Reuse {
  /**
   * The result of `step` for `input`: the one made for an equal input by the last compile or this
   * one, else `make()`. `input` may be a model file's whole text, and what names the file goes
   * in `step`: an implementation can then look the text up as it is (`reuseWithinRun`) rather
   * than copy it into a key joined with the rest.
   */
  <T>(step: string, input: string, make: () => T): T;
  /**
   * The result made for `slot` by the last compile (or this one) when `input` is `same` as the
   * input it was made for, else `make(last)`, given the slot's last result if it has one (to
   * share its unchanged parts with): for an input that costs less to compare with the last one
   * than to write out as a key. Only the last input of a slot is kept.
   */
  sinceLast<I, T>(slot: string, input: I, same: (last: I, now: I) => boolean, make: (last: T | undefined) => T): T;
  /**
   * `now`, or what `share` makes of it and the value `slot` was given by the last compile (or
   * this one): a value holding the same data as `now` that takes every part it has in common
   * with `last` from `last` (src/model/plain-data.ts `shareData`). The value is kept as the slot's
   * for the next compile. A later step can then tell a part an edit left as it was by its
   * identity, and reuse what it made of that part with `sinceLast`.
   */
  shareWithLast<T>(slot: string, now: T, share: (last: T, now: T) => T): T;
}

/** A one-off compile (and a watch without a session): every result made anew. */
export const MAKE_ANEW: Reuse = Object.assign(<T>(_step: string, _input: string, make: () => T): T => make(), {
  sinceLast: <I, T>(_slot: string, _input: I, _same: (last: I, now: I) => boolean, make: (last: T | undefined) => T): T => make(undefined),
  shareWithLast: <T>(_slot: string, now: T): T => now,
});

/** A result of `sinceLast`, with the input it was made for. */
interface MadeFor<I, T> {
  input: I;
  result: T;
}

/**
 * Where `sinceLast` keeps a slot's entry among results keyed `<step>\0<input>`: a step is never
 * named by the empty text, so no such key starts with the separator.
 */
export function sinceLastKey(slot: string): string {
  return `\0${slot}`;
}

/** `sinceLast` over a store of the entries of this compile (`current`) and of the last one. */
export function sinceLastIn<I, T>(
  current: Map<string, unknown>,
  last: ReadonlyMap<string, unknown>,
  slot: string,
  input: I,
  same: (last: I, now: I) => boolean,
  make: (last: T | undefined) => T,
): T {
  const key = sinceLastKey(slot);
  let lastResult: T | undefined;
  for (const store of [current, last]) {
    const entry = store.get(key) as MadeFor<I, T> | undefined;
    if (entry && same(entry.input, input)) {
      current.set(key, entry);
      return entry.result;
    }
    lastResult ??= entry?.result;
  }
  const made: MadeFor<I, T> = { input, result: make(lastResult) };
  current.set(key, made);
  return made.result;
}

/** Where `shareWithLast` keeps a slot's value: apart from `sinceLast`'s entries. */
export function sharedKey(slot: string): string {
  return `\0\0${slot}`;
}

/** `shareWithLast` over a store of the entries of this compile (`current`) and of the last one. */
export function shareWithLastIn<T>(current: Map<string, unknown>, last: ReadonlyMap<string, unknown>, slot: string, now: T, share: (last: T, now: T) => T): T {
  const key = sharedKey(slot);
  const earlier = (current.has(key) ? current.get(key) : last.get(key)) as T | undefined;
  const value = earlier === undefined ? now : share(earlier, now);
  current.set(key, value);
  return value;
}

/**
 * Results kept for the rest of one run: `diff` parses a base file whose text equals the head's
 * once (a change touches a few of a model's files, a revision with no model change none). Each
 * step's results are kept by their input as it is: a key joined from a step and a file's text
 * was a copy of the text, made (and kept) for every file of both models, a sixth of what a ×100
 * `diff` held (bench/RESULTS.md).
 */
export function reuseWithinRun(): Reuse {
  const made = new Map<string, unknown>();
  const byStep = new Map<string, Map<string, unknown>>();
  const reuse = <T>(step: string, input: string, make: () => T): T => {
    let results = byStep.get(step);
    if (results === undefined) byStep.set(step, (results = new Map()));
    if (results.has(input)) return results.get(input) as T;
    const result = make();
    results.set(input, result);
    return result;
  };
  return Object.assign(reuse, {
    sinceLast: <I, T>(slot: string, input: I, same: (last: I, now: I) => boolean, make: (last: T | undefined) => T): T =>
      sinceLastIn(made, made, slot, input, same, make),
    shareWithLast: <T>(slot: string, now: T, share: (last: T, now: T) => T): T => shareWithLastIn(made, made, slot, now, share),
  });
}
