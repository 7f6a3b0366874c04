/**
 * An error row answers what it says, and a version says how each failure it can meet is answered.
 * On the library fixture model (test/support/fixture-models.ts), edited as its team would edit it:
 * a row of a code one operation lists (`errors:`) answers that operation's failure alone, never
 * the failure every write can meet; and a version that authenticates but lists no answer for a
 * missing credential is warned of at `validate`, located at its auth (the route stubs would
 * answer a code no document lists). The seed meets neither.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpecTexts } from '../src/load/load-spec.ts';
import { analyseLoaded } from '../src/pipeline/compile.ts';
import { fixtureModel } from './support/fixture-models.ts';
import { editModel, modelTexts, seedTexts, type SpecText } from './support/seed-texts.ts';

const library = modelTexts(join(fixtureModel('library'), 'spec'));

function analysed(texts: readonly SpecText[]) {
  const result = analyseLoaded(loadSpecTexts(texts));
  if (!result.ok) throw new Error(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`).join('; '));
  return result;
}

/** The code an operation of the model lists, with its status. */
function operationCode(texts: readonly SpecText[]): { code: string; status: number } {
  const { resolved } = analysed(texts);
  const code = resolved.operations.flatMap((op) => op.errors ?? [])[0]!;
  return { code, status: resolved.errors.codes[code]!.status };
}

describe('a row of codes that operations list', () => {
  it('answers none of the failures every request can meet: the general row still answers them', () => {
    const { code, status } = operationCode(library);
    const before = analysed(library).views[0]!.errorFacts.failures.validationFailed;
    // The row a team adds for its operation's code, with the `appliesTo` of the failure it resembles, ahead of the general one.
    const edited = editModel(library, 'errors.yaml', (model) => {
      model.errors!.statuses!.unshift({ status, codes: [code], condition: 'Added by the test.', action: 'Added by the test.', appliesTo: 'writes' });
    });
    const view = analysed(edited).views[0]!;
    expect(view.errorFacts.failures.validationFailed).toEqual(before);
    expect(view.statusTable.find((row) => row.codes.includes(code))!.answers).toEqual([]);
  });
});

describe('a version that authenticates', () => {
  it('without a row answering a missing credential, is warned of at validate, located at its auth', () => {
    const edited = editModel(library, 'errors.yaml', (model) => {
      model.errors!.statuses = model.errors!.statuses!.filter((row) => row.appliesTo !== 'authenticated');
    });
    const warnings = analysed(edited).warnings.filter((d) => d.code === 'failure-unanswered');
    const [version] = analysed(edited).views;
    expect(warnings.map((d) => [d.file, d.message])).toEqual([[expect.stringMatching(/conventions\.yaml$/), expect.stringContaining(`\`${version!.id}\``)]]);
    expect(warnings[0]!.message).toContain('a missing or rejected credential');
  });

  it('with its rows, is not warned of (the library, the seed)', () => {
    for (const texts of [library, seedTexts()]) expect(analysed(texts).warnings.filter((d) => d.code === 'failure-unanswered')).toEqual([]);
  });
});
