/**
 * `npm run bench`: how the compiler's cost grows with the size of the model.
 *
 * README
 * ------
 * What it measures: whole `generate` processes, exactly as a user runs them
 * (`node --import tsx src/cli/main.ts generate --spec <dir> --out <tmp>`), on
 *   - the seed model (`spec/`, 7 runs, after one untimed warm-up run),
 *   - the seed model scaled ×10 and ×100 by `bench/scale-model.ts` (5 and 3 runs),
 *   - `generate --check` on the seed model against up-to-date output (7 runs).
 * Every generate run writes into a fresh, empty output folder under os.tmpdir(), so each
 * run does the full work including the write; nothing is ever written to `generated/`.
 * Per figure it reports the median and the spread (min–max) of the wall time (measured with
 * performance.now() around the child process), of the compiler's own in-process time (the
 * `generated … in N ms` line, i.e. without Node/tsx start-up), and of the peak resident
 * memory (`/usr/bin/time -v`, "Maximum resident set size"; n/a where that tool is missing).
 *
 * Linearity: ms per operation at ×100 divided by ms per operation at ×1 (≤ 1 means no
 * worse than linear). That ratio is flattered by the fixed start-up cost, so the marginal
 * cost per added operation (×1→×10 against ×10→×100) is reported as well: ≈ 1 is linear,
 * clearly above 1 means each operation costs more the bigger the model is.
 *
 * Bounds: at most 7/5/3/7 runs per figure, each child killed after PER_RUN_TIMEOUT_MS, and a
 * figure stops early (and says so) once the next run would overrun TOTAL_BUDGET_MS; the whole
 * run takes about two minutes on a 2-core machine. Results go to bench/RESULTS.md and stdout.
 * Absolute times drift on shared machines; compare ratios, not milliseconds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { scaleModel } from './scale-model.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'src', 'cli', 'main.ts');
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

/** Run order: cheap figures first, so a tight budget can only shorten the ×100 figure. */
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
  /** The OpenAPI emitter's share (`openapi … N ms`). */
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

