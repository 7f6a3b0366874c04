/**
 * The examples of a compile: made from the demo data beside the model (`<model folder>/../sandbox/demo.yaml`,
 * src/demo/check.ts `demoDataBeside`, the file `validate` and `generate` check), never from a path
 * of this repository; a model without demo data beside it publishes no examples. The file is read
 * once per compile (`readDemoData`), each version's examples made when its document is first asked for.
 */
import { dirname, relative } from 'node:path';
import type { DocumentExamples } from '../../contract/openapi/examples.ts';
import type { RouteTable } from '../../contract/routes/route-table.ts';
import type { ResolvedModel } from '../../resolve/resolve.ts';
import type { VersionView } from '../../views/version-view.ts';
import { readChoices } from '../choices.ts';
import { parentFieldOf, sandboxModel } from '../model-facts.ts';
import type { ParentField } from './requests.ts';
import { FixtureError, Store, type DemoData } from '../store.ts';
import { versionExamples } from './version-examples.ts';

/** A compile's examples: given its version views and route tables, each version's (undefined: none). */
export type ExamplesOf = (views: readonly VersionView[], tableOf: (view: VersionView) => RouteTable) => (view: VersionView) => DocumentExamples | undefined;

/**
 * The examples of the demo data `demo`. Demo data that cannot be read gives none: the compile's
 * check of it says why (`demo-data-unreadable`).
 */
export function examplesFromDemoData({ path, text }: DemoData, resolved: ResolvedModel): ExamplesOf | undefined {
  let store: Store;
  try {
    store = Store.fromText(text, path);
  } catch (error) {
    if (error instanceof FixtureError) return undefined;
    throw error;
  }
  // Named as the model folder's neighbours see it: `sandbox/demo.yaml`.
  const source = relative(dirname(dirname(path)), path);
  return (views, tableOf) => {
    const model = sandboxModel(resolved, views, tableOf);
    // Choices of the wrong shape are the compile's check's to report (demo-choice-invalid); these are read defensively.
    const { choices } = readChoices(store.choices, views, model.stated);
    return (view) => {
      const version = model.versions.find((v) => v.view === view);
      const parentField: ParentField = (op, segment, param) => parentFieldOf(model, choices, view, op, segment, param);
      return version && versionExamples({ version, store, choices, errors: resolved.errors, defaultOrder: model.defaultOrder, parentField, source });
    };
  };
}
