/**
 * `npm run bench`: every figure of bench/RESULTS.md in one run on one machine, because on shared
 * machines only ratios measured side by side mean anything.
 *
 * Sections, in order (each in its own module, each bounded in count and time):
 *   1. generation (bench/generation.ts): ours on the seed model (warm and cold cache), ×10, ×100,
 *      `--check`, and the peer tools (bench/peers.ts) on our v4.yaml, interleaved;
 *   2. the generated client (bench/client.ts): against raw fetch and openapi-fetch, token path,
 *      bundle size;
 *   3. the route stubs (bench/server.ts): against bare Fastify and fastify-openapi-glue;
 *   4. the load test (bench/load.ts): the sandbox, 30 s at 100 connections;
 *   5. memory of token requests (bench/token-memory.ts): the sandbox's heap retained by 20,000
 *      token requests from one client;
 *   6. watch mode (bench/watch.ts): edit-to-output latency;
 *   7. the change report (bench/diff.ts): `diff` of the seed model against itself beside a warm
 *      `generate`;
 *   8. `verify`, Prism's proxy validation and Dredd on the fault corpus (bench/verify-peers.ts);
 *   9. the documents' examples and Prism's static mock of them (bench/mock-examples.ts);
 *  10. large models (bench/scale.ts): ×100 against openapi-typescript on the documents it publishes,
 *      `validate` and `diff` at ×100, a ×420 `generate`.
 * `npm run bench -- --only diff` (or `--only watch`, `--only verify`, `--only examples`, `--only scale`) runs that section
 * alone (printed, not written); with `--write` (not for `scale`), the section and its summary rows replace their last
 * run's in bench/RESULTS.md, marked as run alone.
 * Everything runs on loopback and in temporary folders (removed at the end, or on Ctrl-C). The
 * whole run stays under TOTAL_BUDGET_MS: the generation figures stop early (and say so) when the
 * sections after them would not fit any more. The verify section alone takes about 18 minutes on a
 * 2-core machine (167 faults, each through verify, Prism and Dredd).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { clientFigures } from './client.ts';
import { diffFigures } from './diff.ts';
import { countOperations, linearitySection, measureGeneration, scalingTable, sideBySide, specBytes, type FigureResult } from './generation.ts';
import { loadFigures } from './load.ts';
import { mockExampleFigures } from './mock-examples.ts';
import { Budget, fmt, killActiveChildren, ROOT, USE_TIME, type Section, type SummaryRow } from './measure.ts';
import { PEER_INPUT } from './peers.ts';
import { scaleFigures } from './scale.ts';
import { scaleModel } from './scale-model.ts';
import { serverFigures } from './server.ts';
import { tokenMemoryFigures } from './token-memory.ts';
import { verifyPeerFigures } from './verify-peers.ts';
import { watchFigures } from './watch.ts';

const RESULTS = join(ROOT, 'bench', 'RESULTS.md');
const TOTAL_BUDGET_MS = 2_100_000;
/** What the sections after the generation figures take (measured on the loaded 2-core machine, with margin). */
const AFTER_GENERATION_MS = 2_035_000;

/**
 * The last section of RESULTS.md is written by hand: mechanisms measured by removing them, which
 * no run of this script repeats. A rewrite keeps it as it stands, so its figures are not lost.
 */
const BY_HAND_HEADING = '## Mechanisms measured by removal';

function sectionWrittenByHand(): string {
  const old = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '';
  const at = old.indexOf(`\n${BY_HAND_HEADING}\n`);
  return at < 0 ? '' : old.slice(at + 1).trimEnd();
}

/**
 * What identifies the measured code: the commit and whether src/, spec/, templates/ or bench/
 * differ from it. Compared at the start and the end only (the results name no commit).
 */
function codeIdentity(): string {
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', timeout: 5_000 });
  if (git.status !== 0) return 'unknown';
  // This file's own output does not count as a change to what was measured.
  const dirty = spawnSync('git', ['diff', 'HEAD', '--', 'src', 'spec', 'templates', 'bench', ':!bench/RESULTS.md'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 5_000,
  });
  return `${git.stdout.trim()}\n${dirty.stdout ?? ''}`;
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
  const code = ctx.commitStart === ctx.commitEnd ? 'the same at the start and the end of the run' : '**changed during the run: measure again**';
  return [
    `- Date: ${new Date().toISOString()}`,
    `- CPU cores (os.cpus().length): ${cpu.length}${cpu[0] ? ` × ${cpu[0].model.trim()}` : ''}`,
    `- Memory: ${fmt(totalmem() / 2 ** 30, 1)} GiB total, ${fmt(freemem() / 2 ** 30, 1)} GiB free at the end`,
    `- Load average (1/5/15 min): ${loads(ctx.loadStart)} at the start, ${loads(ctx.loadEnd)} at the end (the benchmark itself keeps at least one core busy; other processes share the machine)`,
    `- Node ${process.version}, ${process.platform}/${process.arch}`,
    `- Measured code: ${code}`,
    `- Peak memory: ${USE_TIME ? '`/usr/bin/time -v` (maximum resident set size of the child)' : 'n/a (`/usr/bin/time -v` not available)'}`,
    `- Whole benchmark: ${fmt(ctx.totalMs / 1000, 1)} s`,
  ].join('\n');
}

