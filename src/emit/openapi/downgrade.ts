/**
 * OpenAPI 3.1 → 3.0.3 for partner tools that still reject 3.1 (AWS API Gateway import,
 * swagger-codegen, NSwag). Only the 3.1 features the emitter uses need translating:
 * schema `examples` arrays and `$ref` with sibling keywords. Example values (`example`, and
 * the Example Objects of a media type's `examples` map) are data, written as they are.
 */
import type { DowngradedDocument, PublishedDocument } from '../../contract/openapi/types.ts';
import { PART_DEPTH, type PartResults } from '../shared/part-results.ts';

type Json = unknown;

/** Objects whose keys are names (a property, a component, a header named `example` is no example). */
const NAME_MAPS = new Set(['properties', 'schemas', 'parameters', 'headers', 'content', 'responses', 'variables']);

/** Where `key` holds example data rather than more of the document: `example`, or an `examples` map (in 3.1, a schema's `examples` is a list). */
function holdsExamples(key: string, value: Json): boolean {
  return key === 'example' || (key === 'examples' && value !== null && typeof value === 'object' && !Array.isArray(value));
}

/**
 * The node in the 3.0 spelling. A node with nothing to translate is returned as it is, not
 * copied: the twin shares all but the few nodes that differ with the 3.1 document. `depth`: the
 * node's below the document's top; a part there is taken from `parts` when it was downgraded before.
 * `names`: the node is a map of names (its keys are not keywords).
 */
function downgradeNode(node: Json, depth: number, parts?: PartResults<Json>, names = false): Json {
  if (node === null || typeof node !== 'object') return node;
  if (parts && depth === PART_DEPTH) return parts.of(node, () => downgradeNode(node, depth));
  if (Array.isArray(node)) {
    let copy: Json[] | undefined;
    node.forEach((item: Json, index) => {
      const translated = downgradeNode(item, depth + 1, parts);
      if (translated !== item) (copy ??= [...node])[index] = translated;
    });
    return copy ?? node;
  }
  const record = node as Record<string, Json>;
  let out: Record<string, Json> | undefined;
  for (const key in record) {
    const value = record[key];
    if (!names && holdsExamples(key, value)) continue;
    const translated = downgradeNode(value, depth + 1, parts, !names && NAME_MAPS.has(key));
    if (key === 'examples' && Array.isArray(translated)) {
      // `example` takes the place of `examples`, where the key order puts it.
      out = renamed(record, 'examples', 'example', translated[0], out);
    } else if (translated !== value) (out ??= { ...record })[key] = translated;
  }
  const result = out ?? record;
  if (typeof result.$ref === 'string' && Object.keys(result).length > 1) {
    // 3.0 ignores siblings of $ref; allOf keeps the description next to the reference.
    const { $ref, ...siblings } = result;
    return { allOf: [{ $ref }], ...siblings };
  }
  return result;
}

/** A copy of `record` (or of `copy`, one already made of it) with `from` renamed `to`, in its place. */
function renamed(record: Record<string, Json>, from: string, to: string, value: Json, copy: Record<string, Json> | undefined): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const key in copy ?? record) out[key === from ? to : key] = key === from ? value : (copy ?? record)[key];
  return out;
}

/** `parts`: the parts (part-results.ts) of documents downgraded before, in the 3.0 spelling. */
export function downgradeTo303(document: PublishedDocument, parts?: PartResults<Json>): DowngradedDocument {
  const { openapi: _version, ...rest } = document;
  // The walk is over plain JSON; what it returns is the same document in the 3.0 spelling.
  return { openapi: '3.0.3', ...(downgradeNode(rest, 0, parts) as Omit<DowngradedDocument, 'openapi'>) };
}
