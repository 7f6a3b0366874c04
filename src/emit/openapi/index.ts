/** Emits, per version, the OpenAPI 3.1 document and its 3.0.3 twin, each as YAML and JSON. */
import type { Artefact } from '../shared/artefact.ts';
import type { ContractInput, Emitter } from '../input.ts';
import { toJson } from '../shared/json-text.ts';
import { toYaml } from '../shared/yaml-writer.ts';
import { downgradeTo303 } from './downgrade.ts';

/**
 * One file at a time, each handed on before the next is made: a large model's four texts per
 * version are never all held at once.
 */
function* emitOpenApi({ views, publishedDocument, reuse }: ContractInput): Generator<Artefact> {
  for (const view of views) {
    const document = publishedDocument(view);
    const json = toJson(document);
    yield { path: `openapi/${view.id}.json`, content: json };
    // The JSON text is the whole of the document: in `--watch`, a version an edit left as it
    // was reuses its YAML and its 3.0.3 twin (src/pipeline/session.ts).
    yield { path: `openapi/${view.id}.yaml`, content: reuse('openapi yaml', json, () => toYaml(document)) };
    const [twinYaml, twinJson] = reuse('openapi 3.0.3', json, () => {
      const twin = downgradeTo303(document);
      return [toYaml(twin), toJson(twin)];
    });
    yield { path: `openapi/${view.id}.openapi-3.0.yaml`, content: twinYaml };
    yield { path: `openapi/${view.id}.openapi-3.0.json`, content: twinJson };
  }
}

export const openApiEmitter: Emitter = { name: 'openapi', reads: 'contract', emit: emitOpenApi };
