/**
 * `npm run bench`: how the compiler's cost grows with the size of the model.
 *
 * README
 * ------
 * What it measures: whole `generate` processes, exactly as a user runs them
 * (`node scripts/cli.mjs generate --spec <dir> --out <tmp>`, what `npm run generate` runs), on
 *   - the seed model (`spec/`, 7 runs, after one untimed warm-up run),
 *   - the seed model scaled ×10 and ×100 by `bench/scale-model.ts` (5 and 3 runs),
 *   - `generate --check` on the seed model against up-to-date output (7 runs).
 * Every generate run writes into a fresh, empty output folder under os.tmpdir(), so each
 * run does the full work including the write; nothing is ever written to `generated/`.
 * The figures are interleaved (one run of each per round), so a burst of load from another
 * process hits all figures alike instead of skewing one.
 * Per figure it reports the median and the spread (min–max) of the wall time (measured with
 * performance.now() around the child process), of the compiler's own in-process time (the
 * `generated … in N ms` line, i.e. without Node start-up), and of the peak resident
 * memory (`/usr/bin/time -v`, "Maximum resident set size"; n/a where that tool is missing).
 *
 * Linearity: ms per operation at ×100 divided by ms per operation at ×1 (≤ 1 means no
 * worse than linear). That ratio is flattered by the fixed start-up cost, so the marginal
 * cost per added operation (×1→×10 against ×10→×100) is reported as well: ≈ 1 is linear,
 * clearly above 1 means each operation costs more the bigger the model is. Its verdict is
 * only given when the whole min–max spread agrees; otherwise the report says inconclusive.
 *
 * Bounds: at most 7/5/3/7 runs per figure; each child (its whole process group) is killed
 * after PER_RUN_TIMEOUT_MS; a figure stops early (and says so) once the next run would overrun
 * TOTAL_BUDGET_MS; the whole run takes about two minutes on a 2-core machine. Results go to
 * bench/RESULTS.md and stdout. Absolute times drift on shared machines; compare ratios.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { clientFigures } from './client.ts';
import { serverFigures } from './server.ts';
import { scaleModel } from './scale-model.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'scripts', 'cli.mjs');
const SEED_SPEC = join(ROOT, 'spec');
const RESULTS = join(ROOT, 'bench', 'RESULTS.md');
const TIME_BIN = '/usr/bin/time';

/** The whole measurement (model scaling included) stays inside this, well under 3 minutes. */
const TOTAL_BUDGET_MS = 160_000;
const PER_RUN_TIMEOUT_MS = 60_000;

interface Figure {
  id: string;
  label: string;
  factor: number;
  runs: number;
  check: boolean;
}

/** Order within each round of the interleaved runs (see measureAll). */
const FIGURES: readonly Figure[] = [
  { id: 'x1', label: 'generate, seed model (×1)', factor: 1, runs: 7, check: false },
  { id: 'check', label: 'generate --check, seed model', factor: 1, runs: 7, check: true },
  { id: 'x10', label: 'generate, ×10 model', factor: 10, runs: 5, check: false },
  { id: 'x100', label: 'generate, ×100 model', factor: 100, runs: 3, check: false },
];
/** Order of the rows in the report. */
const REPORT_ORDER = ['x1', 'x10', 'x100', 'check'];

interface RunSample {
  wallMs: number;
  /** The compiler's own total (`generated … in N ms`); undefined for --check. */
  inProcessMs?: number;
  /** The emitters' share (sum of the `<emitter> … N ms` lines). */
  emitMs?: number;
  peakRssKb?: number;
}

interface FigureResult {
  figure: Figure;
  operations: number;
  specBytes: number;
  samples: RunSample[];
  note?: string;
}

interface Stat {
  median: number;
  min: number;
  max: number;
}

function stat(values: readonly number[]): Stat | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

function specFiles(dir: string): string[] {
  return readdirSync(dir).filter((n) => n.endsWith('.yaml') || n.endsWith('.yml'));
}

/** Keys of `operations` across every file of the model. */
function countOperations(dir: string): number {
  let count = 0;
  for (const name of specFiles(dir)) {
    const data = parse(readFileSync(join(dir, name), 'utf8')) as { operations?: Record<string, unknown> } | null;
    count += Object.keys(data?.operations ?? {}).length;
  }
  return count;
}

function specBytes(dir: string): number {
  return specFiles(dir).reduce((sum, name) => sum + readFileSync(join(dir, name)).length, 0);
}

