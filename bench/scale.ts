/**
 * Large models: what a platform that grows meets first. Whole processes, on the seed model scaled
 * by bench/scale-model.ts:
 *   - ×100 (3,800 operations): a second `generate` into an existing output, interleaved with
 *     openapi-typescript on the two OpenAPI documents that run publishes (one run per document,
 *     their times added, the larger peak memory), ROUNDS rounds after one untimed run of each;
 *   - ×100: `validate`, and `diff` of the model against itself and against a copy one line away, REPEATS times each;
 *   - ×420 (≈16,000 operations, the size of Microsoft Graph v1.0): `generate` into a fresh
 *     folder (a first run: the output is written whole), REPEATS times.
 *   - per operation: the cost of each operation added from ×100 to ×420 against its cost from
 *     ×1 to ×100 (first runs into fresh folders: the marginal ratio, ≈ 1 when the cost is flat);
 *   - the sandbox's start at ×100 (spawn to its `Sandbox on` line), ROUNDS times after an untimed one;
 *   - `--watch` at ×10: one watch process, WATCH_EDITS one-line edits (bench/watch.ts);
 *   - the ×100 HTML reference in Debian's Chromium: from navigation to the first heading drawn,
 *     for the version's page (its list of parts) and for its largest part.
 * Run alone with `npm run bench -- --only scale` (prints, writes nothing).
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../test/support/chromium.ts';
import { killGroup, SANDBOX_MAIN, startSandboxProcess } from '../test/support/sandbox-process.ts';
import { countOperations } from './generation.ts';
import { CLI, flushPendingWrites, fmt, fmtStat, nodeCommand, ownErrorLines, peakRssKb, runChild, stat, USE_TIME, type Section } from './measure.ts';
import { PEER_INPUT, PEERS } from './peers.ts';
import { scaleModel } from './scale-model.ts';
import { watchEdits } from './watch.ts';

const ROUNDS = 2;
/**
 * A command timed alone (`validate`, `diff`, a first run) runs this many times, and its figure is
 * the median: one run on a shared machine moves by a tenth or more (bench/RESULTS.md).
 */
const REPEATS = 3;
const PER_RUN_TIMEOUT_MS = 300_000;
/** The issue's targets (issue 25). */
const TARGETS = {
  ratioX100: 0.5,
  x420Ms: 20_000,
  x420Mb: 1536,
  marginal: 1.2,
  validateX100Ms: 3_000,
  diffX100Ms: 2_000,
  sandboxStartX100Ms: 3_000,
  watchX10Ms: 250,
  firstRenderX100Ms: 10_000,
};
const WATCH_EDITS = 6;
const SANDBOX_START_TIMEOUT_MS = 300_000;

interface Sample {
  wallMs: number;
  peakMb: number | undefined;
}

async function timed(args: readonly string[]): Promise<Sample> {
  const [command, commandArgs] = nodeCommand(args);
  flushPendingWrites();
  const child = await runChild(command, commandArgs, { timeoutMs: PER_RUN_TIMEOUT_MS });
  if (child.timedOut || child.code !== 0)
    throw new Error(`\`${args.slice(1, 3).join(' ')}\` failed after ${fmt(child.wallMs)} ms: ${ownErrorLines(child.stderr)}`);
  const rss = peakRssKb(child.stderr);
  return { wallMs: child.wallMs, peakMb: rss === undefined ? undefined : rss / 1024 };
}

const peakCell = (samples: readonly Sample[]) => (USE_TIME ? fmtStat(stat(samples.map((s) => s.peakMb ?? 0))) : 'n/a');

/**
 * REPEATS runs of `generate` of the model at `spec`, each into a fresh folder of its own (a first
 * run), the folders removed after the last: a ×420 output is 700 MB in 17,000 files, and its
 * removal just before the next run slowed that run's making of new files (this machine's ext4
 * has no journal, and then skips inodes freed in the last minute one by one: bench/RESULTS.md).
 */
async function firstRuns(spec: string, out: string): Promise<Sample[]> {
  const outs = Array.from({ length: REPEATS }, (_, i) => `${out}-${i + 1}`);
  let run = 0;
  try {
    return await repeated(() => timed([CLI, 'generate', '--spec', spec, '--out', outs[run++]!]));
  } finally {
    for (const folder of outs) rmSync(folder, { recursive: true, force: true });
  }
}

/** REPEATS samples of `run`, one after the other. */
async function repeated(run: () => Promise<Sample>): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < REPEATS; i++) samples.push(await run());
  return samples;
}

const walls = (samples: readonly Sample[]) => samples.map((s) => s.wallMs);
const medianWall = (samples: readonly Sample[]) => stat(walls(samples))!.median;
const wallCell = (samples: readonly Sample[]) => fmtStat(stat(walls(samples)));
const wallList = (samples: readonly Sample[]) =>
  walls(samples)
    .map((ms) => fmt(ms))
    .join(', ');

