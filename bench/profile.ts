/**
 * "Where the time goes": V8 CPU profiles of whole `generate` processes
 * (`node --cpu-prof scripts/cli.mjs generate …`, warm cache), split by pipeline step, for this
 * checkout and for BASELINE_COMMIT (the code before the performance work, extracted with
 * `git archive` into a temporary folder, on the same model and the same machine, interleaved).
 *
 * Attribution of each sample, first rule that applies:
 *   1. the outermost frame on its stack that is a step's entry function (`loadSpecDir`,
 *      `emitOpenApi`, …): that step, whatever it called (a package, Node's module loader);
 *   2. otherwise the innermost frame from the compiler bundle, by the source file esbuild marks
 *      in the bundle (`// src/emit/client/transpile.ts`): that file's step. This catches work
 *      resumed after an `await`, whose stack no longer shows the entry function;
 *   3. otherwise V8's own buckets: garbage collection, idle, and the rest (Node start-up, module
 *      loading and the bundle's top-level code) as "start-up".
 * Self time is also summed per package and source file, to name what dominates.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BENCH_CACHE } from './generation.ts';
import { Budget, CLI, flushPendingWrites, fmt, ownErrorLines, ROOT, runChild, stat, type Section } from './measure.ts';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Pipeline steps in report order, each with its entry functions and its source folders. */
export const STEPS: readonly { step: string; entries: readonly string[]; sources: readonly string[] }[] = [
  { step: 'load (read + parse YAML)', entries: ['loadSpecDir'], sources: ['src/load/'] },
  { step: 'validate (schema + rules)', entries: ['validateModel'], sources: ['src/validate/', 'src/model/'] },
  { step: 'resolve + views', entries: ['resolveModel', 'buildVersionView'], sources: ['src/resolve/', 'src/views/'] },
  { step: 'emit: model schema', entries: ['emitModelSchema'], sources: [] },
  { step: 'emit: openapi', entries: ['emitOpenApi'], sources: ['src/emit/openapi/', 'src/emit/yaml-writer.ts'] },
  { step: 'emit: client (incl. transpile)', entries: ['emitClient'], sources: ['src/emit/client/'] },
  { step: 'emit: server', entries: ['emitServer'], sources: ['src/emit/server/'] },
  { step: 'emit: docs (Markdown)', entries: ['emitMarkdownDocs'], sources: ['src/emit/docs/'] },
  { step: 'emit: html docs', entries: ['emitHtmlDocs'], sources: ['src/emit/docs/html.ts'] },
  { step: 'write', entries: ['writeOutput', 'diffOutput'], sources: ['src/write/'] },
];
export const START_UP = 'start-up (Node, module loading, top-level code)';
export const GC = 'garbage collection';
export const IDLE = 'idle (waiting on I/O or child processes)';

export interface ProfileSummary {
  /** Sampled milliseconds per step (STEPS, then START_UP, GC, IDLE). */
  steps: Map<string, number>;
  /** Self milliseconds per package (`yaml`, `ajv`, …) or compiler source file. */
  selfByOwner: Map<string, number>;
  totalMs: number;
}

/** Bundle line → source file, from the `// src/…` comments esbuild writes before each module. */
function bundleRegions(bundlePath: string): { line: number; source: string }[] {
  const regions: { line: number; source: string }[] = [];
  readFileSync(bundlePath, 'utf8')
    .split('\n')
    .forEach((text, line) => {
      const marker = /^\/\/ ((?:src|node_modules)\/\S+)$/.exec(text);
      if (marker) regions.push({ line, source: marker[1]! });
    });
  return regions;
}

function sourceAt(regions: readonly { line: number; source: string }[], line: number): string | undefined {
  let found: string | undefined;
  for (const r of regions) {
    if (r.line > line) break;
    found = r.source;
  }
  return found;
}

function packageOf(url: string): string | undefined {
  return /node_modules\/((?:@[^/]+\/)?[^/.][^/]*)\//.exec(url)?.[1];
}

