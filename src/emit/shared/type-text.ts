/**
 * WireType → TypeScript type text, one case per kind. Wire types are exact (a boolean rendered as a string is
 * `'true' | 'false'`); `semantic: true` gives the decoded form (a real boolean, an integer as
 * number, decimals and money kept as exact strings).
 */
import type { WireType } from '../../views/wire-type.ts';
import { deprecationLines, docComment } from './doc-comment.ts';
import { propertyKey, stringLiteral, unionAfter } from './ts-text.ts';

/** An object with no known fields: an open record, never `any`. */
export const OPEN_RECORD = 'Record<string, unknown>';

export interface TypeTextOptions {
  /** Name of a component as a type (`Job`, or `JobValue` for decoded types). */
  refName(name: string): string;
  /** Decoded form instead of the wire form. */
  semantic: boolean;
  indent?: string;
  /** A timestamp also accepts a `Date` (query values, which the runtime formats). */
  dateForTimestamp?: boolean;
}

/** A scalar's type as union members: its enum's values, or one type name. */
function scalarMembers(type: Extract<WireType, { kind: 'scalar' }>, semantic: boolean, dateForTimestamp = false): string[] {
  if (dateForTimestamp && type.semantic === 'timestamp') return [...scalarMembers(type, semantic), 'Date'];
  if (semantic) {
    if (type.semantic === 'boolean') return ['boolean'];
    if (type.semantic === 'integer' && type.json !== 'number') return ['number'];
  }
  if (type.enum) return type.enum.map(stringLiteral);
  if (type.json === 'integer' || type.json === 'number') return ['number'];
  return [type.json];
}

/**
 * The members of a type as a union (an enum's values, a union's variants), so that a long one can
 * be broken member by member; any other type is its own single member.
 */
export function typeMembers(type: WireType, options: TypeTextOptions): string[] {
  if (type.kind === 'scalar') return scalarMembers(type, options.semantic, options.dateForTimestamp);
  if (type.kind === 'union') return type.variants.map((v) => typeText(v, options));
  return [typeText(type, options)];
}

/**
 * `name?: A | B;` at `indent`, the union broken as prettier breaks it when the line is too long
 * (a member that spans lines, an object type, is left as it is: prettier keeps those).
 */
export function propertySignature(indent: string, name: string, required: boolean, members: readonly string[]): string {
  const lead = `${indent}${propertyKey(name)}${required ? '' : '?'}:`;
  if (members.some((m) => m.includes('\n'))) return `${lead} ${members.join(' | ')};`;
  return `${unionAfter(lead, members, { indent, column: 0, suffix: 1 }, 'property')};`;
}

/** `export type Name = A | B;`, a long union broken as prettier breaks it. */
export function typeAlias(name: string, members: readonly string[]): string {
  const lead = `export type ${name} =`;
  // No member: the type no value has (a version without scopes has no `Scope`).
  if (members.length === 0) return `${lead} never;`;
  if (members.some((m) => m.includes('\n'))) return `${lead} ${members.join(' | ')};`;
  return `${unionAfter(lead, members, { indent: '', column: 0, suffix: 1 }, 'alias')};`;
}

export function typeText(type: WireType, options: TypeTextOptions): string {
  const indent = options.indent ?? '';
  switch (type.kind) {
    case 'scalar':
      return scalarMembers(type, options.semantic, options.dateForTimestamp).join(' | ');
    case 'ref':
      return options.refName(type.name);
    case 'array': {
      const inner = typeText(type.items, options);
      return /[|&]/.test(inner) ? `Array<${inner}>` : `${inner}[]`;
    }
    case 'map':
      return `Record<string, ${typeText(type.values, options)}>`;
    case 'union':
      return type.variants.map((v) => typeText(v, options)).join(' | ');
    case 'unknown':
      return 'unknown';
    case 'object': {
      if (type.fields.length === 0) return OPEN_RECORD;
      const inner = `${indent}  `;
      const lines = type.fields.map((f) => {
        const doc = docComment(f.type.description, f.type.provenance, inner, deprecationLines(f.type.deprecation, f.type));
        return `${doc}${propertySignature(inner, f.name, f.required, typeMembers(f.type, { ...options, indent: inner }))}`;
      });
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
  }
}