/** The sandbox as `npm start` runs it, on the model at `spec`: from its spawn to its start line. */
async function sandboxStart(spec: string): Promise<number> {
  const start = performance.now();
  let child: ChildProcess | undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the sandbox did not start within ${SANDBOX_START_TIMEOUT_MS} ms`)), SANDBOX_START_TIMEOUT_MS);
  });
  try {
    await Promise.race([startSandboxProcess({ args: [...SANDBOX_MAIN, '--spec', spec], onSpawn: (spawned) => (child = spawned) }), timeout]);
    return performance.now() - start;
  } finally {
    clearTimeout(timer);
    if (child) killGroup(child);
  }
}

/** Milliseconds from navigation to the first heading Chromium draws, for each page, in one browser. */
async function firstRenders(pages: readonly string[]): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const times: number[] = [];
    for (const file of pages) {
      const page = await browser.newPage();
      const start = performance.now();
      await page.goto(pathToFileURL(file).href, { waitUntil: 'commit', timeout: 120_000 });
      await page.waitForSelector('h1', { state: 'visible', timeout: 120_000 });
      times.push(performance.now() - start);
      await page.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

/** The version's HTML reference page and its largest part, in an output of the ×100 model. */
function referencePages(out: string, version: string): string[] {
  const parts = join(out, 'docs', 'html', version);
  const largest = readdirSync(parts)
    .map((name) => join(parts, name))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0];
  return [join(out, 'docs', 'html', `${version}.html`), ...(largest ? [largest] : [])];
}

/**
 * A copy of the model at `spec` with one operation's summary edited in v4.yaml, in a folder of the
 * same name (a base file equal to the head's, by name and text, is then parsed once, as from git).
 */
function editedCopy(spec: string, tmpRoot: string): string {
  const copy = join(mkdtempSync(join(tmpRoot, 'diff-base-')), basename(spec));
  cpSync(spec, copy, { recursive: true });
  const v4 = join(copy, 'v4.yaml');
  const text = readFileSync(v4, 'utf8');
  const edited = text.replace(/summary: [^\n]*/, (line) => `${line} (before the edit)`);
  if (edited === text) throw new Error(`no summary to edit in ${v4}`);
  writeFileSync(v4, edited);
  return copy;
}

/** `seed`: the model's folder; `x100`: its ×100 copy (bench/run.ts makes it for the scaling figures too). */
export async function scaleFigures(seed: string, x100: string, tmpRoot: string): Promise<Section> {
  const peer = PEERS.find((p) => p.id === 'openapi-typescript')!;
  const out = join(tmpRoot, 'scale-x100-out');
  const ours = () => timed([CLI, 'generate', '--spec', x100, '--out', out]);
  /** The peer on each published document in turn: their times added, the larger peak. */
  const theirs = async (): Promise<Sample> => {
    const runs: Sample[] = [];
    for (const version of ['v3', 'v4']) {
      const peerOut = mkdtempSync(join(tmpRoot, 'scale-peer-'));
      try {
        runs.push(await timed(peer.args(peerOut).map((arg) => (arg === PEER_INPUT ? join(out, 'openapi', `${version}.yaml`) : arg))));
      } finally {
        rmSync(peerOut, { recursive: true, force: true });
      }
    }
    return { wallMs: runs[0]!.wallMs + runs[1]!.wallMs, peakMb: USE_TIME ? Math.max(...runs.map((r) => r.peakMb ?? 0)) : undefined };
  };
  await ours();
  await theirs();
  const samples = { ours: [] as Sample[], theirs: [] as Sample[] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of round % 2 === 0 ? (['ours', 'theirs'] as const) : (['theirs', 'ours'] as const))
      samples[which].push(await (which === 'ours' ? ours() : theirs()));
    console.log(
      `  ×100 round ${round + 1}/${ROUNDS}: ours ${fmt(samples.ours.at(-1)!.wallMs)} ms, openapi-typescript ×2 ${fmt(samples.theirs.at(-1)!.wallMs)} ms`,
    );
  }
  const validate = await repeated(() => timed([CLI, 'validate', '--spec', x100]));
  const diff = await repeated(() => timed([CLI, 'diff', x100, '--spec', x100]));
  // What a pull request that edits the model asks: a base one line away, whose own analysis and comparison run
  // (against itself, the base takes the head's analysis and nothing is compared).
  const editedBase = editedCopy(x100, tmpRoot);
  const diffEdited = await repeated(() => timed([CLI, 'diff', editedBase, '--spec', x100]));
  console.log(`  ×100 validate ${wallList(validate)} ms, diff ${wallList(diff)} ms, diff against a base one line away ${wallList(diffEdited)} ms`);

  // Untimed first: after a change of src/, the launcher builds the sandbox's bundle at its next start.
  await sandboxStart(x100);
  const starts: number[] = [];
  for (let round = 0; round < ROUNDS; round++) starts.push(await sandboxStart(x100));
  console.log(`  ×100 sandbox start ${starts.map((ms) => fmt(ms)).join(', ')} ms`);
  const [versionPage, largestPart] = await firstRenders(referencePages(out, 'v3'));
  console.log(`  ×100 first render: v3 page ${fmt(versionPage!)} ms, its largest part ${fmt(largestPart!)} ms`);

  const x10 = join(tmpRoot, 'scale-spec-x10');
  scaleModel(seed, x10, 10);
  const watch = await watchEdits(tmpRoot, x10, 1, WATCH_EDITS);
  const edits = watch.processes.flatMap((p) => p.edits.map((e) => e.externalMs));
  const watchMs = stat(edits)?.median;
  console.log(`  ×10 watch edits ${edits.map((ms) => fmt(ms)).join(', ')} ms${watch.failure ? ` (stopped: ${watch.failure})` : ''}`);

  const x420 = join(tmpRoot, 'spec-x420');
  scaleModel(seed, x420, 420);
  const big = await firstRuns(x420, join(tmpRoot, 'scale-x420-out'));
  console.log(`  ×420 generate ${wallList(big)} ms`);
  // First runs of ×1 and ×100 beside it: what each added operation costs, below and above ×100.
  const x1First = await firstRuns(seed, join(tmpRoot, 'scale-x1-first'));
  const x100First = await firstRuns(x100, join(tmpRoot, 'scale-x100-first'));
  const [ops1, ops100, ops420] = [seed, x100, x420].map(countOperations) as [number, number, number];
  const [x1Ms, x100Ms, x420Ms] = [x1First, x100First, big].map(medianWall) as [number, number, number];
  const marginal = (x420Ms - x100Ms) / (ops420 - ops100) / ((x100Ms - x1Ms) / (ops100 - ops1));
  const x420Peak = USE_TIME ? stat(big.map((s) => s.peakMb ?? 0))!.median : undefined;

  const ratios = samples.ours.map((s, i) => s.wallMs / samples.theirs[i]!.wallMs);
  const ratio = stat(ratios)!.median;
  const oursPeak = stat(samples.ours.map((s) => s.peakMb ?? 0))!.median;
  const theirPeak = stat(samples.theirs.map((s) => s.peakMb ?? 0))!.median;
  const markdown = [
    '## Large models',
    '',
    `Whole processes on the seed model scaled ×100 (3,800 operations) and ×420 (≈16,000 operations, the size of Microsoft Graph v1.0). ×100: a second \`generate\` into an existing output, interleaved with ${peer.label} on the two OpenAPI 3.1 documents that run publishes (one run per document, their times added, the larger of their peak memories), ${ROUNDS} rounds after one untimed run of each; then \`validate\`, \`diff\` of the model against itself (its base takes the head's analysis) and against a copy with one summary edited in v4.yaml, ${REPEATS} times each (the median is the figure); the sandbox (as \`npm start\` runs it, spawn to its start line) ${ROUNDS} times after one untimed start; Debian's Chromium on the v3 HTML reference, from navigation to the first heading drawn, for the version's page and its largest part. ×420: \`generate\` into a fresh folder ${REPEATS} times (a folder each, all removed after the last), with as many first runs of ×1 and ×100 for the marginal ratio (of the medians). ×10: one \`--watch\` process, ${WATCH_EDITS} one-line edits of a v4 summary (bench/watch.ts; from the write to the watch's line, everything written).`,
    '',
    '| Figure | Runs | Wall ms, median (min–max) | Peak RSS MB, median (min–max) |',
    '|---|---:|---:|---:|',
    `| ours: generate, ×100 | ${ROUNDS} | ${fmtStat(stat(samples.ours.map((s) => s.wallMs)))} | ${peakCell(samples.ours)} |`,
    `| ${peer.label}, the two ×100 documents | ${ROUNDS} | ${fmtStat(stat(samples.theirs.map((s) => s.wallMs)))} | ${peakCell(samples.theirs)} |`,
    `| ours: validate, ×100 | ${REPEATS} | ${wallCell(validate)} | ${peakCell(validate)} |`,
    `| ours: diff against itself, ×100 | ${REPEATS} | ${wallCell(diff)} | ${peakCell(diff)} |`,
    `| ours: diff against a copy one line away, ×100 | ${REPEATS} | ${wallCell(diffEdited)} | ${peakCell(diffEdited)} |`,
    `| ours: generate, ×420, first run | ${REPEATS} | ${wallCell(big)} | ${peakCell(big)} |`,
    `| ours: generate, ×1, first run (for the marginal ratio) | ${REPEATS} | ${wallCell(x1First)} | ${peakCell(x1First)} |`,
    `| ours: generate, ×100, first run (for the marginal ratio) | ${REPEATS} | ${wallCell(x100First)} | ${peakCell(x100First)} |`,
    `| ours: the sandbox, spawn to listening, ×100 | ${ROUNDS} | ${fmtStat(stat(starts))} | |`,
    `| ours: \`--watch\`, one-line edit → everything written, ×10 | ${edits.length} | ${fmtStat(stat(edits))} | |`,
    `| Chromium: the ×100 v3 HTML reference page (its list of parts), to its first heading | 1 | ${fmt(versionPage!)} | |`,
    `| Chromium: its largest part, to its first heading | 1 | ${fmt(largestPart!)} | |`,
    '',
    `**×100, ours / ${peer.label}: ${fmt(ratio, 2)}** (per round: ${ratios.map((r) => fmt(r, 2)).join(', ')}) → target ≤ ${TARGETS.ratioX100} ${ratio <= TARGETS.ratioX100 ? 'met' : 'not met'}.`,
    '',
    `Marginal ratio: each operation added from ×100 (${ops100}) to ×420 (${ops420}) costs ${fmt(marginal, 2)} × what each added from ×1 (${ops1}) to ×100 cost (first runs; ≈ 1 is a flat cost per operation).${watch.failure ? `\n\nThe watch was stopped early: ${watch.failure}` : ''}`,
    '',
  ].join('\n');
  const within = (measured: number, target: number) => measured <= target;
  return {
    markdown,
    summary: [
      {
        figure: `\`generate\`, ×100 model / ${peer.label} on its two documents`,
        measured: fmt(ratio, 2),
        target: `≤ ${TARGETS.ratioX100}`,
        met: within(ratio, TARGETS.ratioX100),
      },
      ...(USE_TIME
        ? [
            {
              figure: `\`generate\`, ×100 model, peak memory / the peer's`,
              measured: `${fmt(oursPeak)} / ${fmt(theirPeak)} MB`,
              target: '≤ 1',
              met: within(oursPeak, theirPeak),
            },
          ]
        : []),
      {
        figure: '`generate`, ×420 model (first run)',
        measured: `${fmt(x420Ms / 1000, 1)} s`,
        target: `≤ ${TARGETS.x420Ms / 1000} s`,
        met: within(x420Ms, TARGETS.x420Ms),
      },
      ...(x420Peak !== undefined
        ? [
            {
              figure: '`generate`, ×420 model, peak memory',
              measured: `${fmt(x420Peak)} MB`,
              target: `≤ ${TARGETS.x420Mb} MB`,
              met: within(x420Peak, TARGETS.x420Mb),
            },
          ]
        : []),
      {
        figure: 'cost per added operation, ×100 → ×420 / ×1 → ×100 (marginal ratio)',
        measured: fmt(marginal, 2),
        target: `≤ ${TARGETS.marginal}`,
        met: within(marginal, TARGETS.marginal),
      },
      {
        figure: 'the sandbox starts, ×100 model',
        measured: `${fmt(stat(starts)!.median / 1000, 1)} s`,
        target: `≤ ${TARGETS.sandboxStartX100Ms / 1000} s`,
        met: within(stat(starts)!.median, TARGETS.sandboxStartX100Ms),
      },
      {
        figure: '`--watch`, one-line edit, ×10 model',
        measured: watchMs === undefined ? 'n/a' : `${fmt(watchMs)} ms`,
        target: `≤ ${TARGETS.watchX10Ms} ms`,
        met: watchMs !== undefined && within(watchMs, TARGETS.watchX10Ms),
      },
      {
        figure: 'HTML reference of the ×100 model, first render in Chromium (version page / largest part)',
        measured: `${fmt(versionPage! / 1000, 1)} / ${fmt(largestPart! / 1000, 1)} s`,
        target: `≤ ${TARGETS.firstRenderX100Ms / 1000} s`,
        met: within(Math.max(versionPage!, largestPart!), TARGETS.firstRenderX100Ms),
      },
      {
        figure: '`validate`, ×100 model',
        measured: `${fmt(medianWall(validate) / 1000, 1)} s`,
        target: `≤ ${TARGETS.validateX100Ms / 1000} s`,
        met: within(medianWall(validate), TARGETS.validateX100Ms),
      },
      {
        figure: '`diff` against a copy one line away, ×100 model (against itself: ' + `${fmt(medianWall(diff) / 1000, 1)} s)`,
        measured: `${fmt(medianWall(diffEdited) / 1000, 2)} s`,
        target: `≤ ${TARGETS.diffX100Ms / 1000} s`,
        met: within(medianWall(diffEdited), TARGETS.diffX100Ms),
      },
    ],
  };
}