export function summariseProfile(profilePath: string, bundlePath: string): ProfileSummary {
  const profile = JSON.parse(readFileSync(profilePath, 'utf8')) as CpuProfile;
  const bundleUrl = pathToFileURL(resolve(bundlePath)).href;
  const regions = bundleRegions(bundlePath);
  const parent = new Map<number, ProfileNode>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);

  const stepOfEntry = new Map(STEPS.flatMap((s) => s.entries.map((e) => [e, s.step] as const)));
  // The longest matching folder wins (src/emit/docs/html.ts before src/emit/docs/).
  const stepOfSource = (source: string) => {
    const matches = STEPS.flatMap((s) => s.sources.filter((prefix) => source.startsWith(prefix)).map((prefix) => ({ step: s.step, prefix })));
    return matches.sort((a, b) => b.prefix.length - a.prefix.length)[0]?.step;
  };
  const attribution = new Map<number, { step: string; owner: string }>();
  const attribute = (node: ProfileNode): { step: string; owner: string } => {
    const cached = attribution.get(node.id);
    if (cached) return cached;
    const frame = node.callFrame;
    const ownSource = frame.url === bundleUrl ? sourceAt(regions, frame.lineNumber) : undefined;
    const owner = (ownSource && (packageOf(`/${ownSource}`) ?? ownSource)) ?? packageOf(frame.url) ?? (frame.url.startsWith('node:') ? 'node (internal)' : frame.functionName || '(native)');
    let outerEntry: string | undefined;
    let innerSource: string | undefined;
    for (let n: ProfileNode | undefined = node; n; n = parent.get(n.id)) {
      const f = n.callFrame;
      if (f.url === bundleUrl) {
        const entry = stepOfEntry.get(f.functionName);
        if (entry) outerEntry = entry;
        innerSource ??= sourceAt(regions, f.lineNumber);
      }
    }
    const special = frame.functionName === '(garbage collector)' ? GC : frame.functionName === '(idle)' ? IDLE : undefined;
    const step = special ?? outerEntry ?? (innerSource ? stepOfSource(innerSource) : undefined) ?? START_UP;
    const result = { step, owner };
    attribution.set(node.id, result);
    return result;
  };

  const steps = new Map<string, number>([...STEPS.map((s) => [s.step, 0] as const), [START_UP, 0], [GC, 0], [IDLE, 0]]);
  const selfByOwner = new Map<string, number>();
  let totalMs = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    const { step, owner } = attribute(node);
    steps.set(step, (steps.get(step) ?? 0) + ms);
    selfByOwner.set(owner, (selfByOwner.get(owner) ?? 0) + ms);
    totalMs += ms;
  });
  return { steps, selfByOwner, totalMs };
}

/** The last commit before the performance work (docs emitter included, so the same output). */
export const BASELINE_COMMIT = 'e74d8a2';
const RUNS = 3;
const RUN_TIMEOUT_MS = 60_000;

interface Checkout {
  label: string;
  cli: string;
  bundle: string;
  env: NodeJS.ProcessEnv;
}

/**
 * The baseline as a runnable checkout: its files from git, and a node_modules of links to this
 * one's packages (so its CLI bundle and caches are its own). The baseline still rendered its HTML
 * pages with Redoc's CLI (seconds per page) and cached them; that cache lives in the benchmark's
 * folder, so only the baseline's first run ever builds them, and a Redoc build is not what is
 * compared.
 */
function baselineCheckout(tmpRoot: string): Checkout | string {
  const dir = join(tmpRoot, 'baseline');
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('sh', ['-c', `git archive ${BASELINE_COMMIT} src scripts templates package.json | tar -x -C "${dir}"`], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
  if (archive.status !== 0) return `baseline ${BASELINE_COMMIT} not available (${archive.stderr.trim() || 'git archive failed'})`;
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name !== '.cache') symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
  }
  const cache = join(modules, '.cache', 'api-contract');
  mkdirSync(cache, { recursive: true });
  mkdirSync(join(BENCH_CACHE, 'redoc'), { recursive: true });
  symlinkSync(join(BENCH_CACHE, 'redoc'), join(cache, 'redoc'));
  return { label: `before (${BASELINE_COMMIT})`, cli: join(dir, 'scripts', 'cli.mjs'), bundle: join(cache, 'cli.mjs'), env: process.env };
}

interface ProfiledRun {
  wallMs: number;
  summary: ProfileSummary;
}

