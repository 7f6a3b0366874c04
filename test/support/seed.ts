/** The seed model, analysed once per test file through the real pipeline. */
import { resolve } from 'node:path';
import { contractModelOf } from '../../src/contract/contract-model.ts';
import { buildPublishedDocument } from '../../src/contract/openapi/document.ts';
import type { PublishedDocument } from '../../src/contract/openapi/types.ts';
import { analyse } from '../../src/pipeline/compile.ts';
import { buildModelView } from '../../src/views/model-view.ts';

export const REPO = resolve(import.meta.dirname, '..', '..');
/**
 * The model the tests derive their expectations from: spec/, or the grown copy that
 * test/model-growth.test.ts names in TEST_SPEC_DIR when it runs model-derived test files again.
 */
export const SPEC_DIR = process.env['TEST_SPEC_DIR'] ? resolve(process.env['TEST_SPEC_DIR']) : resolve(REPO, 'spec');
/** The sandbox's demo data, or the copy that goes with a grown model (TEST_SANDBOX_FIXTURE). */
export const DEMO_DATA = process.env['TEST_SANDBOX_FIXTURE'] ? resolve(process.env['TEST_SANDBOX_FIXTURE']) : resolve(REPO, 'sandbox', 'demo.yaml');
/** What the generator made of that model: generated/, or the grown copy's output (TEST_GENERATED_DIR). */
export const GENERATED_DIR = process.env['TEST_GENERATED_DIR'] ? resolve(process.env['TEST_GENERATED_DIR']) : resolve(REPO, 'generated');

export function seedModel() {
  const result = analyse(SPEC_DIR);
  if (!result.ok) throw new Error(`the seed model does not validate: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  return result;
}

/** The OpenAPI document each version of the seed model publishes, in the model's order of versions. */
export function seedPublishedDocuments(): PublishedDocument[] {
  const { resolved, views } = seedModel();
  const contract = contractModelOf(buildModelView(resolved));
  return views.map((view) => buildPublishedDocument(contract, view));
}
