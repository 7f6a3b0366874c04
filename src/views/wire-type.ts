/**
 * The wire form of a payload in one version: what the emitters consume. Emitters never look
 * at the version; everything version-specific has been decided when building this.
 */
import type { Provenance } from '../model/provenance.ts';
import type { SemanticType } from '../model/schema.ts';
import type { Deprecation } from './deprecation.ts';

export interface Annotations {
  description?: string;
  provenance: Provenance;
  example?: string | number | boolean;
  /** The semantic type behind a scalar, so decoders and docs can say what a string means. */
  semantic?: SemanticType;
  /** For money: the sibling field holding its currency. */
  currencyField?: string;
  /** For sort parameters: the fields that may be sorted on. */
  sortFields?: readonly string[];
  /** Set on a deprecated field or filter attribute. */
  deprecation?: Deprecation;
}

export type JsonScalar = 'string' | 'integer' | 'number' | 'boolean';

export type WireType =
  | ({
      kind: 'scalar';
      json: JsonScalar;
      pattern?: string;
      format?: string;
      enum?: readonly string[];
      minimum?: number;
      /** The deprecated values of `enum`, with their deprecation. */
      deprecatedValues?: Readonly<Record<string, Deprecation>>;
    } & Annotations)
  | ({ kind: 'object'; fields: WireField[] } & Annotations)
  | ({ kind: 'array'; items: WireType } & Annotations)
  | ({ kind: 'map'; values: WireType } & Annotations)
  | ({ kind: 'ref'; name: string } & Annotations)
  | ({ kind: 'union'; variants: WireType[] } & Annotations)
  | ({ kind: 'unknown' } & Annotations);

export interface WireField {
  name: string;
  type: WireType;
  required: boolean;
}

export interface NamedSchema {
  name: string;
  type: WireType;
  /** Resources are payload types; errors are the bodies of error responses. */
  role: 'resource' | 'error';
  /** For resources: the model's resource key and, for shaped resources, which shape this is. */
  resource?: string;
  shape?: 'list' | 'single';
}

export const STATED: Provenance = { status: 'stated' };

/**
 * Calls `visit` with each type directly inside a type, in order: an object's fields, an array's
 * items, a map's values, a union's variants (no list made: walks over every type of a version use it).
 */
export function forEachNestedType(type: WireType, visit: (nested: WireType) => void): void {
  switch (type.kind) {
    case 'object':
      for (const field of type.fields) visit(field.type);
      return;
    case 'array':
      return visit(type.items);
    case 'map':
      return visit(type.values);
    case 'union':
      for (const variant of type.variants) visit(variant);
      return;
    default:
      return;
  }
}

/** The types directly inside a type (forEachNestedType), as a list. */
export function nestedTypes(type: WireType): WireType[] {
  const nested: WireType[] = [];
  forEachNestedType(type, (child) => nested.push(child));
  return nested;
}
