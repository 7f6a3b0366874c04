/**
 * `<version>/types.ts`: the wire type of every resource component (exact: a boolean rendered as a string is
 * `'true' | 'false'`) and its decoded form (`JobValue`), plus `<version>/decode.ts`: the codecs
 * that turn one into the other, generated from the semantic types.
 */
import { GENERATED_HEADER } from './artefact.ts';
import type { VersionView } from '../../views/version-view.ts';
import type { NamedSchema, WireType } from '../../views/wire-type.ts';
import { docComment } from './doc-comment.ts';
import { valueTypeName } from './names.ts';
import { typeText } from './type-text.ts';
import { jsonValue, type JsonValue } from './ts-text.ts';
export function resourceSchemas(view: VersionView): NamedSchema[] {
  return view.schemas.filter((s) => s.role === 'resource');
}

function typeBlock(schema: NamedSchema): string {
  const doc = docComment(schema.type.description, schema.type.provenance);
  const wire = typeText(schema.type, { refName: (n) => n, semantic: false });
  const value = typeText(schema.type, { refName: valueTypeName, semantic: true });
  return [
    `${doc}export type ${schema.name} = ${wire};`,
    `/** \`${schema.name}\` decoded to semantic values (\`decode('${schema.name}', …)\`): booleans and integers as such; decimals and money stay exact strings. */`,
    `export type ${valueTypeName(schema.name)} = ${value};`,
  ].join('\n');
}

export function typesFile(view: VersionView): string {
  return `${GENERATED_HEADER}\n\n${resourceSchemas(view).map(typeBlock).join('\n\n')}\n`;
}

/** How a value of `type` decodes, as the runtime's `Codec` data. */
function codec(type: WireType): JsonValue {
  switch (type.kind) {
    case 'scalar':
      if (type.json === 'string' && type.semantic === 'boolean') return 'boolean';
      if (type.json === 'string' && type.semantic === 'integer') return 'integer';
      return 'keep';
    case 'ref':
      return { ref: type.name };
    case 'array':
      return { array: codec(type.items) };
    case 'map':
      return { map: codec(type.values) };
    case 'object': {
      const fields = type.fields.map((f) => [f.name, codec(f.type)] as const).filter(([, c]) => c !== 'keep');
      return fields.length === 0 ? 'keep' : { object: Object.fromEntries(fields) };
    }
    case 'union':
    case 'unknown':
      return 'keep';
  }
}

export function decodeFile(view: VersionView): string {
  const schemas = resourceSchemas(view);
  const names = schemas.map((s) => s.name);
  return [
    GENERATED_HEADER,
    `import { decodeWith, type CodecTable } from '../runtime/decode.js';`,
    `import type * as T from './types.js';`,
    '',
    '/** How each component decodes, from the semantic types of the model. */',
    `const CODECS: CodecTable = ${jsonValue(Object.fromEntries(schemas.map((s) => [s.name, codec(s.type)])), { indent: '', column: 'const CODECS: CodecTable = '.length, suffix: 1 })};`,
    '',
    `/** Wire types by component name. */\nexport interface WireTypes {\n${names.map((n) => `  ${n}: T.${n};`).join('\n')}\n}`,
    '',
    `/** Decoded types by component name. */\nexport interface ValueTypes {\n${names.map((n) => `  ${n}: T.${valueTypeName(n)};`).join('\n')}\n}`,
    '',
    '/** Decodes a payload of component `name` to semantic values. Throws `DecodeError` (with the path) on a malformed value. */',
    'export function decode<Name extends keyof WireTypes>(name: Name, value: WireTypes[Name]): ValueTypes[Name] {',
    '  return decodeWith({ ref: name }, value, CODECS) as ValueTypes[Name];',
    '}',
    '',
  ].join('\n');
}
