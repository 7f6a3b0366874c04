/**
 * What `generate --watch` keeps from one compile to the next: results of steps that depend on
 * nothing but their input (parsing a model file's text, transpiling a client file's source,
 * writing an OpenAPI document as YAML and as its 3.0.3 twin), each keyed by the whole of that
 * input; Redoc's bundle prepared for the pages, keyed by the file's identity and time; the model
 * schema, which depends on no input. The code that makes a result cannot change while the process
 * runs, so an equal key is an equal result. The watch's session (src/pipeline/session.ts) implements it;
 * every stage below the pipeline receives it as a value and never imports the session.
 */
export interface Reuse {
  /** The result of `step` for `input`: the one made for an equal input by the last compile or this one, else `make()`. */
  <T>(step: string, input: string, make: () => T): T;
}

/** A one-off compile (and a watch without a session): every result made anew. */
export const MAKE_ANEW: Reuse = (_step, _input, make) => make();
