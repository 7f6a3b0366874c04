/**
 * Property-based fuzzing of the compiler: random mutations of the seed model (deleted keys,
 * wrong types, renamed references, duplicated entries, random bytes, huge strings, deep
 * nesting, anchors, aliases and alias bombs, line noise, files deleted, copied or added; see
 * test/support/model-mutations.ts). Every case must end in diagnostics that are each located
 * in a model file, coded and hinted, or in a compile whose artefacts are safe to write; never
 * an exception or a hang. The cases run in memory, in worker threads, through the real loader
 * and pipeline with the OpenAPI and route-stub emitters (FAST_EMITTERS); a few also go through
 * the real CLI (every emitter) and writer into a temporary output folder, which must be left
 * exactly as it was whenever the model is refused. `npm run fuzz -- <cases>` runs the long
 * version with every emitter but the HTML pages.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { EMITTERS } from '../src/pipeline/compile.ts';
import { manifestArtefact } from '../src/write/manifest.ts';
import { checkCase, FAST_EMITTERS, InMemoryCompiler } from './support/model-fuzz.ts';
import { runFuzzInWorker } from './support/model-fuzz-runner.ts';
import { applyMutations, caseArbitrary, findSites, readSeed, type Mutation } from './support/model-mutations.ts';
import { REPO, SPEC_DIR } from './support/seed.ts';

const CASES = 2_000;
/** The cases are split between this many worker threads: vitest runs one test file at a time here, leaving the other core idle. */
const WORKERS = 2;
/** Cases through every emitter but the HTML pages: each accepted one costs the client's transpile and the docs. */
const EVERY_EMITTER_CASES = 100;
/**
 * About 20 ms a case on an idle core, most of it the YAML parser reading the mutated file;
 * several times that on a busy shared machine, hence a limit well above the suite's default.
 */
const BULK_TIMEOUT_MS = 400_000;
const seed = readSeed(SPEC_DIR);
const sitesByFile = findSites(seed);
const labels = (mutations: readonly Mutation[]) => mutations.map((m) => m.label).join(' | ');

const work = mkdtempSync(join(tmpdir(), 'model-fuzz-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('model fuzzing, in memory', () => {
  it('the unmutated seed compiles, so every diagnostic below comes from a mutation', async () => {
    const { outcome, problems } = await checkCase(new InMemoryCompiler(seed, FAST_EMITTERS), applyMutations(seed, []));
    expect(problems).toEqual([]);
    expect(outcome?.ok).toBe(true);
  });

  it(
    `${CASES} random mutations each end in located diagnostics or a clean compile, none runs over a minute`,
    async () => {
      // A fresh seed each run widens coverage over time; a failure prints the seed and path that replay it.
      const base = Date.now() % 2 ** 30;
      const reports = await Promise.all(
        Array.from({ length: WORKERS }, (_, i) => runFuzzInWorker({ cases: CASES / WORKERS, seed: base + i, emitters: 'fast' })),
      );
      for (const report of reports) expect(report.failure).toBeUndefined();
      // The mutations reach every stage: the parser, its limits, the schema, the semantic rules, the emitters.
      expect(reports.reduce((n, r) => n + r.compiled, 0)).toBeGreaterThan(0);
      const codes = new Set(reports.flatMap((r) => Object.keys(r.codes)));
      for (const code of [
        'yaml-syntax',
        'yaml-duplicate-key',
        'yaml-alias-limit',
        'yaml-alias-cycle',
        'yaml-too-deep',
        'file-too-large',
        'schema-unknown-key',
        'schema-wrong-type',
        'unknown-reference',
      ]) {
        expect(codes, `no case ended in ${code}`).toContain(code);
      }
    },
    BULK_TIMEOUT_MS,
  );
});

