/**
 * `npm run fuzz -- [cases] [--seed <n>] [--path <p>]`: the model fuzzing of
 * test/model-fuzz.property.test.ts at length (default 20,000 cases), every emitter but Redoc
 * included (the client's TypeScript transpile too), into a throwaway cache folder.
 *
 * The cases run in a worker thread that reports each case before running it; a case that
 * takes longer than HANG_MS is a hang: the worker is stopped and the case printed. A failing
 * case is printed shrunk, with the seed and path that replay it (`--seed`, `--path`).
 * Exit code 0 when every case ended in located diagnostics or a clean compile, 1 otherwise.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import fc from 'fast-check';
import { EMITTERS } from '../src/pipeline/compile.ts';
import { checkCase, InMemoryCompiler } from '../test/support/model-fuzz.ts';
import { applyMutations, caseArbitrary, findSites, readSeed, type Mutation } from '../test/support/model-mutations.ts';

/** No case should come near this: the loader bounds size, nesting and aliases; a whole compile takes about a second. */
const HANG_MS = 60_000;
const DEFAULT_CASES = 20_000;

interface Options {
  cases: number;
  seed: number;
  path?: string;
}

type WorkerMessage =
  | { type: 'case'; index: number; labels: string }
  | { type: 'done'; failure?: string; compiled: number; codes: Record<string, number> };

const labels = (mutations: readonly Mutation[]) => mutations.map((m) => m.label).join(' | ');

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { cases: DEFAULT_CASES, seed: Date.now() % 2 ** 31 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--seed') options.seed = Number(argv[++i]);
    else if (arg === '--path') options.path = argv[++i]!;
    else if (/^\d+$/.test(arg)) options.cases = Number(arg);
    else throw new Error(`unknown argument ${arg}; usage: npm run fuzz -- [cases] [--seed <n>] [--path <p>]`);
  }
  if (!Number.isSafeInteger(options.seed)) throw new Error('--seed needs an integer');
  return options;
}

async function runCases(options: Options, report: (message: WorkerMessage) => void): Promise<void> {
  const seed = readSeed(join(import.meta.dirname, '..', 'spec'));
  const compiler = new InMemoryCompiler(seed, EMITTERS.filter((e) => e.name !== 'html docs'));
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
  const details = await fc.check(property, { numRuns: options.cases, seed: options.seed, ...(options.path ? { path: options.path } : {}) });
  const failure = details.failed
    ? `${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\nreplay: npm run fuzz -- 1 --seed ${details.seed} --path ${details.counterexamplePath}`
    : undefined;
  report({ type: 'done', compiled, codes, ...(failure ? { failure } : {}) });
}

function supervise(options: Options): Promise<number> {
  const cache = mkdtempSync(join(tmpdir(), 'fuzz-cache-'));
  // The client's transpile cache would otherwise keep an entry for every model that compiled.
  // A worker does not inherit tsx's loader: it registers it, then imports this file.
  const entry = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(entry, { eval: true, workerData: options, env: { ...process.env, API_CONTRACT_CACHE_DIR: cache } });
  const started = performance.now();
  let current: { index: number; labels: string; since: number } | undefined;
  return new Promise<number>((resolve) => {
    const finish = (code: number) => {
      clearInterval(watchdog);
      void worker.terminate().finally(() => {
        rmSync(cache, { recursive: true, force: true });
        resolve(code);
      });
    };
    const watchdog = setInterval(() => {
      if (current && performance.now() - current.since > HANG_MS) {
        console.error(`HANG: case ${current.index} ran over ${HANG_MS / 1000} s: ${current.labels}\nreplay with --seed ${options.seed}`);
        finish(1);
      }
    }, 1_000);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'case') {
        current = { index: message.index, labels: message.labels, since: performance.now() };
        if (message.index > 0 && message.index % 1_000 === 0) console.log(`${message.index} cases, ${((performance.now() - started) / 1000).toFixed(0)} s`);
        return;
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const codes = Object.entries(message.codes).sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} ${n}`).join(', ');
      if (message.failure) {
        console.error(`FAILED (seed ${options.seed}) after ${seconds} s:\n${message.failure}`);
        finish(1);
        return;
      }
      console.log(`${options.cases} cases in ${seconds} s (seed ${options.seed}): ${message.compiled} compiled, the others refused with ${codes}`);
      finish(0);
    });
    worker.on('error', (error) => {
      console.error(`the fuzzing worker failed: ${error.message}`);
      finish(1);
    });
  });
}

if (isMainThread) {
  process.exitCode = await supervise(parseOptions(process.argv.slice(2)));
} else {
  await runCases(workerData as Options, (message) => parentPort!.postMessage(message));
}