function hasGnuTime(): boolean {
  if (!existsSync(TIME_BIN)) return false;
  const probe = spawnSync(TIME_BIN, ['-v', 'true'], { encoding: 'utf8', timeout: 5_000 });
  return probe.status === 0 && /Maximum resident set size/.test(probe.stderr ?? '');
}

const USE_TIME = hasGnuTime();

class RunFailed extends Error {}
/** The child hit its time limit: the figure stops there, the report is still written. */
class RunTimedOut extends RunFailed {}

interface ChildOutcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  wallMs: number;
  timedOut: boolean;
  error?: Error;
}

/**
 * Runs one child in its own process group, so that on time-out the whole group is killed:
 * `/usr/bin/time` and the node process under it (killing only `time` would orphan node).
 */
function runChild(command: string, args: readonly string[], timeoutMs: number): Promise<ChildOutcome> {
  return new Promise((resolvePromise) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    let timedOut = false;
    let error: Error | undefined;
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    activeChildren.add(killGroup);
    child.on('error', (e) => (error = e));
    child.on('close', (code, signal) => {
      const wallMs = performance.now() - start;
      clearTimeout(timer);
      activeChildren.delete(killGroup);
      resolvePromise({
        code,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        wallMs,
        timedOut,
        ...(error ? { error } : {}),
      });
    });
  });
}

/** Kill functions of the children still running (for Ctrl-C). */
const activeChildren = new Set<() => void>();

