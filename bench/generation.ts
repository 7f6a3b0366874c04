/**
 * Generation figures: whole processes, exactly as users run them.
 *
 * Ours: `node scripts/cli.mjs generate --spec <model> --out <fresh folder>` (what `npm run
 * generate` runs) on the seed model, the seed model scaled ×10 and ×100 (bench/scale-model.ts),
 * and `generate --check` against up-to-date output; the seed model also right after a one-line
 * edit of one model file (what a user's regeneration on a spec change sees). The compiler keeps
 * no cache of the model between runs: every run parses, validates, emits and transpiles
 * everything, so these runs are also what a first run on a model is. What the build compiles
 * from the tool's own files (dist/: the CLI bundle with the model-schema validator and the
 * precompiled templates, and V8's code cache of the bundle) is in place, as `npm ci` leaves it.
 * The code cache is also measured removed (bench/without-code-cache.mjs), in the same rounds.
 * Peers (bench/peers.ts): each tool on our generated/openapi/v4.yaml.
 *
 * Figures are interleaved, one run of each per round (the order reversed every other round), so
 * a burst of load from another process hits every figure alike: first the seed-model figures with
 * the peers, then the scaled models (see runRounds' caller); pending writes are flushed before
 * each run (`sync`), so none pays for the one before it. Each child (its whole process
 * group) is killed after PER_RUN_TIMEOUT_MS; a figure stops early, and says so, once its next
 * run would overrun the section's budget.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  Budget,
  CLI,
  flushPendingWrites,
  fmt,
  fmtBytes,
  fmtStat,
  folderSize,
  nodeCommand,
  ownErrorLines,
  peakRssKb,
  ROOT,
  runChild,
  stat,
  USE_TIME,
  type FolderSize,
  type Stat,
  type SummaryRow,
} from './measure.ts';
import { PEERS } from './peers.ts';

const WITHOUT_CODE_CACHE = join(ROOT, 'bench', 'without-code-cache.mjs');

const PER_RUN_TIMEOUT_MS = 120_000;

interface RunSample {
  wallMs: number;
  /** Ours: the compiler's own total (`generated … in N ms`). */
  inProcessMs?: number;
  peakRssKb?: number;
}

interface Figure {
  id: string;
  label: string;
  runs: number;
  /** Operations in the model (ours) or undefined (peers). */
  factor?: number;
  /** Node arguments and environment for run `i`, writing into `outDir` (a fresh folder). */
  command(outDir: string): { args: string[]; env?: NodeJS.ProcessEnv; cwd?: string };
}

export interface FigureResult {
  figure: Figure;
  samples: RunSample[];
  /** What one run wrote. */
  output?: FolderSize;
  operations?: number;
  note?: string;
}

class RunFailed extends Error {}

function specFiles(dir: string): string[] {
  return readdirSync(dir).filter((n) => n.endsWith('.yaml') || n.endsWith('.yml'));
}

export function countOperations(dir: string): number {
  let count = 0;
  for (const name of specFiles(dir)) {
    const data = parse(readFileSync(join(dir, name), 'utf8')) as { operations?: Record<string, unknown> } | null;
    count += Object.keys(data?.operations ?? {}).length;
  }
  return count;
}

export function specBytes(dir: string): number {
  return specFiles(dir).reduce((sum, name) => sum + readFileSync(join(dir, name)).length, 0);
}

/** The operation summary the edited-model figure rewrites (in v4.yaml), and a nonce per benchmark run. */
const EDITED_FILE = 'v4.yaml';
const EDITED_LINE = 'summary: Confirm identity';
const editNonce = `${process.pid}-${Date.now()}`;

/**
 * A copy of `seed` in `<base>/spec` with one new summary line in EDITED_FILE, different for
 * every run, so each run's output differs from the one before in that version.
 */
function editedCopy(seed: string, base: string, run: number): string {
  const spec = join(base, 'spec');
  mkdirSync(base, { recursive: true });
  cpSync(seed, spec, { recursive: true });
  const file = join(spec, EDITED_FILE);
  const original = readFileSync(file, 'utf8');
  if (!original.includes(EDITED_LINE)) throw new Error(`bench: ${EDITED_FILE} no longer holds "${EDITED_LINE}"`);
  writeFileSync(file, original.replace(EDITED_LINE, `${EDITED_LINE} (bench ${editNonce}, run ${run})`));
  return spec;
}

