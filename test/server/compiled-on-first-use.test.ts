/**
 * What keeps a server's start from growing with routes × schemas (issue of large models):
 * validators and serialisers compiled at a route's first use (src/server-runtime/
 * compiled-on-first-use.ts), and each success body's serialiser given only the shared schemas it
 * reaches (reached-schemas.ts). On the seed model's route tables; the sandbox's HTTP tests
 * (test/sandbox/) answer through both.
 */
import type { AddressInfo } from 'node:net';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/contract/routes/route-table.ts';
import { compiledOnFirstUse, fastJsonStringify, serialiserOnFirstUse } from '../../src/server-runtime/compiled-on-first-use.ts';
import { withReachedSchemas } from '../../src/server-runtime/reached-schemas.ts';
import { buildApiServer } from '../../src/server-runtime/server.ts';
import { buildModelView } from '../../src/views/model-view.ts';
import { seedModel } from '../support/seed.ts';

const seed = seedModel();
const model = buildModelView(seed.resolved);
const tables = seed.views.map((view) => routeTable(model, view));

/** Every `$ref` id in `node`. */
function refIds(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) refIds(item, into);
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.add(value.split('#')[0]!);
      else refIds(value, into);
    }
  return into;
}

describe('a success body’s schema with the shared schemas it reaches', () => {
  const cases = tables.flatMap((table) => table.routes.filter((route) => route.responseSchema).map((route) => ({ route, table })));

  it('the seed has success bodies that reach shared schemas through one another', () => {
    const byId = (table: (typeof tables)[number]) => new Map(table.schemas.map((s) => [s.$id, s]));
    expect(cases.some(({ route, table }) => [...refIds(route.responseSchema)].some((id) => refIds(byId(table).get(id)).size > 0))).toBe(true);
  });

  it.each(cases.map(({ route, table }) => [route.operationId, route, table] as const))(
    '%s: every $ref resolves inside, and nothing unreached is there',
    (_id, route, table) => {
      const byId = new Map(table.schemas.map((s) => [s.$id, s]));
      const schema = withReachedSchemas(route.responseSchema!, byId) as { definitions?: Record<string, { $id: string }> };
      const embedded = new Set(Object.values(schema.definitions ?? {}).map((s) => s.$id));
      expect([...refIds(schema)].filter((id) => byId.has(id) && !embedded.has(id))).toEqual([]);
      // Each embedded schema is reached from the body's own schema or from another embedded one.
      const reachedFrom = new Set([...refIds(route.responseSchema), ...Object.values(schema.definitions ?? {}).flatMap((s) => [...refIds(s)])]);
      expect([...embedded].filter((id) => !reachedFrom.has(id))).toEqual([]);
      // Fastify's serialiser compiles it without any schema added to the server.
      expect(() => fastJsonStringify()(schema)).not.toThrow();
    },
  );
});

describe('compiled on first use', () => {
  it('compiles a validator at its first call only, and hands its errors on after each call', () => {
    let compiles = 0;
    const validate = compiledOnFirstUse(() => {
      compiles += 1;
      return new Ajv().compile({ type: 'object', required: ['id'] });
    });
    expect(compiles).toBe(0);
    expect(validate({})).toBe(false);
    expect(validate.errors?.[0]?.params).toEqual({ missingProperty: 'id' });
    expect(validate({ id: 1 })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compiles).toBe(1);
  });

  it('serialises as Fastify’s own serialiser: the schema’s fields, in its order', () => {
    const serialise = serialiserOnFirstUse({ type: 'object', properties: { b: { type: 'integer' }, a: { type: 'string' } } });
    expect(serialise({ a: 'x', b: 2, extra: true })).toBe('{"b":2,"a":"x"}');
  });
});

describe('path and query parameters validated against the shared schemas they reach', () => {
  it('coerces and checks a query parameter through a shared schema that refers to another', async () => {
    const table = tables[0]!;
    const route = { ...table.routes.find((r) => r.method === 'GET')!, url: '/sized', authenticated: false };
    const app = await buildApiServer({
      versions: [
        {
          routes: [{ ...route, schema: { querystring: { type: 'object', properties: { size: { $ref: 'Size' } } } }, responseSchema: undefined }],
          schemas: [...table.schemas, { $id: 'Size', allOf: [{ $ref: 'Small' }] }, { $id: 'Small', type: 'integer', maximum: 10 }],
          facts: table.facts,
          resolveTenant: (header) => (header === 'acme' ? { id: 'acme' } : undefined),
          authenticate: () => undefined,
          handlers: { [route.operationId]: async ({ query }) => ({ body: query }) },
        },
      ],
    });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${table.facts.root}`;
      const get = (query: string) => fetch(`${origin}/sized?${query}`, { headers: { [table.facts.tenantHeader!]: 'acme' } });
      const small = await get('size=5');
      expect(small.status).toBe(route.successStatus);
      expect(await small.json()).toEqual({ size: 5 });
      expect((await get('size=11')).status).toBe(table.facts.problems.invalidRequest.status);
    } finally {
      await app.close();
    }
  });
});
