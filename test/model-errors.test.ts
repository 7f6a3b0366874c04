/**
 * How the compiler answers the real model, broken. Every case copies the real `spec/` folder into
 * a fresh temporary directory, applies one mutation (test/fixtures/broken-models.ts) and checks
 * that the compiler refuses the model with a stable code, a well-formed located diagnostic and
 * a hint, pointing at the file and line of the mutation. A few cases also go through the real
 * CLI: exit code 1, a located message, no stack trace, and the output folder left exactly as it
 * was. Each rule and code on its own is test/rule-fixtures.test.ts.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiagnosticCode } from '../src/pipeline/codes.ts';
import { formatDiagnostic, type Diagnostic } from '../src/diagnostics/diagnostic.ts';
import { analyse } from '../src/pipeline/compile.ts';
import { BROKEN_MODELS, type BrokenModel, type Mutation } from './fixtures/broken-models.ts';
import { REPO, SPEC_DIR } from './support/seed.ts';

/** `spec/x.yaml:12:5 error some-code: message` and an indented hint on the next line. */
const FORMAT = /^spec\/[\w.-]+\.yaml:\d+:\d+ (error|warning) [a-z0-9-]+: .+\n {2}hint: .+/;
const STACK_FRAME = /^\s+at /m;

const tempDirs: string[] = [];

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temp dir holding a copy of the real model in a folder named `spec`. */
function copyOfSpec(): { root: string; specDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'model-errors-'));
  tempDirs.push(root);
  const specDir = join(root, 'spec');
  cpSync(SPEC_DIR, specDir, { recursive: true });
  return { root, specDir };
}

function occurrences(text: string, search: string): number {
  return text.split(search).length - 1;
}

