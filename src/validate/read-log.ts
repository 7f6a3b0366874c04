/**
 * What a step read of chosen parts of a model, and whether another model holds the same there.
 *
 * A part is watched through a wrapper (a Proxy) that logs every read made through it: a
 * property's value (a scalar, or whether it is an object or an array, whose own reads are logged
 * in turn), whether a property exists, and an object's list of keys. Only the watched parts are
 * wrapped, so a step reading the rest of the model pays nothing. A step is a function of what it
 * reads: where every read it logged gives the same answer in another model, and the rest of that
 * model is the very same data, it gives the same result there (src/validate/shared-rule-results.ts).
 *
 * Each object is wrapped once, so two reads of it give the same wrapper: a step that compares
 * objects, or keeps them in a Set, sees what it would see unwrapped.
 */

/** One read, at the object found at `at` from the model's top. */
export type Read =
  | { at: readonly string[]; key: string; kind: 'value'; value: unknown }
  | { at: readonly string[]; key: string; kind: 'shape'; array: boolean }
  | { at: readonly string[]; key: string; kind: 'own'; value: boolean }
  | { at: readonly string[]; key: string; kind: 'in'; value: boolean }
  | { at: readonly string[]; kind: 'keys'; keys: readonly (string | symbol)[] };

/** Whether two lists of keys are the same keys in the same order. */
export function sameKeys(a: readonly (string | symbol)[], b: readonly (string | symbol)[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

export class ReadLog {
  private readonly wrappers = new WeakMap<object, object>();
  private current: Read[] | undefined;

  /** `value`, the model's part at `at`, wrapped so that every read of it (and of what it holds) during a step is logged. */
  watch<T extends object>(value: T, at: readonly string[]): T {
    const known = this.wrappers.get(value);
    if (known) return known as T;
    const log = (read: Read) => this.current?.push(read);
    const wrapChild = (child: unknown, key: string) => (typeof child === 'object' && child !== null ? this.watch(child, [...at, key]) : child);
    const wrapper = new Proxy(value, {
      get(target, key, receiver) {
        // Symbols are the language's own (an array's iterator), which reads through the wrapper in turn.
        if (typeof key === 'symbol') return Reflect.get(target, key, receiver) as unknown;
        if (!Object.hasOwn(target, key)) {
          // Inherited: an array's methods, or nothing for a mapping (src/load/mapping.ts).
          log({ at, key, kind: 'own', value: false });
          return Reflect.get(target, key, receiver) as unknown;
        }
        const child = (target as Record<string, unknown>)[key];
        if (typeof child === 'object' && child !== null) log({ at, key, kind: 'shape', array: Array.isArray(child) });
        else log({ at, key, kind: 'value', value: child });
        return wrapChild(child, key);
      },
      has(target, key) {
        const found = Reflect.has(target, key);
        if (typeof key === 'string') log({ at, key, kind: 'in', value: found });
        return found;
      },
      ownKeys(target) {
        log({ at, kind: 'keys', keys: Reflect.ownKeys(target) });
        return Reflect.ownKeys(target);
      },
      getOwnPropertyDescriptor(target, key) {
        if (typeof key === 'string') log({ at, key, kind: 'own', value: Object.hasOwn(target, key) });
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    this.wrappers.set(value, wrapper);
    return wrapper;
  }

  /** Runs `step`, and returns its result with what it read of the watched parts. */
  during<T>(step: () => T): { result: T; reads: Read[] } {
    const reads: Read[] = [];
    const outer = this.current;
    this.current = reads;
    try {
      return { result: step(), reads };
    } finally {
      this.current = outer;
    }
  }
}

/** The object at `at` from `top`, or undefined where there is none. */
function objectAt(top: unknown, at: readonly string[]): object | undefined {
  let value = top;
  for (const key of at) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'object' && value !== null ? value : undefined;
}

/** Whether `read` gives the same answer in `target`. */
function holdsIn(read: Read, target: object): boolean {
  if (read.kind === 'keys') return sameKeys(Reflect.ownKeys(target), read.keys);
  if (read.kind === 'in') return Reflect.has(target, read.key) === read.value;
  const own = Object.hasOwn(target, read.key);
  if (read.kind === 'own') return own === read.value;
  if (!own) return false;
  const value = (target as Record<string, unknown>)[read.key];
  if (read.kind === 'value') return (typeof value !== 'object' || value === null) && Object.is(value, read.value);
  return typeof value === 'object' && value !== null && Array.isArray(value) === read.array;
}

/** Whether every read gives the same answer in the model `top`. */
export function readsHold(reads: readonly Read[], top: object): boolean {
  // Reads of one object share its path: each is looked up once.
  const objects = new Map<readonly string[], object | undefined>();
  for (const read of reads) {
    let target = objects.get(read.at);
    if (target === undefined && !objects.has(read.at)) objects.set(read.at, (target = objectAt(top, read.at)));
    if (target === undefined || !holdsIn(read, target)) return false;
  }
  return true;
}
