/**
 * The compiler pipeline: load → validate → resolve → one view per version → emitters.
 * `compile` returns the artefacts in memory; `compileInto` hands each to a sink as it is made
 * (generate's write run stages it). Writing is the writer's job, and the output changes only at
 * its commit, so an error writes nothing.
 */
import { isError, ModelError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Artefact, EmitResult } from '../emit/shared/artefact.ts';
import type { EmitInput, Emitter } from '../emit/input.ts';
import { emitInputOf } from './emit-input.ts';
import { clientEmitter, clientPackageEmitter } from '../emit/client/index.ts';
import { docsEmitter, htmlDocsEmitter, htmlIndexEmitter, resourcePagesEmitter } from '../emit/docs/index.ts';
import { sandboxPageEmitter } from '../emit/docs/sandbox-page.ts';
import { modelSchemaEmitter } from '../emit/model-schema/index.ts';
import { openApiEmitter } from '../emit/openapi/index.ts';
import { serverEmitter } from '../emit/server/index.ts';
import { checkDemoDataOf, demoDataBeside, readDemoData } from '../demo/check.ts';
import { loadSpecDir, type LoadResult } from '../load/load-spec.ts';
import type { Locator } from '../load/merge.ts';
import { NothingRecorded } from '../resolve/consumption.ts';
import { resolveModel, type ResolvedModel } from '../resolve/resolve.ts';
import { unrenderedElements } from '../resolve/unrendered.ts';
import { validateModel } from '../validate/validate.ts';
import type { SharedRuleResults } from '../validate/shared-rule-results.ts';
import { buildVersionView, type VersionView } from '../views/version-view.ts';
import { MAKE_ANEW, type Reuse } from '../model/reuse.ts';

export interface TimedEmit extends EmitResult {
  ms: number;
}

/** Takes each artefact as soon as an emitter makes it (`generate` stages it for writing at once: src/write/writer.ts). */
export type ArtefactSink = (artefact: Artefact) => void;

/** What `compileInto` tells: the artefacts went to the sink, and how long the sink took with them. */
export type StreamedCompileResult =
  { ok: true; resolved: ResolvedModel; views: VersionView[]; warnings: Diagnostic[]; files: number; sinkMs: number } | { ok: false; diagnostics: Diagnostic[] };

/** `warnings`: what the model is accepted with (diagnostics of severity warning); the caller prints them. */
export type CompileResult =
  { ok: true; resolved: ResolvedModel; views: VersionView[]; warnings: Diagnostic[]; outputs: TimedEmit[] } | { ok: false; diagnostics: Diagnostic[] };

export type { Emitter };

/** Every emitter, in the order `generate` prints them. */
export const EMITTERS: readonly Emitter[] = [
  modelSchemaEmitter,
  openApiEmitter,
  clientPackageEmitter,
  clientEmitter,
  serverEmitter,
  docsEmitter,
  resourcePagesEmitter,
  htmlDocsEmitter,
  htmlIndexEmitter,
  sandboxPageEmitter,
];

/**
 * What `validate` runs: every emitter that reads the model (they record what they show beyond
 * the version views, and render templates that can fail). A contract emitter (`reads:
 * 'contract'`, src/emit/input.ts) only serialises the contract products, whose route tables
 * validate builds without it; validate writes nothing.
 */
export const VALIDATING_EMITTERS: readonly Emitter[] = EMITTERS.filter((emitter) => emitter.reads === 'model');

/**
 * Told of each phase of a compile as it ends (the CLI prints a line for each, so a long run shows
 * progress); `load` also tells the size of the model's text (`modelBytes`).
 */
export type OnPhase = (phase: { name: string; ms: number; count?: string; modelBytes?: number }) => void;

const QUIET: OnPhase = () => {};

/** Runs `step` as the phase `name`, telling `onPhase` its time once it ends; `count` describes what it made. */
function phase<T>(onPhase: OnPhase, name: string, step: () => T, count?: (result: T) => string): T {
  const start = performance.now();
  const result = step();
  onPhase({ name, ms: performance.now() - start, ...(count ? { count: count(result) } : {}) });
  return result;
}

