/**
 * `generate --watch`: generates once, then keeps the compiler warm and regenerates whenever a
 * file in the model or template folders changes, printing what changed and how long it took.
 * Model errors are printed, located, and the watch goes on; the output keeps its last good state
 * meanwhile.
 *
 * Warm means more than loaded: right after the first generation, while the user has not edited
 * anything yet, the pipeline runs REHEARSALS more times without writing, so that V8 has compiled
 * what an edit runs, and the client's transpiler is loaded.
 */
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { formatDiagnostic, sortDiagnostics } from '../diagnostics/diagnostic.ts';
import { loadTranspiler } from '../emit/client/transpile.ts';
import { compile, EMITTERS, type CompileResult } from '../pipeline/compile.ts';
import { CompileSession } from '../pipeline/session.ts';
import { OutputError } from '../write/os-errors.ts';
import { OutputWriter, type OutputDiff } from '../write/writer.ts';

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
  lockTimeoutMs: number;
}

function changedList(diff: OutputDiff): string {
  const files = [...diff.changed, ...diff.added, ...diff.removed];
  return files.length > 6 ? `${files.slice(0, 6).join(', ')}, … (${files.length} files)` : files.join(', ') || 'nothing';
}

class Watcher {
  private readonly writer: OutputWriter;
  /** What one compile reuses of the last one's work (src/pipeline/session.ts); the last rehearsal's once it has run. */
  private session = new CompileSession();

  constructor(private readonly options: WatchOptions) {
    this.writer = new OutputWriter(options.outDir, { lockTimeoutMs: options.lockTimeoutMs });
  }

  regenerate(reason: string): void {
    const start = performance.now();
    const result = this.compile();
    if (!this.reportErrors(result, reason)) return;
    let diff: OutputDiff;
    try {
      diff = this.writer.write(result.outputs.flatMap((o) => o.artefacts));
    } catch (error) {
      if (!(error instanceof OutputError)) throw error;
      // A refused or unwritable output: said, and the watch goes on (the user can fix it).
      console.error(`${reason}: error: ${error.message} Watching…`);
      return;
    }
    console.log(`${reason}: regenerated in ${(performance.now() - start).toFixed(0)} ms; changed: ${changedList(diff)}`);
  }

  /**
   * The pipeline once more, and the writer's comparison with the output, nothing written, in a
   * session of the rehearsal's own: every step runs, each rehearsal, as an edit runs its edited
   * version's (a session kept across rehearsals would skip every emitter of both versions after
   * the first, and the first edit would run them barely compiled). The last rehearsal's session
   * (`then: 'keep its session'`) becomes the watch's: the first edits then reuse what code V8 had
   * compiled made, not what the start's compile made while V8 was still settling the shapes of
   * its objects (×10 model, 8 paired runs of 12 edits: the first edit's CPU 515 → 455 ms, an
   * edit's on average 278 → 256 ms).
   */
  rehearse(then: 'keep its session' | 'drop its session'): void {
    const session = new CompileSession();
    let result: CompileResult | undefined;
    try {
      result = compile(this.options.specDir, EMITTERS, session.reuse);
      if (result.ok) this.writer.diffOnly(result.outputs.flatMap((o) => o.artefacts));
    } finally {
      session.endCompile(result?.ok === true);
    }
    if (then === 'keep its session' && result.ok) this.session = session;
  }

  private compile(): CompileResult {
    let result: CompileResult | undefined;
    try {
      result = compile(this.options.specDir, EMITTERS, this.session.reuse);
      return result;
    } finally {
      this.session.endCompile(result?.ok === true);
    }
  }

  /** False (after printing them) when the result is model errors. */
  private reportErrors(result: CompileResult, reason: string): result is Extract<CompileResult, { ok: true }> {
    // Warnings are shown and do not stop the regeneration (watch mode has no --strict).
    for (const d of sortDiagnostics(result.ok ? result.warnings : [])) console.error(formatDiagnostic(d));
    if (result.ok) return true;
    for (const d of sortDiagnostics(result.diagnostics)) console.error(formatDiagnostic(d));
    console.error(`${reason}: ${result.diagnostics.length} model error(s); ${this.options.outLabel}/ left as it was. Watching…`);
    return false;
  }
}

/**
 * Rehearsals of the pipeline at start. Without any, the first edit took ~100 ms longer than the
 * later ones (it ran V8's slowest tiers). With two, a first edit still took ~20 ms longer than
 * the later ones; with six, about as long (`npm run bench -- --only watch`, three runs each).
 * Six take about a second, in the background.
 */
export const REHEARSALS = 6;

export async function watchAndGenerate(options: WatchOptions): Promise<void> {
  const watcher = new Watcher(options);
  /** Set on Ctrl-C / SIGTERM: compiles still queued are then dropped. */
  let stopped = false;
  let running = Promise.resolve();
  /**
   * One compile at a time: edits queue behind the one running (or behind the warm-up). Each job
   * starts from the event loop, so file events and Ctrl-C are seen between jobs.
   */
  const enqueue = (work: () => void) => {
    running = running
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        // After Ctrl-C, what is still queued (the warm-up's rehearsals, an edit) is dropped.
        if (!stopped) work();
      })
      .catch((error: unknown) => {
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
      // Editors' temporary files (`.errors.yaml.swp`, `sedXYZ`) are noise in the message.
      const named = [...changed].filter((f) => /\.(ya?ml|hbs|md)$/.test(f));
      const reason = (named.length > 0 ? named : [...changed]).join(', ');
      changed.clear();
      void enqueue(() => watcher.regenerate(reason));
    }, SETTLE_MS);
  };
  watcher.regenerate('start');
  const watchers: FSWatcher[] = options.folders
    .filter((folder) => existsSync(folder))
    // Not recursive: the model is one flat folder, and Linux's recursive watch starts asynchronously,
    // missing edits made right after start-up.
    .map((folder) => watch(folder, (_event, file) => schedule(file ? String(file) : folder)));
  console.log(`watching ${options.folders.filter((f) => existsSync(f)).length} folder(s); Ctrl-C stops.`);
  const warmUpStart = performance.now();
  try {
    loadTranspiler();
  } catch {
    // A transformer that fails to load is left for the first edit that needs it to report.
  }
  void Promise.all(
    Array.from({ length: REHEARSALS }, (_, i) => enqueue(() => watcher.rehearse(i === REHEARSALS - 1 ? 'keep its session' : 'drop its session'))),
  ).then(() => {
    console.log(`warmed up for edits in ${(performance.now() - warmUpStart).toFixed(0)} ms.`);
  });
  await new Promise<void>((resolve) => {
    const stop = () => {
      stopped = true;
      for (const w of watchers) w.close();
      clearTimeout(timer);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
