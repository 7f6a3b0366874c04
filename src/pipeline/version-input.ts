/**
 * What a version's contract artefacts are made from, and whether it is the same as the last
 * compile's: `--watch` then reuses the artefacts that compile made (`versionArtefacts`,
 * src/emit/input.ts and src/pipeline/emit-input.ts). The input is the version's view, the
 * model's contract fields (src/contract/contract-model.ts) and the templates' fingerprint. An
 * edit of one version's file leaves the other versions' inputs as they were, so their OpenAPI
 * documents, client code, route stubs, resource pages and HTML references are not made again.
 *
 * Two inputs are compared as data, walked side by side: the same property names in the same
 * order (an artefact lists them in that order), Maps and Sets entry by entry, an undefined
 * property apart from a missing one (a strict template reads a field that is present but
 * undefined, and refuses a missing one), NaN the same as NaN. A value that is not plain data (a
 * function, a symbol, an instance of a class) is refused where the two inputs hold different
 * ones: a view is plain data, and a comparison that passed over something would reuse a stale
 * artefact. The very same object in both is the same data, unwalked (inputs are never changed). Walking both inputs costs about a
 * third of writing one out as JSON and digesting it (bench/RESULTS.md), and stops at the first
 * difference.
 */
import type { ContractModel } from '../contract/contract-model.ts';
import { sameData } from '../views/same-data.ts';
import type { VersionView } from '../views/version-view.ts';

export interface VersionInput {
  view: VersionView;
  contract: ContractModel;
  /** The templates' fingerprint (src/emit/shared/templates.ts). */
  templates: string;
}

/** Whether `last` and `now` hold the same data; throws on a value that is not plain data. */
export function sameVersionInput(last: VersionInput, now: VersionInput): boolean {
  return last.templates === now.templates && sameData(last.contract, now.contract, 'contract') && sameData(last.view, now.view, 'view');
}