/** One generate process; returns its timings or throws with the child's own message. */
async function runOnce(args: readonly string[], timeoutMs: number): Promise<RunSample> {
  const nodeArgs = [CLI, ...args];
  const [command, commandArgs] = USE_TIME ? [TIME_BIN, ['-v', process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  const child = await runChild(command, commandArgs, timeoutMs);
  const { wallMs, stdout, stderr } = child;
  if (child.timedOut) throw new RunTimedOut(`killed after ${wallMs.toFixed(0)} ms (limit ${timeoutMs} ms)`);
  if (child.error || child.code !== 0) {
    const why = child.error ? child.error.message : child.signal ? `killed by ${child.signal}` : `exit code ${child.code}`;
    // Drop /usr/bin/time's own report (tab-indented lines and its exit-status line).
    const tail = stderr
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('\t') && !l.startsWith('Command exited with'))
      .slice(0, 8)
      .join('\n');
    throw new RunFailed(`\`${args.join(' ')}\` failed (${why}) after ${wallMs.toFixed(0)} ms${tail ? `:\n${tail}` : ''}`);
  }
  const total = /generated \d+ files into .* in (\d+) ms/.exec(stdout);
  // One `<emitter>  N files  M ms` line per emitter: their sum is the emit share.
  const emitLines = [...stdout.matchAll(/^\S.*?\s+\d+ files\s+(\d+) ms$/gm)];
  const emitMs = emitLines.length > 0 ? emitLines.reduce((sum, m) => sum + Number(m[1]), 0) : undefined;
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  return {
    wallMs,
    ...(total ? { inProcessMs: Number(total[1]) } : {}),
    ...(emitMs !== undefined ? { emitMs } : {}),
    ...(rss ? { peakRssKb: Number(rss[1]) } : {}),
  };
}

const benchStart = performance.now();
const elapsed = () => performance.now() - benchStart;
const remaining = () => TOTAL_BUDGET_MS - elapsed();

interface FigureState {
  result: FigureResult;
  specDir: string;
  slowest: number;
  stopped: boolean;
}

/** One run of one figure; false when the figure stops (time budget or time-out). */
async function runFigureOnce(state: FigureState, tmpRoot: string, checkDir: string): Promise<boolean> {
  const { result, specDir } = state;
  const { figure } = result;
  const i = result.samples.length;
  // Stop before a run that would likely overrun the budget; the first run needs headroom too.
  if (remaining() < 1_000 || (i > 0 && state.slowest * 1.25 > remaining())) {
    result.note = i === 0 ? 'not measured: time budget' : `stopped after ${i} of ${figure.runs} runs: time budget`;
    return false;
  }
  const timeout = Math.floor(Math.min(PER_RUN_TIMEOUT_MS, remaining()));
  const outDir = join(tmpRoot, `out-${figure.id}-${i + 1}`);
  let sample: RunSample;
  try {
    sample = figure.check
      ? await runOnce(['generate', '--check', '--spec', specDir, '--out', checkDir], timeout)
      : await runOnce(['generate', '--spec', specDir, '--out', outDir], timeout);
  } catch (error) {
    if (!(error instanceof RunTimedOut)) throw error;
    result.note = `run ${i + 1} ${error.message}`;
    console.log(`  ${figure.label}: run ${i + 1}/${figure.runs} ${error.message}`);
    return false;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  state.slowest = Math.max(state.slowest, sample.wallMs);
  result.samples.push(sample);
  const rss = sample.peakRssKb !== undefined ? `, ${(sample.peakRssKb / 1024).toFixed(0)} MB` : '';
  console.log(`  ${figure.label}: run ${i + 1}/${figure.runs} ${sample.wallMs.toFixed(0)} ms${rss}`);
  return true;
}

/**
 * Runs the figures interleaved, one run of each per round (×1, check, ×10, ×100, ×1, …), so
 * that a burst of load from another process on a shared machine hits every figure alike
 * instead of skewing one of them; and the expensive ×100 runs all happen in the first rounds.
 */
async function measureAll(models: Map<number, string>, tmpRoot: string, checkDir: string): Promise<FigureResult[]> {
  const states: FigureState[] = FIGURES.map((figure) => {
    const specDir = models.get(figure.factor)!;
    return {
      result: { figure, operations: countOperations(specDir), specBytes: specBytes(specDir), samples: [] },
      specDir,
      slowest: 0,
      stopped: false,
    };
  });
  const rounds = Math.max(...FIGURES.map((f) => f.runs));
  for (let round = 0; round < rounds; round++) {
    for (const state of states) {
      if (state.stopped || round >= state.result.figure.runs) continue;
      state.stopped = !(await runFigureOnce(state, tmpRoot, checkDir));
    }
  }
  return states.map((s) => s.result);
}

// ---------------------------------------------------------------- report

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const fmtStat = (s: Stat | undefined, digits = 0, scale = 1) =>
  s ? `${fmt(s.median / scale, digits)} (${fmt(s.min / scale, digits)}–${fmt(s.max / scale, digits)})` : 'n/a';

function wallStat(r: FigureResult | undefined) {
  return stat(r?.samples.map((s) => s.wallMs) ?? []);
}
function inProcessStat(r: FigureResult | undefined) {
  return stat((r?.samples ?? []).flatMap((s) => (s.inProcessMs === undefined ? [] : [s.inProcessMs])));
}

interface Marginal {
  /** Median-based marginal ms per added operation, ×1→×10 and ×10→×100, and their ratio. */
  low: number;
  high: number;
  ratio: number;
  /** The ratio's range when the run-to-run spread is taken at its worst either way (undefined: unbounded). */
  ratioMin?: number;
  ratioMax?: number;
}

interface Linearity {
  perOpRatio?: number;
  marginalWall?: Marginal;
  marginalInProcess?: Marginal;
}

function marginal(a: FigureResult | undefined, b: FigureResult | undefined, c: FigureResult | undefined, pick: (r: FigureResult | undefined) => Stat | undefined): Marginal | undefined {
  const [sa, sb, sc] = [pick(a), pick(b), pick(c)];
  if (!a || !b || !c || !sa || !sb || !sc) return undefined;
  const d1 = b.operations - a.operations;
  const d2 = c.operations - b.operations;
  const low = (sb.median - sa.median) / d1;
  const high = (sc.median - sb.median) / d2;
  const lowMin = (sb.min - sa.max) / d1;
  const lowMax = (sb.max - sa.min) / d1;
  const highMin = (sc.min - sb.max) / d2;
  const highMax = (sc.max - sb.min) / d2;
  return {
    low,
    high,
    ratio: high / low,
    ...(lowMin > 0 ? { ratioMin: Math.max(0, highMin) / lowMax, ratioMax: highMax / lowMin } : {}),
  };
}

function linearity(byId: Map<string, FigureResult>): Linearity {
  const [x1, x10, x100] = [byId.get('x1'), byId.get('x10'), byId.get('x100')];
  const w1 = wallStat(x1);
  const w100 = wallStat(x100);
  const out: Linearity = {};
  if (x1 && x100 && w1 && w100) out.perOpRatio = w100.median / x100.operations / (w1.median / x1.operations);
  const mw = marginal(x1, x10, x100, wallStat);
  const mi = marginal(x1, x10, x100, inProcessStat);
  if (mw) out.marginalWall = mw;
  if (mi) out.marginalInProcess = mi;
  return out;
}

/** A verdict only when the whole spread agrees; a noisy run says so instead of guessing. */
function verdict(m: Marginal): string {
  if (m.low <= 0) return 'not meaningful on this run: ×10 was no slower than ×1 (noise exceeds the ×1→×10 difference)';
  const range = m.ratioMin !== undefined && m.ratioMax !== undefined ? `range ${fmt(m.ratioMin, 2)}–${fmt(m.ratioMax, 2)}` : 'range unbounded';
  if (m.ratioMax !== undefined && m.ratioMax <= 1) return `no worse than linear (${range})`;
  if (m.ratioMin !== undefined && m.ratioMin > 1.25) return `superlinear (${range})`;
  const medians = m.ratio <= 1.25 ? 'the medians are consistent with linear' : 'the medians suggest superlinear';
  return `inconclusive within the run-to-run spread (${range}); ${medians}`;
}

function table(results: readonly FigureResult[]): string {
  const header = [
    '| Figure | Runs | Operations | Wall ms, median (min–max) | ms/op | In-process ms, median (min–max) | Emit ms, median | Peak RSS MB, median (min–max) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const rows = results.map((r) => {
    const wall = wallStat(r);
    const emit = stat(r.samples.flatMap((s) => (s.emitMs === undefined ? [] : [s.emitMs])));
    const rss = stat(r.samples.flatMap((s) => (s.peakRssKb === undefined ? [] : [s.peakRssKb])));
    const perOp = wall ? fmt(wall.median / r.operations, 2) : 'n/a';
    const label = r.note ? `${r.figure.label} (${r.note})` : r.figure.label;
    return `| ${label} | ${r.samples.length} | ${r.operations} | ${fmtStat(wall)} | ${perOp} | ${fmtStat(inProcessStat(r))} | ${emit ? fmt(emit.median) : 'n/a'} | ${USE_TIME ? fmtStat(rss, 0, 1024) : 'n/a'} |`;
  });
  return [...header, ...rows].join('\n');
}

function linearitySection(lin: Linearity): string {
  const lines: string[] = [];
  if (lin.perOpRatio !== undefined) {
    lines.push(
      `- **Per-operation cost ×100 / ×1 (wall): ${fmt(lin.perOpRatio, 3)}** → ${lin.perOpRatio <= 1 ? 'no worse than linear' : 'worse than linear'}.`,
      '  This ratio includes the fixed cost of every run (Node start-up, Ajv compiling the model schema), which the ×1 run spreads over few operations; it cannot reveal a mild superlinearity on its own.',
    );
  } else {
    lines.push('- Per-operation cost ×100 / ×1: n/a (a figure is missing).');
  }
  for (const [name, m] of [
    ['wall', lin.marginalWall],
    ['in-process', lin.marginalInProcess],
  ] as const) {
    if (!m) continue;
    lines.push(
      `- Marginal cost per added operation (${name}): ×1→×10 ${fmt(m.low, 2)} ms/op, ×10→×100 ${fmt(m.high, 2)} ms/op; **ratio ${fmt(m.ratio, 2)}** → ${verdict(m)}.`,
    );
  }
  if (lin.marginalWall || lin.marginalInProcess) {
    lines.push(
      '  The marginal ratio compares what each added operation costs between ×10 and ×100 with what it costs between ×1 and ×10: ≈ 1 linear, > 1 per-operation cost growing with the model. The ×1→×10 difference is small (about a second), so on a loaded machine it is the fragile part; the range takes the min/max of every figure at its worst either way.',
    );
  }
  return lines.join('\n');
}

function gitCommit(): string {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', timeout: 5_000 });
  if (git.status !== 0) return 'unknown';
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'src', 'spec'], { cwd: ROOT, encoding: 'utf8', timeout: 5_000 });
  return `${git.stdout.trim()}${dirty.stdout?.trim() ? ' (with uncommitted changes in src/ or spec/)' : ''}`;
}

