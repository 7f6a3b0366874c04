/**
 * TypeScript → JavaScript + `.d.ts` for the generated package, one file at a time, which the
 * code's explicit types allow (`isolatedDeclarations`).
 *
 * - JavaScript comes from esbuild (already the CLI launcher's bundler), whose service runs in its
 *   own process and strips a 23 KB file in a few milliseconds. The TypeScript compiler took
 *   ~25 ms per file for the same, and that was most of what `--watch` waited for. esbuild drops
 *   most comments (it keeps those on class fields): the declarations carry the documentation
 *   editors show.
 * - Declarations come from the TypeScript compiler (`transpileDeclaration`; the one ts-morph
 *   bundles), in a worker thread that loads it on its first job, so the main thread goes on
 *   with the other emitters meanwhile.
 *
 * Results are cached by a hash of both tools' versions, file name and source, so an unchanged
 * model regenerates with neither. `--watch` starts both ahead of the first edit (preloadTranspiler).
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

/** Bumped when the options below or in WORKER_SOURCE change, so old cache entries are never reused. */
const CACHE_VERSION = 'v2';
const CACHE_KIND = 'transpile';
/** Two versions' worth of files for many model revisions; beyond that, the oldest go. */
const CACHE_ENTRIES = 4000;

const localRequire = createRequire(import.meta.url);

/** Both tools' versions are part of the cache key; reading their package.json is cheap. */
function toolVersions(): string {
  const version = (name: string) => (localRequire(`${name}/package.json`) as { version: string }).version;
  return `ts-morph ${version('ts-morph')}, esbuild ${version('esbuild')}`;
}

/**
 * The compiler ts-morph bundles, required by path: importing `ts-morph` itself (an ES import of a
 * CommonJS package, which Node scans for exports, plus ts-morph's own code) took ~0.8 s, this
 * file alone ~0.35 s. It is the very module `ts-morph`'s `ts` export is, so the output is the same.
 */
function compilerPath(): string {
  return createRequire(localRequire.resolve('ts-morph')).resolve('@ts-morph/common/dist/typescript.js');
}

/** esbuild, loaded on the first cache miss (a one-shot `generate` of an unchanged model never needs it). */
let esbuild: Promise<typeof import('esbuild')> | undefined;

async function javascriptOf({ fileName, source }: SourceToTranspile): Promise<string> {
  esbuild ??= import('esbuild');
  const { transform } = await esbuild;
  try {
    const result = await transform(source, { loader: 'ts', format: 'esm', target: 'es2022', sourcefile: fileName });
    return result.code;
  } catch (error) {
    const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? String(error);
    throw new Error(`${fileName}: cannot emit JavaScript (${first})`);
  }
}

/**
 * The worker, as source text: the compiler bundle is one file, so the worker cannot be a module
 * of its own. It answers `{ id, fileName, source }` with `{ id, dts }` or `{ id, error }`, and
 * `{ id, warmUp: [files…], rounds }` by emitting those files' declarations that many times
 * (results dropped): the compiler's code only runs at full speed once V8 has optimised it on
 * real input.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let ts;
function declarations(fileName, source) {
  ts ??= require(workerData.compilerPath);
  const compilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, strict: true, declaration: true, isolatedDeclarations: true };
  const declaration = ts.transpileDeclaration(source, { fileName, compilerOptions, reportDiagnostics: true });
  const problems = declaration.diagnostics ?? [];
  if (problems.length > 0) {
    const first = ts.flattenDiagnosticMessageText(problems[0].messageText, ' ');
    throw new Error(fileName + ': cannot emit declarations (' + first + '); the generated or runtime code needs an explicit type here');
  }
  return declaration.outputText;
}
parentPort.on('message', (job) => {
  try {
    if (job.warmUp) {
      for (let round = 0; round < job.rounds; round++) for (const file of job.warmUp) declarations(file.fileName, file.source);
      parentPort.postMessage({ id: job.id });
    } else {
      parentPort.postMessage({ id: job.id, dts: declarations(job.fileName, job.source) });
    }
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Reply = { id: number; error?: string; dts?: string };

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
  const versions = toolVersions();
  return Promise.all(
    files.map(async (file) => {
      const key = contentKey(CACHE_VERSION, versions, file.fileName, file.source);
      const cached = readEntry<TranspiledFile>(CACHE_KIND, key);
      if (cached) return cached;
      const [js, reply] = await Promise.all([javascriptOf(file), worker().send(file)]);
      const result: TranspiledFile = { js, dts: reply.dts! };
      writeEntry(CACHE_KIND, key, result, CACHE_ENTRIES);
      return result;
    }),
  );
}

/** Largest files of the last generation the warm-up transpiles, and how many times over. */
const WARM_UP_FILES = 4;
const WARM_UP_ROUNDS = 8;

/**
 * Starts the worker and has it load the compiler and run it, several times over, on the largest
 * files of the last generation, and starts esbuild's service on them too, without blocking this
 * thread. `--watch` calls it after its first generation: the first edit that changes client code
 * then neither loads the compiler (~0.5 s) nor runs it cold (several times slower than warm).
 * Resolves when both are done.
 */
export async function preloadTranspiler(): Promise<void> {
  const largest = [...lastFiles].sort((a, b) => b.source.length - a.source.length).slice(0, WARM_UP_FILES);
  await Promise.all([worker().send({ warmUp: largest, rounds: WARM_UP_ROUNDS }), ...largest.map(javascriptOf)]);
}
