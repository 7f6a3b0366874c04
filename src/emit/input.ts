/**
 * The emitter contract. Every emitter is `{ name, emit(input) }` in `src/emit/<target>/index.ts`,
 * and `input` is the one product of the pipeline for a compile: the version views plus what more
 * than one emitter shares (each version's published document, the docs templates, the client
 * package's version), each made once, on first use, and then shared. Emitters never import one
 * another (what two of them share lives in `src/emit/shared/`) and keep nothing between compiles:
 * what `--watch` reuses from one compile to the next comes in as `reuse`, from its session.
 */
import type { PublishedDocument } from '../contract/openapi/types.ts';
import { publishedDocument } from '../contract/openapi/document.ts';
import { MAKE_ANEW, type Reuse } from '../model/reuse.ts';
import { packageVersion } from '../model/revision.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';
import type { VersionView } from '../views/version-view.ts';
import type { Artefact } from './shared/artefact.ts';
import { loadTemplates, type RenderPage } from './shared/templates.ts';

export interface EmitInput {
  resolved: ResolvedModel;
  views: readonly VersionView[];
  /** A version's published OpenAPI 3.1 document (the OpenAPI files and the HTML references are built from it): read-only. */
  publishedDocument(view: VersionView): PublishedDocument;
  /** Renders a page of `templates/` (loaded once per compile; a broken template is a located error). */
  render: RenderPage;
  /** The client package's version, derived from the versions' revisions (src/model/revision.ts). */
  clientPackageVersion: string;
  /** Results an earlier compile of the same `--watch` made from equal inputs (src/model/reuse.ts). */
  reuse: Reuse;
}

export interface Emitter {
  /** Names the emitter's line in `generate`'s output. */
  name: string;
  emit(input: EmitInput): Artefact[];
}

/** The emitters' input for one compile: each shared product is made on first use, then shared by the emitters that ask. */
export function emitInputOf(resolved: ResolvedModel, views: readonly VersionView[], reuse: Reuse = MAKE_ANEW): EmitInput {
  const documents = new Map<VersionView, PublishedDocument>();
  let render: RenderPage | undefined;
  return {
    resolved,
    views,
    reuse,
    clientPackageVersion: packageVersion(views.map((view) => view.revision)),
    publishedDocument(view) {
      let document = documents.get(view);
      if (document === undefined) {
        document = publishedDocument(resolved, view);
        documents.set(view, document);
      }
      return document;
    },
    render: (name, context) => (render ??= loadTemplates())(name, context),
  };
}