/** 1-based line and column of `offset` in `text`, as editors and diagnostics count them. */
function positionIn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** Deterministic pseudo-random bytes (mulberry32), so the "random bytes" cases never flake. */
function seededBytes(seed: number, length: number): Buffer {
  let state = seed >>> 0;
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    bytes[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return bytes;
}

/** Where the diagnostic for a mutation must be: always the file, and the line/column when known. */
interface Expected {
  file: string;
  line?: number;
  column?: number;
}

/** Applies one mutation to the copied model and returns where its diagnostic must point. */
function applyMutation(specDir: string, mutation: Mutation): Expected {
  const path = join(specDir, mutation.file);
  const file = `spec/${mutation.file}`;
  switch (mutation.kind) {
    case 'replace': {
      const original = readFileSync(path, 'utf8');
      expect(occurrences(original, mutation.search), `search string must occur exactly once in ${file}`).toBe(1);
      expect(mutation.replace).not.toBe(mutation.search);
      const index = original.indexOf(mutation.search);
      const mutated = original.slice(0, index) + mutation.replace + original.slice(index + mutation.search.length);
      writeFileSync(path, mutated);
      // Find the replacement in the mutated text, then `at` inside it.
      expect(mutated.startsWith(mutation.replace, index)).toBe(true);
      const inReplacement = mutation.replace.indexOf(mutation.at);
      expect(inReplacement, `\`at\` must be part of the replacement`).toBeGreaterThanOrEqual(0);
      return { file, ...positionIn(mutated, index + inReplacement) };
    }
    case 'truncate': {
      const original = readFileSync(path, 'utf8');
      expect(occurrences(original, mutation.after), `cut point must occur exactly once in ${file}`).toBe(1);
      const cut = original.indexOf(mutation.after) + mutation.after.length;
      // In the middle of a line: neither right after nor right before a line break.
      expect(original[cut - 1]).not.toBe('\n');
      expect(original[cut]).not.toBe('\n');
      const truncated = original.slice(0, cut);
      writeFileSync(path, truncated);
      if (mutation.at === undefined) return { file, line: positionIn(truncated, truncated.length).line };
      expect(occurrences(truncated, mutation.at)).toBe(1);
      return { file, ...positionIn(truncated, truncated.indexOf(mutation.at)) };
    }
    case 'add': {
      expect(existsSync(path), `${file} must be a new file`).toBe(false);
      writeFileSync(path, mutation.content);
      if (mutation.at === undefined) return { file, line: 1, column: 1 };
      return { file, ...positionIn(mutation.content, mutation.content.indexOf(mutation.at)) };
    }
    case 'delete':
      expect(existsSync(path), `${file} must exist`).toBe(true);
      unlinkSync(path);
      return { file };
    case 'bytes':
      expect(existsSync(path), `${file} must exist`).toBe(true);
      writeFileSync(path, seededBytes(mutation.seed, mutation.length));
      return { file };
  }
}

function locateMode(c: BrokenModel): NonNullable<BrokenModel['locate']> {
  if (c.locate) return c.locate;
  if (c.mutation.kind === 'delete') return 'none';
  if (c.mutation.kind === 'bytes') return 'file';
  return 'line';
}

function where(d: Pick<Diagnostic, 'file' | 'line' | 'column'>): string {
  return `${d.file}:${d.line}:${d.column}`;
}

/** The diagnostic with `code` at the expected place (file, line, column as far as `mode` asks). */
function findLocated(
  diagnostics: readonly Diagnostic[],
  code: DiagnosticCode,
  expected: Expected,
  mode: NonNullable<BrokenModel['locate']>,
): Diagnostic | undefined {
  return diagnostics.find(
    (d) =>
      d.code === code &&
      (mode === 'none' || (d.file === expected.file && (mode === 'file' || d.line === expected.line) && (mode !== 'column' || d.column === expected.column))),
  );
}

function describeAll(diagnostics: readonly Diagnostic[]): string {
  return diagnostics.map((d) => `${where(d)} ${d.code}`).join('\n');
}

function analyseBroken(specDir: string): Diagnostic[] {
  const result = analyse(specDir);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.diagnostics;
}

describe('broken models (in process)', () => {
  it('every case is named apart', () => {
    expect(new Set(BROKEN_MODELS.map((c) => c.name)).size).toBe(BROKEN_MODELS.length);
  });

  it('the unmutated copy is valid, so every error below comes from its mutation', () => {
    const { specDir } = copyOfSpec();
    const result = analyse(specDir);
    expect(result.ok ? [] : describeAll(result.diagnostics)).toEqual([]);
  });

  it.each(BROKEN_MODELS)('$name → $code', (c) => {
    const { specDir } = copyOfSpec();
    const expected = applyMutation(specDir, c.mutation);
    const diagnostics = analyseBroken(specDir);

    expect(diagnostics.map((d) => d.code)).toContain(c.code);
    for (const d of diagnostics) expect(formatDiagnostic(d)).toMatch(FORMAT);

    const mode = locateMode(c);
    const located = findLocated(diagnostics, c.code, expected, mode);
    const wanted =
      mode === 'none' ? 'anywhere' : mode === 'file' ? expected.file : mode === 'line' ? `${expected.file}:${expected.line}` : where(expected as Diagnostic);
    expect(located, `no ${c.code} at ${wanted}; got:\n${describeAll(diagnostics)}`).toBeDefined();
    if (located && c.message) expect(located.message).toMatch(c.message);
  });
});

describe('runaway nesting', () => {
  /** `analyse` called `frames` calls deep: the stack the yaml library would have left differs. */
  function analysedAtDepth(specDir: string, frames: number): string[] {
    if (frames > 0) return analysedAtDepth(specDir, frames - 1);
    return analyseBroken(specDir).map((d) => `${where(d)} ${d.code}`);
  }

  it('gives one diagnostic, at the same place, however much stack is left', () => {
    const { specDir } = copyOfSpec();
    const flow = BROKEN_MODELS.find((c) => c.name === 'flow lists nested 1,500 deep')!;
    const expected = applyMutation(specDir, flow.mutation);
    const runs = [0, 500, 2_000, 4_000].map((frames) => analysedAtDepth(specDir, frames));
    for (const run of runs) expect(run).toEqual([`${where(expected as Diagnostic)} yaml-too-deep`]);
  });
});

describe('no follow-on noise', () => {
  it('a file that cannot be parsed gives its own error only, not errors about the sections it held', () => {
    const { specDir } = copyOfSpec();
    const file = join(specDir, 'resources.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('cancelled, closed]', 'cancelled, closed'));
    const result = analyse(specDir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics.map((d) => d.code)).toEqual(['yaml-syntax']);
  });
});

describe('all errors at once', () => {
  it('reports three independent semantic mistakes in three files together', () => {
    const { specDir } = copyOfSpec();
    const mistakes: { code: DiagnosticCode; mutation: Mutation }[] = [
      {
        code: 'unknown-reference',
        mutation: {
          kind: 'replace',
          file: 'resources.yaml',
          search: '      administrator: { type: object, of: user }',
          replace: '      administrator: { type: object, of: usr }',
          at: 'usr',
        },
      },
      {
        code: 'undeclared-scope',
        mutation: { kind: 'replace', file: 'v4.yaml', search: '    scope: welcome:read\n', replace: '    scope: welcom:read\n', at: 'welcom:read' },
      },
      {
        code: 'mapping-version-mismatch',
        mutation: {
          kind: 'replace',
          file: 'migration.yaml',
          search: '{ from: getJob, to: getProject }',
          replace: '{ from: getJob, to: getJob }',
          at: 'getJob }',
        },
      },
    ];
    const expected = mistakes.map((m) => applyMutation(specDir, m.mutation));
    const diagnostics = analyseBroken(specDir);
    mistakes.forEach((m, i) => {
      expect(findLocated(diagnostics, m.code, expected[i]!, 'column'), `${m.code}; got:\n${describeAll(diagnostics)}`).toBeDefined();
    });
    expect(new Set(diagnostics.map((d) => d.file)).size).toBe(3);
  });

  it('reports a YAML error and structural errors of other files together', () => {
    const { specDir } = copyOfSpec();
    const mistakes: { code: DiagnosticCode; mutation: Mutation }[] = [
      {
        code: 'yaml-syntax',
        mutation: { kind: 'replace', file: 'scopes.yaml', search: '    catalogs: {}\n', replace: '\tcatalogs: {}\n', at: '\tcatalogs' },
      },
      {
        code: 'schema-invalid-value',
        mutation: {
          kind: 'replace',
          file: 'v3.yaml',
          search: '    method: GET\n    path: /jobs/{id}\n',
          replace: '    method: FETCH\n    path: /jobs/{id}\n',
          at: 'FETCH',
        },
      },
      {
        code: 'schema-unknown-key',
        mutation: {
          kind: 'replace',
          file: 'resources.yaml',
          search: '    description: A user, embedded in other objects.\n    fields:',
          replace: '    description: A user, embedded in other objects.\n    fiellds:',
          at: 'fiellds',
        },
      },
    ];
    const expected = mistakes.map((m) => applyMutation(specDir, m.mutation));
    const diagnostics = analyseBroken(specDir);
    mistakes.forEach((m, i) => {
      expect(findLocated(diagnostics, m.code, expected[i]!, 'line'), `${m.code}; got:\n${describeAll(diagnostics)}`).toBeDefined();
    });
  });
});

// ── The real CLI, as a child process ────────────────────────────────────────────────────

interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: readonly string[]): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolvePromise({ status, stdout, stderr }));
  });
}

