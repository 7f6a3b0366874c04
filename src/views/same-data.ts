/**
 * Whether two values hold the same data, walked side by side and stopping at the first
 * difference: the same property names in the same order, Maps and Sets entry by entry, an
 * undefined property apart from a missing one, NaN the same as NaN; the very same object in both
 * is the same data, unwalked. A value that is not plain data (a function, a symbol, an instance
 * of a class) is refused where the two hold different ones: a view and a model are plain data,
 * and a comparison that passed over something would take a result made from other data.
 * `--watch` compares a version's input with the last compile's (src/pipeline/version-input.ts);
 * `diff` compares its base's views and model with its head's (src/diff/surface.ts, version-view.ts).
 */
import { NOTHING_INHERITED } from '../load/mapping.ts';

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

/** Whether `a` and `b` hold the same data; `at` names where, for a refusal. Throws on a value that is not plain data. */
export function sameData(a: unknown, b: unknown, at: string): boolean {
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
