/** The emitters' input (src/emit/input.ts) for one compile, made by the pipeline from its products. */
import { randomUUID } from 'node:crypto';
import { contractModelOf } from '../contract/contract-model.ts';
import { buildPublishedDocument } from '../contract/openapi/document.ts';
import { routeTable } from '../contract/routes/route-table.ts';
import { examplesFromDemoData } from '../demo/examples/beside-model.ts';
import type { EmitInput } from '../emit/input.ts';
import type { Artefact } from '../emit/shared/artefact.ts';
import { typesFile } from '../emit/shared/types-file.ts';
import { loadTemplates, type Templates } from '../emit/shared/templates.ts';
import { MAKE_ANEW, type Reuse } from '../model/reuse.ts';
import { packageVersion } from '../model/revision.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';
import { buildModelView } from '../views/model-view.ts';
import type { VersionView } from '../views/version-view.ts';
import type { DemoData } from '../demo/store.ts';
import { sameData, shareData } from '../model/plain-data.ts';
import { sameVersionInput, type VersionInput } from './version-input.ts';

/** What a page is rendered from. */
interface PageInput {
  templates: string;
  name: string;
  context: object;
}

function samePage(last: PageInput, now: PageInput): boolean {
  return last.templates === now.templates && last.name === now.name && sameData(last.context, now.context, 'context');
}

/** `make` of a version's view, made on the first call for that view and then handed out as it is. */
function oncePerView<T>(make: (view: VersionView) => T): (view: VersionView) => T {
  const made = new Map<VersionView, T>();
  return (view) => {
    let result = made.get(view);
    if (result === undefined) {
      result = make(view);
      made.set(view, result);
    }
    return result;
  };
}

/**
 * The emitters' input for one compile: each shared product is made on first use, then shared by
 * the emitters that ask. In `--watch`, each version's view takes from the last compile's every
 * part an edit left as it was (`shareData`): a version's input then compares the same at a
 * glance, and a step that reuses what it made of one operation or schema tells it by identity.
 * `templatesOf`: loads the docs templates (`templates/`), on first use. `demoData`: the demo data
 * beside the model, shown by the sandbox's pages; the examples made from it (src/demo/examples/)
 * are placed in the published documents.
 */
export function emitInputOf(
  resolved: ResolvedModel,
  builtViews: readonly VersionView[],
  reuse: Reuse = MAKE_ANEW,
  templatesOf: () => Templates = loadTemplates,
  demoData?: DemoData,
): EmitInput {
  const views = builtViews.map((view) => reuse.shareWithLast(`view ${view.id}`, view, shareData));
  const model = buildModelView(resolved);
  const contract = contractModelOf(model);
  /** Each version's input, named for `reuse` (versionArtefacts). */
  const inputNames = new Map<VersionView, string>();
  let templates: Templates | undefined;
  const loaded = () => (templates ??= templatesOf());
  const routeTableOf = oncePerView((view) => routeTable(contract, view));
  const examplesOf = demoData && examplesFromDemoData(demoData, resolved);
  const examples = examplesOf ? oncePerView(examplesOf(views, routeTableOf)) : () => undefined;
  return {
    model,
    views,
    reuse,
    demoData,
    clientPackageVersion: packageVersion(views.map((view) => view.revision)),
    publishedDocument: oncePerView((view) => buildPublishedDocument(contract, view, reuse, examples(view))),
    routeTable: routeTableOf,
    examples,
    typesFile: oncePerView(typesFile),
    render(name, context, page) {
      if (page === undefined || reuse === MAKE_ANEW) return loaded().render(name, context);
      const input: PageInput = { templates: loaded().fingerprint, name, context };
      return reuse.sinceLast(`page ${page}`, input, samePage, () => loaded().render(name, context));
    },
    versionArtefacts(step, view, make) {
      // A one-off compile keeps nothing for a next one: nothing to compare, and the artefacts are
      // made one at a time as they are asked for.
      if (reuse === MAKE_ANEW) return make();
      let name = inputNames.get(view);
      if (name === undefined) {
        // An input the same as the last compile's keeps its name; a new one gets a name no input had before.
        const input: VersionInput = { view, contract, templates: loaded().fingerprint, examples: examples(view) };
        name = reuse.sinceLast(`version ${view.id}`, input, sameVersionInput, () => `${view.id} ${randomUUID()}`);
        inputNames.set(view, name);
      }
      return reuse(step, name, (): readonly Artefact[] => [...make()]);
    },
  };
}