/** `locator`: where each model element is written (the change report locates its changes with it). */
export type AnalyseResult =
  { ok: true; resolved: ResolvedModel; views: VersionView[]; locator: Locator; warnings: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

/** Load, validate, resolve and build the per-version views (no emitters); `reuse`: parses of equal texts made earlier. */
export function analyse(specDir: string, onPhase: OnPhase = QUIET, reuse: Reuse = MAKE_ANEW): AnalyseResult {
  return analyseLoaded(loadPhase(specDir, reuse, onPhase), onPhase, reuse);
}

/**
 * `analyse` for model files already loaded (`loadSpecTexts`: tests and fuzzing work in memory).
 * `reuse`: results made earlier for equal file texts; only for files whose data is their text's parse. The views
 * also take from it parts made earlier from the same data (src/views/version-view.ts).
 * `recordRendering`: false for a run that never checks what no artefact shows (`diff`), whose views then record nothing.
 * `shared`: rule results handed on to the next model's validation, or taken from the last one's (src/validate/shared-rule-results.ts).
 */
export function analyseLoaded(
  loaded: LoadResult,
  onPhase: OnPhase = QUIET,
  reuse: Reuse = MAKE_ANEW,
  recordRendering = true,
  shared?: SharedRuleResults,
): AnalyseResult {
  const validated = phase(onPhase, 'validate', () => validateModel(loaded.files, loaded.diagnostics.length > 0, reuse, shared));
  const diagnostics = [...loaded.diagnostics, ...validated.diagnostics];
  if (diagnostics.some(isError) || !validated.model || !validated.locator) return { ok: false, diagnostics };
  const { model, locator } = validated;
  const resolved = phase(onPhase, 'resolve', () => resolveModel(model, locator));
  if (!recordRendering) resolved.consumption = new NothingRecorded();
  const views = phase(
    onPhase,
    'views',
    () => resolved.versionIds.map((id) => buildVersionView(resolved, id, reuse)),
    (built) => `${built.length} versions`,
  );
  return { ok: true, resolved, views, locator, warnings: diagnostics };
}

/** Reads the model folder as the `load` phase. */
export function loadPhase(specDir: string, reuse: Reuse, onPhase: OnPhase): LoadResult {
  const start = performance.now();
  const loaded = loadSpecDir(specDir, reuse);
  loadEnded(onPhase, loaded, start);
  return loaded;
}

/** Tells `onPhase` that the `load` phase begun at `start` read `loaded` (`diff` reads its base elsewhere). */
export function loadEnded(onPhase: OnPhase, loaded: LoadResult, start: number): void {
  const modelBytes = loaded.files.reduce((sum, file) => sum + Buffer.byteLength(file.source.text), 0);
  onPhase({ name: 'load', ms: performance.now() - start, count: `${loaded.files.length} files`, modelBytes });
}

/** `reuse`: results an earlier compile of the same `--watch` made from equal inputs (src/pipeline/session.ts). */
export function compile(specDir: string, emitters: readonly Emitter[] = EMITTERS, reuse: Reuse = MAKE_ANEW, onPhase: OnPhase = QUIET): CompileResult {
  return compileLoaded(loadPhase(specDir, reuse, onPhase), emitters, reuse, onPhase, demoDataBeside(specDir));
}

/**
 * `compile`, each artefact handed to `sink` as it is made instead of kept: a large model's output
 * is never held whole (phases are timed without the sink's time).
 */
export function compileInto(specDir: string, sink: ArtefactSink, onPhase: OnPhase = QUIET, emitters: readonly Emitter[] = EMITTERS): StreamedCompileResult {
  const analysed = analyseLoaded(loadPhase(specDir, MAKE_ANEW, onPhase), onPhase);
  if (!analysed.ok) return analysed;
  let files = 0;
  let sinkMs = 0;
  const timedSink: ArtefactSink = (artefact) => {
    const start = performance.now();
    sink(artefact);
    sinkMs += performance.now() - start;
    files += 1;
  };
  const emitted = emitAnalysed(analysed, emitters, MAKE_ANEW, onPhase, demoDataBeside(specDir), timedSink);
  if (!emitted.ok) return emitted;
  const { outputs: _none, ...result } = emitted;
  return { ...result, files, sinkMs };
}

/** `compile` for model files already loaded. */
/** `demoData`: the demo data that goes with the model (src/demo/check.ts), checked by a compile by every emitter. */
export function compileLoaded(
  loaded: LoadResult,
  emitters: readonly Emitter[] = EMITTERS,
  reuse: Reuse = MAKE_ANEW,
  onPhase: OnPhase = QUIET,
  demoData?: string,
): CompileResult {
  const analysed = analyseLoaded(loaded, onPhase, reuse);
  if (!analysed.ok) return analysed;
  return emitAnalysed(analysed, emitters, reuse, onPhase, demoData);
}

/** Runs one emitter; its artefacts go to `sink` when there is one (its time not counted), else into the result. */
function timedEmit(emitter: Emitter, input: EmitInput, sink: ArtefactSink | undefined): TimedEmit & { count: number } {
  const start = performance.now();
  const artefacts: Artefact[] = [];
  let count = 0;
  let sinkMs = 0;
  for (const artefact of emitter.emit(input)) {
    count += 1;
    if (!sink) {
      artefacts.push(artefact);
      continue;
    }
    const sinkStart = performance.now();
    sink(artefact);
    sinkMs += performance.now() - sinkStart;
  }
  return { name: emitter.name, artefacts, count, ms: performance.now() - start - sinkMs };
}

/** Runs `emitters` on an analysed model; outputs come in the emitters' order (empty ones when `sink` takes the artefacts). */
function emitAnalysed(
  analysed: Extract<AnalyseResult, { ok: true }>,
  emitters: readonly Emitter[],
  reuse: Reuse,
  onPhase: OnPhase,
  demoData?: string,
  sink?: ArtefactSink,
): CompileResult {
  // A compile by every emitter that reads the model is one that ships (generate, validate, --watch):
  // its demo data must fit the model, and it knows what no artefact shows (a contract emitter
  // shows only what the version views and the contract products record as they are built).
  const complete = EMITTERS.every((emitter) => emitter.reads === 'contract' || emitters.includes(emitter));
  // The demo data beside the model, read once: checked here; the examples, the sandbox page and the
  // sandbox's choices come from it, whichever emitters run (a model without any publishes none).
  const demoText = demoData === undefined ? undefined : readDemoData(demoData);
  const input = emitInputOf(analysed.resolved, analysed.views, reuse, undefined, demoText);
  const demo =
    complete && demoData !== undefined
      ? phase(onPhase, 'demo data', () => (demoText === undefined ? [] : checkDemoDataOf(demoText, analysed.resolved, input.views, input.routeTable)))
      : [];
  if (demo.length > 0) return { ok: false, diagnostics: [...analysed.warnings, ...demo] };
  try {
    // The route tables read the model (and record what they read) and can fail: a compile that
    // ships builds them for every version even when it leaves their emitters out (validate). A
    // published document reads of the model only its publication metadata (which records
    // nothing), the rest from its version view: validate does not build it.
    if (complete && emitters.length < EMITTERS.length)
      phase(onPhase, 'contract', () => {
        for (const view of input.views) input.routeTable(view);
      });
    const outputs = emitters.map((emitter) => {
      const { count, ...output } = timedEmit(emitter, input, sink);
      onPhase({ name: output.name, ms: output.ms, count: `${count} files` });
      return output;
    });
    const unrendered = complete ? phase(onPhase, 'unrendered', () => unrenderedElements(analysed.resolved, analysed.resolved.locator, analysed.warnings)) : [];
    return { ...analysed, warnings: [...analysed.warnings, ...unrendered], outputs };
  } catch (error) {
    // Inputs beside the model (the docs templates) are located like model errors.
    if (error instanceof ModelError) return { ok: false, diagnostics: [...analysed.warnings, ...error.diagnostics] };
    throw error;
  }
}
