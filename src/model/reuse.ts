/**
 * What `generate --watch` keeps from one compile to the next, and `diff` from its head model to
 * its base: results of steps that depend on nothing but their input (parsing a model file's text
 * and checking the structure of that parse, transpiling a client file's source), each keyed by
 * the whole of that input (a structure check by the text parsed: it is asked only of files whose
 * data is that text's parse); a version's contract artefacts, keyed by a digest of all they are
 * made from (src/pipeline/version-key.ts); Redoc's bundle prepared for
 * the pages, keyed by the file's identity and time; the model schema, which depends on no input.
 * The code that makes a result cannot change while the process runs, so an equal key is an equal
 * result. The watch's session (src/pipeline/session.ts) and `reuseWithinRun` implement it; every
 * stage below the pipeline receives it as a value and never imports either.
 */
export interface Reuse {
  /** The result of `step` for `input`: the one made for an equal input by the last compile or this one, else `make()`. */
  <T>(step: string, input: string, make: () => T): T;
}

/** A one-off compile (and a watch without a session): every result made anew. */
export const MAKE_ANEW: Reuse = (_step, _input, make) => make();

/**
 * Results kept for the rest of one run: `diff` parses a base file whose text equals the head's
 * once (a change touches a few of a model's files, a revision with no model change none).
 */
export function reuseWithinRun(): Reuse {
  const made = new Map<string, unknown>();
  return <T>(step: string, input: string, make: () => T): T => {
    const key = `${step}\0${input}`;
    if (made.has(key)) return made.get(key) as T;
    const result = make();
    made.set(key, result);
    return result;
  };
}
