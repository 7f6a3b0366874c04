/**
 * What a version's contract artefacts are made from, and whether it is the same as the last
 * compile's: `--watch` then reuses the artefacts that compile made (`versionArtefacts`,
 * src/emit/input.ts and src/pipeline/emit-input.ts). The input is the version's view, the
 * model's contract fields (src/contract/contract-model.ts), the templates' fingerprint and the
 * examples made from the demo data (src/demo/examples/). An edit of one version's file leaves the other versions' inputs as they were, so their OpenAPI
 * documents, client code, route stubs, resource pages and HTML references are not made again.
 *
 * Two inputs are compared as data (src/model/plain-data.ts `sameData`). In `--watch`, each view
 * first takes from the last compile's view every part an edit left as it was (`shareData`, in
 * src/pipeline/emit-input.ts): a view no edit touched is then the last one, and compares the
 * same at a glance.
 */
import type { ContractModel } from '../contract/contract-model.ts';
import type { DocumentExamples } from '../contract/openapi/examples.ts';
import { sameData } from '../model/plain-data.ts';
import type { VersionView } from '../views/version-view.ts';

export interface VersionInput {
  view: VersionView;
  contract: ContractModel;
  /** The templates' fingerprint (src/emit/shared/templates.ts). */
  templates: string;
  examples: DocumentExamples | undefined;
}

/** Whether `last` and `now` hold the same data; throws on a value that is not plain data. */
export function sameVersionInput(last: VersionInput, now: VersionInput): boolean {
  return (
    last.templates === now.templates &&
    sameData(last.contract, now.contract, 'contract') &&
    sameData(last.examples, now.examples, 'examples') &&
    sameData(last.view, now.view, 'view')
  );
}