/**
 * RESULTS.md with `section` (run alone) in place of its last run's, a line under its heading
 * saying so, and its summary rows in place of theirs (by figure; new ones appended); a section
 * not there yet goes before the section written by hand.
 */
function withSectionRunAlone(results: string, section: Section): string {
  const [heading, ...rest] = section.markdown.trimEnd().split('\n');
  const note = `Run alone (\`npm run bench -- ${process.argv.slice(2).join(' ')}\`) on ${new Date().toISOString()}, ${cpus().length} cores, Node ${process.version}: not in the run the Machine section describes.`;
  const block = [heading, '', note, ...rest, ''].join('\n');
  const start = results.indexOf(`\n${heading}\n`);
  const end = start < 0 ? -1 : results.indexOf('\n## ', start + heading!.length + 2);
  let text =
    start < 0 ? results.replace(`\n${BY_HAND_HEADING}\n`, `\n${block}\n${BY_HAND_HEADING}\n`) : `${results.slice(0, start + 1)}${block}${results.slice(end)}`;
  for (const row of section.summary) {
    const line = summaryTable([row]).split('\n').at(-1)!;
    const at = text.split('\n').findIndex((l) => l.startsWith(`| ${row.figure} |`));
    if (at >= 0) text = text.split('\n').with(at, line).join('\n');
    else text = text.replace(/(\n## Summary\n\n(?:\|.*\n)+)/, `$1${line}\n`);
  }
  return text;
}

function summaryTable(rows: readonly SummaryRow[]): string {
  const verdict = (row: SummaryRow) => (row.met === undefined ? '' : row.met ? 'met' : '**not met**');
  return ['| Figure | Measured | Target | |', '|---|---:|---|---|', ...rows.map((r) => `| ${r.figure} | ${r.measured} | ${r.target} | ${verdict(r)} |`)].join(
    '\n',
  );
}

function generationSections(results: readonly FigureResult[], warmUps: Map<number, number>, models: Map<number, string>): Section {
  const byId = new Map(results.map((r) => [r.figure.id, r]));
  const side = sideBySide(byId);
  const linearity = linearitySection(byId);
  const scaling = ['x1', 'x10', 'x100', 'check'].flatMap((id) => (byId.get(id) ? [byId.get(id)!] : []));
  const sizes = [...models]
    .sort((a, b) => a[0] - b[0])
    .map(([factor, dir]) => `×${factor}: ${countOperations(dir)} operations, ${fmt(specBytes(dir) / 1024)} KiB of YAML`)
    .join('; ');
  const firstRuns = [...warmUps].map(([factor, ms]) => `×${factor} ${fmt(ms)} ms`).join(', ');
  const markdown = [
    '## Generation, side by side',
    '',
    `Whole processes on the same input, interleaved (one run of each per round, the order reversed every other round). Ours: \`node scripts/cli.mjs generate --spec spec --out <fresh folder>\` (what \`npm run generate\` runs), producing everything: OpenAPI 3.1 and 3.0.3 for both versions (YAML and JSON), the model's JSON Schema, the TypeScript client (sources, JavaScript, declarations), the route stubs, the Markdown docs and the Redoc HTML pages. Peers: their command-line entry (\`node <bin>\`) on our \`${PEER_INPUT.slice(ROOT.length + 1)}\` (one version), into a fresh folder. One line edited: the model copied with a new summary in v4.yaml each run (what regenerating on a spec change sees). The compiler keeps no cache of the model between runs, so every run is also what a first run on a model is; what \`npm run build\` compiles from the tool's own files (the CLI bundle, with the model-schema validator and the precompiled templates) is in place, as \`npm ci\` leaves it.`,
    '',
    side.markdown,
    '',
    '## Generation, scaling',
    '',
    `Scaled models come from \`bench/scale-model.ts\`: the seed files plus renamed copies of enums, resources, parameters, operations and areas (${sizes}). Wall time around the child process; in-process time is the compiler's own \`generated … in N ms\` line (no Node start-up). First runs (not in the table): ${firstRuns}.`,
    '',
    scalingTable(scaling),
    '',
    '### Linearity',
    '',
    linearity.markdown,
    '',
  ].join('\n');
  return { markdown, summary: [...side.summary, ...linearity.summary] };
}

async function main(): Promise<number> {
  const budget = new Budget(TOTAL_BUDGET_MS);
  const loadStart = loadavg();
  const commitStart = codeIdentity();
  const tmpRoot = mkdtempSync(join(tmpdir(), 'api-contract-bench-'));
  const cleanup = () => rmSync(tmpRoot, { recursive: true, force: true });
  process.once('SIGINT', () => {
    killActiveChildren();
    cleanup();
    process.exit(130);
  });
  try {
    console.log(`bench: ${cpus().length} cores, Node ${process.version}, temporary folder ${tmpRoot}`);
    const write = process.argv.includes('--write');
    const only = process.argv
      .slice(2)
      .filter((a) => a !== '--write')
      .join(' ');
    if (only === '--only scale') {
      const x100 = join(tmpRoot, 'spec-x100');
      scaleModel(join(ROOT, 'spec'), x100, 100);
      const section = await scaleFigures(join(ROOT, 'spec'), x100, tmpRoot);
      console.log(`\n${section.markdown}\n${summaryTable(section.summary)}`);
      return 0;
    }
    const alone: Record<string, () => Promise<Section>> = {
      '--only diff': () => diffFigures(join(ROOT, 'spec'), tmpRoot),
      '--only verify': verifyPeerFigures,
      '--only examples': () => mockExampleFigures(tmpRoot),
      '--only watch': () => watchFigures(tmpRoot),
    };
    if (alone[only]) {
      const section = await alone[only]();
      console.log(`\n${section.markdown}\n${summaryTable(section.summary)}`);
      if (write) writeFileSync(RESULTS, withSectionRunAlone(readFileSync(RESULTS, 'utf8'), section));
      return 0;
    }
    const models = new Map<number, string>([[1, join(ROOT, 'spec')]]);
    for (const factor of [10, 100]) {
      const dir = join(tmpRoot, `spec-x${factor}`);
      scaleModel(join(ROOT, 'spec'), dir, factor);
      models.set(factor, dir);
    }

    console.log('generation figures…');
    const generation = await measureGeneration({ models, tmpRoot, budget, reserveMs: AFTER_GENERATION_MS });
    const sections: Section[] = [generationSections(generation.results, generation.warmUps, models)];
    console.log(`change report figures… (${fmt(budget.elapsed() / 1000)} s so far)`);
    sections.push(await diffFigures(join(ROOT, 'spec'), tmpRoot));
    console.log(`watch figures… (${fmt(budget.elapsed() / 1000)} s so far)`);
    sections.push(await watchFigures(tmpRoot));
    console.log(`client figures… (${fmt(budget.elapsed() / 1000)} s so far)`);
    sections.push(await clientFigures());
    console.log(`route figures… (${fmt(budget.elapsed() / 1000)} s so far)`);
    sections.push(await serverFigures());
    console.log(`load test… (${fmt(budget.elapsed() / 1000)} s so far)`);
    sections.push(await loadFigures());
    console.log(`token memory… (${fmt(budget.elapsed() / 1000)} s so far)`);
    sections.push(await tokenMemoryFigures());
    console.log(`verify, Prism and Dredd on the fault corpus… (${fmt(budget.elapsed() / 1000)} s so far)`);
    sections.push(await verifyPeerFigures());
    console.log(`examples and Prism's static mock… (${fmt(budget.elapsed() / 1000)} s so far)`);
    sections.push(await mockExampleFigures(tmpRoot));
    console.log(`large models… (${fmt(budget.elapsed() / 1000)} s so far)`);
    sections.push(await scaleFigures(join(ROOT, 'spec'), models.get(100)!, tmpRoot));

    const ctx: RunContext = { loadStart, loadEnd: loadavg(), commitStart, commitEnd: codeIdentity(), totalMs: budget.elapsed() };
    const text = [
      '# Benchmark results',
      '',
      'Written by `npm run bench` (`tsx bench/run.ts`), which rewrites this file but for its last section, measured by hand. Every other figure comes from this one run on this one machine; absolute times drift on shared machines and between runs, the ratios within a run are what count. Medians with their spread (min–max) over the runs each figure states.',
      '',
      '## Machine',
      '',
      machineFacts(ctx),
      '',
      '## Summary',
      '',
      summaryTable(sections.flatMap((s) => s.summary)),
      '',
      ...sections.map((s) => s.markdown),
      '',
      sectionWrittenByHand(),
    ].join('\n');
    writeFileSync(RESULTS, `${text.trimEnd()}\n`);
    console.log(`\n${text}`);
    console.log(`written to ${RESULTS} in ${fmt(budget.elapsed() / 1000, 1)} s`);
    return 0;
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    cleanup();
  }
}

process.exitCode = await main();
