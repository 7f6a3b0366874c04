/** WireType → JSON Schema (OpenAPI 3.1 dialect); one case per kind. */
import type { WireType } from '../../views/wire-type.ts';
import { deprecatedValueMarks, deprecationMarks, describeDeprecation } from './deprecation.ts';
import { annotate } from './provenance.ts';
import type { Schema } from './types.ts';

export const componentRef = (name: string) => `#/components/schemas/${name}`;

export function toJsonSchema(type: WireType): Schema {
  const common = {
    ...annotate(describeDeprecation(type.description, type.deprecation, type), type.provenance),
    ...(type.example !== undefined ? { examples: [type.example] } : {}),
    ...deprecationMarks(type.deprecation),
    ...deprecatedValueMarks(type),
  };
  switch (type.kind) {
    case 'scalar':
      return {
        type: type.json,
        ...(type.format !== undefined ? { format: type.format } : {}),
        ...(type.pattern !== undefined ? { pattern: type.pattern } : {}),
        ...(type.enum !== undefined ? { enum: [...type.enum] } : {}),
        ...(type.minimum !== undefined ? { minimum: type.minimum } : {}),
        ...common,
        ...(type.semantic !== undefined && type.semantic !== 'string' ? { 'x-semantic-type': type.semantic } : {}),
        ...(type.currencyField !== undefined ? { 'x-currency-field': type.currencyField } : {}),
      };
    case 'object': {
      const required = type.fields.filter((f) => f.required).map((f) => f.name);
      return {
        type: 'object',
        ...common,
        ...(type.fields.length > 0 ? { properties: Object.fromEntries(type.fields.map((f) => [f.name, toJsonSchema(f.type)])) } : {}),
        ...(required.length > 0 ? { required } : {}),
      };
    }
    case 'array':
      return { type: 'array', items: toJsonSchema(type.items), ...common };
    case 'map':
      return { type: 'object', additionalProperties: toJsonSchema(type.values), ...common };
    case 'ref':
      return { $ref: componentRef(type.name), ...common };
    case 'union':
      return { anyOf: type.variants.map(toJsonSchema), ...common };
    case 'unknown':
      return { ...common };
  }
}
