/**
 * What the contract products (the published documents and the route tables) read of the model
 * beyond a version's view: its publication metadata and its error sections. Listed as data, so
 * that `--watch` reuses a version's contract artefacts while exactly these fields are unchanged
 * (src/pipeline/version-input.ts): a product that needs another field of the model adds it here,
 * and the comparison follows.
 */
import type { ModelView } from '../views/model-view.ts';

export const CONTRACT_MODEL_FIELDS = ['publication', 'errors'] as const satisfies readonly (keyof ModelView)[];

export type ContractModel = Pick<ModelView, (typeof CONTRACT_MODEL_FIELDS)[number]>;

/** The model's contract fields, and nothing else of it. */
export function contractModelOf(model: ModelView): ContractModel {
  return Object.fromEntries(CONTRACT_MODEL_FIELDS.map((field) => [field, model[field]])) as ContractModel;
}
