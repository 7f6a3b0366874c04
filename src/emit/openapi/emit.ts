/** Emits, per version, the OpenAPI 3.1 document and its 3.0.3 twin, each as YAML and JSON. */
import type { Artefact } from '../artefact.ts';
import type { EmitInput } from '../emit-input.ts';
import { toJson } from '../json-text.ts';
import { toYaml } from '../yaml-writer.ts';
import { downgradeTo303 } from './downgrade.ts';

export function emitOpenApi({ views, publishedDocument }: EmitInput): Artefact[] {
  return views.flatMap((view) => {
    const document = publishedDocument(view);
    const twin = downgradeTo303(document);
    return [
      { path: `openapi/${view.id}.yaml`, content: toYaml(document) },
      { path: `openapi/${view.id}.json`, content: toJson(document) },
      { path: `openapi/${view.id}.openapi-3.0.yaml`, content: toYaml(twin) },
      { path: `openapi/${view.id}.openapi-3.0.json`, content: toJson(twin) },
    ];
  });
}
