/**
 * `/help` is declared once: a help operation `describes` a list, and the sandbox serves every
 * help payload of the model from that declaration, without wiring. A model derived from the
 * seed with a new list and its help operation is served over loopback, and every help operation
 * of it answers the filterable attributes of the list it describes.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpecTexts } from '../../src/load/load-spec.ts';
import type { OperationSpec } from '../../src/model/schema.ts';
import { analyseLoaded } from '../../src/pipeline/compile.ts';
import { sandboxModel, type SandboxModel } from '../../src/demo/model-facts.ts';
import { Store } from '../../src/demo/store.ts';
import { editModel, seedTexts } from '../support/seed-texts.ts';
import { DEMO_DATA } from '../support/seed.ts';
import { startSandbox } from '../support/sandbox-server.ts';

const NEW_LIST = 'listArchivedRecords';
const NEW_HELP = 'getArchivedRecordsHelp';

/** The seed with a copy of its first described list at a new path, keeping one filter attribute, and a help operation for it. */
function modelWithNewHelp() {
  const seed = seedTexts();
  const file = seed.find((t) => /^\s+describes:/m.test(t.text))!.name.replace('spec/', '');
  const texts = editModel(seed, file, (model) => {
    const operations = model.operations!;
    const [, help] = Object.entries(operations).find(([, op]) => op.describes !== undefined)!;
    const list = operations[help.describes!]!;
    const [first] = Object.entries(list.filterable ?? {});
    const path = `${list.path}_archived`;
    operations[NEW_LIST] = { ...structuredClone(list), path, summary: 'List archived records', filterable: first ? { [first[0]]: first[1] } : {} };
    operations[NEW_HELP] = {
      ...structuredClone(help),
      path: `${path}/help`,
      summary: 'Describe archived record filters',
      describes: NEW_LIST,
    } as OperationSpec;
  });
  const analysed = analyseLoaded(loadSpecTexts(texts));
  if (!analysed.ok) throw new Error(analysed.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}: ${d.message}`).join('\n'));
  return analysed;
}

const analysed = modelWithNewHelp();
const model: SandboxModel = sandboxModel(analysed.resolved, analysed.views);
const store = Store.fromFile(DEMO_DATA);
const tenant = [...store.tenants.keys()][0]!;
const tenantHeader = { [analysed.resolved.tenantHeader!.name.toLowerCase()]: tenant };
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  ({ app, origin } = await startSandbox({ store, model }));
});
afterAll(() => app.close());

/** Credentials of the fixture's first tenant for a version, as its auth declares them. */
async function credentials(version: SandboxModel['versions'][number]): Promise<Record<string, string>> {
  const { auth } = version.view;
  const data = store.tenants.get(tenant)!;
  if (auth.kind === 'apiKey') return { [auth.header.toLowerCase()]: data.apiKeys[0]! };
  const client = data.clients.find((c) => c.scopes === 'all')!;
  const tokenRoute = version.table.routes.find((r) => r.operationId === version.table.facts.token!.operationId)!;
  const res = await fetch(`${origin}${version.view.root}${tokenRoute.url}`, {
    method: 'POST',
    headers: { ...tenantHeader, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: version.table.facts.token!.grantType, client_id: client.id, client_secret: client.secret }),
  });
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

const helpOperations = model.versions.flatMap((version) => version.view.operations.filter((o) => o.describes).map((operation) => ({ version, operation })));

describe('help operations', () => {
  it('the derived model has the new help operation', () => {
    expect(helpOperations.map((h) => h.operation.id)).toContain(NEW_HELP);
  });

  it.each(helpOperations.map((h) => [h.operation.id, h] as const))(
    '%s answers the filterable attributes of the list it describes',
    async (_, { version, operation }) => {
      const res = await fetch(`${origin}${operation.fullPath}`, { headers: { ...tenantHeader, ...(await credentials(version)) } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { list: string; attributes: { name: string; operators: string[] }[] };
      const filterable = analysed.resolved.operations.find((o) => o.id === operation.describes)!.filterable ?? {};
      expect(body.list).toBe(operation.describes);
      expect(body.attributes.map((a) => [a.name, a.operators])).toEqual(Object.entries(filterable).map(([name, f]) => [name, f.operators]));
    },
  );
});
