/**
 * `generate --watch`: generates once, then keeps the compiler warm and regenerates whenever a
 * file in the model or template folders changes, printing what changed and how long it took.
 * Model errors are printed, located, and the watch goes on; the output keeps its last good state
 * meanwhile.
 *
 * Warm means more than loaded: right after the first generation, while the user has not edited
 * anything yet, the pipeline runs twice more without writing (YAML parser included), and the
 * TypeScript compiler is loaded and run on the client's largest files in its worker thread, so
 * that V8 has compiled and optimised what an edit runs. A cold first edit took ~1 s.
 *
 * Emitters that wait on child processes (the Redoc HTML pages, seconds each when the document
 * changed) run after the rest is written: an edit first rewrites everything else with the
 * previous HTML pages kept, then the pages follow. Only the latest edit's pages are built; a
 * build overtaken by a newer edit is dropped.
 */
import { existsSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { basename } from 'node:path';
import { formatDiagnostic, sortDiagnostics } from '../diagnostics/diagnostic.ts';
import type { Artefact } from '../emit/artefact.ts';
import { preloadTranspiler } from '../emit/client/transpile.ts';
import { listSpecFiles, loadSpecTexts } from '../load/load-spec.ts';
import { analyseLoaded, BACKGROUND_EMITTERS, compile, emitAnalysed, EMITTERS, type AnalyseResult, type CompileResult } from '../pipeline/compile.ts';
import { warmUpStructureValidator } from '../validate/structure.ts';
import { writeOutput, type OutputDiff } from '../write/writer.ts';

/**
 * Editors save in bursts (write, rename, chmod) that last a few milliseconds: wait for the
 * burst to end before compiling. Every millisecond here is a millisecond of every edit's latency.
 */
const SETTLE_MS = 15;

export interface WatchOptions {
  specDir: string;
  outDir: string;
  /** Shown in messages instead of the absolute output path. */
  outLabel: string;
  folders: readonly string[];
}

type Analysed = Extract<AnalyseResult, { ok: true }>;

const FOREGROUND = EMITTERS.filter((e) => !BACKGROUND_EMITTERS.has(e.name));
const BACKGROUND = EMITTERS.filter((e) => BACKGROUND_EMITTERS.has(e.name));

function changedList(diff: OutputDiff): string {
  const files = [...diff.changed, ...diff.added, ...diff.removed];
  return files.length > 6 ? `${files.slice(0, 6).join(', ')}, … (${files.length} files)` : files.join(', ') || 'nothing';
}

function artefactsOf(result: Extract<CompileResult, { ok: true }>): Artefact[] {
  return result.outputs.flatMap((o) => o.artefacts);
}

class Watcher {
  /** Bumped by every regeneration that wrote output; background work for an older one is dropped. */
  private generation = 0;
  /** The foreground emitters' output as last written. */
  private foreground: Artefact[] = [];
  /** The background emitters' last output; undefined until they have produced one. */
  private background: Artefact[] | undefined;
  /** The newest generation whose background emitters still have to run. */
  private pendingBackground: { generation: number; analysed: Analysed; reason: string } | undefined;
  private backgroundRunning = false;
  /**
   * Set on Ctrl-C / SIGTERM. Work already under way (a compile waiting on the transpiler, a Redoc
   * build in a child process) may still finish; once stopped, nothing more is written.
   */
  private stopped = false;

  constructor(private readonly options: WatchOptions) {}

  stop(): void {
    this.stopped = true;
    this.pendingBackground = undefined;
  }

  /** Writes the output unless the watch has stopped meanwhile; undefined when it has. */
  private write(artefacts: readonly Artefact[]): OutputDiff | undefined {
    return this.stopped ? undefined : writeOutput(this.options.outDir, artefacts);
  }

  /** Everything, background emitters included (the first run, and any run with no earlier HTML pages to keep). */
  async generateAll(reason: string): Promise<void> {
    const start = performance.now();
    const result = await compile(this.options.specDir);
    if (!this.reportErrors(result, reason)) return;
    this.generation++;
    this.foreground = result.outputs.filter((o) => !BACKGROUND_EMITTERS.has(o.name)).flatMap((o) => o.artefacts);
    this.background = result.outputs.filter((o) => BACKGROUND_EMITTERS.has(o.name)).flatMap((o) => o.artefacts);
    const diff = this.write(artefactsOf(result));
    if (!diff) return;
    console.log(`${reason}: regenerated in ${(performance.now() - start).toFixed(0)} ms; changed: ${changedList(diff)}`);
  }

  async regenerate(reason: string): Promise<void> {
    if (!this.background || BACKGROUND.length === 0) return this.generateAll(reason);
    const start = performance.now();
    const result = await compile(this.options.specDir, FOREGROUND);
    if (!this.reportErrors(result, reason)) return;
    const generation = ++this.generation;
    this.foreground = artefactsOf(result);
    const diff = this.write([...this.foreground, ...this.background]);
    if (!diff) return;
    console.log(`${reason}: regenerated in ${(performance.now() - start).toFixed(0)} ms; changed: ${changedList(diff)}; HTML references follow`);
    this.pendingBackground = { generation, analysed: result, reason };
    void this.runBackground();
  }

  /** The foreground pipeline once more, nothing written, parsing the model without the parse cache. */
  async rehearse(): Promise<void> {
    const { specDir } = this.options;
    const texts = listSpecFiles(specDir).map((path) => ({ name: `${basename(specDir)}/${basename(path)}`, text: readFileSync(path, 'utf8') }));
    const loaded = loadSpecTexts(texts);
    // Files that passed validation once are not validated again, so this is the validator's only rehearsal.
    warmUpStructureValidator(loaded.files.map((f) => f.data));
    const analysed = analyseLoaded(loaded);
    if (analysed.ok) await emitAnalysed(analysed, FOREGROUND);
  }

  /** Runs the background emitters for the newest pending generation, one build at a time. */
  private async runBackground(): Promise<void> {
    if (this.backgroundRunning) return;
    this.backgroundRunning = true;
    try {
      for (let job = this.pendingBackground; job; job = this.pendingBackground) {
        this.pendingBackground = undefined;
        const start = performance.now();
        const result = await emitAnalysed(job.analysed, BACKGROUND);
        // A newer edit has been written meanwhile: its own build is pending or running next.
        if (job.generation !== this.generation) continue;
        if (!this.reportErrors(result, job.reason)) continue;
        this.background = artefactsOf(result);
        const diff = this.write([...this.foreground, ...this.background]);
        if (!diff) return;
        console.log(`${job.reason}: HTML references rebuilt in ${(performance.now() - start).toFixed(0)} ms; changed: ${changedList(diff)}`);
      }
    } catch (error) {
      console.error(`internal error while building the HTML references: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.backgroundRunning = false;
    }
  }

  /** False (after printing them) when the result is model errors. */
  private reportErrors(result: CompileResult, reason: string): result is Extract<CompileResult, { ok: true }> {
    if (result.ok) return true;
    for (const d of sortDiagnostics(result.diagnostics)) console.error(formatDiagnostic(d));
    console.error(`${reason}: ${result.diagnostics.length} model error(s); ${this.options.outLabel}/ left as it was. Watching…`);
    return false;
  }
}

/** Rehearsals of the pipeline at start; two get V8 past its first, slowest tiers. */
const REHEARSALS = 2;

export async function watchAndGenerate(options: WatchOptions): Promise<void> {
  const watcher = new Watcher(options);
  let running = Promise.resolve();
  /** One compile at a time: edits queue behind the one running (or behind the warm-up). */
  const enqueue = (work: () => Promise<void>) => {
    running = running.then(work).catch((error: unknown) => {
      console.error(`internal error: ${error instanceof Error ? error.message : String(error)}`);
    });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  const changed = new Set<string>();
  const schedule = (file: string) => {
    changed.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      // Editors' temporary files (`.v4.yaml.swp`, `sedXYZ`) are noise in the message.
      const named = [...changed].filter((f) => /\.(ya?ml|hbs|md)$/.test(f));
      const reason = (named.length > 0 ? named : [...changed]).join(', ');
      changed.clear();
      void enqueue(() => watcher.regenerate(reason));
    }, SETTLE_MS);
  };
  await watcher.generateAll('start');
  const watchers: FSWatcher[] = options.folders
    .filter((folder) => existsSync(folder))
    // Not recursive: the model is one flat folder, and Linux's recursive watch starts asynchronously,
    // missing edits made right after start-up.
    .map((folder) => watch(folder, (_event, file) => schedule(file ? String(file) : folder)));
  console.log(`watching ${options.folders.filter((f) => existsSync(f)).length} folder(s); Ctrl-C stops.`);
  const warmUpStart = performance.now();
  // A compiler that fails to load is left for the first edit that needs it to report.
  const transpiler = preloadTranspiler().catch(() => undefined);
  void Promise.all([transpiler, ...Array.from({ length: REHEARSALS }, () => enqueue(() => watcher.rehearse()))]).then(() => {
    console.log(`warmed up for edits in ${(performance.now() - warmUpStart).toFixed(0)} ms.`);
  });
  await new Promise<void>((resolve) => {
    const stop = () => {
      watcher.stop();
      for (const w of watchers) w.close();
      clearTimeout(timer);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