/** One process; its timings, or a RunFailed with the child's own message. */
async function runOnce(
  args: readonly string[],
  timeoutMs: number,
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<RunSample & { stdout: string }> {
  const [command, commandArgs] = nodeCommand(args);
  const child = await runChild(command, commandArgs, { timeoutMs, ...options });
  if (child.timedOut) throw new RunFailed(`killed after ${fmt(child.wallMs)} ms (limit ${timeoutMs} ms)`);
  if (child.error || child.code !== 0) {
    const why = child.error ? child.error.message : child.signal ? `killed by ${child.signal}` : `exit code ${child.code}`;
    const tail = ownErrorLines(child.stderr);
    throw new RunFailed(`\`${args.slice(0, 3).join(' ')} …\` failed (${why}) after ${fmt(child.wallMs)} ms${tail ? `:\n${tail}` : ''}`);
  }
  const total = /generated \d+ files into .* in (\d+) ms/.exec(child.stdout);
  const rss = peakRssKb(child.stderr);
  return { wallMs: child.wallMs, stdout: child.stdout, ...(total ? { inProcessMs: Number(total[1]) } : {}), ...(rss !== undefined ? { peakRssKb: rss } : {}) };
}

export interface GenerationInput {
  models: Map<number, string>;
  tmpRoot: string;
  budget: Budget;
  /** This section's share: it stops starting runs when less than this is left of the whole budget. */
  reserveMs: number;
}

export interface GenerationResults {
  results: FigureResult[];
  /** Untimed first runs (the output folders of later runs start from them): wall ms per model factor. */
  warmUps: Map<number, number>;
}

export async function measureGeneration(input: GenerationInput): Promise<GenerationResults> {
  const { models, tmpRoot, budget, reserveMs } = input;
  const seed = models.get(1)!;
  const checkDir = join(tmpRoot, 'out-check');
  let editRuns = 0;
  const generate = (spec: string) => (outDir: string) => ({ args: [CLI, 'generate', '--spec', spec, '--out', outDir] });
  // Cheapest and most important first: when the budget runs short, the last rounds of the
  // expensive figures are what is left out.
  const figures: Figure[] = [
    { id: 'x1', label: 'ours: generate, seed model (×1)', runs: 5, factor: 1, command: generate(seed) },
    {
      id: 'x1-no-code-cache',
      label: "ours without V8's code cache of the bundle (the mechanism removed), seed model (×1)",
      runs: 5,
      factor: 1,
      command: (outDir) => ({ args: [WITHOUT_CODE_CACHE, 'generate', '--spec', seed, '--out', outDir] }),
    },
    ...PEERS.map((peer): Figure => ({
      id: peer.id,
      label: `${peer.label} (${peer.produces})`,
      runs: 3,
      command: (outDir) => ({ args: peer.args(outDir), cwd: outDir }),
    })),
    {
      id: 'check',
      label: 'ours: generate --check, seed model',
      runs: 3,
      factor: 1,
      command: () => ({ args: [CLI, 'generate', '--check', '--spec', seed, '--out', checkDir] }),
    },
    {
      id: 'x1-edit',
      label: 'ours: generate, seed model (×1), one line of v4.yaml edited since the last run',
      runs: 5,
      factor: 1,
      command: (outDir) => generate(editedCopy(seed, `${outDir}-edit`, editRuns++))(outDir),
    },
    { id: 'x10', label: 'ours: generate, ×10 model', runs: 3, factor: 10, command: generate(models.get(10)!) },
    // Two runs: one takes ~15 s on a 2-core machine; the spread is their difference.
    { id: 'x100', label: 'ours: generate, ×100 model', runs: 2, factor: 100, command: generate(models.get(100)!) },
  ];

  // Untimed first runs: the CLI bundle's build if its inputs changed, the --check target.
  const warmUps = new Map<number, number>();
  const warmUp = async (factor: number) => {
    const outDir = factor === 1 ? checkDir : join(tmpRoot, `warm-up-x${factor}`);
    const sample = await runOnce([CLI, 'generate', '--spec', models.get(factor)!, '--out', outDir], PER_RUN_TIMEOUT_MS * 2);
    warmUps.set(factor, sample.wallMs);
    if (factor !== 1) rmSync(outDir, { recursive: true, force: true });
    console.log(`  warm-up ×${factor}: ${fmt(sample.wallMs)} ms`);
  };

  const states = figures.map((figure) => ({
    result: { figure, samples: [], ...(figure.factor ? { operations: countOperations(models.get(figure.factor)!) } : {}) } as FigureResult,
    slowest: 0,
    stopped: false,
  }));
  // The scaled models write up to 150 MB a run; on this machine the file system stayed slower
  // for a while after such churn (in one measurement, writing our 6.2 MB took 29–36 ms before it
  // and 52–63 ms after), which would fall on the seed-model runs beside the peers, who write
  // little. So the side-by-side figures get their warm-up and rounds first, the scaled models
  // theirs after.
  const scaled = (state: (typeof states)[number]) => (state.result.figure.factor ?? 1) > 1;
  await warmUp(1);
  await runRounds(states.filter((state) => !scaled(state)));
  for (const factor of [...models.keys()].filter((f) => f > 1).sort((a, b) => a - b)) await warmUp(factor);
  await runRounds(states.filter(scaled));
  return { results: states.map((s) => s.result), warmUps };

  async function runRounds(group: typeof states): Promise<void> {
    const rounds = Math.max(...group.map((state) => state.result.figure.runs));
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? group : [...group].reverse();
      for (const state of order) {
        const { result } = state;
        const { figure } = result;
        if (state.stopped || result.samples.length >= figure.runs) continue;
        const i = result.samples.length;
        if (budget.remaining() - reserveMs < Math.max(1_000, state.slowest * 1.25)) {
          result.note = i === 0 ? 'not measured: time budget' : `stopped after ${i} of ${figure.runs} runs: time budget`;
          state.stopped = true;
          continue;
        }
        const outDir = mkdtempSync(join(tmpRoot, `${figure.id}-`));
        try {
          const { args, env, cwd } = figure.command(outDir);
          flushPendingWrites();
          const sample = await runOnce(args, PER_RUN_TIMEOUT_MS, { ...(env ? { env } : {}), ...(cwd ? { cwd } : {}) });
          if (i === 0) result.output = folderSize(figure.factor ? outDir : join(outDir, 'out'));
          result.samples.push({
            wallMs: sample.wallMs,
            ...(sample.inProcessMs !== undefined ? { inProcessMs: sample.inProcessMs } : {}),
            ...(sample.peakRssKb !== undefined ? { peakRssKb: sample.peakRssKb } : {}),
          });
          state.slowest = Math.max(state.slowest, sample.wallMs);
          console.log(`  ${figure.label}: run ${i + 1}/${figure.runs} ${fmt(sample.wallMs)} ms`);
        } catch (error) {
          if (!(error instanceof RunFailed)) throw error;
          result.note = `run ${i + 1} failed: ${error.message.split('\n')[0]}`;
          state.stopped = true;
          console.log(`  ${figure.label}: ${error.message}`);
        } finally {
          rmSync(outDir, { recursive: true, force: true });
          rmSync(`${outDir}-edit`, { recursive: true, force: true });
        }
      }
    }
  }
}

