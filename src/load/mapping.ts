/**
 * The objects a model's mappings are read into, and their positions' entries by key. Names in
 * the model are keys and references (`version: constructor` is a valid identifier): looked up in
 * an ordinary object, a name that is not defined would find an inherited property (a function)
 * instead of nothing. So a mapping inherits from an empty, frozen object without a prototype of its own: nothing is
 * inherited, and, unlike an object made with `Object.create(null)` (which V8 keeps as a hash
 * table), its properties are laid out like an ordinary object's, which every later stage reads
 * faster, in less memory.
 */
import { NOTHING_INHERITED } from '../model/plain-data.ts';

/** A new, empty mapping. */
export function emptyMapping<T = unknown>(): Record<string, T> {
  return Object.create(NOTHING_INHERITED) as Record<string, T>;
}