interface RunContext {
  loadStart: number[];
  loadEnd: number[];
  commitStart: string;
  commitEnd: string;
  totalMs: number;
}

function machineFacts(ctx: RunContext): string {
  const cpu = cpus();
  const loads = (l: number[]) => l.map((x) => fmt(x, 2)).join(' / ');
  const commit =
    ctx.commitStart === ctx.commitEnd
      ? ctx.commitStart
      : `${ctx.commitStart} at the start, ${ctx.commitEnd} at the end: **the code changed during the run; measure again**`;
  return [
    `- Date: ${new Date().toISOString()}`,
    `- CPU cores (os.cpus().length): ${cpu.length}${cpu[0] ? ` × ${cpu[0].model.trim()}` : ''}`,
    `- Memory: ${fmt(totalmem() / 2 ** 30, 1)} GiB total, ${fmt(freemem() / 2 ** 30, 1)} GiB free at the end`,
    `- Load average (1/5/15 min): ${loads(ctx.loadStart)} at the start, ${loads(ctx.loadEnd)} at the end (the benchmark's own child keeps one core busy)`,
    `- Node ${process.version}, ${process.platform}/${process.arch}`,
    `- Commit: ${commit}`,
    `- Peak memory: ${USE_TIME ? '`/usr/bin/time -v` (Maximum resident set size of the child)' : 'n/a (`/usr/bin/time -v` not available)'}`,
  ].join('\n');
}

