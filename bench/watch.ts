/**
 * `generate --watch` latency: in a temporary copy of spec/, with --spec and --out into
 * temporary folders, a one-line change in v4.yaml (an operation's summary: it changes the
 * OpenAPI documents, the client's code and its declarations, the Markdown docs and the HTML
 * reference of v4), made once the watch reports itself warm. Per edit:
 *   - internal: the watch's own `regenerated in N ms` line (compile and write, after the burst
 *     of file events settled);
 *   - external: from just before the file write to that line arriving here, which the watch
 *     prints once the new output is in place (checked: the OpenAPI document and the HTML
 *     reference hold the new summary).
 * Edits are PAUSE_MS apart, as a person's are, so each is measured alone. Each summary is new
 * (a per-run nonce), so no cache already holds its output: the work is really done. The first
 * edit of each watch process is reported apart from the later ones (steady state).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REHEARSALS } from '../src/cli/watch.ts';
import { CLI, fmt, fmtStat, ROOT, stat, type Section } from './measure.ts';

const PROCESSES = 4;
const EDITS_PER_PROCESS = 6;
/** Time between one edit's output and the next edit. */
const PAUSE_MS = 500;
/** Bounds: a watch that does not answer is given up on, the report says so. */
const LINE_TIMEOUT_MS = 60_000;
const TARGET_MS = 200;

class WatchProcess {
  private stdout = '';
  private stderr = '';
  private readonly child: ChildProcess;

  constructor(spec: string, out: string) {
    this.child = spawn(process.execPath, [CLI, 'generate', '--watch', '--spec', spec, '--out', out], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (b: Buffer) => (this.stdout += b.toString()));
    this.child.stderr!.on('data', (b: Buffer) => (this.stderr += b.toString()));
  }

  /** Resolves with the match of `pattern` in stdout after `from` (a character offset), polling every millisecond. */
  async waitFor(pattern: RegExp, from: number): Promise<{ match: RegExpExecArray; at: number; end: number }> {
    const deadline = performance.now() + LINE_TIMEOUT_MS;
    for (;;) {
      const match = pattern.exec(this.stdout.slice(from));
      if (match) return { match, at: performance.now(), end: from + match.index + match[0].length };
      if (performance.now() > deadline || this.child.exitCode !== null) {
        throw new Error(
          `watch: no ${pattern} within ${LINE_TIMEOUT_MS} ms${this.stderr ? `; stderr: ${this.stderr.trim().split('\n').slice(-3).join(' | ')}` : ''}`,
        );
      }
      await new Promise((r) => setTimeout(r, 1));
    }
  }

  get offset(): number {
    return this.stdout.length;
  }

  stop(): void {
    this.child.kill('SIGTERM');
  }
}

export interface EditSample {
  internalMs: number;
  externalMs: number;
}

export interface ProcessSamples {
  startMs: number;
  warmUpMs: number;
  edits: EditSample[];
}

