/**
 * Query-string parser for the route stubs: `filter[status][eq]=draft&or[0][budget][gte]=1`
 * becomes nested objects and arrays, the shape the client's serialiser writes. `+` stays a
 * literal `+` (date ranges such as `YYYY-MM-DD+TO+YYYY-MM-DD`), percent escapes are decoded.
 * Hostile input is bounded: nesting depth, number of pairs, array indexes; keys that could
 * pollute prototypes are dropped; a malformed escape is kept as typed, never thrown.
 *
 * It runs on every request, so it scans the string once, handles a key without brackets
 * (`limit=10`) without building a path, and compacts lists only when an index left a hole.
 */

export interface DeepQueryLimits {
  maxDepth: number;
  maxPairs: number;
  maxArrayIndex: number;
}

export const DEFAULT_LIMITS: DeepQueryLimits = { maxDepth: 5, maxPairs: 1000, maxArrayIndex: 100 };

export type QueryTree = { [key: string]: QueryNode };
export type QueryNode = string | string[] | QueryTree | QueryNode[];

type Container = Record<string | number, unknown>;

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The objects of a parsed query: nothing inherited (a `toString` key is just a key), and built
 * by a constructor, so V8 keeps them in its fast layout; `Object.create(null)` objects start as
 * hash tables, which every later read pays for (the validator reads each property).
 */
const QueryObject = function QueryObject() {} as unknown as new () => Container;
QueryObject.prototype = Object.create(null) as Container;

function decode(text: string): string {
  if (!text.includes('%')) return text; // the common case costs nothing
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function isDigits(segment: string): boolean {
  if (segment.length === 0) return false;
  for (let i = 0; i < segment.length; i++) {
    const code = segment.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/**
 * `filter[status][eq]` → ['filter', 'status', 'eq']; undefined when the brackets are malformed
 * or the key breaks a bound (depth, array index) or names a prototype key.
 */
function pathOf(key: string, open: number, limits: DeepQueryLimits): string[] | undefined {
  const head = key.slice(0, open);
  if (head.length === 0 || FORBIDDEN.has(head)) return undefined;
  const path = [head];
  while (open < key.length) {
    if (key.charCodeAt(open) !== 91 /* [ */) return undefined;
    const close = key.indexOf(']', open + 1);
    if (close < 0) return undefined;
    const segment = key.slice(open + 1, close);
    if (segment.includes('[') || FORBIDDEN.has(segment)) return undefined;
    if (isDigits(segment) && Number(segment) > limits.maxArrayIndex) return undefined;
    path.push(segment);
    if (path.length - 1 > limits.maxDepth) return undefined;
    open = close + 1;
  }
  return path;
}

/** Sets a value; a repeated scalar becomes a list; a value where a tree already is, is ignored. */
function setLeaf(slot: Container, key: string | number, value: string): void {
  const existing = slot[key];
  if (existing === undefined) slot[key] = value;
  else if (typeof existing === 'string') slot[key] = [existing, value];
  else if (Array.isArray(existing) && existing.every((e) => typeof e === 'string')) existing.push(value);
}

/** Assigns along the path; answers whether an array index skipped a position (a hole). */
function assign(target: Container, path: readonly string[], value: string): boolean {
  let node: Container | unknown[] = target;
  let hole = false;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    let key: string | number = segment;
    if (Array.isArray(node)) {
      key = segment === '' ? node.length : Number(segment);
      if (key > node.length) hole = true;
    }
    const slot = node as Container;
    if (i === path.length - 1) {
      setLeaf(slot, key, value);
      return hole;
    }
    const next = path[i + 1]!;
    const wantsArray = next === '' || isDigits(next);
    let child = slot[key];
    if (child === undefined || typeof child !== 'object') {
      child = wantsArray ? [] : new QueryObject();
      slot[key] = child;
    } else if (Array.isArray(child) && !wantsArray) {
      // Mixed `a[0]` and `a[x]`: keep what came first, ignore the rest.
      return hole;
    }
    node = child as Container | unknown[];
  }
  return hole;
}

/** `or[0]` and `or[2]` without `or[1]` leave a hole; lists are compacted, as qs does. */
function compact(node: unknown): unknown {
  if (Array.isArray(node)) return node.filter((item) => item !== undefined).map(compact);
  if (node !== null && typeof node === 'object') {
    for (const key of Object.keys(node)) (node as Container)[key] = compact((node as Container)[key]);
  }
  return node;
}

export function parseDeepQuery(query: string, limits: DeepQueryLimits = DEFAULT_LIMITS): QueryTree {
  const result = new QueryObject();
  let holes = false;
  let start = query.charCodeAt(0) === 63 /* ? */ ? 1 : 0;
  // Pairs are counted as `split('&')` would count them, empty ones included.
  for (let pairs = 0; start < query.length && pairs < limits.maxPairs; pairs++) {
    let end = query.indexOf('&', start);
    if (end < 0) end = query.length;
    if (end > start) {
      const eq = query.indexOf('=', start);
      const hasValue = eq >= 0 && eq < end;
      const key = decode(query.slice(start, hasValue ? eq : end));
      const value = hasValue ? decode(query.slice(eq + 1, end)) : '';
      const open = key.indexOf('[');
      if (open < 0) {
        if (key.length > 0 && !FORBIDDEN.has(key)) setLeaf(result, key, value);
      } else {
        const path = pathOf(key, open, limits);
        if (path && assign(result, path, value)) holes = true;
      }
    }
    start = end + 1;
  }
  return (holes ? compact(result) : result) as QueryTree;
}
