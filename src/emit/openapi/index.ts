/** Emits, per version, the OpenAPI 3.1 document and its 3.0.3 twin, each as YAML and JSON. */
import type { PublishedDocument } from '../../contract/openapi/types.ts';
import type { Reuse } from '../../model/reuse.ts';
import type { Artefact } from '../shared/artefact.ts';
import type { ContractInput, Emitter } from '../input.ts';
import { toJson } from '../shared/json-text.ts';
import { toYaml, YamlFragments } from '../shared/yaml-writer.ts';
import { downgradeTo303 } from './downgrade.ts';

/**
 * One file at a time, each handed on before the next is made: a large model's four texts per
 * version are never all held at once. In `--watch`, a version an edit left as it was gets its
 * four files back from the last compile (`versionArtefacts`).
 */
function* emitOpenApi({ views, publishedDocument, versionArtefacts, reuse }: ContractInput): Generator<Artefact> {
  for (const view of views) yield* versionArtefacts('openapi', view, () => versionFiles(view.id, publishedDocument(view), reuse));
}

/** Fragments are kept by the objects written, which never change: the last compile's serve every compile after it. */
const ALWAYS = () => true;

/** A version's document as JSON and YAML, then its 3.0.3 twin as both. */
function* versionFiles(versionId: string, document: PublishedDocument, reuse: Reuse): Generator<Artefact> {
  yield { path: `openapi/${versionId}.json`, content: toJson(document) };
  // The twin shares every part the downgrade leaves as it was: its YAML takes their text. In
  // `--watch`, so do the next compile's documents, whose operations and schemas an edit left as
  // they were are the last compile's (src/contract/openapi/document.ts).
  const fragments = reuse.sinceLast(`openapi yaml ${versionId}`, undefined, ALWAYS, () => new YamlFragments());
  yield { path: `openapi/${versionId}.yaml`, content: toYaml(document, fragments) };
  const twin = downgradeTo303(document);
  yield { path: `openapi/${versionId}.openapi-3.0.yaml`, content: toYaml(twin, fragments) };
  yield { path: `openapi/${versionId}.openapi-3.0.json`, content: toJson(twin) };
}

export const openApiEmitter: Emitter = { name: 'openapi', reads: 'contract', emit: emitOpenApi };
