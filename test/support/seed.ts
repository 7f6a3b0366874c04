/** The seed model, analysed once per test file through the real pipeline. */
import { resolve } from 'node:path';
import { analyse } from '../../src/pipeline/compile.ts';

export const REPO = resolve(import.meta.dirname, '..', '..');
export const SPEC_DIR = resolve(REPO, 'spec');
export const GENERATED_DIR = resolve(REPO, 'generated');

export function seedModel() {
  const result = analyse(SPEC_DIR);
  if (!result.ok) throw new Error(`the seed model does not validate: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  return result;
}