async function profiledRun(checkout: Checkout, tmpRoot: string): Promise<ProfiledRun> {
  const work = mkdtempSync(join(tmpRoot, 'profile-'));
  try {
    const args = ['--cpu-prof', '--cpu-prof-dir', join(work, 'profiles'), checkout.cli, 'generate', '--spec', join(ROOT, 'spec'), '--out', join(work, 'out')];
    flushPendingWrites();
    const child = await runChild(process.execPath, args, { timeoutMs: RUN_TIMEOUT_MS, env: checkout.env });
    if (child.code !== 0) throw new Error(`${checkout.label}: generate failed (${child.timedOut ? 'time-out' : `exit ${child.code}`}): ${ownErrorLines(child.stderr)}`);
    // One profile per thread; the main thread's (thread id 0) holds the pipeline.
    const main = readdirSync(join(work, 'profiles')).find((name) => /\.0\.\d+\.cpuprofile$/.test(name));
    if (!main) throw new Error(`${checkout.label}: no profile of the main thread`);
    return { wallMs: child.wallMs, summary: summariseProfile(join(work, 'profiles', main), checkout.bundle) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function medianOf(runs: readonly ProfiledRun[], pick: (run: ProfiledRun) => number): number {
  return stat(runs.map(pick))?.median ?? NaN;
}

function topOwners(runs: readonly ProfiledRun[], count: number): string {
  const owners = new Map<string, number[]>();
  for (const run of runs) for (const [owner, ms] of run.summary.selfByOwner) owners.set(owner, [...(owners.get(owner) ?? []), ms]);
  return [...owners]
    .map(([owner, values]) => [owner, (stat(values)?.median ?? 0) * (values.length / runs.length)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([owner, ms]) => `${owner} ${fmt(ms)} ms`)
    .join(', ');
}

/** The before/after table for bench/RESULTS.md. */
export async function profileFigures(tmpRoot: string, budget: Budget, reserveMs: number): Promise<Section> {
  const after: Checkout = { label: 'after (this checkout)', cli: CLI, bundle: join(ROOT, 'node_modules', '.cache', 'api-contract', 'cli.cjs'), env: { ...process.env, API_CONTRACT_CACHE_DIR: BENCH_CACHE } };
  const baseline = baselineCheckout(tmpRoot);
  const checkouts = typeof baseline === 'string' ? [after] : [baseline, after];
  const runs = new Map<Checkout, ProfiledRun[]>(checkouts.map((c) => [c, []]));
  // An untimed first run each: the baseline builds its bundle and fills its own caches.
  for (const checkout of checkouts) await profiledRun(checkout, tmpRoot);
  for (let i = 0; i < RUNS && (i === 0 || budget.remaining() > reserveMs); i++) {
    for (const checkout of i % 2 === 0 ? checkouts : [...checkouts].reverse()) runs.get(checkout)!.push(await profiledRun(checkout, tmpRoot));
  }
  const before = typeof baseline === 'string' ? undefined : runs.get(baseline);
  const now = runs.get(after)!;
  const cell = (list: readonly ProfiledRun[] | undefined, pick: (run: ProfiledRun) => number) => (list && list.length > 0 ? fmt(medianOf(list, pick)) : 'n/a');
  const change = (pick: (run: ProfiledRun) => number) => {
    if (!before || before.length === 0 || now.length === 0) return '';
    const [b, a] = [medianOf(before, pick), medianOf(now, pick)];
    return b > 0 ? `${a <= b ? '−' : '+'}${fmt(Math.abs(a - b))} ms` : '';
  };
  const rows = [...now[0]?.summary.steps.keys() ?? []].map((step) => {
    const pick = (run: ProfiledRun) => run.summary.steps.get(step) ?? 0;
    return `| ${step} | ${cell(before, pick)} | ${cell(now, pick)} | ${change(pick)} |`;
  });
  const total = (run: ProfiledRun) => run.summary.totalMs;
  const wall = (run: ProfiledRun) => run.wallMs;
  const markdown = [
    '## Where the time goes',
    '',
    `\`node --cpu-prof scripts/cli.mjs generate --out <fresh folder>\` on the seed model with a warm cache, ${RUNS} interleaved runs each of this checkout and of ${BASELINE_COMMIT} (the last commit before the performance work; its files from \`git archive\`, the same packages, the same model), medians of sampled milliseconds of the main thread. Each sample goes to the outermost pipeline function on its stack (\`loadSpecDir\`, \`emitOpenApi\`, …; work resumed after an \`await\` by the source file of its innermost frame), otherwise to V8's own buckets (\`bench/profile.ts\`).`,
    'Other work landed between the two commits as well; here it shows in the docs step, whose compiled templates the docs emitter now caches itself.',
    typeof baseline === 'string' ? `\n${baseline}.\n` : '',
    '| Step | Before ms | After ms | Change |',
    '|---|---:|---:|---:|',
    ...rows,
    `| **total sampled (main thread)** | **${cell(before, total)}** | **${cell(now, total)}** | ${change(total)} |`,
    `| wall time of the process | ${cell(before, wall)} | ${cell(now, wall)} | ${change(wall)} |`,
    '',
    before ? `Self time, largest owners before: ${topOwners(before, 6)}.` : '',
    `Self time, largest owners after: ${topOwners(now, 6)}.`,
    '',
  ].join('\n');
  const summary = before && before.length > 0 && now.length > 0
    ? [{ figure: '`generate` (warm cache), wall time before → after this work', measured: `${fmt(medianOf(before, wall))} → ${fmt(medianOf(now, wall))} ms`, target: '(profile)' }]
    : [];
  return { markdown, summary };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [profilePath, bundlePath] = process.argv.slice(2);
  if (!profilePath || !bundlePath) throw new Error('usage: tsx bench/profile.ts <file.cpuprofile> <bundle.mjs>');
  const summary = summariseProfile(profilePath, bundlePath);
  for (const [step, ms] of summary.steps) console.log(`${ms.toFixed(0).padStart(6)} ms  ${step}`);
  console.log(`${summary.totalMs.toFixed(0).padStart(6)} ms  total\n`);
  const top = [...summary.selfByOwner].sort((a, b) => b[1] - a[1]).slice(0, 15);
  for (const [owner, ms] of top) console.log(`${ms.toFixed(0).padStart(6)} ms  self in ${owner}`);
}