/** One child process; returns its timings or throws with the child's own message. */
function runOnce(args: readonly string[], timeoutMs: number): RunSample {
  const nodeArgs = ['--import', 'tsx', CLI, ...args];
  const [command, commandArgs] = USE_TIME ? [TIME_BIN, ['-v', process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  const start = performance.now();
  const child = spawnSync(command, commandArgs, {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: 16 * 1024 * 1024,
  });
  const wallMs = performance.now() - start;
  const stdout = child.stdout ?? '';
  const stderr = child.stderr ?? '';
  if (child.error || child.status !== 0) {
    const why = child.error ? child.error.message : child.signal ? `killed by ${child.signal}` : `exit code ${child.status}`;
    // Drop /usr/bin/time's own report (tab-indented lines and its exit-status line).
    const tail = stderr
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('\t') && !l.startsWith('Command exited with'))
      .slice(0, 8)
      .join('\n');
    throw new RunFailed(`\`${args.join(' ')}\` failed (${why}) after ${wallMs.toFixed(0)} ms${tail ? `:\n${tail}` : ''}`);
  }
  const total = /generated \d+ files into .* in (\d+) ms/.exec(stdout);
  const emit = /^openapi\s+\d+ files\s+(\d+) ms/m.exec(stdout);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  return {
    wallMs,
    ...(total ? { inProcessMs: Number(total[1]) } : {}),
    ...(emit ? { emitMs: Number(emit[1]) } : {}),
    ...(rss ? { peakRssKb: Number(rss[1]) } : {}),
  };
}

const benchStart = performance.now();
const elapsed = () => performance.now() - benchStart;
const remaining = () => TOTAL_BUDGET_MS - elapsed();

function measure(figure: Figure, specDir: string, tmpRoot: string, checkDir: string): FigureResult {
  const result: FigureResult = { figure, operations: countOperations(specDir), specBytes: specBytes(specDir), samples: [] };
  let slowest = 0;
  for (let i = 0; i < figure.runs; i++) {
    // Stop before a run that would likely overrun the budget; the first run needs headroom too.
    if (i > 0 && slowest * 1.25 > remaining()) {
      result.note = `stopped after ${i} of ${figure.runs} runs: time budget`;
      break;
    }
    if (remaining() < 1_000) {
      result.note = 'not measured: time budget';
      break;
    }
    const timeout = Math.min(PER_RUN_TIMEOUT_MS, remaining());
    let sample: RunSample;
    if (figure.check) {
      sample = runOnce(['generate', '--check', '--spec', specDir, '--out', checkDir], timeout);
    } else {
      const outDir = join(tmpRoot, `out-${figure.id}-${i + 1}`);
      try {
        sample = runOnce(['generate', '--spec', specDir, '--out', outDir], timeout);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    }
    slowest = Math.max(slowest, sample.wallMs);
    result.samples.push(sample);
    const rss = sample.peakRssKb !== undefined ? `, ${(sample.peakRssKb / 1024).toFixed(0)} MB` : '';
    console.log(`  ${figure.label}: run ${i + 1}/${figure.runs} ${sample.wallMs.toFixed(0)} ms${rss}`);
  }
  return result;
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

interface Linearity {
  perOpRatio?: number;
  marginalWall?: { low: number; high: number; ratio: number };
  marginalInProcess?: { low: number; high: number; ratio: number };
}

function marginal(a: FigureResult | undefined, b: FigureResult | undefined, c: FigureResult | undefined, pick: (r: FigureResult | undefined) => Stat | undefined) {
  const [sa, sb, sc] = [pick(a), pick(b), pick(c)];
  if (!a || !b || !c || !sa || !sb || !sc) return undefined;
  const low = (sb.median - sa.median) / (b.operations - a.operations);
  const high = (sc.median - sb.median) / (c.operations - b.operations);
  return { low, high, ratio: high / low };
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

function verdict(ratio: number): string {
  if (ratio <= 1) return 'no worse than linear';
  if (ratio <= 1.25) return 'close to linear (slightly superlinear, within what GC and noise explain)';
  return 'superlinear';
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
      '  This ratio includes the fixed cost of every run (Node + tsx start-up, Ajv compiling the model schema), which the ×1 run spreads over few operations; it cannot reveal a mild superlinearity on its own.',
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
      `- Marginal cost per added operation (${name}): ×1→×10 ${fmt(m.low, 2)} ms/op, ×10→×100 ${fmt(m.high, 2)} ms/op; **ratio ${fmt(m.ratio, 2)}** → ${verdict(m.ratio)}.`,
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

function machineFacts(load: number[]): string {
  const cpu = cpus();
  return [
    `- Date: ${new Date().toISOString()}`,
    `- CPU cores (os.cpus().length): ${cpu.length}${cpu[0] ? ` × ${cpu[0].model.trim()}` : ''}`,
    `- Memory: ${fmt(totalmem() / 2 ** 30, 1)} GiB total, ${fmt(freemem() / 2 ** 30, 1)} GiB free at the end`,
    `- Load average at start (1/5/15 min): ${load.map((l) => fmt(l, 2)).join(' / ')}`,
    `- Node ${process.version}, ${process.platform}/${process.arch}`,
    `- Commit: ${gitCommit()}`,
    `- Peak memory: ${USE_TIME ? '`/usr/bin/time -v` (Maximum resident set size of the child)' : 'n/a (`/usr/bin/time -v` not available)'}`,
  ].join('\n');
}

function report(results: readonly FigureResult[], load: number[], totalMs: number): string {
  const byId = new Map(results.map((r) => [r.figure.id, r]));
  const ordered = REPORT_ORDER.flatMap((id) => (byId.get(id) ? [byId.get(id)!] : []));
  const sizes = ordered
    .filter((r) => !r.figure.check)
    .map((r) => `×${r.figure.factor}: ${r.operations} operations, ${fmt(r.specBytes / 1024, 0)} KiB of YAML`)
    .join('; ');
  return `# Benchmark results

Reproduce with \`npm run bench\` (runs \`tsx bench/run.ts\`, about two minutes; it rewrites this file).
Absolute times drift on shared machines and between runs; the ratios are what count.

Each figure is a whole \`node --import tsx src/cli/main.ts generate --spec <model> --out <fresh tmp folder>\`
process (\`--check\` compares against up-to-date output and writes nothing). Wall time is measured
around the child process; in-process time is the compiler's own \`generated … in N ms\` line (no
Node/tsx start-up); emit is the OpenAPI emitter's share of it. Scaled models come from
\`bench/scale-model.ts\`: the seed files plus renamed copies of enums, resources, parameters,
operations and areas (${sizes}).

## Machine

${machineFacts(load)}

## Results

${table(ordered)}

## Linearity

${linearitySection(linearity(byId))}

Whole benchmark: ${fmt(totalMs / 1000, 1)} s.
`;
}

// ---------------------------------------------------------------- main

function main(): number {
  const load = loadavg();
  const tmpRoot = mkdtempSync(join(tmpdir(), 'api-contract-bench-'));
  const cleanup = () => rmSync(tmpRoot, { recursive: true, force: true });
  process.once('SIGINT', () => {
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

    // One untimed warm-up (tsx's transform cache, file cache); its output is the --check target.
    const checkDir = join(tmpRoot, 'out-check');
    const warm = runOnce(['generate', '--spec', SEED_SPEC, '--out', checkDir], PER_RUN_TIMEOUT_MS);
    console.log(`warm-up: ${warm.wallMs.toFixed(0)} ms`);

    const results: FigureResult[] = [];
    for (const figure of FIGURES) results.push(measure(figure, models.get(figure.factor)!, tmpRoot, checkDir));

    const text = report(results, load, elapsed());
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

process.exitCode = main();
