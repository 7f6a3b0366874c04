/**
 * `npm run fuzz:diff -- [cases] [--seed <n>] [--path <p>]`: the change report's completeness
 * property of test/diff/completeness.property.test.ts at length (default 20,000 cases, on two
 * worker threads). A failing case is printed shrunk, with the seed and path that replay it (a
 * replay runs in one thread). Exit code 0 when every case passed, 1 otherwise.
 */
import { runCompleteness, runCompletenessInWorker, type CompletenessRun } from '../test/support/diff-completeness-runner.ts';

const DEFAULT_CASES = 20_000;
const WORKERS = 2;

function parseRun(argv: readonly string[]): CompletenessRun {
  const run: CompletenessRun = { cases: DEFAULT_CASES, seed: Date.now() % 2 ** 30 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--seed') run.seed = Number(argv[++i]);
    else if (arg === '--path') run.path = argv[++i]!;
    else if (/^\d+$/.test(arg)) run.cases = Number(arg);
    else throw new Error(`unknown argument ${arg}; usage: npm run fuzz:diff -- [cases] [--seed <n>] [--path <p>]`);
  }
  if (!Number.isSafeInteger(run.seed)) throw new Error('--seed needs an integer');
  return run;
}

const run = parseRun(process.argv.slice(2));
const started = performance.now();
const reports = run.path
  ? [runCompleteness(run)]
  : await Promise.all(Array.from({ length: WORKERS }, (_, i) => runCompletenessInWorker({ cases: Math.ceil(run.cases / WORKERS), seed: run.seed + i })));
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const failures = reports.flatMap((r) => (r.failure ? [r.failure] : []));
if (failures.length > 0) {
  console.error(`FAILED after ${seconds} s:\n${failures.join('\n\n')}`);
  process.exitCode = 1;
} else {
  const sum = (key: 'cases' | 'skipped' | 'differences') => reports.reduce((n, r) => n + r[key], 0);
  console.log(
    `${sum('cases')} cases in ${seconds} s (seed ${run.seed}): ${sum('differences')} document differences, each reported; ${sum('skipped')} edits refused by the model's rules`,
  );
}
