/** Emits, per version, the OpenAPI 3.1 document and its 3.0.3 twin, each as YAML and JSON. */
import { toYaml } from '../yaml-writer.ts';
import { provenanceOf } from '../../resolve/provenance.ts';
import type { ResolvedModel } from '../../resolve/resolve.ts';
import type { VersionView } from '../../views/version-view.ts';
import type { Artefact } from '../artefact.ts';
import { toOpenApiDocument } from './document.ts';
import type { JsonSchema } from './schema.ts';
import { downgradeTo303 } from './downgrade.ts';

export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

interface VersionOutput {
  /** Everything the output is built from, as JSON: the view and the publication metadata. */
  key: string;
  document: JsonSchema;
  artefacts: Artefact[];
}

/**
 * The last output per version id. `--watch` compiles on every edit, and an edit usually touches
 * one version; the other version's view comes out the same, and its documents (built, downgraded
 * and serialised four ways: a third of the emitter's time) come back from here. The key is the
 * view itself as JSON (views are plain data: ~0.4 ms to serialise), so any change to what the
 * documents are built from is a miss. One entry per version id (a few ids at most): it never
 * grows with edits.
 */
const lastOutputs = new Map<string, VersionOutput>();
const MAX_VERSIONS_KEPT = 8;
/** The entry found for each view object of this compile: both emitters ask for it, the key is made once. */
const outputOfView = new WeakMap<VersionView, VersionOutput>();

function versionOutput(resolved: ResolvedModel, view: VersionView): VersionOutput {
  const seen = outputOfView.get(view);
  if (seen) return seen;
  const { publication } = resolved.conventions;
  const key = JSON.stringify([view, publication]);
  let output = lastOutputs.get(view.id);
  if (output?.key !== key) {
    const document = toOpenApiDocument(view, { ...publication, provenance: provenanceOf(publication) });
    const twin = downgradeTo303(document);
    const artefacts = [
      { path: `openapi/${view.id}.yaml`, content: toYaml(document) },
      { path: `openapi/${view.id}.json`, content: toJson(document) },
      { path: `openapi/${view.id}.openapi-3.0.yaml`, content: toYaml(twin) },
      { path: `openapi/${view.id}.openapi-3.0.json`, content: toJson(twin) },
    ];
    output = { key, document, artefacts };
    // Models under test or fuzzing may name many versions; only the last few are worth keeping.
    if (lastOutputs.size >= MAX_VERSIONS_KEPT) lastOutputs.clear();
    lastOutputs.set(view.id, output);
  }
  outputOfView.set(view, output);
  return output;
}

/**
 * Forgets the documents kept for reuse: `--watch` rehearses the pipeline at start on an unchanged
 * model, and each rehearsal must build the documents as an edit will, not find them kept.
 */
export function forgetReusedDocuments(): void {
  lastOutputs.clear();
}

/** A version's published OpenAPI 3.1 document, read-only (the HTML references render it too). */
export function publishedDocument(resolved: ResolvedModel, view: VersionView): JsonSchema {
  return versionOutput(resolved, view).document;
}

export function emitOpenApi(resolved: ResolvedModel, views: readonly VersionView[]): Artefact[] {
  return views.flatMap((view) => versionOutput(resolved, view).artefacts);
}