// ---------------------------------------------------------------- report

const wallStat = (r: FigureResult | undefined): Stat | undefined => stat(r?.samples.map((s) => s.wallMs) ?? []);
const inProcessStat = (r: FigureResult | undefined) => stat((r?.samples ?? []).flatMap((s) => (s.inProcessMs === undefined ? [] : [s.inProcessMs])));
const rssStat = (r: FigureResult) => stat(r.samples.flatMap((s) => (s.peakRssKb === undefined ? [] : [s.peakRssKb])));

function label(r: FigureResult): string {
  return r.note ? `${r.figure.label} (${r.note})` : r.figure.label;
}

function outputCell(r: FigureResult): string {
  return r.output ? `${r.output.files} files, ${fmtBytes(r.output.bytes)}` : 'n/a';
}

/** Issue 6's target: our whole `generate` at most this share of the fastest peer's wall time. */
const RATIO_TARGET = 0.5;

/** The side-by-side table: ours against the peers on the seed model / v4.yaml, and its summary lines. */
export function sideBySide(byId: Map<string, FigureResult>): { markdown: string; summary: SummaryRow[] } {
  const ours = byId.get('x1');
  const oursEdit = byId.get('x1-edit');
  const withoutCodeCache = byId.get('x1-no-code-cache');
  const peers = PEERS.map((p) => byId.get(p.id)).filter((r): r is FigureResult => r !== undefined && r.samples.length > 0);
  const fastest = peers.reduce<FigureResult | undefined>((best, r) => (!best || wallStat(r)!.median < wallStat(best)!.median ? r : best), undefined);
  const fastestMs = fastest ? wallStat(fastest)!.median : undefined;
  const ratioTo = (r: FigureResult | undefined) => (r && fastestMs && wallStat(r) ? wallStat(r)!.median / fastestMs : undefined);
  const ratioCell = (r: FigureResult | undefined) => (ratioTo(r) !== undefined ? fmt(ratioTo(r)!, 2) : 'n/a');
  const rows = [ours, oursEdit, withoutCodeCache, ...peers].filter((r): r is FigureResult => r !== undefined);
  const table = [
    '| Tool | What it produces | Runs | Wall ms, median (min–max) | Ratio to the fastest peer | Peak RSS MB, median |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map((r) => {
      const rss = rssStat(r);
      return `| ${label(r)} | ${outputCell(r)} | ${r.samples.length} | ${fmtStat(wallStat(r))} | ${r === fastest ? '1' : ratioCell(r)} | ${USE_TIME && rss ? fmt(rss.median / 1024) : 'n/a'} |`;
    }),
  ];
  // Per round: ours against the fastest peer of that same round (same moment, same load).
  const perRound: number[] = [];
  const codeCacheSaving: number[] = [];
  for (let i = 0; ours && i < ours.samples.length; i++) {
    const peerTimes = peers.flatMap((p) => (p.samples[i] ? [p.samples[i]!.wallMs] : []));
    if (peerTimes.length === peers.length && peerTimes.length > 0) perRound.push(ours.samples[i]!.wallMs / Math.min(...peerTimes));
    const without = withoutCodeCache?.samples[i];
    if (without) codeCacheSaving.push(without.wallMs / ours.samples[i]!.wallMs);
  }
  const cacheSpread = stat(codeCacheSaving);
  const ratio = ratioTo(ours);
  const editRatio = ratioTo(oursEdit);
  const roundSpread = stat(perRound);
  const fastestName = fastest?.figure.label.split(' (')[0] ?? 'n/a';
  const shown = (r: number | undefined) => (r !== undefined ? fmt(r, 2) : 'n/a');
  const meets = (r: number | undefined) => r !== undefined && r <= RATIO_TARGET;
  const verdict = (r: number | undefined) => (meets(r) ? 'met' : 'not met');
  const row = (figure: string, r: number | undefined): SummaryRow => ({ figure, measured: shown(r), target: `≤ ${RATIO_TARGET}`, met: meets(r) });
  const summary: SummaryRow[] = [
    row(`\`generate\` (everything, nothing of the model cached: also a first run) / fastest peer (${fastestName})`, ratio),
    row(`\`generate\` (everything) / fastest peer, one model line edited since the last run`, editRatio),
  ];
  const markdown = [
    ...table,
    '',
    `**Ours / fastest peer (${fastestName}): ${shown(ratio)}**` +
      (roundSpread ? ` (per round, against that round's fastest peer: ${fmt(roundSpread.min, 2)}–${fmt(roundSpread.max, 2)})` : '') +
      ` → target ≤ ${RATIO_TARGET} ${verdict(ratio)}.` +
      ` After a one-line edit of v4.yaml (the regeneration a spec change causes): ${shown(editRatio)} → ${verdict(editRatio)}.` +
      ' The compiler keeps no cache of the model, so every run, the first on a model included, does the whole work.' +
      ` Without V8's code cache of the bundle: ${shown(ratioTo(withoutCodeCache))} of the fastest peer` +
      (cacheSpread ? `; without / with, round by round: ${fmt(cacheSpread.median, 2)} (${fmt(cacheSpread.min, 2)}–${fmt(cacheSpread.max, 2)}).` : '.'),
  ].join('\n');
  return { markdown, summary };
}

