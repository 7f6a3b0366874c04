/**
 * The generated handler types, checked by `tsc --noEmit` in `npm test`: a handler that reads a
 * parameter its operation does not have, or answers the wrong body, does not compile; a typed
 * handler set is what buildApiServer takes.
 */
import { describe, expect, it } from 'vitest';
import type { V3Handlers } from '../../generated/server/v3/handlers.ts';
import type { V4Handlers } from '../../generated/server/v4/handlers.ts';
import { FACTS, ROUTES, SCHEMAS } from '../../generated/server/v3/routes.ts';
import { buildApiServer } from '../../generated/server/runtime/server.ts';

const v3: Partial<V3Handlers> = {
  getJob: async ({ params }) => ({ body: { id: params.id, is_child: 'false', status: 'draft' } }),
  // @ts-expect-error v3 booleans are the strings "true" and "false" on the wire
  getOrg: async () => ({ body: { id: 'o1', is_external_client: 'no', settings: { cis_contractor: true } } }),
  // @ts-expect-error getPurchaseOrder has no `org_id` path parameter
  getPurchaseOrder: async ({ params }) => ({ body: { id: params.org_id } }),
};

const v4: Partial<V4Handlers> = {
  // @ts-expect-error the welcome payload needs owner and scopes
  getWelcome: async () => ({ body: { message: 'hi' } }),
  listProjects: async ({ query }) => ({ body: { first: query.filter?.status?.eq ?? null } }),
};

describe('response validation', () => {
  it('when on, a handler body that breaks the model answers 500 naming the field, not the broken body', async () => {
    const tenant = { id: 'acme' };
    const app = await buildApiServer({
      versions: [
        {
          routes: ROUTES,
          schemas: SCHEMAS,
          facts: FACTS,
          resolveTenant: (header) => (header === 'acme' ? tenant : undefined),
          authenticate: (_request, t) => ({ tenant: t, subject: 'test', scopes: [] }),
          handlers: { getJob: async () => ({ body: { id: 'j1', is_child: true } }) } as Record<string, (input: never) => Promise<{ body: unknown }>>,
          validateResponses: true,
        },
      ],
    });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${origin}/api/v3/jobs/j1`, { headers: { 'service-tenant-id': 'acme' } });
    await app.close();
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'getJob answered a body that does not match the model.' });
  });
});

describe('generated handler types', () => {
  it('a typed handler set registers as is', async () => {
    const app = await buildApiServer({
      versions: [{ routes: ROUTES, schemas: SCHEMAS, facts: FACTS, resolveTenant: () => undefined, authenticate: () => undefined, handlers: v3 }],
    });
    await app.close();
    expect(Object.keys(v4)).toContain('listProjects');
  });
});
