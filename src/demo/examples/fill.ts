/**
 * A value of a wire type made of what the demo data and the sandbox say, field by field: for
 * bodies that are not records (an identity, a token, an error envelope). Each field takes the
 * value of the same name in the first source that has one of its type; else its only enum value
 * or the model's own example of it; else, for free text the demo data does not give, a
 * placeholder (`<MESSAGE>`) where the field is required or nothing else would be shown. A
 * required field nothing gives (a number, a list, a payload not shown) leaves the body without an
 * example: nothing is invented.
 */
import type { WireField, WireType } from '../../views/wire-type.ts';

/** Values by field name, the first source first. */
export type Sources = readonly Readonly<Record<string, unknown>>[];

/** A named component of the version (the `$ref` targets of its types). */
export type Components = (name: string) => WireType | undefined;

/** The placeholder of a free-text value the demo data does not give: `<MESSAGE>`, as the docs write credentials. */
export const placeholder = (name: string): string => `<${name.toUpperCase()}>`;

/** Text with nothing said of its form: a placeholder stands for it. */
function isFreeText(type: WireType): boolean {
  return (
    type.kind === 'scalar' &&
    type.json === 'string' &&
    type.enum === undefined &&
    type.pattern === undefined &&
    type.format === undefined &&
    (type.semantic === undefined || type.semantic === 'string')
  );
}

/** Whether `value` can stand where `type` is (a source's value of another kind is not taken). */
function ofKind(type: WireType, value: unknown): boolean {
  switch (type.kind) {
    case 'scalar':
      if (type.enum !== undefined && !type.enum.includes(value as string)) return false;
      return type.json === 'integer' ? Number.isInteger(value) : type.json === 'number' ? typeof value === 'number' : typeof value === type.json;
    case 'array':
      return Array.isArray(value);
    case 'object':
    case 'map':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

/** What a scalar says of its value itself: its only enum value, or the model's example. */
function ownValue(type: WireType): unknown {
  if (type.kind === 'scalar' && type.enum?.length === 1) return type.enum[0];
  return type.example;
}

/** The value of one field, or undefined where nothing gives one. */
function fieldValue(field: WireField, sources: Sources, components: Components): unknown {
  const type = field.type.kind === 'ref' ? (components(field.type.name) ?? field.type) : field.type;
  for (const source of sources) {
    const given = source[field.name];
    if (given === undefined) continue;
    if (type.kind === 'object' && type.fields.length > 0) {
      const nested = fill(type, [given as Record<string, unknown>], components);
      if (nested !== undefined) return nested.value;
    } else if (ofKind(type, given)) return given;
  }
  return ownValue(type);
}

function fillObject(fields: readonly WireField[], sources: Sources, components: Components): { value: unknown } | undefined {
  const value: Record<string, unknown> = {};
  for (const field of fields) {
    const given = fieldValue(field, sources, components);
    if (given !== undefined) value[field.name] = given;
    else if (field.required && isFreeText(field.type)) value[field.name] = placeholder(field.name);
    else if (field.required) return undefined;
  }
  // A body the demo data gives nothing of is shown by its text fields, if it has any.
  if (Object.keys(value).length === 0) for (const field of fields.filter((f) => isFreeText(f.type))) value[field.name] = placeholder(field.name);
  return Object.keys(value).length > 0 ? { value } : undefined;
}

/** A value of `type` from `sources`, or undefined where the model does not show the type or a required part has no value. */
export function fill(type: WireType, sources: Sources, components: Components): { value: unknown } | undefined {
  switch (type.kind) {
    case 'ref': {
      const component = components(type.name);
      return component ? fill(component, sources, components) : undefined;
    }
    case 'union':
      for (const variant of type.variants) {
        const filled = fill(variant, sources, components);
        if (filled) return filled;
      }
      return undefined;
    case 'object':
      return type.fields.length > 0 ? fillObject(type.fields, sources, components) : undefined;
    case 'scalar': {
      const own = ownValue(type);
      return own === undefined ? undefined : { value: own };
    }
    default:
      return undefined;
  }
}

/** Whether the model shows the type: not an open payload (an unknown type, or a component without fields). */
export function shown(type: WireType, components: Components): boolean {
  switch (type.kind) {
    case 'unknown':
      return false;
    case 'ref': {
      const component = components(type.name);
      return component !== undefined && shown(component, components);
    }
    case 'object':
      return type.fields.length > 0;
    case 'array':
      return shown(type.items, components);
    case 'map':
      return shown(type.values, components);
    case 'union':
      return type.variants.some((variant) => shown(variant, components));
    default:
      return true;
  }
}
