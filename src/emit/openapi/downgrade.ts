/**
 * OpenAPI 3.1 → 3.0.3 for partner tools that still reject 3.1 (AWS API Gateway import,
 * swagger-codegen, NSwag). Only the 3.1 features the emitter uses need translating:
 * schema `examples` arrays and `$ref` with sibling keywords.
 */
import type { DowngradedDocument, PublishedDocument } from '../../contract/openapi/types.ts';

type Json = unknown;

function downgradeNode(node: Json): Json {
  if (Array.isArray(node)) return node.map(downgradeNode);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, Json>).map(([k, v]) => [k, downgradeNode(v)] as const);
  const out: Record<string, Json> = {};
  for (const [key, value] of entries) {
    if (key === 'examples' && Array.isArray(value)) out.example = value[0];
    else out[key] = value;
  }
  if (typeof out.$ref === 'string' && Object.keys(out).length > 1) {
    // 3.0 ignores siblings of $ref; allOf keeps the description next to the reference.
    const { $ref, ...siblings } = out;
    return { allOf: [{ $ref }], ...siblings };
  }
  return out;
}

export function downgradeTo303(document: PublishedDocument): DowngradedDocument {
  const { openapi: _version, ...rest } = document;
  // The walk is over plain JSON; what it returns is the same document in the 3.0 spelling.
  return { openapi: '3.0.3', ...(downgradeNode(rest) as Omit<DowngradedDocument, 'openapi'>) };
}