/** Runs the tasks at most `limit` at a time (the machine has two cores). */
async function pool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** Every file below `dir` with its bytes, keyed by relative path. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
  return new Map(files.map((f) => [f, readFileSync(join(dir, f))]));
}

const CLI_CASES = [
  'an unclosed single quote',
  'a file truncated inside a flow mapping',
  'an unknown resource (`of: usr`)',
  'an undeclared scope',
  'a string where a map is expected (pathParams)',
  'an alias bomb (billion laughs)',
] as const;

interface CliCase {
  model: BrokenModel;
  root: string;
  out: string;
  expected: Expected;
  before: Map<string, Buffer>;
  run?: CliRun;
}

const cliCases: CliCase[] = CLI_CASES.map((name) => {
  const model = BROKEN_MODELS.find((c) => c.name === name);
  if (!model) throw new Error(`no corpus case named ${name}`);
  return { model } as CliCase;
});
let validateBroken: CliRun;
let validateReal: CliRun;
let cliRuns: Promise<unknown>;

/** Prepares every CLI case and starts the child processes, at most two at a time. */
function startCliRuns(): Promise<unknown> {
  for (const c of cliCases) {
    const { root, specDir } = copyOfSpec();
    c.root = root;
    c.expected = applyMutation(specDir, c.model.mutation);
    // A previous output the failed run must leave exactly as it is.
    c.out = join(root, 'out');
    mkdirSync(join(c.out, 'openapi'), { recursive: true });
    writeFileSync(join(c.out, 'sentinel.txt'), 'written before the run; must survive it\n');
    writeFileSync(join(c.out, 'openapi', 'v3.yaml'), 'openapi: stale output of an earlier run\n');
    c.before = snapshot(c.out);
  }
  const broken = copyOfSpec();
  applyMutation(broken.specDir, BROKEN_MODELS.find((c) => c.name === 'an undeclared scope')!.mutation);
  return pool(
    [
      ...cliCases.map((c) => async () => {
        c.run = await runCli(['generate', '--spec', join(c.root, 'spec'), '--out', c.out]);
      }),
      async () => {
        validateBroken = await runCli(['validate', '--spec', broken.specDir]);
      },
      async () => {
        validateReal = await runCli(['validate', '--strict', '--spec', SPEC_DIR]);
      },
    ],
    2,
  );
}

