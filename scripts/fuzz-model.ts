/**
 * `npm run fuzz -- [cases] [--seed <n>] [--path <p>]`: the model fuzzing of
 * test/model-fuzz.property.test.ts at length (default 20,000 cases), with every emitter but
 * the HTML pages (the client's TypeScript transpile included).
 *
 * A case that runs longer than a minute is reported as a hang; a failing case is printed
 * shrunk, with the seed and path that replay it. Exit code 0 when every case ended in located
 * diagnostics or a clean compile, 1 otherwise.
 */
import { runFuzzInWorker, type FuzzRun } from '../test/support/model-fuzz-runner.ts';

const DEFAULT_CASES = 20_000;

function parseRun(argv: readonly string[]): FuzzRun {
  const run: FuzzRun = { cases: DEFAULT_CASES, seed: Date.now() % 2 ** 31, emitters: 'all but HTML' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--seed') run.seed = Number(argv[++i]);
    else if (arg === '--path') run.path = argv[++i]!;
    else if (/^\d+$/.test(arg)) run.cases = Number(arg);
    else throw new Error(`unknown argument ${arg}; usage: npm run fuzz -- [cases] [--seed <n>] [--path <p>]`);
  }
  if (!Number.isSafeInteger(run.seed)) throw new Error('--seed needs an integer');
  return run;
}

const run = parseRun(process.argv.slice(2));
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
const report = await runFuzzInWorker(run, { onProgress: (cases) => console.log(`${cases} cases, ${seconds()} s`) });
if (report.failure) {
  console.error(`FAILED (seed ${run.seed}) after ${seconds()} s:\n${report.failure}`);
  process.exitCode = 1;
} else {
  const codes = Object.entries(report.codes)
    .sort((a, b) => b[1] - a[1])
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
  console.log(`${run.cases} cases in ${seconds()} s (seed ${run.seed}): ${report.compiled} compiled, the others refused with ${codes}`);
}
