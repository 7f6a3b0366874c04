/**
 * Runs model fuzz cases (mutations from model-mutations.ts, outcomes checked by model-fuzz.ts)
 * in a worker thread under a watchdog: the worker reports each case before running it, and a
 * case that runs longer than HANG_MS is a hang, reported with its mutations. Several workers
 * use several cores. Used by test/model-fuzz.property.test.ts and `npm run fuzz`.
 */
import fc from 'fast-check';
import { EMITTERS } from '../../src/pipeline/compile.ts';
import { checkCase, FAST_EMITTERS, InMemoryCompiler } from './model-fuzz.ts';
import { applyMutations, caseArbitrary, findSites, readSeed, type Mutation } from './model-mutations.ts';
import { SPEC_DIR } from './seed.ts';
import { tsWorker } from './ts-worker.ts';

/** No case comes near this: the loader bounds size, nesting and aliases; a whole compile takes about a second. */
export const HANG_MS = 60_000;

/** `fast`: FAST_EMITTERS; `all but HTML`: every emitter but the HTML pages (2.3 MB of Redoc each, per model). */
export type EmitterSet = 'fast' | 'all but HTML';

export interface FuzzRun {
  cases: number;
  seed: number;
  /** fast-check's path of a failing case, to replay it. */
  path?: string;
  emitters: EmitterSet;
}

export interface FuzzReport {
  compiled: number;
  /** How many refused cases reported each diagnostic code. */
  codes: Record<string, number>;
  /** The shrunk failing case, its problems and how to replay it. */
  failure?: string;
}

type FuzzMessage = { type: 'case'; index: number; labels: string } | ({ type: 'done' } & FuzzReport);

const labels = (mutations: readonly Mutation[]) => mutations.map((m) => m.label).join(' | ');

/** Runs the cases in this thread, reporting each one before it runs. */
export async function runFuzz(run: FuzzRun, report: (message: FuzzMessage) => void): Promise<void> {
  const seed = readSeed(SPEC_DIR);
  const compiler = new InMemoryCompiler(seed, run.emitters === 'fast' ? FAST_EMITTERS : EMITTERS.filter((e) => e.name !== 'html docs'));
  const codes: Record<string, number> = {};
  let compiled = 0;
  let index = 0;
  const property = fc.asyncProperty(caseArbitrary(findSites(seed)), async (mutations) => {
    report({ type: 'case', index: index++, labels: labels(mutations) });
    const { outcome, problems } = await checkCase(compiler, applyMutations(seed, mutations));
    if (problems.length > 0) throw new Error(`${labels(mutations)}\n  ${problems.join('\n  ')}`);
    if (outcome?.ok) compiled++;
    else for (const code of outcome?.codes ?? []) codes[code] = (codes[code] ?? 0) + 1;
  });
  const details = await fc.check(property, { numRuns: run.cases, seed: run.seed, ...(run.path ? { path: run.path } : {}) });
  const failure = details.failed
    ? `${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\nreplay: npm run fuzz -- 1 --seed ${details.seed} --path ${details.counterexamplePath}`
    : undefined;
  report({ type: 'done', compiled, codes, ...(failure ? { failure } : {}) });
}

/**
 * Runs the cases in a worker thread; `onProgress` hears every thousandth case.
 */
export function runFuzzInWorker(run: FuzzRun, options: { onProgress?: (cases: number) => void } = {}): Promise<FuzzReport> {
  const worker = tsWorker(new URL('./model-fuzz-worker.ts', import.meta.url), run);
  let current: { index: number; labels: string; since: number } | undefined;
  return new Promise<FuzzReport>((resolve) => {
    const finish = (report: FuzzReport) => {
      clearInterval(watchdog);
      void worker.terminate().finally(() => resolve(report));
    };
    const watchdog = setInterval(() => {
      if (current && performance.now() - current.since > HANG_MS) {
        finish({
          compiled: 0,
          codes: {},
          failure: `hang: case ${current.index} ran over ${HANG_MS / 1000} s: ${current.labels}\nreplay with --seed ${run.seed}`,
        });
      }
    }, 1_000);
    worker.on('message', (message: FuzzMessage) => {
      if (message.type === 'done') {
        const { type: _type, ...report } = message;
        finish(report);
        return;
      }
      current = { index: message.index, labels: message.labels, since: performance.now() };
      if (message.index > 0 && message.index % 1_000 === 0) options.onProgress?.(message.index);
    });
    worker.on('error', (error) => finish({ compiled: 0, codes: {}, failure: `the fuzzing worker failed: ${error.message}` }));
  });
}
