/**
 * Writes the model's own JSON Schema so editors complete and check spec/*.yaml. The recursive
 * FieldSpec is referenced by JSON pointer (`#/$defs/FieldSpec`) in the written copy, the form
 * every editor resolves; Ajv keeps using the in-memory schema.
 */
import { ModelFileSchema } from '../../model/schema.ts';
import type { Emitter } from '../input.ts';
import type { Artefact } from '../shared/artefact.ts';
import { toJson } from '../shared/json-text.ts';

const FIELD_SPEC = 'FieldSpec';

function forEditors(key: string, value: unknown): unknown {
  if (key === '$ref' && value === FIELD_SPEC) return `#/$defs/${FIELD_SPEC}`;
  if (key === FIELD_SPEC && typeof value === 'object' && value !== null) {
    const { $id: _id, ...rest } = value as Record<string, unknown>;
    return rest;
  }
  return value;
}

function modelSchema(): Artefact[] {
  const schema = JSON.parse(JSON.stringify(ModelFileSchema, forEditors)) as Record<string, unknown>;
  return [{ path: 'schema/model.schema.json', content: toJson({ $schema: 'http://json-schema.org/draft-07/schema#', ...schema }) }];
}

/** The tool's own schema: the same for every model, so `--watch` writes it out once. */
export const modelSchemaEmitter: Emitter = { name: 'model schema', reads: 'contract', emit: ({ reuse }) => reuse('model schema', '', modelSchema) };