describe('every accepted model generates', () => {
  it(
    `${EVERY_EMITTER_CASES} random mutations through every emitter but the HTML pages: each ends in located diagnostics or artefacts, never an internal error`,
    async () => {
      // The fast set above leaves out the client and the docs, where a valid model once crashed `generate`.
      const report = await runFuzzInWorker({ cases: EVERY_EMITTER_CASES, seed: Date.now() % 2 ** 30, emitters: 'all but HTML' });
      expect(report.failure).toBeUndefined();
      expect(report.compiled).toBeGreaterThan(0);
    },
    BULK_TIMEOUT_MS,
  );
});

// ── Through the real CLI and writer ─────────────────────────────────────────────────────

interface CliRun {
  status: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

function generate(specDir: string, outDir: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO, 'scripts', 'cli.mjs'), 'generate', '--spec', specDir, '--out', outDir], {
      cwd: REPO,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status, signal) => resolve({ status, signal, stderr }));
  });
}

function snapshot(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(files.map((e) => [join(e.parentPath, e.name).slice(dir.length + 1), readFileSync(join(e.parentPath, e.name), 'utf8')]));
}

function writeSpec(files: ReadonlyMap<string, string>, dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
}

/** A diagnostic line, its hint, the closing summary, or blank: nothing else (no stack frame) on stderr. */
const STDERR_LINE =
  /^(spec\/[\w.-]+\.yaml:\d+:\d+ (?:error|warning) [a-z0-9-]+: .+| {2}hint: .+|\d+ errors?(?: and \d+ warnings?)? in the model; nothing was written\.|)$/;

describe('model fuzzing, through the CLI and the writer', () => {
  it('a refused model leaves the previous output exactly as it was; an accepted one replaces it with what the compiler produced', async () => {
    // The first refused cases and the first accepted one of a fixed sample, so every run tests
    // the same few (a CLI run costs a second or more, and a fixed case reuses the transpile cache).
    const compiler = new InMemoryCompiler(seed, FAST_EMITTERS);
    const refused: Mutation[][] = [];
    let accepted: Mutation[] | undefined;
    for (const mutations of fc.sample(caseArbitrary(sitesByFile), { numRuns: 200, seed: 7 })) {
      const { outcome } = await checkCase(compiler, applyMutations(seed, mutations));
      if (outcome?.ok === false && refused.length < 4) refused.push(mutations);
      if (outcome?.ok && !accepted) accepted = mutations;
      if (refused.length === 4 && accepted) break;
    }
    expect(refused).toHaveLength(4);
    expect(accepted).toBeDefined();

    const outDir = join(work, 'generated');
    const first = await generate(SPEC_DIR, outDir);
    expect(first.status, first.stderr).toBe(0);
    const before = snapshot(outDir);

    for (const [index, mutations] of refused.entries()) {
      const specDir = join(work, `refused-${index}`, 'spec');
      writeSpec(applyMutations(seed, mutations), specDir);
      const run = await generate(specDir, outDir);
      expect(run.status, `${labels(mutations)}\n${run.stderr}`).toBe(1);
      for (const line of run.stderr.split('\n')) expect(line, labels(mutations)).toMatch(STDERR_LINE);
      expect(snapshot(outDir)).toEqual(before);
      expect(readdirSync(work).filter((name) => name.startsWith('.'))).toEqual([]);
    }

    const files = applyMutations(seed, accepted!);
    const specDir = join(work, 'accepted', 'spec');
    writeSpec(files, specDir);
    const run = await generate(specDir, outDir);
    expect(run.status, `${labels(accepted!)}\n${run.stderr}`).toBe(0);
    const expected = new InMemoryCompiler(seed, EMITTERS).compile(files);
    expect(expected.ok).toBe(true);
    const artefacts = expected.ok ? expected.outputs.flatMap((o) => o.artefacts) : [];
    expect(snapshot(outDir)).toEqual(new Map([...artefacts, manifestArtefact(artefacts.map((a) => a.path))].map((a) => [a.path, String(a.content)])));
    expect(readdirSync(work).sort()).toEqual(['accepted', 'generated', ...refused.map((_, i) => `refused-${i}`)].sort());
  });
});
