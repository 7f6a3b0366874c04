/**
 * The version's router of operations (src/server-runtime/operation-router.ts) where a path's
 * methods name its parameters differently, which the specification's paths allow (the model
 * refuses only one method twice on one path): each operation gets its parameters by its own
 * names, and the path answers 405 with every method it serves. On the seed model's route table,
 * over loopback; the sandbox's HTTP tests (test/sandbox/) and test/server/pipeline.test.ts cover
 * the rest of its answers.
 */
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/contract/routes/route-table.ts';
import type { RouteSpec } from '../../src/server-runtime/facts.ts';
import type { VersionOptions } from '../../src/server-runtime/plugin.ts';
import { buildApiServer } from '../../src/server-runtime/server.ts';
import { buildModelView } from '../../src/views/model-view.ts';
import { seedModel } from '../support/seed.ts';

const seed = seedModel();
const model = buildModelView(seed.resolved);
const table = routeTable(model, seed.views[0]!);

/** An operation of `method` with one path parameter, moved to `url`, open to any caller, checking nothing but its path. */
function operationAt(method: string, url: string): RouteSpec {
  const route = table.routes.find((r) => r.method === method && r.schema.params !== undefined);
  if (!route) throw new Error(`the seed's ${table.facts.root} has no ${method} operation with a path parameter`);
  return { ...route, url, authenticated: false, schema: {}, responseSchema: undefined, bodyMediaType: undefined, bodyRequired: undefined };
}

async function serve(routes: RouteSpec[], handlers: VersionOptions['handlers']) {
  const app = await buildApiServer({
    versions: [{ routes, schemas: table.schemas, facts: table.facts, resolveTenant: () => ({ id: 'acme' }), authenticate: () => undefined, handlers }],
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${table.facts.root}` };
}

describe('a path whose methods name its parameter differently', () => {
  const read = operationAt('GET', '/things/:id');
  const change = { ...operationAt('POST', '/things/:thingId'), method: 'PATCH' };

  it('gives each operation its parameters by its own names', async () => {
    const { app, origin } = await serve([read, change], {
      [read.operationId]: async ({ params }) => ({ body: params }),
      [change.operationId]: async ({ params }) => ({ body: params }),
    });
    try {
      const got = await fetch(`${origin}/things/t1`);
      expect(await got.json()).toEqual({ id: 't1' });
      const changed = await fetch(`${origin}/things/t1`, { method: 'PATCH' });
      expect(await changed.json()).toEqual({ thingId: 't1' });
      const other = await fetch(`${origin}/things/t1`, { method: 'DELETE' });
      expect({ status: other.status, allow: other.headers.get('allow') }).toEqual({
        status: table.facts.problems.methodNotAllowed.status,
        allow: 'GET, PATCH',
      });
    } finally {
      await app.close();
    }
  });

  it('refuses two operations of one method on one path at start, as Fastify refused the second route', async () => {
    await expect(serve([read, { ...read, url: '/things/:thingId' }], {})).rejects.toThrow("Method 'GET' already declared for route '/things/:thingId'");
  });
});