/** Every file under `dir` (absolute paths). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** One watch process on a copy of the model at `source`, `edits` edits. */
async function watchOnce(work: string, nonce: string, source: string, edits: number): Promise<ProcessSamples> {
  const spec = join(work, 'spec');
  cpSync(source, spec, { recursive: true });
  const v4 = join(spec, 'v4.yaml');
  const original = readFileSync(v4, 'utf8');
  const watch = new WatchProcess(spec, join(work, 'out'));
  try {
    const started = await watch.waitFor(/start: regenerated in (\d+) ms/, 0);
    const warm = await watch.waitFor(/warmed up for edits in (\d+) ms/, started.end);
    const samples: ProcessSamples = { startMs: Number(started.match[1]), warmUpMs: Number(warm.match[1]), edits: [] };
    let offset = warm.end;
    for (let i = 0; i < edits; i++) {
      const summary = `summary: Confirm identity (bench ${nonce}, edit ${i + 1})`;
      const from = watch.offset;
      const before = performance.now();
      writeFileSync(v4, original.replace('summary: Confirm identity', summary));
      const done = await watch.waitFor(/v4\.yaml: regenerated in (\d+) ms/, Math.max(from, offset));
      // The OpenAPI document and the HTML reference (its one page, or the part that holds the operation) hold the edit.
      const holdsEdit = (file: string) => readFileSync(file, 'utf8').includes(summary.slice('summary: '.length));
      if (!holdsEdit(join(work, 'out', 'openapi', 'v4.yaml'))) throw new Error('watch: openapi/v4.yaml does not hold the edit');
      const html = join(work, 'out', 'docs', 'html');
      const htmlOfV4 = [join(html, 'v4.html'), ...(existsSync(join(html, 'v4')) ? filesUnder(join(html, 'v4')) : [])];
      if (!htmlOfV4.some(holdsEdit)) throw new Error('watch: no v4 HTML reference holds the edit');
      offset = done.end;
      samples.edits.push({ internalMs: Number(done.match[1]), externalMs: done.at - before });
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
    return samples;
  } finally {
    watch.stop();
  }
}

/**
 * `processes` watch processes of `edits` edits each on copies of the model at `source`; a failure
 * stops the run, and is told with what was measured before it.
 */
export async function watchEdits(
  tmpRoot: string,
  source: string,
  processes: number,
  edits: number,
): Promise<{ processes: ProcessSamples[]; failure?: string }> {
  const nonce = Date.now().toString(36);
  const done: ProcessSamples[] = [];
  for (let p = 0; p < processes; p++) {
    const work = mkdtempSync(join(tmpRoot, 'watch-'));
    try {
      done.push(await watchOnce(work, `${nonce}-${p}`, source, edits));
    } catch (error) {
      return { processes: done, failure: error instanceof Error ? error.message : String(error) };
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return { processes: done };
}

export async function watchFigures(tmpRoot: string): Promise<Section> {
  const { processes, failure } = await watchEdits(tmpRoot, join(ROOT, 'spec'), PROCESSES, EDITS_PER_PROCESS);
  const first = processes.flatMap((p) => p.edits.slice(0, 1));
  const steady = processes.flatMap((p) => p.edits.slice(1));
  const row = (label: string, edits: readonly EditSample[]) =>
    `| ${label} | ${edits.length} | ${fmtStat(stat(edits.map((e) => e.internalMs)))} | **${fmtStat(stat(edits.map((e) => e.externalMs)))}** |`;
  const steadyExternal = stat(steady.map((e) => e.externalMs));
  const firstExternal = stat(first.map((e) => e.externalMs));
  const met = (s: ReturnType<typeof stat>) => (s && s.median < TARGET_MS ? 'met' : 'not met');
  const markdown = [
    '## Watch mode',
    '',
    `\`generate --watch\` on a temporary copy of spec/ (${PROCESSES} watch processes, ${EDITS_PER_PROCESS} edits each, each edit a new one-line summary of a v4 operation, the first made once the watch printed \`warmed up\`, the next ${PAUSE_MS} ms after the previous one's output). External: from just before the file write to the watch's \`regenerated\` line (printed once the whole new output, HTML reference included, is in place; the 15 ms the watch lets a burst of editor writes settle is included).`,
    '',
    '| Edit | Edits | Internal ms, median (min–max) | External ms, median (min–max) |',
    '|---|---:|---:|---:|',
    row('first edit of a watch process', first),
    row('later edits (steady state)', steady),
    '',
    `Start: first generation ${fmtStat(stat(processes.map((p) => p.startMs)))} ms, then warm-up ${fmtStat(stat(processes.map((p) => p.warmUpMs)))} ms in the background (the pipeline rehearsed ${REHEARSALS} times, the client's transformer loaded); an edit during the warm-up waits for it.`,
    '',
    `Target: < ${TARGET_MS} ms (external, everything) → first edit ${met(firstExternal)} (median ${firstExternal ? fmt(firstExternal.median) : 'n/a'} ms), steady state ${met(steadyExternal)} (median ${steadyExternal ? fmt(steadyExternal.median) : 'n/a'} ms).${failure ? `\n\nStopped early: ${failure}` : ''}`,
    '',
  ].join('\n');
  return {
    markdown,
    summary: [
      {
        figure: '`--watch`, one-line spec edit → everything written, HTML reference included (first edit / steady state)',
        measured: `${firstExternal ? fmt(firstExternal.median) : 'n/a'} / ${steadyExternal ? fmt(steadyExternal.median) : 'n/a'} ms`,
        target: `< ${TARGET_MS} ms`,
        met: Boolean(firstExternal && steadyExternal && firstExternal.median < TARGET_MS && steadyExternal.median < TARGET_MS),
      },
    ],
  };
}

if (process.argv[1] === import.meta.filename) {
  const tmp = mkdtempSync(join(tmpdir(), 'watch-bench-'));
  try {
    console.log((await watchFigures(tmp)).markdown);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
