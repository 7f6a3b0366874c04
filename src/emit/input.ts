/**
 * The emitter contract. Every emitter is `{ name, emit(input) }` in `src/emit/<target>/index.ts`,
 * and `input` is the one product of the pipeline for a compile: the version views plus what more
 * than one part shares (each version's published document, route table and `types.ts`, the docs
 * templates, the client package's version), each made once, on first use, and then shared (`emitInputOf`,
 * src/pipeline/emit-input.ts). Emitters never import one another (what two of them share lives in `src/emit/shared/`) and keep nothing between compiles:
 * what `--watch` reuses from one compile to the next comes in as `reuse`, from its session.
 */
import type { DocumentExamples } from '../contract/openapi/examples.ts';
import type { PublishedDocument } from '../contract/openapi/types.ts';
import type { RouteTable } from '../contract/routes/route-table.ts';
import type { Reuse } from '../model/reuse.ts';
import type { ModelView } from '../views/model-view.ts';
import type { VersionView } from '../views/version-view.ts';
import type { Artefact } from './shared/artefact.ts';
import type { RenderReusedPage } from './shared/templates.ts';
import type { DemoData } from '../demo/store.ts';

export interface EmitInput {
  /** What the whole model shows beyond one version; with `views`, the only way to the model. */
  model: ModelView;
  views: readonly VersionView[];
  /** A version's published OpenAPI 3.1 document (the OpenAPI files and the HTML references are built from it): read-only. */
  publishedDocument(view: VersionView): PublishedDocument;
  /** A version's route table (the route stubs write it; the pipeline's demo-data check reads it): read-only. */
  routeTable(view: VersionView): RouteTable;
  /**
   * A version's examples, made from the demo data beside the model (undefined: it has none), as
   * its published document holds them: the docs and the client show the same ones. Read-only.
   */
  examples(view: VersionView): DocumentExamples | undefined;
  /** A version's `types.ts`, which the client package and the route stubs both ship (src/emit/shared/types-file.ts). */
  typesFile(view: VersionView): string;
  /** Renders a page of `templates/` (loaded once per compile; a broken template is a located error). */
  render: RenderReusedPage;
  /** The client package's version, derived from the versions' revisions (src/model/revision.ts). */
  clientPackageVersion: string;
  /** Results an earlier compile of the same `--watch` made from equal inputs (src/model/reuse.ts). */
  reuse: Reuse;
  /** The demo data beside the model being compiled (`sandbox/demo.yaml` beside its folder), where it has one: the sandbox page and the open questions show it. */
  demoData: DemoData | undefined;
  /**
   * A version's artefacts of one contract step, `make()`'s. In `--watch`, a version whose view,
   * model contract fields (src/contract/contract-model.ts) and templates are those of the last
   * compile gets the artefacts that compile made for it (src/pipeline/version-input.ts), so
   * `make` must read nothing but `view`, this input's contract products and templates, and
   * `reuse`: never another version's view.
   */
  versionArtefacts(step: string, view: VersionView, make: () => Iterable<Artefact>): Iterable<Artefact>;
}

/**
 * What an emitter of the published contract alone takes (the OpenAPI documents, the client's
 * code, the route stubs, the model's schema, the resource pages, the HTML references): the
 * version views and the contract products made from them. Without the model view, it reaches the
 * model only through the views and those products, which record what they read
 * (src/resolve/consumption.ts) as they are built; `validate` leaves such an emitter out
 * (src/pipeline/compile.ts). It may lay out pages with the templates (`render`): they read
 * nothing of the model, and `validate` compiles every one of them when the model emitters render
 * theirs (a page of a contract emitter that fails only as it renders fails `generate`).
 */
export type ContractInput = Pick<EmitInput, 'views' | 'publishedDocument' | 'routeTable' | 'examples' | 'typesFile' | 'render' | 'reuse' | 'versionArtefacts'>;

/**
 * An emitter. `reads` says what it is given: `'model'` the whole input, `'contract'` the contract
 * alone (`ContractInput`): the types keep a contract emitter from reaching the model view. `emit`
 * yields each artefact as it is made: the pipeline may hand it on (to be written) before the next
 * is made.
 */
export type Emitter = { /** Names the emitter's line in `generate`'s output. */ name: string } & (
  { reads: 'model'; emit(input: EmitInput): Iterable<Artefact> } | { reads: 'contract'; emit(input: ContractInput): Iterable<Artefact> }
);
