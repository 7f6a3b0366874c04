/**
 * What every emitter reads: the products of the pipeline for one compile. Products that more than
 * one emitter needs are computed here once and shared, so emitters never reach into each other
 * and keep nothing between compiles themselves: what `--watch` reuses from one compile to the
 * next comes in as `reuse`, from the watch's session.
 */
import { MAKE_ANEW, type Reuse } from '../pipeline/session.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';
import type { VersionView } from '../views/version-view.ts';
import { publishedDocument } from './openapi/document.ts';
import type { PublishedDocument } from './openapi/types.ts';

export interface EmitInput {
  resolved: ResolvedModel;
  views: readonly VersionView[];
  /** A version's published OpenAPI 3.1 document (the OpenAPI files and the HTML references are built from it): read-only. */
  publishedDocument(view: VersionView): PublishedDocument;
  /** Results an earlier compile of the same `--watch` made from equal inputs (src/pipeline/session.ts). */
  reuse: Reuse;
}

/** The emitters' input for one compile: each document is built on first use, then shared by the emitters that ask. */
export function emitInputOf(resolved: ResolvedModel, views: readonly VersionView[], reuse: Reuse = MAKE_ANEW): EmitInput {
  const documents = new Map<VersionView, PublishedDocument>();
  return {
    resolved,
    views,
    reuse,
    publishedDocument(view) {
      let document = documents.get(view);
      if (document === undefined) {
        document = publishedDocument(resolved, view);
        documents.set(view, document);
      }
      return document;
    },
  };
}
