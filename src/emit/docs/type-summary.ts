/**
 * How a wire type reads in the docs: one short phrase for the type column, and the rows of
 * an object's fields (nested inline objects flattened to `parent.child`).
 */
import type { WireField, WireType } from '../../views/wire-type.ts';
import { cell, code, deprecatedValuesNote, deprecationNote, note, provenanceNote } from '../shared/markdown.ts';

/** Turns a component name into a Markdown link (or plain text when it has no page). */
export type LinkComponent = (name: string) => string;

export function typePhrase(type: WireType, link: LinkComponent): string {
  switch (type.kind) {
    case 'scalar': {
      const constraint = type.enum
        ? `one of ${type.enum.map(code).join(', ')}`
        : type.pattern
          ? `pattern ${code(type.pattern)}`
          : type.format
            ? `format ${code(type.format)}`
            : type.minimum !== undefined
              ? `minimum ${code(String(type.minimum))}`
              : '';
      return note(code(type.json), constraint);
    }
    case 'ref':
      return link(type.name);
    case 'array':
      return `array of ${typePhrase(type.items, link)}`;
    case 'map':
      return `map of ${typePhrase(type.values, link)}`;
    case 'union':
      return type.variants.map((variant) => typePhrase(variant, link)).join(' or ');
    case 'object':
      return type.fields.length > 0 ? code('object') : `${code('object')} (fields not shown)`;
    case 'unknown':
      return 'not shown';
  }
}

/** The semantic type behind a wire type (`money`, `timestamp`, …), when it differs from the wire. */
export function semanticPhrase(type: WireType): string {
  if (type.kind === 'array') {
    const items = semanticPhrase(type.items);
    return items ? `array of ${items}` : 'array';
  }
  return type.semantic ?? '';
}

export function typeNotes(type: WireType): string {
  return note(
    deprecationNote(type.deprecation),
    type.description,
    type.currencyField !== undefined ? `Currency in ${code(type.currencyField)}.` : undefined,
    type.sortFields !== undefined ? `Sortable fields: ${type.sortFields.map(code).join(', ')}.` : undefined,
    type.example !== undefined ? `Example: ${code(String(type.example))}.` : undefined,
    deprecatedValuesNote(type),
    provenanceNote(type.provenance),
  );
}

export interface FieldRow {
  name: string;
  type: string;
  semantic: string;
  required: string;
  /** In which shapes of its resource the field appears, on a resource page's table of shapes; '' elsewhere. */
  appears: string;
  notes: string;
}

/** Rows of an object's fields, added to `into`; inline objects (not components) are flattened as `parent.child`. */
export function fieldRows(fields: readonly WireField[], link: LinkComponent, prefix = '', into: FieldRow[] = []): FieldRow[] {
  for (const field of fields) {
    const name = `${prefix}${field.name}`;
    into.push({
      name: code(name),
      type: cell(typePhrase(field.type, link)),
      semantic: cell(semanticPhrase(field.type)),
      required: field.required ? 'yes' : 'no',
      appears: '',
      notes: cell(typeNotes(field.type)),
    });
    if (field.type.kind === 'object') fieldRows(field.type.fields, link, `${name}.`, into);
  }
  return into;
}
