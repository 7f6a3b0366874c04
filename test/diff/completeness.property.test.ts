/**
 * The change report misses nothing partners receive: for mechanically generated model edits
 * (test/support/model-edits.ts: every element of the seed × add, remove, narrow, widen, require,
 * retype, constrain, deprecate, withdraw, reword, in both directions; its behaviour too:
 * transitions, preconditions, methods a path does not take, the default order), every difference between a
 * version's published OpenAPI documents, wording aside, is covered by a change whose subject names
 * its element, and a breaking difference by a breaking change (test/support/diff-completeness.ts).
 * `npm run fuzz:diff -- <cases>` runs it at length.
 */
import { describe, expect, it } from 'vitest';
import { CompletenessChecker } from '../support/diff-completeness.ts';
import { runCompletenessInWorker } from '../support/diff-completeness-runner.ts';
import { modelEdits, parseModel, type ModelEdit } from '../support/model-edits.ts';
import { seedTexts } from '../support/seed-texts.ts';

const CASES = 2_000;
/** vitest runs one test file at a time here: the cases are split between both cores. */
const WORKERS = 2;
/** About 50 ms a case on an idle core (analysing the edited model is most of it); far more on a busy shared machine. */
const BULK_TIMEOUT_MS = 600_000;

describe('the change report is complete', () => {
  const texts = seedTexts();
  const edits = modelEdits(parseModel(texts));
  const checker = new CompletenessChecker(texts);
  const editsAt = (what: string) => edits.filter((e) => e.label.includes(what));

  it('the generator reaches every kind of edit', () => {
    for (const what of [
      'remove field',
      'add an optional field',
      'require',
      'retype',
      'raise the minimum',
      'deprecate',
      'remove enum value',
      'add an enum value',
      'remove operation',
      'remove filter attribute',
      'add an operator',
      'add a required query parameter',
      'change the scope',
      'change the server URL',
      'change the wire pattern',
      'add a read scope',
      'reword',
      // Behaviour: transitions, the wrong-state answer, preconditions, methods a path does not take, the default order.
      'add a transition',
      'remove transition',
      'add an accepted status',
      'state the accepted statuses',
      'drop the accepted statuses',
      'state the target status',
      'change the wrong-state answer',
      'add a precondition',
      'remove precondition',
      'change the precondition error',
      'state a reason a method is not taken',
      'remove notTaken entry',
      'remove the methods not taken',
      'reverse the default order',
      'order by another field',
    ]) {
      expect(editsAt(what).length, what).toBeGreaterThan(0);
    }
  });

  // The misses found by hand before this property existed, and those it found since (`npm run
  // fuzz:diff`), each now a case of it: one edit or several together.
  it.each([
    ['the sort direction narrowed', ['remove enum value asc at spec/resources.yaml.enums.sort_direction']],
    ['a sort direction deprecated', ['deprecate enum value asc at spec/resources.yaml.enums.sort_direction']],
    ['a minimum on a request field raised', ['raise the minimum at spec/v4.yaml.parameters.v4_limit.schema']],
    ['a minimum on a response field dropped', ['drop the minimum at spec/v4.yaml.operations.requestToken.responses.200.body.fields.expires_in']],
    [
      'the `filter` parameter removed while `or` groups gain an operator',
      ['remove query entry 0 at spec/v4.yaml.operations.listProjects.query', 'add an operator at spec/v4.yaml.operations.listProjects.filterable.status'],
    ],
  ])('%s: reported, in both directions', (_name, labels) => {
    const chosen = labels.map((label) => edits.find((e) => e.label === label));
    expect(chosen.every(Boolean), labels.join(' + ')).toBe(true);
    for (const reversed of [false, true]) {
      const outcome = checker.check(chosen as ModelEdit[], reversed);
      expect(outcome.skipped).toBe(false);
      expect(outcome.differences).toBeGreaterThan(0);
      expect(outcome.problems).toEqual([]);
    }
  });

  it(
    `${CASES} random edits: every published difference reported, none breaking reported as safe`,
    async () => {
      // A fixed seed: the check a pull request trusts must give the same answer on every run
      // (`npm run fuzz:diff` draws fresh seeds to widen coverage; a failure prints the seed and
      // path that replay it, and each fixed one becomes a named case above).
      const base = 20261125;
      const reports = await Promise.all(Array.from({ length: WORKERS }, (_, i) => runCompletenessInWorker({ cases: CASES / WORKERS, seed: base + i })));
      for (const report of reports) expect(report.failure).toBeUndefined();
      expect(reports.reduce((n, r) => n + r.cases, 0)).toBe(CASES);
      // The edits change the documents: the property is not met by comparing equal documents.
      expect(reports.reduce((n, r) => n + r.differences, 0)).toBeGreaterThan(CASES);
    },
    BULK_TIMEOUT_MS,
  );
});
