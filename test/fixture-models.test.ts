/**
 * The models besides the seed (test/support/fixture-models.ts: the seed with v3 retired, and a
 * small API of another team with one version, a bearer token, no tenants, no OAuth and no
 * migration) go through every command: `validate` finds nothing missing, `generate` writes every
 * artefact, the sandbox of each serves its own demo data and `verify` with writes finds no fault
 * in it. The retirement's change report is the version's removal alone, and the other team's
 * output holds nothing of the seed's API.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDemoData } from '../src/demo/check.ts';
import { sandboxModel } from '../src/demo/model-facts.ts';
import { Store } from '../src/demo/store.ts';
import { analyse } from '../src/pipeline/compile.ts';
import { LOOPBACK_DEFAULTS } from '../src/verify/command.ts';
import { readCredentials } from '../src/verify/credentials.ts';
import { loadVerifyModel } from '../src/verify/model.ts';
import { runVerify, type RunResult } from '../src/verify/run.ts';
import { cli } from './support/cli-process.ts';
import { FIXTURE_MODELS, fixtureModel, type FixtureModel } from './support/fixture-models.ts';
import { startSandbox } from './support/sandbox-server.ts';
import { DEMO_DATA, SPEC_DIR, seedModel } from './support/seed.ts';

const roots = new Map(FIXTURE_MODELS.map((name) => [name, fixtureModel(name)]));
const specOf = (name: FixtureModel) => join(roots.get(name)!, 'spec');
const demoOf = (name: FixtureModel) => join(roots.get(name)!, 'sandbox', 'demo.yaml');

/** Every file below `dir`, as paths relative to it. */
function filesBelow(dir: string, from = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path, from) : [relative(from, path)];
  });
}

