/**
 * The change report's figure: `diff` of the seed model against itself (a pull-request check on an
 * unchanged model: the head read, validated and viewed, the base's files found equal to the
 * head's, so it takes the head's analysis and no version is compared; bench/scale.ts measures a
 * base one line away at ×100)
 * against a warm `generate` of the same model, whole processes, interleaved (one run of each per
 * round, the order reversed every other round) after one untimed run of each.
 * Run alone with `npm run bench -- --only diff` (prints, writes nothing).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, flushPendingWrites, fmt, fmtStat, nodeCommand, ownErrorLines, runChild, stat, type Section } from './measure.ts';

const RUNS = 5;
const PER_RUN_TIMEOUT_MS = 60_000;
/** `diff` of an unchanged model within the warm `generate` budget (issue 16). */
const RATIO_TARGET = 1;

async function timed(args: readonly string[]): Promise<number> {
  const [command, commandArgs] = nodeCommand(args);
  const child = await runChild(command, commandArgs, { timeoutMs: PER_RUN_TIMEOUT_MS });
  if (child.timedOut || child.code !== 0)
    throw new Error(`\`${args.slice(1, 3).join(' ')}\` failed after ${fmt(child.wallMs)} ms: ${ownErrorLines(child.stderr)}`);
  return child.wallMs;
}

export async function diffFigures(spec: string, tmpRoot: string): Promise<Section> {
  const generate = async () => {
    const out = mkdtempSync(join(tmpRoot, 'diff-bench-generate-'));
    try {
      return await timed([CLI, 'generate', '--spec', spec, '--out', out]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  };
  const diff = () => timed([CLI, 'diff', spec, '--spec', spec, '--fail-on', 'breaking', '--check-revision']);
  await generate();
  await diff();
  const samples = { generate: [] as number[], diff: [] as number[] };
  for (let round = 0; round < RUNS; round++) {
    const order = round % 2 === 0 ? (['generate', 'diff'] as const) : (['diff', 'generate'] as const);
    for (const which of order) {
      flushPendingWrites();
      samples[which].push(which === 'generate' ? await generate() : await diff());
    }
    console.log(`  round ${round + 1}/${RUNS}: generate ${fmt(samples.generate.at(-1)!)} ms, diff ${fmt(samples.diff.at(-1)!)} ms`);
  }
  const generateStat = stat(samples.generate)!;
  const diffStat = stat(samples.diff)!;
  const ratio = diffStat.median / generateStat.median;
  const met = ratio <= RATIO_TARGET;
  const markdown = [
    '## Change report',
    '',
    `Whole processes on the seed model, interleaved, ${RUNS} runs each after one untimed run of each: \`node scripts/cli.mjs diff spec --spec spec --fail-on breaking --check-revision\` (the head read, validated and viewed; the base, whose files equal the head's, takes its analysis, and no version is compared) and a warm \`node scripts/cli.mjs generate --spec spec --out <fresh folder>\`.`,
    '',
    '| Command | Runs | Wall ms, median (min–max) |',
    '|---|---:|---:|',
    `| generate, seed model | ${RUNS} | ${fmtStat(generateStat)} |`,
    `| diff, seed model against itself | ${RUNS} | ${fmtStat(diffStat)} |`,
    '',
    `**diff / generate: ${fmt(ratio, 2)}** → target ≤ ${RATIO_TARGET} ${met ? 'met' : 'not met'}.`,
    '',
  ].join('\n');
  return {
    markdown,
    summary: [{ figure: '`diff` of the seed model against itself / warm `generate`', measured: fmt(ratio, 2), target: `≤ ${RATIO_TARGET}`, met }],
  };
}
