/**
 * Plain data, as the views and the documents made from them hold it, compared and shared.
 *
 * Two values are compared as data, walked side by side: the same property names in the same
 * order (an artefact lists them in that order), Maps and Sets entry by entry, an undefined
 * property apart from a missing one (a strict template reads a field that is present but
 * undefined, and refuses a missing one), NaN the same as NaN. A value that is not plain data (a
 * function, a symbol, an instance of a class) is refused where the two hold different ones: a
 * comparison that passed over something would reuse a result made from other data. The very
 * same object in both is the same data, unwalked (what is compared is never changed). Walking
 * both costs about a third of writing one out as JSON and digesting it (bench/RESULTS.md), and
 * stops at the first difference. `--watch` compares a version's input with the last compile's
 * (src/pipeline/version-input.ts); `diff` its base's views and model with its head's
 * (src/diff/surface.ts, src/views/version-view.ts).
 */

/**
 * The prototype of every mapping the model is read into (src/load/mapping.ts): it has no
 * properties, and no prototype, so a name looked up that is not defined finds nothing.
 */
export const NOTHING_INHERITED: object = Object.freeze(Object.create(null) as object);

function refused(value: unknown, at: string): never {
  const what = typeof value === 'object' ? `an instance of ${String((value as object).constructor?.name)}` : `a ${typeof value}`;
  throw new TypeError(`data compared for a reuse holds ${what} at "${at}": it cannot decide the reuse`);
}

/** Objects whose own properties are all there is of them: they inherit from nothing that has any. */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === NOTHING_INHERITED || prototype === null;
}

/** Functions, symbols and big integers: what no view holds, and JSON cannot write. */
function isNotData(value: unknown): boolean {
  const type = typeof value;
  return type === 'function' || type === 'symbol' || type === 'bigint';
}

/** Whether `a` and `b` hold the same data; throws on a value that is not plain data (`at` names where). */
export function sameData(a: unknown, b: unknown, at = 'value'): boolean {
  if (isNotData(a)) refused(a, at);
  if (a === b) return true;
  if (isNotData(b)) refused(b, at);
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a)) return Array.isArray(b) && sameItems(a, b, at);
  if (a instanceof Map) return b instanceof Map && a.size === b.size && sameItems([...a], [...b], at);
  if (a instanceof Set) return b instanceof Set && a.size === b.size && sameItems([...a], [...b], at);
  if (!isPlainObject(a)) refused(a, at);
  if (Array.isArray(b) || b instanceof Map || b instanceof Set) return false;
  if (!isPlainObject(b)) refused(b, at);
  return sameProperties(a as Record<string, unknown>, b as Record<string, unknown>);
}

function sameItems(a: readonly unknown[], b: readonly unknown[], at: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i], at)) return false;
  return true;
}

/** The same names in the same order, each with the same value (`for…in`: a plain object inherits none). */
function sameProperties(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const names: string[] = [];
  for (const name in b) names.push(name);
  let index = 0;
  for (const name in a) {
    if (names[index++] !== name || !sameData(a[name], b[name], name)) return false;
  }
  return index === names.length;
}

/**
 * `now`, with every part that holds the same data as the part of `last` at the same place (the
 * same property, Map key or list position) taken from `last`: `last` itself when the two hold
 * the same data. Neither is changed: a part of `now` that differs from `last` but holds parts in
 * common with it is copied, with those parts taken from `last`. Compared as `sameData`
 * compares, and refusing what it refuses; a Set is taken whole or not at all.
 *
 * `--watch` shares each version's view with the last compile's (src/pipeline/emit-input.ts):
 * the operations and schemas an edit left as they were are then the last compile's objects,
 * and a step that made something of one (an OpenAPI operation, its YAML) tells it by identity.
 */
export function shareData<T>(last: T, now: T): T {
  return shared(last, now, 'value') as T;
}

function shared(last: unknown, now: unknown, at: string): unknown {
  if (isNotData(last)) refused(last, at);
  if (last === now) return last;
  if (isNotData(now)) refused(now, at);
  if (typeof last !== 'object' || last === null || typeof now !== 'object' || now === null) {
    return typeof last === 'number' && typeof now === 'number' && Number.isNaN(last) && Number.isNaN(now) ? last : now;
  }
  if (Array.isArray(last)) return Array.isArray(now) ? sharedItems(last, now, at) : now;
  if (last instanceof Map) return now instanceof Map ? sharedEntries(last, now, at) : now;
  if (last instanceof Set) return now instanceof Set && now.size === last.size && sameItems([...last], [...now], at) ? last : now;
  if (!isPlainObject(last)) refused(last, at);
  if (Array.isArray(now) || now instanceof Map || now instanceof Set) return now;
  if (!isPlainObject(now)) refused(now, at);
  return sharedProperties(last as Record<string, unknown>, now as Record<string, unknown>);
}