describe.each(FIXTURE_MODELS)('the %s model through every command', (name) => {
  it('validates: nothing is missing, and a warning only names a resource field no remaining version shows', async () => {
    const run = await cli('validate', '--spec', specOf(name));
    expect(run.stderr).not.toMatch(/^\S+:\d+:\d+ error /m);
    expect(run.code).toBe(0);
    const warnings = run.stderr.split('\n').filter((line) => / warning /.test(line));
    for (const warning of warnings) expect(warning).toMatch(/^spec\/resources\.yaml:\d+:\d+ warning model-element-unrendered: `resources\./);
  });

  it('generates every artefact, without an internal error', { timeout: 120_000 }, async () => {
    const out = mkdtempSync(join(tmpdir(), `generated-${name}-`));
    const run = await cli('generate', '--spec', specOf(name), '--out', out);
    // The warnings are validate's (above); nothing else is said.
    const said = run.stderr.split('\n').filter((line) => /^\S/.test(line) && !/ warning model-element-unrendered: |^\d+ warnings? in the model/.test(line));
    expect(said).toEqual([]);
    expect(run.code).toBe(0);
    expect(filesBelow(out)).toContain('docs/sandbox.md');
  });

  it('its sandbox serves its own demo data, and verify with writes finds no fault in it', { timeout: 120_000 }, async () => {
    const result = await verifyOnSandbox(name, true);
    expect(result.checks.filter((c) => c.outcome === 'fail').map((c) => `${c.id} ${c.operation}: ${c.message}`)).toEqual([]);
    expect(result.summary.pass).toBeGreaterThan(0);
  });

  it('verify sorts each list by every field it declares a sort on, of whatever type, in both directions', { timeout: 120_000 }, async () => {
    const result = await verifyOnSandbox(name, true);
    const sorted = verifyModel(name).views.flatMap((view) =>
      view.operations.flatMap((op) =>
        op.query
          .filter((p) => p.type.semantic === 'sort' && p.type.sortFields !== undefined)
          .flatMap((p) => p.type.sortFields!.flatMap((field) => ['asc', 'desc'].map((direction) => ({ op: op.id, query: `${p.name}=${field}:${direction}` })))),
      ),
    );
    const rows = result.checks.filter((c) => c.id === 'list.sort');
    for (const { op, query } of sorted)
      expect(rows.find((c) => c.operation === op && c.message.startsWith(`${query}:`))?.outcome, `${op} ${query}`).toBe('pass');
  });

  it('a read-only run says of each create that it needs --allow-writes, in a skip row', { timeout: 120_000 }, async () => {
    const result = await verifyOnSandbox(name, false);
    const creates = verifyModel(name).views.flatMap((view) =>
      view.operations.filter((o) => o.method === 'POST' && !/\}/.test(o.path) && o.body?.mediaType === 'application/json'),
    );
    for (const op of creates)
      expect(
        result.checks.find((c) => c.id === 'write.create' && c.operation === op.id),
        op.id,
      ).toMatchObject({ outcome: 'skip', message: 'needs --allow-writes' });
  });
});

/** verify's model of a fixture model. */
const verifyModel = (name: FixtureModel) => loadVerifyModel(specOf(name));

/** verify run against the sandbox of a fixture model, serving its own demo data (with the credentials of that data). */
async function verifyOnSandbox(name: FixtureModel, allowWrites: boolean): Promise<RunResult> {
  const analysed = analyse(specOf(name));
  if (!analysed.ok) throw new Error(analysed.diagnostics.map((d) => d.message).join('; '));
  const sandbox = await startSandbox({ store: Store.fromFile(demoOf(name)), model: sandboxModel(analysed.resolved, analysed.views) });
  try {
    const model = verifyModel(name);
    const tenants = readCredentials(
      demoOf(name),
      analysed.resolved.scopes.map((s) => s.name),
    );
    return await runVerify(model, { baseUrl: sandbox.origin, tenants, views: model.views, allowWrites, only: [], limits: LOOPBACK_DEFAULTS });
  } finally {
    await sandbox.app.close();
  }
}

describe('the seed with v3 retired', () => {
  it("the change report of the edit is the retired version's removal, breaking, and nothing else", async () => {
    const retired = seedModel().views.find((view) => !analysedIds(specOf('v3-retired')).includes(view.id))!;
    const run = await cli('diff', SPEC_DIR, '--spec', specOf('v3-retired'), '--json');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { versions: { version: string; changes: { kind: string; breaking: boolean }[] }[] };
    const changes = report.versions.flatMap((v) => v.changes.map((c) => `${v.version} ${c.kind} ${c.breaking ? 'breaking' : ''}`.trim()));
    expect(changes).toEqual([`${retired.id} version-removed breaking`]);
  });
});

/** The version ids of the model in `spec`. */
function analysedIds(spec: string): string[] {
  const analysed = analyse(spec);
  return analysed.ok ? analysed.views.map((view) => view.id) : [];
}

describe("another team's model", () => {
  it('holds no fact of the seed API in its output (no tenant, credential, header or root of the seed), and its published texts no section it lacks', async () => {
    const out = mkdtempSync(join(tmpdir(), 'generated-library-'));
    expect((await cli('generate', '--spec', specOf('library'), '--out', out)).code).toBe(0);
    const { resolved, views } = seedModel();
    const demo = Store.fromFile(DEMO_DATA);
    const seedFacts = [
      resolved.tenantHeader!.name,
      resolved.errors.tenantUnknown!.body,
      ...[...demo.tenants.keys()],
      ...[...demo.tenants.values()].flatMap((t) => [...t.apiKeys, ...t.clients.map((c) => c.id)]),
      ...views.map((view) => view.root),
      resolved.conventions.publication.clientPackage,
    ];
    // What an API without tenants, OAuth, scopes or a second version does not have: its documents and docs say none of it.
    const absentSections = ['tenant', 'OAuth', 'scope', 'migrat'];
    // The shipped runtimes are the tool's, the same for every model (they serve tenants where an API has them).
    const texts = filesBelow(out)
      .filter((file) => !/(^|\/)runtime\/|redoc\.standalone\.js$|^schema\/|\.generated-files$/.test(file))
      .map((file) => ({ file, text: readFileSync(join(out, file), 'utf8').toLowerCase() }));
    const published = (file: string) => /^(docs|openapi)\/|README\.md$/.test(file);
    const found = texts.flatMap(({ file, text }) =>
      [...seedFacts, ...(published(file) ? absentSections : [])].filter((fact) => text.includes(fact.toLowerCase())).map((fact) => `${file}: ${fact}`),
    );
    expect(found).toEqual([]);
    expect(texts.map((t) => t.file)).not.toContain('docs/migration.md');
  });

  it("the client README's example is made of the model's demo data: its server and a credential of its kind", async () => {
    const out = mkdtempSync(join(tmpdir(), 'generated-library-'));
    expect((await cli('generate', '--spec', specOf('library'), '--out', out)).code).toBe(0);
    const analysed = analyse(specOf('library'));
    if (!analysed.ok) throw new Error('the library model does not validate');
    const readme = readFileSync(join(out, 'client', 'README.md'), 'utf8');
    for (const view of analysed.views) expect(readme).toContain(`region: '${view.servers[0]!.id}'`);
    expect(readme).toContain('token: process.env.TOKEN!');
  });
});

describe('demo data of a model without tenants', () => {
  it('is one data set: a second entry under `tenants:` is refused, located at the mapping', () => {
    const analysed = analyse(specOf('library'));
    if (!analysed.ok) throw new Error(analysed.diagnostics.map((d) => d.message).join('; '));
    const model = sandboxModel(analysed.resolved, analysed.views);
    const text = readFileSync(demoOf('library'), 'utf8');
    expect(checkDemoData(model, 'sandbox/demo.yaml', text)).toEqual([]);
    const second = `${text}\n  branch:\n    tokens: [branch-token]\n`;
    const problems = checkDemoData(model, 'sandbox/demo.yaml', second);
    expect(problems.map((d) => [d.code, d.line])).toEqual([['demo-tenants-without-header', text.split('\n').indexOf('  library:') + 1]]);
  });
});
