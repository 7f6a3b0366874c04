/**
 * WireType → TypeScript type text, one case per kind. Wire types are exact (a boolean rendered as a string is
 * `"true" | "false"`); `semanticTypeText` gives the decoded form (a real boolean, an integer as
 * number, decimals and money kept as exact strings).
 */
import type { WireType } from '../../views/wire-type.ts';
import { docComment } from '../doc-comment.ts';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function propertyName(name: string): string {
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}

/** An object with no known fields: an open record, never `any`. */
export const OPEN_RECORD = 'Record<string, unknown>';

export interface TypeTextOptions {
  /** Name of a component as a type (`Job`, or `JobValue` for decoded types). */
  refName(name: string): string;
  /** Decoded form instead of the wire form. */
  semantic: boolean;
  indent?: string;
}

function scalarText(type: Extract<WireType, { kind: 'scalar' }>, semantic: boolean): string {
  if (semantic) {
    if (type.semantic === 'boolean') return 'boolean';
    if (type.semantic === 'integer' && type.json !== 'number') return 'number';
  }
  if (type.enum) return type.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (type.json === 'integer' || type.json === 'number') return 'number';
  return type.json;
}

export function typeText(type: WireType, options: TypeTextOptions): string {
  const indent = options.indent ?? '';
  switch (type.kind) {
    case 'scalar':
      return scalarText(type, options.semantic);
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
        const doc = docComment(f.type.description, f.type.provenance, inner);
        const value = typeText(f.type, { ...options, indent: inner });
        return `${doc}${inner}${propertyName(f.name)}${f.required ? '' : '?'}: ${value};`;
      });
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
  }
}
