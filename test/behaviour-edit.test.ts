/**
 * Behaviour is model data: one edit of a stated transition, on a copy of the model, changes the
 * sandbox, the published document, the docs, the client and the route stubs, with no code
 * changed. The edit widens the statuses an operation with a stated `from` is accepted from by one
 * its seed refuses (chosen from the model, not by name), and a demo record in that status
 * is then submitted over HTTP where the seed's sandbox refuses it.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { sandboxModel } from '../src/demo/model-facts.ts';
import { Store } from '../src/demo/store.ts';
import { analyse } from '../src/pipeline/compile.ts';
import type { OperationView, VersionView } from '../src/views/version-view.ts';
import { cli } from './support/cli-process.ts';
import { startSandbox } from './support/sandbox-server.ts';
import { DEMO_DATA, REPO, seedModel } from './support/seed.ts';

const seed = seedModel();
/** The operation with a stated `from`, its version, and a status of its machine it is not accepted from that a demo record has. */
function subject(): { view: VersionView; op: OperationView; status: string; record: { tenant: string; id: string } } {
  const store = Store.fromFile(DEMO_DATA);
  for (const view of seed.views) {
    for (const op of view.operations) {
      const t = op.transition;
      if (!t?.from) continue;
      for (const [tenant, data] of store.tenants) {
        for (const record of data.collections.get(op.resource)?.values() ?? []) {
          const status = String(record[t.field]);
          if (!t.from.value.includes(status) && t.states.includes(status)) return { view, op, status, record: { tenant, id: record.id } };
        }
      }
    }
  }
  throw new Error('the model states no transition whose accepted statuses a demo record lies outside of');
}
const { view, op, status, record } = subject();

const work = mkdtempSync(join(tmpdir(), 'behaviour-edit-'));
const spec = join(work, 'spec');
const out = join(work, 'generated');
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(async () => {
  cpSync(join(REPO, 'spec'), spec, { recursive: true });
  cpSync(join(REPO, 'sandbox'), join(work, 'sandbox'), { recursive: true });
  // The model file that holds the state machine: its transition of `op` widened by `status`.
  const at = ['behaviour', 'stateMachines', op.transition!.machine, 'transitions', op.id, 'from'];
  const file = readdirSync(spec)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({ path: join(spec, name), document: parseDocument(readFileSync(join(spec, name), 'utf8')) }))
    .find(({ document }) => document.hasIn(at));
  if (!file) throw new Error(`no model file holds the \`from\` of ${op.id}`);
  (file.document.getIn(at) as { add(value: unknown): void }).add(status);
  writeFileSync(file.path, file.document.toString());
  const run = await cli('generate', '--spec', spec, '--out', out);
  expect(run.code, run.stderr).toBe(0);
}, 120_000);

const accepted = () => [...op.transition!.from!.value, status];

describe(`a stated transition widened on a copy (${op.id} also from ${status})`, () => {
  it('the published document says so', () => {
    const document = JSON.parse(readFileSync(join(out, 'openapi', `${view.id}.json`), 'utf8')) as {
      paths: Record<string, Record<string, { 'x-transition'?: { from?: string[] }; description?: string }>>;
    };
    const published = document.paths[op.path]![op.method.toLowerCase()]!;
    expect(published['x-transition']?.from).toEqual(accepted());
    expect(published.description).toContain(`\`${status}\``);
  });

  it('the client and the route stubs hold it', () => {
    const client = readFileSync(join(out, 'client', 'src', view.id, 'client.ts'), 'utf8');
    expect(client).toMatch(
      new RegExp(
        `${op.id}: \\{[^}]*from: \\[${accepted()
          .map((s) => `'${s}'`)
          .join(', ')}\\]`,
      ),
    );
    const routes = readFileSync(join(out, 'server', view.id, 'routes.ts'), 'utf8');
    expect(routes).toContain(
      `from: [${accepted()
        .map((s) => `'${s}'`)
        .join(', ')}]`,
    );
  });

  it("the docs say so on the operation's resource page", () => {
    const page = readFileSync(join(out, 'docs', view.id, 'resources', `${op.tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.md`), 'utf8');
    const section = page.slice(page.indexOf(`### ${op.id}`));
    expect(section).toContain(
      accepted()
        .map((s) => `\`${s}\``)
        .join(' or '),
    );
  });

  it('the sandbox of the copy accepts it from that status, where the sandbox of the seed refuses it', async () => {
    const answerIn = async (specDir: string) => {
      const analysed = analyse(specDir);
      if (!analysed.ok) throw new Error('the copy does not analyse');
      const sandbox = await startSandbox({
        store: Store.fromFile(join(specDir, '..', 'sandbox', 'demo.yaml')),
        model: sandboxModel(analysed.resolved, analysed.views),
      });
      try {
        const version = analysed.views.find((v) => v.id === view.id)!;
        const headers: Record<string, string> = { [analysed.resolved.tenantHeader!.name]: record.tenant, 'content-type': 'application/json' };
        const tokenOp =
          version.auth.kind === 'oauth2'
            ? version.operations.find((o) => o.id === (version.auth as { tokenOperationId: string }).tokenOperationId)!
            : undefined;
        if (tokenOp) {
          const client = Store.fromFile(DEMO_DATA)
            .tenants.get(record.tenant)!
            .clients.find((c) => c.scopes === 'all')!;
          const token = await fetch(`${sandbox.origin}${version.root}${tokenOp.path}`, {
            method: 'POST',
            headers: { [analysed.resolved.tenantHeader!.name]: record.tenant, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret }),
          });
          headers.authorization = `Bearer ${((await token.json()) as { access_token: string }).access_token}`;
        }
        const res = await fetch(`${sandbox.origin}${version.root}${op.path.replace(/\{[^}]+\}/, record.id)}`, { method: op.method, headers, body: '{}' });
        return res.status;
      } finally {
        await sandbox.app.close();
      }
    };
    expect(await answerIn(join(REPO, 'spec'))).toBe(op.transition!.wrongState.status);
    expect(await answerIn(spec)).toBeLessThan(300);
  });
});
