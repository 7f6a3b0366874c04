/**
 * `generate --watch`: generates once, then keeps the compiler warm (modules loaded, validator
 * compiled, transpile cache hot) and regenerates whenever a file in the model or template
 * folders changes, printing what changed and how long it took. Model errors are printed,
 * located, and the watch goes on; the output keeps its last good state meanwhile.
 */
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { formatDiagnostic, sortDiagnostics } from '../diagnostics/diagnostic.ts';
import { compile } from '../pipeline/compile.ts';
import { writeOutput } from '../write/writer.ts';

/** Editors save in bursts (write, rename, chmod): wait for the burst to end before compiling. */
const SETTLE_MS = 30;

export interface WatchOptions {
  specDir: string;
  outDir: string;
  /** Shown in messages instead of the absolute output path. */
  outLabel: string;
  folders: readonly string[];
}

async function regenerate(options: WatchOptions, reason: string): Promise<void> {
  const start = performance.now();
  const result = await compile(options.specDir);
  if (!result.ok) {
    for (const d of sortDiagnostics(result.diagnostics)) console.error(formatDiagnostic(d));
    console.error(`${reason}: ${result.diagnostics.length} model error(s); ${options.outLabel}/ left as it was. Watching…`);
    return;
  }
  const diff = writeOutput(options.outDir, result.outputs.flatMap((o) => o.artefacts));
  const files = [...diff.changed, ...diff.added, ...diff.removed];
  const ms = (performance.now() - start).toFixed(0);
  const list = files.length > 6 ? `${files.slice(0, 6).join(', ')}, … (${files.length} files)` : files.join(', ') || 'nothing';
  console.log(`${reason}: regenerated in ${ms} ms; changed: ${list}`);
}

export async function watchAndGenerate(options: WatchOptions): Promise<void> {
  let running = Promise.resolve();
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
      // One compile at a time; a change during a compile runs right after it.
      running = running.then(() => regenerate(options, reason)).catch((error: unknown) => {
        console.error(`internal error: ${error instanceof Error ? error.message : String(error)}`);
      });
    }, SETTLE_MS);
  };
  await regenerate(options, 'start');
  const watchers: FSWatcher[] = options.folders
    .filter((folder) => existsSync(folder))
    // Not recursive: the model is one flat folder, and Linux's recursive watch starts asynchronously,
    // missing edits made right after start-up.
    .map((folder) => watch(folder, (_event, file) => schedule(file ? String(file) : folder)));
  console.log(`watching ${options.folders.filter((f) => existsSync(f)).length} folder(s); Ctrl-C stops.`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      for (const w of watchers) w.close();
      clearTimeout(timer);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