export function scalingTable(ordered: readonly FigureResult[]): string {
  return [
    '| Figure | Runs | Operations | Wall ms, median (min–max) | ms/op | In-process ms, median (min–max) | Peak RSS MB, median (min–max) | Output |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...ordered.map((r) => {
      const wall = wallStat(r);
      const perOp = wall && r.operations ? fmt(wall.median / r.operations, 2) : 'n/a';
      return `| ${label(r)} | ${r.samples.length} | ${r.operations ?? 'n/a'} | ${fmtStat(wall)} | ${perOp} | ${fmtStat(inProcessStat(r))} | ${USE_TIME ? fmtStat(rssStat(r), 0, 1024) : 'n/a'} | ${r.figure.id === 'check' ? 'nothing written' : outputCell(r)} |`;
    }),
  ].join('\n');
}

// ---------------------------------------------------------------- linearity

interface Marginal {
  low: number;
  high: number;
  ratio: number;
  ratioMin?: number;
  ratioMax?: number;
}

function marginal(
  a: FigureResult | undefined,
  b: FigureResult | undefined,
  c: FigureResult | undefined,
  pick: (r: FigureResult | undefined) => Stat | undefined,
): Marginal | undefined {
  const [sa, sb, sc] = [pick(a), pick(b), pick(c)];
  if (!a?.operations || !b?.operations || !c?.operations || !sa || !sb || !sc) return undefined;
  const d1 = b.operations - a.operations;
  const d2 = c.operations - b.operations;
  const low = (sb.median - sa.median) / d1;
  const high = (sc.median - sb.median) / d2;
  const lowMin = (sb.min - sa.max) / d1;
  const lowMax = (sb.max - sa.min) / d1;
  const highMin = (sc.min - sb.max) / d2;
  const highMax = (sc.max - sb.min) / d2;
  return { low, high, ratio: high / low, ...(lowMin > 0 ? { ratioMin: Math.max(0, highMin) / lowMax, ratioMax: highMax / lowMin } : {}) };
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

export function linearitySection(byId: Map<string, FigureResult>): { markdown: string; summary: SummaryRow[] } {
  const summary: SummaryRow[] = [];
  const [x1, x10, x100] = [byId.get('x1'), byId.get('x10'), byId.get('x100')];
  const lines: string[] = [];
  const w1 = wallStat(x1);
  const w100 = wallStat(x100);
  if (x1?.operations && x100?.operations && w1 && w100) {
    const ratio = w100.median / x100.operations / (w1.median / x1.operations);
    summary.push({
      figure: '`generate` cost per operation, ×100 model / seed model',
      measured: fmt(ratio, 3),
      target: '≤ 1 (no worse than linear)',
      met: ratio <= 1,
    });
    lines.push(
      `- **Per-operation cost ×100 / ×1 (wall): ${fmt(ratio, 3)}** → ${ratio <= 1 ? 'no worse than linear' : 'worse than linear'}.`,
      '  This ratio includes the fixed cost of every run (Node start-up, loading the compiler), which the ×1 run spreads over few operations; it cannot reveal a mild superlinearity on its own.',
    );
  } else {
    lines.push('- Per-operation cost ×100 / ×1: n/a (a figure is missing).');
  }
  for (const [name, m] of [
    ['wall', marginal(x1, x10, x100, wallStat)],
    ['in-process', marginal(x1, x10, x100, inProcessStat)],
  ] as const) {
    if (m)
      lines.push(
        `- Marginal cost per added operation (${name}): ×1→×10 ${fmt(m.low, 2)} ms/op, ×10→×100 ${fmt(m.high, 2)} ms/op; **ratio ${fmt(m.ratio, 2)}** → ${verdict(m)}.`,
      );
  }
  lines.push(
    '  The marginal ratio compares what each added operation costs between ×10 and ×100 with what it costs between ×1 and ×10: ≈ 1 linear, > 1 per-operation cost growing with the model; the range takes the min/max of every figure at its worst either way.',
  );
  return { markdown: lines.join('\n'), summary };
}
