/**
 * Query-string parser for the route stubs: `filter[status][eq]=draft&or[0][budget][gte]=1`
 * becomes nested objects and arrays, the shape the client's serialiser writes. `+` stays a
 * literal `+` (v3 date ranges are `YYYY-MM-DD+TO+YYYY-MM-DD`), percent escapes are decoded.
 * Hostile input is bounded: nesting depth, number of pairs, array indexes; keys that could
 * pollute prototypes are dropped; a malformed escape is kept as typed, never thrown.
 */

export interface DeepQueryLimits {
  maxDepth: number;
  maxPairs: number;
  maxArrayIndex: number;
}

export const DEFAULT_LIMITS: DeepQueryLimits = { maxDepth: 5, maxPairs: 1000, maxArrayIndex: 100 };

export type QueryTree = { [key: string]: QueryNode };
export type QueryNode = string | string[] | QueryTree | QueryNode[];

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function decode(text: string): string {
  if (!text.includes('%')) return text; // the common case costs nothing
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `filter[status][eq]` → ['filter', 'status', 'eq']; undefined when the brackets are malformed. */
function splitKey(key: string): string[] | undefined {
  let open = key.indexOf('[');
  if (open < 0) return [key];
  const parts = [key.slice(0, open)];
  while (open < key.length) {
    if (key[open] !== '[') return undefined;
    const close = key.indexOf(']', open + 1);
    if (close < 0) return undefined;
    const segment = key.slice(open + 1, close);
    if (segment.includes('[')) return undefined;
    parts.push(segment);
    open = close + 1;
  }
  return parts;
}

function isIndex(segment: string, limits: DeepQueryLimits): boolean {
  return /^\d+$/.test(segment) && Number(segment) <= limits.maxArrayIndex;
}

function assign(target: Record<string, unknown>, path: readonly string[], value: string, limits: DeepQueryLimits): void {
  let node: Record<string, unknown> | unknown[] = target;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    const last = i === path.length - 1;
    const key = Array.isArray(node) ? (segment === '' ? node.length : Number(segment)) : segment;
    if (last) {
      const slot = node as Record<string | number, unknown>;
      const existing = slot[key];
      if (existing === undefined) slot[key] = value;
      else if (Array.isArray(existing) && existing.every((e) => typeof e === 'string')) existing.push(value);
      else if (typeof existing === 'string') slot[key] = [existing, value];
      return;
    }
    const next = path[i + 1]!;
    const wantsArray = next === '' || isIndex(next, limits);
    const slot = node as Record<string | number, unknown>;
    let child = slot[key];
    if (child === undefined || typeof child !== 'object') {
      child = wantsArray ? [] : Object.create(null);
      slot[key] = child;
    } else if (Array.isArray(child) && !wantsArray) {
      // Mixed `a[0]` and `a[x]`: keep what came first, ignore the rest.
      return;
    }
    node = child as Record<string, unknown> | unknown[];
  }
}

/** `or[0]` and `or[2]` without `or[1]` leave a hole; lists are compacted, as qs does. */
function compact(node: unknown): unknown {
  if (Array.isArray(node)) return node.filter((item) => item !== undefined).map(compact);
  if (node !== null && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) (node as Record<string, unknown>)[key] = compact(child);
  }
  return node;
}

export function parseDeepQuery(query: string, limits: DeepQueryLimits = DEFAULT_LIMITS): QueryTree {
  const result: Record<string, unknown> = Object.create(null);
  if (query.startsWith('?')) query = query.slice(1);
  if (query.length === 0) return result as QueryTree;
  const pairs = query.split('&', limits.maxPairs);
  for (const pair of pairs) {
    if (pair.length === 0) continue;
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    const path = splitKey(decode(rawKey));
    if (!path || path[0] === '' || path.length - 1 > limits.maxDepth) continue;
    if (path.some((segment) => FORBIDDEN.has(segment))) continue;
    if (path.slice(1).some((segment) => /^\d+$/.test(segment) && Number(segment) > limits.maxArrayIndex)) continue;
    assign(result, path, value, limits);
  }
  return compact(result) as QueryTree;
}
