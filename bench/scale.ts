/**
 * Large models: what a platform that grows meets first. Whole processes, on the seed model scaled
 * by bench/scale-model.ts:
 *   - ×100 (3,800 operations): a second `generate` into an existing output, interleaved with
 *     openapi-typescript on the two OpenAPI documents that run publishes (one run per document,
 *     their times added, the larger peak memory), ROUNDS rounds after one untimed run of each;
 *   - ×100: `validate`, and `diff` of the model against itself, once each;
 *   - ×420 (≈16,000 operations, the size of Microsoft Graph v1.0): one `generate` into a fresh
 *     folder (a first run: the output is written whole).
 * Run alone with `npm run bench -- --only scale` (prints, writes nothing).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, flushPendingWrites, fmt, fmtStat, nodeCommand, ownErrorLines, peakRssKb, runChild, stat, USE_TIME, type Section } from './measure.ts';
import { PEER_INPUT, PEERS } from './peers.ts';
import { scaleModel } from './scale-model.ts';

const ROUNDS = 2;
const PER_RUN_TIMEOUT_MS = 300_000;
/** The targets (issue 25). */
const TARGETS = { ratioX100: 0.5, x420Ms: 20_000, x420Mb: 1536, validateX100Ms: 3_000, diffX100Ms: 2_000 };

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
  const validate = await timed([CLI, 'validate', '--spec', x100]);
  const diff = await timed([CLI, 'diff', x100, '--spec', x100]);
  console.log(`  ×100 validate ${fmt(validate.wallMs)} ms, diff ${fmt(diff.wallMs)} ms`);

  const x420 = join(tmpRoot, 'spec-x420');
  scaleModel(seed, x420, 420);
  const x420Out = join(tmpRoot, 'scale-x420-out');
  const big = await timed([CLI, 'generate', '--spec', x420, '--out', x420Out]);
  rmSync(x420Out, { recursive: true, force: true });
  console.log(`  ×420 generate ${fmt(big.wallMs)} ms`);

  const ratios = samples.ours.map((s, i) => s.wallMs / samples.theirs[i]!.wallMs);
  const ratio = stat(ratios)!.median;
  const oursPeak = stat(samples.ours.map((s) => s.peakMb ?? 0))!.median;
  const theirPeak = stat(samples.theirs.map((s) => s.peakMb ?? 0))!.median;
  const markdown = [
    '## Large models',
    '',
    `Whole processes on the seed model scaled ×100 (3,800 operations) and ×420 (≈16,000 operations, the size of Microsoft Graph v1.0). ×100: a second \`generate\` into an existing output, interleaved with ${peer.label} on the two OpenAPI 3.1 documents that run publishes (one run per document, their times added, the larger of their peak memories), ${ROUNDS} rounds after one untimed run of each; then \`validate\` and \`diff\` of the model against itself, once each. ×420: one \`generate\` into a fresh folder.`,
    '',
    '| Figure | Runs | Wall ms, median (min–max) | Peak RSS MB, median (min–max) |',
    '|---|---:|---:|---:|',
    `| ours: generate, ×100 | ${ROUNDS} | ${fmtStat(stat(samples.ours.map((s) => s.wallMs)))} | ${peakCell(samples.ours)} |`,
    `| ${peer.label}, the two ×100 documents | ${ROUNDS} | ${fmtStat(stat(samples.theirs.map((s) => s.wallMs)))} | ${peakCell(samples.theirs)} |`,
    `| ours: validate, ×100 | 1 | ${fmt(validate.wallMs)} | ${peakCell([validate])} |`,
    `| ours: diff against itself, ×100 | 1 | ${fmt(diff.wallMs)} | ${peakCell([diff])} |`,
    `| ours: generate, ×420, first run | 1 | ${fmt(big.wallMs)} | ${peakCell([big])} |`,
    '',
    `**×100, ours / ${peer.label}: ${fmt(ratio, 2)}** (per round: ${ratios.map((r) => fmt(r, 2)).join(', ')}) → target ≤ ${TARGETS.ratioX100} ${ratio <= TARGETS.ratioX100 ? 'met' : 'not met'}.`,
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
        measured: `${fmt(big.wallMs / 1000, 1)} s`,
        target: `≤ ${TARGETS.x420Ms / 1000} s`,
        met: within(big.wallMs, TARGETS.x420Ms),
      },
      ...(USE_TIME && big.peakMb !== undefined
        ? [
            {
              figure: '`generate`, ×420 model, peak memory',
              measured: `${fmt(big.peakMb)} MB`,
              target: `≤ ${TARGETS.x420Mb} MB`,
              met: within(big.peakMb, TARGETS.x420Mb),
            },
          ]
        : []),
      {
        figure: '`validate`, ×100 model',
        measured: `${fmt(validate.wallMs / 1000, 1)} s`,
        target: `≤ ${TARGETS.validateX100Ms / 1000} s`,
        met: within(validate.wallMs, TARGETS.validateX100Ms),
      },
      {
        figure: '`diff` against itself, ×100 model',
        measured: `${fmt(diff.wallMs / 1000, 1)} s`,
        target: `≤ ${TARGETS.diffX100Ms / 1000} s`,
        met: within(diff.wallMs, TARGETS.diffX100Ms),
      },
    ],
  };
}
