/**
 * The project's own tests survive a legitimate model edit. The model-derived test files below
 * run again, in a vitest process of their own, against a copy of the model grown the way a
 * platform engineer grows it (test/support/grown-model.ts: a field with a filter, a nested list
 * with its `/help`, a resource of its own, an enum, a scope, two error codes, demo records),
 * with the copy's own generated output. A test that depends on the seed's exact shape (a count,
 * the first list it meets) fails here, in this project's CI, and not in a platform engineer's
 * week. Where the copy's specification does not state the new facts, the checklist names each
 * of them, with where the model states it, and fails on nothing else.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyse } from '../src/pipeline/compile.ts';
import { cli } from './support/cli-process.ts';
import { GROWTH, growModel } from './support/grown-model.ts';
import { REPO, seedModel } from './support/seed.ts';

const exec = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'model-growth-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * The model-derived files that choose subjects from the model, each for a kind of element the
 * edit adds; the run is kept to these so that it stays short on two cores (files that import
 * the committed generated/ code, or only restate what these cover, stay out).
 */
const MODEL_DERIVED = [
  'test/checklist.test.ts', // scopes, fields and operations against the specification's tables
  'test/sandbox/refusals.test.ts', // lists chosen by their attributes, nested paths filled from demo data
  'test/sandbox/help.test.ts', // every `/help` answers from its `describes:`
  'test/no-silent-drop.test.ts', // a new operation modelled on an existing GET of one record
  'test/docs/filter-table.test.ts', // every filterable attribute in the docs the copy generates
  'test/client/model-declarations.test.ts', // every operation, enum and field in the client's declarations
  'test/diff/cli.test.ts', // the enum a response, a parameter and a filter accept, whichever list comes first
  'test/platform-edit.test.ts', // an edit of its own, whatever else the version shows
  'test/examples/published-examples.test.ts', // the copy's examples, from its demo data: valid, and for all the model shows
];

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

/** Runs test files in a vitest process of their own against a grown copy; the exit code and the JSON report. */
async function runAgainst(copy: { spec: string; fixture: string; generated?: string }, files: readonly string[]) {
  const report = join(work, `report-${files.length}-${Date.now()}.json`);
  // The vitest variables of this run would make the child think it is a worker of it.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const vitest = join(REPO, 'node_modules', 'vitest', 'vitest.mjs');
  const args = [vitest, 'run', '--maxWorkers=1', '--reporter=json', `--outputFile=${report}`, ...files];
  let code = 0;
  let output = '';
  try {
    const run = await exec(process.execPath, args, {
      cwd: REPO,
      env: { ...env, TEST_SPEC_DIR: copy.spec, TEST_SANDBOX_FIXTURE: copy.fixture, ...(copy.generated ? { TEST_GENERATED_DIR: copy.generated } : {}) },
      maxBuffer: 64 * 1024 * 1024,
    });
    output = run.stderr;
  } catch (error) {
    const e = error as { code: number; stderr: string };
    code = e.code;
    output = e.stderr;
  }
  const reported = (JSON.parse(readFileSync(report, 'utf8')) as VitestReport).testResults;
  const failed = reported.flatMap((file) => file.assertionResults).filter((r) => r.status === 'failed');
  /** Each file of the run, relative to the repository, with how many of its tests passed. */
  const passed = new Map(reported.map((file) => [relative(REPO, file.name), file.assertionResults.filter((r) => r.status === 'passed').length]));
  return { code, output, failed, passed };
}

describe('the model-derived tests against a grown model', () => {
  let copy: { spec: string; fixture: string; generated: string };

  beforeAll(async () => {
    const dir = join(work, 'stated');
    mkdirSync(dir);
    copy = { ...growModel(dir, { stateInSpecification: true }), generated: join(dir, 'generated') };
    const generate = await cli('generate', '--spec', copy.spec, '--out', copy.generated);
    expect(generate.code, generate.stderr).toBe(0);
  }, 120_000);

  it("is grown as the tests must survive: a resource of the OAuth version with stated fields, and an enum-filtered list of that version before the seed's", () => {
    const grown = analyse(copy.spec);
    if (!grown.ok) throw new Error(grown.diagnostics.map((d) => d.message).join('; '));
    const oauth = grown.views.find((v) => v.auth.kind === 'oauth2')!;
    const withFields = oauth.schemas.filter((s) => s.resource === GROWTH.resource && s.type.kind === 'object' && s.type.fields.length > 0);
    expect(withFields.length).toBeGreaterThan(0);
    const [first] = oauth.operations.filter((o) => o.isList && o.filters.some((f) => f.value.kind === 'scalar' && f.value.enum !== undefined));
    expect(first?.id).toBe(GROWTH.list);
  });

  it('pass, each file having run its tests', async () => {
    const run = await runAgainst(copy, MODEL_DERIVED);
    const failures = run.failed.map((f) => `${f.fullName}: ${f.failureMessages.join(' ').slice(0, 400)}`);
    expect(failures).toEqual([]);
    expect(run.code, run.output).toBe(0);
    for (const file of MODEL_DERIVED) expect(run.passed.get(file), `${file} passed no test`).toBeGreaterThan(0);
  }, 600_000);
});

/** A model that already holds what the growth adds (this repository with that edit applied): growing it adds nothing new to name. */
const declared = seedModel().resolved.model;
const grownAlready = declared.resources?.[GROWTH.resource] !== undefined || declared.operations?.[GROWTH.list] !== undefined;

describe('the checklist against a grown model whose specification does not state the new facts', () => {
  it.skipIf(grownAlready)(
    'names each new scope, field, resource and operation with where the model states it, and fails on nothing else',
    async () => {
      const dir = join(work, 'unstated');
      mkdirSync(dir);
      const run = await runAgainst(growModel(dir, { stateInSpecification: false }), ['test/checklist.test.ts']);
      expect(run.code).toBe(1);
      const messages = run.failed.map((f) => f.failureMessages.join('\n'));
      for (const message of messages) expect(message).toContain('stated in the model but not in spec/specification.md');
      const named = messages.join('\n');
      const located = '[^;]*\\(spec/[a-z0-9-]+\\.yaml:\\d+:\\d+\\)';
      const path = GROWTH.path.replace(/[{}]/g, '\\$&');
      for (const element of [GROWTH.scope, `${GROWTH.owner}\\.${GROWTH.field}`, `resource ${GROWTH.resource}`, `[a-z0-9]+ GET ${path}`])
        expect(named).toMatch(new RegExp(`${element}${located}`));
      expect(run.failed).toHaveLength(4);
    },
    300_000,
  );
});
