/** Writes the model's own JSON Schema so editors complete and check spec/*.yaml. */
import { ModelFileSchema } from '../model/schema.ts';
import type { Artefact } from './artefact.ts';
import { toJson } from './openapi/emit.ts';

export function emitModelSchema(): Artefact[] {
  return [{ path: 'schema/model.schema.json', content: toJson({ $schema: 'http://json-schema.org/draft-07/schema#', ...ModelFileSchema }) }];
}
