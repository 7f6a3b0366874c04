/**
 * TypeScript → JavaScript + `.d.ts` for the generated package, one file at a time
 * (`transpileModule` and `transpileDeclaration`, which the code's explicit types allow).
 *
 * Results are cached by a hash of compiler version, file name and source, so an unchanged model
 * regenerates without the compiler. Cache misses go to a worker thread that loads the compiler
 * (the one ts-morph bundles) on its first job, so the main thread goes on with the other
 * emitters meanwhile; `--watch` starts the worker ahead of the first edit (preloadTranspiler).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { contentKey, readEntry, writeEntry } from '../../cache/entries.ts';

export interface TranspiledFile {
  js: string;
  dts: string;
}

export interface SourceToTranspile {
  fileName: string;
  source: string;
}

/** Bumped when the options in WORKER_SOURCE change, so old cache entries are never reused. */
const CACHE_VERSION = 'v1';
const CACHE_KIND = 'transpile';
/** Two versions' worth of files for many model revisions; beyond that, the oldest go. */
const CACHE_ENTRIES = 4000;

const localRequire = createRequire(import.meta.url);

/** The compiler's version is part of the cache key; reading ts-morph's package.json is cheap. */
function compilerVersion(): string {
  return (localRequire('ts-morph/package.json') as { version: string }).version;
}

/**
 * The compiler ts-morph bundles, required by path: importing `ts-morph` itself (an ES import of a
 * CommonJS package, which Node scans for exports, plus ts-morph's own code) took ~0.8 s, this
 * file alone ~0.35 s. It is the very module `ts-morph`'s `ts` export is, so the output is the same.
 */
function compilerPath(): string {
  return createRequire(localRequire.resolve('ts-morph')).resolve('@ts-morph/common/dist/typescript.js');
}

/**
 * The worker, as source text: the compiler bundle is one file, so the worker cannot be a module
 * of its own. It answers `{ id, fileName, source }` with `{ id, js, dts }` or `{ id, error }`, and
 * `{ id, warmUp: [files…], rounds }` by transpiling those files that many times (results
 * dropped): the compiler's code only runs at full speed once V8 has optimised it on real input.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let ts;
function transpile(fileName, source) {
  ts ??= require(workerData.compilerPath);
  const compilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, strict: true, declaration: true, isolatedDeclarations: true };
  const js = ts.transpileModule(source, { fileName, compilerOptions, reportDiagnostics: false }).outputText;
  const declaration = ts.transpileDeclaration(source, { fileName, compilerOptions, reportDiagnostics: true });
  const problems = declaration.diagnostics ?? [];
  if (problems.length > 0) {
    const first = ts.flattenDiagnosticMessageText(problems[0].messageText, ' ');
    throw new Error(fileName + ': cannot emit declarations (' + first + '); the generated or runtime code needs an explicit type here');
  }
  return { js, dts: declaration.outputText };
}
parentPort.on('message', (job) => {
  try {
    if (job.warmUp) {
      for (let round = 0; round < job.rounds; round++) for (const file of job.warmUp) transpile(file.fileName, file.source);
      parentPort.postMessage({ id: job.id });
    } else {
      parentPort.postMessage({ id: job.id, ...transpile(job.fileName, job.source) });
    }
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Reply = { id: number; error?: string } & Partial<TranspiledFile>;

/**
 * One worker for the process, created on the first cache miss. It keeps the process alive only
 * while a job is outstanding, so a one-shot `generate` exits as soon as it is done.
 */
class TranspileWorker {
  private readonly worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { compilerPath: compilerPath() } });
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  constructor(onExit: () => void) {
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if (!waiting) return;
      if (reply.error !== undefined) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply);
    });
    const failAll = (error: Error) => {
      onExit();
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', failAll);
    this.worker.on('exit', (code) => failAll(new Error(`the transpiler worker stopped (exit code ${code})`)));
  }

  send(job: { warmUp: readonly SourceToTranspile[]; rounds: number } | SourceToTranspile): Promise<Reply> {
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...job });
    });
  }
}

let shared: TranspileWorker | undefined;
/** The files of the last transpileFiles call, hits included: what preloadTranspiler warms up on. */
let lastFiles: readonly SourceToTranspile[] = [];

function worker(): TranspileWorker {
  shared ??= new TranspileWorker(() => {
    shared = undefined;
  });
  return shared;
}

/** Transpiles each file, from the cache where possible; results come in the order of `files`. */
export async function transpileFiles(files: readonly SourceToTranspile[]): Promise<TranspiledFile[]> {
  lastFiles = files;
  const version = compilerVersion();
  return Promise.all(
    files.map(async ({ fileName, source }) => {
      const key = contentKey(CACHE_VERSION, version, fileName, source);
      const cached = readEntry<TranspiledFile>(CACHE_KIND, key);
      if (cached) return cached;
      const reply = await worker().send({ fileName, source });
      const result: TranspiledFile = { js: reply.js!, dts: reply.dts! };
      writeEntry(CACHE_KIND, key, result, CACHE_ENTRIES);
      return result;
    }),
  );
}

/** Largest files of the last generation the warm-up transpiles, and how many times over. */
const WARM_UP_FILES = 4;
const WARM_UP_ROUNDS = 4;

/**
 * Starts the worker and has it load the compiler and run it, several times over, on the largest
 * files of the last generation, without blocking this thread. `--watch` calls it after its first
 * generation: the first edit that changes client code then neither loads the compiler (~0.5 s)
 * nor runs it cold (several times slower than warm). Resolves when the worker is done.
 */
export async function preloadTranspiler(): Promise<void> {
  const largest = [...lastFiles].sort((a, b) => b.source.length - a.source.length).slice(0, WARM_UP_FILES);
  await worker().send({ warmUp: largest, rounds: WARM_UP_ROUNDS });
}
