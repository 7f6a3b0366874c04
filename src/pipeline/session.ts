/**
 * What `generate --watch` keeps from one compile to the next: results of steps that depend on
 * nothing but their input (parsing a model file's text, transpiling a client file's source,
 * writing an OpenAPI document as YAML and as its 3.0.3 twin), each keyed by the whole of that
 * input; Redoc's bundle prepared for the pages, keyed by the file's identity and time; the model
 * schema, which depends on no input. The code that makes a result cannot change while the process
 * runs, so an equal key is an equal result. An edit changes one model file, and so a few of the
 * client's files: the rest is reused (measured by removal: docs/architecture.md).
 *
 * After each compile, whatever that compile did not ask for is dropped: a session holds one
 * compile's results, whatever the number of edits.
 */
export interface Reuse {
  /** The result of `step` for `input`: the one made for an equal input by the last compile or this one, else `make()`. */
  <T>(step: string, input: string, make: () => T): T;
}

/** A one-off compile (and a watch without a session): every result made anew. */
export const MAKE_ANEW: Reuse = (_step, _input, make) => make();

export class CompileSession {
  private current = new Map<string, unknown>();
  private previous = new Map<string, unknown>();

  readonly reuse: Reuse = <T>(step: string, input: string, make: () => T): T => {
    const key = `${step}\0${input}`;
    if (this.current.has(key)) return this.current.get(key) as T;
    const result = this.previous.has(key) ? (this.previous.get(key) as T) : make();
    this.current.set(key, result);
    return result;
  };

  /** Ends a compile: results it did not ask for are dropped. */
  endCompile(): void {
    this.previous = this.current;
    this.current = new Map();
  }
}
