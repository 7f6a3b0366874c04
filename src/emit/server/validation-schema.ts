/**
 * WireType → the JSON Schema Fastify's Ajv validates requests with: the same constraints as the
 * published documents (types, patterns, enums, required fields), without annotations, and with
 * named components inlined (the route table is self-contained).
 */
import type { NamedSchema, WireType } from '../../views/wire-type.ts';

export type JsonSchema = Record<string, unknown>;

/** Components nest a few levels deep in this model; deeper means a cycle, which stays open. */
const MAX_DEPTH = 12;

export function validationSchema(type: WireType, components: ReadonlyMap<string, NamedSchema>, depth = 0): JsonSchema {
  if (depth > MAX_DEPTH) return {};
  const inner = (t: WireType) => validationSchema(t, components, depth + 1);
  switch (type.kind) {
    case 'scalar':
      return {
        type: type.json,
        ...(type.pattern !== undefined ? { pattern: type.pattern } : {}),
        ...(type.enum !== undefined ? { enum: [...type.enum] } : {}),
      };
    case 'object': {
      const required = type.fields.filter((f) => f.required).map((f) => f.name);
      return {
        type: 'object',
        ...(type.fields.length > 0 ? { properties: Object.fromEntries(type.fields.map((f) => [f.name, inner(f.type)])) } : {}),
        ...(required.length > 0 ? { required } : {}),
      };
    }
    case 'array':
      return { type: 'array', items: inner(type.items) };
    case 'map':
      return { type: 'object', additionalProperties: inner(type.values) };
    case 'ref': {
      const target = components.get(type.name);
      return target ? inner(target.type) : {};
    }
    case 'union':
      return { anyOf: type.variants.map(inner) };
    case 'unknown':
      return {};
  }
}
