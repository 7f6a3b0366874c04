/**
 * Runs cases of the change report's completeness property (diff-completeness.ts) with
 * fast-check: each case is one or two model edits (model-edits.ts) in either direction. Edits the
 * model's rules refuse are skipped (fast-check draws another). Runs in this thread or in a worker
 * thread, so several use several cores. Used by test/diff/completeness.property.test.ts and
 * `npm run fuzz:diff`.
 */
import fc from 'fast-check';
import { CompletenessChecker } from './diff-completeness.ts';
import { modelEdits, parseModel, type ModelEdit } from './model-edits.ts';
import { seedTexts } from './seed-texts.ts';
import { tsWorker } from './ts-worker.ts';

export interface CompletenessRun {
  cases: number;
  seed: number;
  /** fast-check's path of a failing case, to replay it. */
  path?: string;
}

export interface CompletenessReport {
  /** Cases run (edits the model accepts). */
  cases: number;
  /** Edits drawn that the model refused. */
  skipped: number;
  /** Document differences checked, over every case. */
  differences: number;
  /** The shrunk failing case, its problems and how to replay it. */
  failure?: string;
}

export function runCompleteness(run: CompletenessRun): CompletenessReport {
  const texts = seedTexts();
  const edits = modelEdits(parseModel(texts));
  const checker = new CompletenessChecker(texts);
  const report: CompletenessReport = { cases: 0, skipped: 0, differences: 0 };
  // Kind first, then the element: a few kinds (retyping, rewording) have far more sites than others.
  const groups = new Map<string, ModelEdit[]>();
  for (const e of edits) groups.set(e.kind, [...(groups.get(e.kind) ?? []), e]);
  const byKind = [...groups.values()];
  const pick = fc.tuple(fc.nat({ max: byKind.length - 1 }), fc.nat()).map(([kind, site]) => byKind[kind]![site % byKind[kind]!.length]!);
  const arbitrary = fc.record({
    picks: fc.uniqueArray(pick, { minLength: 1, maxLength: 2, selector: (e) => e.label }),
    reversed: fc.boolean(),
  });
  const property = fc.property(arbitrary, ({ picks: chosen, reversed }) => {
    const outcome = checker.check(chosen, reversed);
    if (outcome.skipped) report.skipped++;
    fc.pre(!outcome.skipped);
    report.cases++;
    report.differences += outcome.differences;
    if (outcome.problems.length > 0) {
      const labels = chosen.map((e) => e.label).join(' + ');
      throw new Error(`${reversed ? 'undone: ' : ''}${labels}\n  ${outcome.problems.join('\n  ')}`);
    }
  });
  const details = fc.check(property, {
    numRuns: run.cases,
    seed: run.seed,
    // Most edits are accepted; a draw of two that the rules refuse together is skipped.
    maxSkipsPerRun: 10,
    ...(run.path ? { path: run.path } : {}),
  });
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    report.failure = `${error}\nreplay: npm run fuzz:diff -- 1 --seed ${details.seed} --path ${details.counterexamplePath}`;
  }
  return report;
}

/** `runCompleteness` in a worker thread. */
export function runCompletenessInWorker(run: CompletenessRun): Promise<CompletenessReport> {
  const worker = tsWorker(new URL('./diff-completeness-worker.ts', import.meta.url), run);
  return new Promise<CompletenessReport>((resolve) => {
    const finish = (report: CompletenessReport) => void worker.terminate().finally(() => resolve(report));
    worker.on('message', finish);
    worker.on('error', (error) => finish({ cases: 0, skipped: 0, differences: 0, failure: `the worker failed: ${error.message}` }));
  });
}
