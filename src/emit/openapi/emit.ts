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

const publishedDocuments = new WeakMap<VersionView, JsonSchema>();

/**
 * A version's published OpenAPI 3.1 document, read-only. The OpenAPI and the HTML-docs emitters
 * both need it in one compile, so it is built once per view; every compile builds new views, so
 * a document never outlives its model.
 */
export function publishedDocument(resolved: ResolvedModel, view: VersionView): JsonSchema {
  let document = publishedDocuments.get(view);
  if (!document) {
    const { publication } = resolved.conventions;
    document = toOpenApiDocument(view, { ...publication, provenance: provenanceOf(publication) });
    publishedDocuments.set(view, document);
  }
  return document;
}

export function emitOpenApi(resolved: ResolvedModel, views: readonly VersionView[]): Artefact[] {
  return views.flatMap((view) => {
    const document = publishedDocument(resolved, view);
    const twin = downgradeTo303(document);
    return [
      { path: `openapi/${view.id}.yaml`, content: toYaml(document) },
      { path: `openapi/${view.id}.json`, content: toJson(document) },
      { path: `openapi/${view.id}.openapi-3.0.yaml`, content: toYaml(twin) },
      { path: `openapi/${view.id}.openapi-3.0.json`, content: toJson(twin) },
    ];
  });
}
