/**
 * The examples and the sandbox cannot drift apart: each read operation's example request, sent
 * to the sandbox serving the same demo data as the examples' tenant, is answered with the
 * example's body, wherever the example shows records (placeholders stand for values the demo
 * data does not give); and every example request of a read is answered with success, its query
 * examples (date ranges, sorts, filters) with records.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholder } from '../../src/demo/examples/fill.ts';
import { sandboxModel } from '../../src/demo/model-facts.ts';
import { Store } from '../../src/demo/store.ts';
import { grantType } from '../../src/verify/context.ts';
import type { VersionView } from '../../src/views/version-view.ts';
import { exampleTarget, publishedOperations, type PublishedPaths } from '../support/example-requests.ts';
import { startSandbox } from '../support/sandbox-server.ts';
import { DEMO_DATA, GENERATED_DIR, seedModel } from '../support/seed.ts';

const { resolved, views } = seedModel();
const store = Store.fromFile(DEMO_DATA);
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  ({ app, origin } = await startSandbox({ store: Store.fromFile(DEMO_DATA), model: sandboxModel(resolved, views) }));
});
afterAll(() => app.close());

const documentOf = (view: VersionView) =>
  JSON.parse(readFileSync(join(GENERATED_DIR, 'openapi', `${view.id}.json`), 'utf8')) as {
    paths: PublishedPaths;
    components: { parameters: Record<string, { example?: string }> };
  };
/** A placeholder (`<MESSAGE>`) is a value the demo data does not give: such an example is not the sandbox's word for word. */
const PLACEHOLDER = new RegExp(`"${placeholder('[a-z_]+').replace(/[<>]/g, (c) => `\\${c}`)}"`);

/** The credential headers of the examples' tenant in `view`: its API key, or a bearer token of its first client. */
async function credentials(view: VersionView, tenant: string): Promise<Record<string, string>> {
  const data = store.tenants.get(tenant)!;
  if (view.auth.kind === 'apiKey') return { [view.auth.header]: data.apiKeys[0]! };
  const tokenOp = view.operations.find((o) => view.auth.kind === 'oauth2' && o.id === view.auth.tokenOperationId)!;
  const client = data.clients[0]!;
  const response = await fetch(`${origin}${view.root}${tokenOp.path}`, {
    method: 'POST',
    headers: { [view.tenantHeader!.name]: tenant, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: grantType(tokenOp), client_id: client.id, client_secret: client.secret }).toString(),
  });
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

describe.each(views.map((view) => [view.id, view] as const))('the %s examples against the sandbox', (_id, view) => {
  const document = documentOf(view);
  const tenant = Object.values(document.components.parameters).find((p) => p.example !== undefined)?.example;
  const reads = publishedOperations(view, document.paths).filter(({ op }) => op.method === 'GET' && op.authenticated);

  it('are of a tenant of the demo data', () => {
    expect(store.tenants.has(tenant!)).toBe(true);
  });

  it('are answered as the example says, request for request', async () => {
    const headers = { [view.tenantHeader!.name]: tenant!, ...(await credentials(view, tenant!)) };
    const compared: string[] = [];
    for (const { op, path, published } of reads) {
      const response = await fetch(`${origin}${view.root}${exampleTarget(path, published)}`, { headers, redirect: 'manual' });
      expect(response.status, `${op.id}: ${exampleTarget(path, published)}`).toBeLessThan(400);
      const success = op.responses.find((r) => !r.isError && r.status.startsWith('2'));
      const example = success && published.responses[success.status]?.content?.['application/json']?.examples?.demo?.value;
      if (example === undefined || PLACEHOLDER.test(JSON.stringify(example))) continue;
      expect(await response.json(), op.id).toEqual(example);
      compared.push(op.id);
    }
    // A version that shows the fields of its records compares them.
    if (view.schemas.some((s) => s.role === 'resource' && s.type.kind === 'object' && s.type.fields.length > 0)) expect(compared.length).toBeGreaterThan(0);
  });

  it('filter, sort and range the lists they are of so that records are answered', async () => {
    const headers = { [view.tenantHeader!.name]: tenant!, ...(await credentials(view, tenant!)) };
    const queried = reads.filter(({ published }) => (published.parameters ?? []).some((p) => p.in === 'query' && p.example !== undefined));
    expect(queried.length).toBeGreaterThan(0);
    for (const { op, path, published } of queried) {
      const body = (await (await fetch(`${origin}${view.root}${exampleTarget(path, published)}`, { headers })).json()) as unknown;
      const listed = Array.isArray(body) ? body : Object.values(body as Record<string, unknown>).find(Array.isArray);
      expect((listed as unknown[] | undefined)?.length ?? 0, op.id).toBeGreaterThan(0);
    }
  });
});