// Started before any test, so the child processes run while the in-process cases do;
// awaited by the CLI tests below. The no-op catch only defers a failure to that await.
beforeAll(() => {
  cliRuns = startCliRuns();
  cliRuns.catch(() => {});
});

describe('the CLI on broken models', () => {
  beforeAll(async () => {
    await cliRuns;
  }, 120_000);

  it.each(cliCases.map((c) => [c.model.name, c] as const))('generate: %s', (_name, c) => {
    const run = c.run!;
    expect(run.status, run.stderr).toBe(1);

    const column = locateMode(c.model) === 'column' ? String(c.expected.column) : '\\d+';
    const location = new RegExp(`^${c.expected.file.replace(/\./g, '\\.')}:${c.expected.line}:${column} error ${c.model.code}: `, 'm');
    expect(run.stderr).toMatch(location);
    expect(run.stderr).toContain(c.model.code);
    expect(run.stderr).toMatch(/^ {2}hint: \S/m);
    expect(run.stderr).toMatch(/nothing was written/);
    expect(run.stdout).not.toMatch(/generated \d+ files/);

    for (const text of [run.stdout, run.stderr]) {
      expect(text).not.toMatch(STACK_FRAME);
      expect(text).not.toContain('node:internal');
    }

    // The output folder is byte for byte what it was, and no temporary sibling was left behind.
    const after = snapshot(c.out);
    expect([...after.keys()]).toEqual([...c.before.keys()]);
    for (const [file, bytes] of c.before) expect(after.get(file)!.equals(bytes), file).toBe(true);
    expect(readdirSync(c.root).sort()).toEqual(['out', 'spec']);
  });

  it('validate exits 1 on a broken model, with a located diagnostic', () => {
    expect(validateBroken.status, validateBroken.stderr).toBe(1);
    expect(validateBroken.stderr).toMatch(/^spec\/v4\.yaml:\d+:\d+ error undeclared-scope: .+\n {2}hint: /m);
    expect(validateBroken.stderr).not.toMatch(STACK_FRAME);
    expect(validateBroken.stderr).not.toContain('node:internal');
  });

  it('validate --strict exits 0 on the real model: no error, no warning', () => {
    expect(validateReal.status, validateReal.stderr).toBe(0);
    expect(validateReal.stdout).toMatch(/The model is valid/);
    expect(validateReal.stderr).not.toMatch(/error|warning/);
  });
});
