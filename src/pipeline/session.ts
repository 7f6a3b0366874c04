import { shareWithLastIn, sinceLastIn, type Reuse } from '../model/reuse.ts';

/**
 * The `--watch` session: what one compile made, offered to the next (see src/model/reuse.ts). An
 * edit changes one model file, and so a few of the client's files: the rest is reused (measured
 * by removal: bench/RESULTS.md).
 *
 * After each compile, whatever that compile did not ask for is dropped: a session holds one
 * compile's results, whatever the number of edits. A compile that fails (model errors) stops
 * early and asks for little: the last good compile's results are kept beside its own, so the
 * next good compile after a fix is warm, and the session holds at most those two.
 */
export class CompileSession {
  private current = new Map<string, unknown>();
  private previous = new Map<string, unknown>();
  private lastGood = new Map<string, unknown>();

  readonly reuse: Reuse = Object.assign(
    <T>(step: string, input: string, make: () => T): T => {
      const key = `${step}\0${input}`;
      if (this.current.has(key)) return this.current.get(key) as T;
      const result = this.previous.has(key) ? (this.previous.get(key) as T) : make();
      this.current.set(key, result);
      return result;
    },
    {
      sinceLast: <I, T>(slot: string, input: I, same: (last: I, now: I) => boolean, make: () => T): T =>
        sinceLastIn(this.current, this.previous, slot, input, same, make),
      shareWithLast: <T>(slot: string, now: T, share: (last: T, now: T) => T): T => shareWithLastIn(this.current, this.previous, slot, now, share),
    },
  );

  /** Ends a compile: results it did not ask for are dropped, but for the last good compile's when this one failed. */
  endCompile(succeeded: boolean): void {
    if (succeeded) this.lastGood = this.current;
    this.previous = succeeded ? this.current : new Map([...this.lastGood, ...this.current]);
    this.current = new Map();
  }
}
