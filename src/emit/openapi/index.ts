/** Emits, per version, the OpenAPI 3.1 document and its 3.0.3 twin, each as YAML and JSON. */
import type { PublishedDocument } from '../../contract/openapi/types.ts';
import { MAKE_ANEW, type Reuse } from '../../model/reuse.ts';
import type { Artefact } from '../shared/artefact.ts';
import type { ContractInput, Emitter } from '../input.ts';
import { toJsonInPieces } from '../shared/json-text.ts';
import { PartResults } from '../shared/part-results.ts';
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

/** What the parts (part-results.ts) of a version's documents were made into: their YAML texts and their 3.0.3 spelling. */
interface VersionParts {
  yaml: YamlFragments;
  downgraded?: PartResults<unknown>;
}

/** The parts' results are kept by the objects they were made of, which never change: the last compile's serve every compile after it. */
const ALWAYS = () => true;

/**
 * What a compile makes of the parts: the twin's YAML takes the text of every part it shares
 * with the 3.1 document. A `--watch` session keeps them, with the parts' 3.0.3 spelling, for the
 * next compile, whose documents hold the very parts an edit left as they were
 * (src/contract/openapi/document.ts). JSON is written by V8's own writer, an entry at a time:
 * faster than joining the parts' texts would be (bench/RESULTS.md).
 */
function versionParts(versionId: string, reuse: Reuse): VersionParts {
  if (reuse === MAKE_ANEW) return { yaml: new YamlFragments() };
  return reuse.sinceLast(`openapi parts ${versionId}`, undefined, ALWAYS, () => ({
    yaml: new YamlFragments(),
    downgraded: new PartResults<unknown>(),
  }));
}

/** A version's document as JSON and YAML, then its 3.0.3 twin as both. */
function* versionFiles(versionId: string, document: PublishedDocument, reuse: Reuse): Generator<Artefact> {
  const parts = versionParts(versionId, reuse);
  yield { path: `openapi/${versionId}.json`, content: toJsonInPieces(document) };
  yield { path: `openapi/${versionId}.yaml`, content: toYaml(document, parts.yaml) };
  const twin = downgradeTo303(document, parts.downgraded);
  yield { path: `openapi/${versionId}.openapi-3.0.yaml`, content: toYaml(twin, parts.yaml) };
  yield { path: `openapi/${versionId}.openapi-3.0.json`, content: toJsonInPieces(twin) };
}

export const openApiEmitter: Emitter = { name: 'openapi', reads: 'contract', emit: emitOpenApi };
