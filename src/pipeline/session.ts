import { shareWithLastIn, sharedKey, sinceLastIn, sinceLastKey, type Reuse } from '../model/reuse.ts';

/** One compile's results, by key, and for each result made, the keys its making asked for (its parts). */
interface Results {
  made: Map<string, unknown>;
  parts: Map<string, readonly string[]>;
}

const noResults = (): Results => ({ made: new Map(), parts: new Map() });

/**
 * The `--watch` session: what one compile made, offered to the next (see src/model/reuse.ts). An
 * edit changes one model file, and so a few of the client's files: the rest is reused (measured
 * by removal: bench/RESULTS.md).
 *
 * After each compile, whatever that compile did not ask for is dropped, but for the parts of the
 * results it reused whole: a version's artefacts taken whole (an edit of another version) keep
 * what was made of each of its operations, schemas and pages, so the next edit of that version
 * remakes only what it changed. A session holds one compile's results, and the parts they were
 * made of, whatever the number of edits. A compile that fails (model errors) stops early and asks
 * for little: the last good compile's results are kept beside its own, so the next good compile
 * after a fix is warm, and the session holds at most those two.
 */
export class CompileSession {
  private current = noResults();
  private previous = noResults();
  private lastGood = noResults();
  /** The keys asked for by each result being made, innermost last. */
  private readonly making: Set<string>[] = [];

  readonly reuse: Reuse = Object.assign(
    <T>(step: string, input: string, make: () => T): T => {
      // One text key, which the parts of results are listed by: it copies the input, a file of
      // the watched model (the watch bench's ×10 model is 0.6 MB in all).
      const key = `${step}\0${input}`;
      this.asked(key);
      if (this.current.made.has(key)) return this.current.made.get(key) as T;
      if (this.previous.made.has(key)) {
        this.carry(key);
        return this.current.made.get(key) as T;
      }
      const result = this.madeAskingParts(key, make);
      this.current.made.set(key, result);
      return result;
    },
    {
      sinceLast: <I, T>(slot: string, input: I, same: (last: I, now: I) => boolean, make: (last: T | undefined) => T): T => {
        const key = sinceLastKey(slot);
        this.asked(key);
        let made = false;
        const result = sinceLastIn(this.current.made, this.previous.made, slot, input, same, (last: T | undefined) => {
          made = true;
          return this.madeAskingParts(key, () => make(last));
        });
        if (!made && !this.current.parts.has(key)) this.carryParts(key);
        return result;
      },
      shareWithLast: <T>(slot: string, now: T, share: (last: T, now: T) => T): T => {
        this.asked(sharedKey(slot));
        return shareWithLastIn(this.current.made, this.previous.made, slot, now, share);
      },
    },
  );

  /** Ends a compile: results it did not ask for are dropped, but for the last good compile's when this one failed. */
  endCompile(succeeded: boolean): void {
    if (succeeded) this.lastGood = this.current;
    this.previous = succeeded
      ? this.current
      : { made: new Map([...this.lastGood.made, ...this.current.made]), parts: new Map([...this.lastGood.parts, ...this.current.parts]) };
    this.current = noResults();
  }

  private asked(key: string): void {
    this.making.at(-1)?.add(key);
  }

  /** `make()`, noting the keys it asks for as the parts of the result made for `key`. */
  private madeAskingParts<T>(key: string, make: () => T): T {
    const asked = new Set<string>();
    this.making.push(asked);
    try {
      return make();
    } finally {
      this.making.pop();
      this.current.parts.set(key, [...asked]);
    }
  }

  /** Takes the last compile's result for `key` into this one's, with its parts. */
  private carry(key: string): void {
    this.current.made.set(key, this.previous.made.get(key));
    this.carryParts(key);
  }

  /** Takes the parts of the last compile's result for `key` into this one's, those this compile has not asked for itself. */
  private carryParts(key: string): void {
    const parts = this.previous.parts.get(key);
    if (parts === undefined) return;
    this.current.parts.set(key, parts);
    for (const part of parts) if (!this.current.made.has(part) && this.previous.made.has(part)) this.carry(part);
  }
}
