/**
 * WireType → the JSON Schema the route stubs validate requests with (Fastify's Ajv) and
 * serialise success bodies with (fast-json-stringify): the same constraints as the published
 * documents (types, patterns, enums, required fields), without annotations. Named components
 * are `$ref`s to the version's shared schemas, emitted once with an `$id` and registered once
 * with Fastify, instead of being inlined in every route that uses them.
 */
import type { NamedSchema, WireType } from '../../views/wire-type.ts';

export type JsonSchema = Record<string, unknown>;

/**
 * The `$id` of a version's shared schema: unique across versions, and a single path segment, so
 * a `$ref` inside another shared schema resolves to the same id.
 */
export function sharedSchemaId(versionId: string, component: string): string {
  return `${versionId}.${component}`;
}

export class SchemaWriter {
  private readonly components: ReadonlyMap<string, NamedSchema>;

  constructor(
    private readonly versionId: string,
    components: readonly NamedSchema[],
  ) {
    this.components = new Map(components.map((s) => [s.name, s]));
  }

  schema(type: WireType): JsonSchema {
    switch (type.kind) {
      case 'scalar':
        return {
          type: type.json,
          ...(type.pattern !== undefined ? { pattern: type.pattern } : {}),
          ...(type.enum !== undefined ? { enum: [...type.enum] } : {}),
          ...(type.minimum !== undefined ? { minimum: type.minimum } : {}),
        };
      case 'object': {
        const required = type.fields.filter((f) => f.required).map((f) => f.name);
        return {
          type: 'object',
          // fast-json-stringify writes only the properties a schema declares: an object whose
          // fields are not shown says explicitly that any property goes through.
          ...(type.fields.length > 0
            ? { properties: Object.fromEntries(type.fields.map((f) => [f.name, this.schema(f.type)])) }
            : { additionalProperties: true }),
          ...(required.length > 0 ? { required } : {}),
        };
      }
      case 'array':
        return { type: 'array', items: this.schema(type.items) };
      case 'map':
        return { type: 'object', additionalProperties: this.schema(type.values) };
      case 'ref':
        return this.components.has(type.name) ? { $ref: sharedSchemaId(this.versionId, type.name) } : {};
      case 'union':
        return { anyOf: type.variants.map((v) => this.schema(v)) };
      case 'unknown':
        return {};
    }
  }

  /** The components the given types reference, directly or through each other, each with its `$id`, in the view's order. */
  sharedSchemas(types: readonly WireType[]): ({ $id: string } & JsonSchema)[] {
    const used = new Set<string>();
    const visit = (type: WireType): void => {
      switch (type.kind) {
        case 'object':
          return type.fields.forEach((f) => visit(f.type));
        case 'array':
          return visit(type.items);
        case 'map':
          return visit(type.values);
        case 'union':
          return type.variants.forEach(visit);
        case 'ref': {
          const target = this.components.get(type.name);
          if (!target || used.has(type.name)) return;
          used.add(type.name);
          return visit(target.type);
        }
        default:
          return;
      }
    };
    types.forEach(visit);
    return [...this.components.values()].filter((s) => used.has(s.name)).map((s) => ({ $id: sharedSchemaId(this.versionId, s.name), ...this.schema(s.type) }));
  }
}