function report(results: readonly FigureResult[], ctx: RunContext): string {
  const byId = new Map(results.map((r) => [r.figure.id, r]));
  const ordered = REPORT_ORDER.flatMap((id) => (byId.get(id) ? [byId.get(id)!] : []));
  const sizes = ordered
    .filter((r) => !r.figure.check)
    .map((r) => `×${r.figure.factor}: ${r.operations} operations, ${fmt(r.specBytes / 1024, 0)} KiB of YAML`)
    .join('; ');
  return `# Benchmark results

Reproduce with \`npm run bench\` (runs \`tsx bench/run.ts\`, about two minutes; it rewrites this file).
Absolute times drift on shared machines and between runs; the ratios are what count.

Each figure is a whole \`node scripts/cli.mjs generate --spec <model> --out <fresh tmp folder>\` (what \`npm run generate\` runs)
process (\`--check\` compares against up-to-date output and writes nothing). Wall time is measured
around the child process; in-process time is the compiler's own \`generated … in N ms\` line (no
Node start-up); emit is the emitters' share of it. Scaled models come from
\`bench/scale-model.ts\`: the seed files plus renamed copies of enums, resources, parameters,
operations and areas (${sizes}).

## Machine

${machineFacts(ctx)}

## Results

${table(ordered)}

## Linearity

${linearitySection(linearity(byId))}

Whole benchmark: ${fmt(ctx.totalMs / 1000, 1)} s.
`;
}

// ---------------------------------------------------------------- main

async function main(): Promise<number> {
  const loadStart = loadavg();
  const commitStart = gitCommit();
  const tmpRoot = mkdtempSync(join(tmpdir(), 'api-contract-bench-'));
  const cleanup = () => rmSync(tmpRoot, { recursive: true, force: true });
  process.once('SIGINT', () => {
    for (const kill of activeChildren) kill();
    cleanup();
    process.exit(130);
  });
  try {
    console.log(`bench: ${cpus().length} cores, Node ${process.version}, temporary folder ${tmpRoot}`);
    const models = new Map<number, string>([[1, SEED_SPEC]]);
    for (const factor of new Set(FIGURES.map((f) => f.factor))) {
      if (factor === 1) continue;
      const dir = join(tmpRoot, `spec-x${factor}`);
      const start = performance.now();
      scaleModel(SEED_SPEC, dir, factor);
      models.set(factor, dir);
      console.log(`scaled model ×${factor}: ${countOperations(dir)} operations (${(performance.now() - start).toFixed(0)} ms to build)`);
    }

    // One untimed warm-up (the CLI bundle, the transpile cache, file cache); its output is the --check target.
    const checkDir = join(tmpRoot, 'out-check');
    const warm = await runOnce(['generate', '--spec', SEED_SPEC, '--out', checkDir], PER_RUN_TIMEOUT_MS);
    console.log(`warm-up: ${warm.wallMs.toFixed(0)} ms`);

    const results = await measureAll(models, tmpRoot, checkDir);

    console.log('client figures…');
    const clientSection = await clientFigures();
    console.log('route figures…');
    const serverSection = await serverFigures();

    const ctx: RunContext = { loadStart, loadEnd: loadavg(), commitStart, commitEnd: gitCommit(), totalMs: elapsed() };
    const text = `${report(results, ctx)}\n${clientSection}\n${serverSection}`;
    writeFileSync(RESULTS, text);
    console.log(`\n${text}`);
    console.log(`written to ${RESULTS}`);
    return 0;
  } catch (error) {
    console.error(error instanceof RunFailed ? `bench failed: ${error.message}` : error);
    return 1;
  } finally {
    cleanup();
  }
}

process.exitCode = await main();
