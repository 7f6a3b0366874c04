/** Emits, per version, the OpenAPI 3.1 document and its 3.0.3 twin, each as YAML and JSON. */
import type { Artefact } from '../shared/artefact.ts';
import type { EmitInput, Emitter } from '../input.ts';
import { toJson } from '../shared/json-text.ts';
import { toYaml } from '../shared/yaml-writer.ts';
import { downgradeTo303 } from './downgrade.ts';

function emitOpenApi({ views, publishedDocument, reuse }: EmitInput): Artefact[] {
  return views.flatMap((view) => {
    const document = publishedDocument(view);
    const json = toJson(document);
    // The JSON text is the whole of the document: in `--watch`, a version an edit left as it
    // was reuses its YAML and its 3.0.3 twin (src/pipeline/session.ts).
    const [yaml, twinYaml, twinJson] = reuse('openapi files', json, () => {
      const twin = downgradeTo303(document);
      return [toYaml(document), toYaml(twin), toJson(twin)];
    });
    return [
      { path: `openapi/${view.id}.yaml`, content: yaml },
      { path: `openapi/${view.id}.json`, content: json },
      { path: `openapi/${view.id}.openapi-3.0.yaml`, content: twinYaml },
      { path: `openapi/${view.id}.openapi-3.0.json`, content: twinJson },
    ];
  });
}

export const openApiEmitter: Emitter = { name: 'openapi', emit: emitOpenApi };