/*
 * Each container below is walked once. While every part so far is the same as `last`'s, nothing
 * is copied (most of a view is, and is then `last`'s whole); from the first that is not, the
 * container is copied as soon as one of its parts is taken from `last`, the parts before the
 * first difference from `last` (which equal theirs) and the rest as they were in `now`.
 */

/** A list: its items shared position by position. */
function sharedItems(last: readonly unknown[], now: readonly unknown[], at: string): unknown {
  let same = last.length === now.length;
  let firstDifference = 0;
  let replaced = false;
  let copy: unknown[] | undefined;
  for (let i = 0; i < now.length; i++) {
    const item = i < last.length ? shared(last[i], now[i], at) : now[i];
    if (same && !Object.is(item, last[i])) {
      same = false;
      firstDifference = i;
    }
    if (!same) {
      if (copy) copy.push(item);
      else if (replaced || !Object.is(item, now[i])) copy = [...last.slice(0, firstDifference), ...now.slice(firstDifference, i), item];
    }
    if (!Object.is(item, now[i])) replaced = true;
  }
  return same ? last : (copy ?? now);
}

/** A Map: its values shared key by key; the same only with the same keys in the same order. */
function sharedEntries(last: ReadonlyMap<unknown, unknown>, now: ReadonlyMap<unknown, unknown>, at: string): unknown {
  let same = last.size === now.size;
  let firstDifference = 0;
  let replaced = false;
  const lastKeys = last.keys();
  let copy: Map<unknown, unknown> | undefined;
  let index = 0;
  for (const [key, value] of now) {
    const inPlace = sameData(lastKeys.next().value, key, at);
    const lastValue = last.get(key);
    const item = last.has(key) ? shared(lastValue, value, at) : value;
    if (same && (!inPlace || !Object.is(item, lastValue))) {
      same = false;
      firstDifference = index;
    }
    if (!same) {
      if (copy) copy.set(key, item);
      else if (replaced || !Object.is(item, value)) {
        const before = [...now.keys()].slice(0, index);
        copy = new Map(before.map((k, i) => [k, i < firstDifference ? last.get(k) : now.get(k)]));
        copy.set(key, item);
      }
    }
    if (!Object.is(item, value)) replaced = true;
    index++;
  }
  return same ? last : (copy ?? now);
}

/** An object: its properties shared name by name; the same only with the same names in the same order. */
function sharedProperties(last: Record<string, unknown>, now: Record<string, unknown>): unknown {
  // A plain object has no inherited properties: its own names, in order, are all of it.
  const lastNames = Object.keys(last);
  const names = Object.keys(now);
  let same = lastNames.length === names.length;
  let firstDifference = 0;
  let replaced = false;
  let copy: Record<string, unknown> | undefined;
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const value = now[name];
    const inPlace = lastNames[i] === name;
    const inLast = inPlace || Object.hasOwn(last, name);
    const lastValue = inLast ? last[name] : undefined;
    const item = inLast ? shared(lastValue, value, name) : value;
    if (same && (!inPlace || !Object.is(item, lastValue))) {
      same = false;
      firstDifference = i;
    }
    if (!same) {
      if (copy) setProperty(copy, name, item);
      else if (replaced || !Object.is(item, value)) copy = copiedUpTo(last, now, names, firstDifference, i, item);
    }
    if (!Object.is(item, value)) replaced = true;
  }
  return same ? last : (copy ?? now);
}

/**
 * A copy of `now` (of the same prototype) holding its properties `names` up to the `index`th:
 * before `firstDifference` as in `last` (the same data), then as in `now`, then the `index`th as `value`.
 */
function copiedUpTo(
  last: Record<string, unknown>,
  now: Record<string, unknown>,
  names: readonly string[],
  firstDifference: number,
  index: number,
  value: unknown,
): Record<string, unknown> {
  const copy = Object.create(Object.getPrototypeOf(now) as object | null) as Record<string, unknown>;
  for (let i = 0; i < index; i++) setProperty(copy, names[i]!, (i < firstDifference ? last : now)[names[i]!]);
  setProperty(copy, names[index]!, value);
  return copy;
}

/** `record[name] = value`, as an own property even for `__proto__` (which assignment would take for the prototype). */
function setProperty(record: Record<string, unknown>, name: string, value: unknown): void {
  if (name === '__proto__') Object.defineProperty(record, name, { value, enumerable: true, writable: true, configurable: true });
  else record[name] = value;
}

/**
 * Whether `last` and `now` are the very object: a step that made something of a part of a view
 * reuses it while the part is the one it was made of (in `--watch`, a part an edit left as it was
 * is the last compile's: `shareData`). Parts are never changed.
 */
export function identical(last: unknown, now: unknown): boolean {
  return last === now;
}

/** `identical`, part by part, for a step made of several parts. */
export function identicalParts(last: readonly unknown[], now: readonly unknown[]): boolean {
  return last.length === now.length && last.every((part, i) => part === now[i]);
}
