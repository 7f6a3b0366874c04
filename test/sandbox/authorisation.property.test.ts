/**
 * Authorisation as a property, over random tenants, clients, requested scopes and operations,
 * against the sandbox over loopback: a call succeeds only when the tenant is known, the token
 * was issued in that tenant and is not expired, and it holds the operation's scope; otherwise
 * the stated error (404 Tenant Unknown, 401 invalid_token, 403 insufficient_scope).
 */
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_SCOPES } from '../../generated/client/dist/v4/index.js';
import { sandboxModel } from '../../src/demo/model-facts.ts';
import { Store } from '../../src/demo/store.ts';
import { REPO, seedModel } from '../support/seed.ts';
import { startSandbox } from '../support/sandbox-server.ts';

let app: FastifyInstance;
let origin: string;
let allScopes: readonly string[];
let now = 1_000_000_000_000;
let store: Store;

beforeAll(async () => {
  const { resolved, views } = seedModel();
  store = Store.fromFile(join(REPO, 'sandbox', 'demo.yaml'));
  const model = sandboxModel(resolved, views);
  allScopes = model.allScopes;
  ({ app, origin } = await startSandbox({ store, model, now: () => now }));
});
afterAll(() => app.close());

/** Operations that need no record, so the only reasons to fail are the ones under test. */
const OPERATIONS = [
  { path: '/api/v4/welcome', scope: OPERATION_SCOPES.getWelcome },
  { path: '/api/v4/projects', scope: OPERATION_SCOPES.listProjects },
  { path: '/api/v4/projects/help', scope: OPERATION_SCOPES.getProjectsHelp },
  { path: '/api/v4/supplier_users', scope: OPERATION_SCOPES.listSupplierUsers },
];
const TENANTS = ['acme', 'globex', 'initech'];
const CLIENTS = [
  { id: 'acme-full', secret: 'acme-full-secret' },
  { id: 'acme-narrow', secret: 'acme-narrow-secret' },
  { id: 'globex-full', secret: 'globex-full-secret' },
  { id: 'mallory', secret: 'guess' },
];
const SCOPES = [...new Set(OPERATIONS.map((o) => o.scope))];

async function issue(tenant: string, client: { id: string; secret: string }, scopes: string[]): Promise<{ token?: string; granted: string[] }> {
  const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret, scope: scopes.join(' ') });
  const res = await fetch(`${origin}/api/v4/oauth/token`, {
    method: 'POST',
    headers: { 'service-tenant-id': tenant, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  if (res.status !== 200) return { granted: [] };
  const json = (await res.json()) as { access_token: string; scope: string };
  return { token: json.access_token, granted: json.scope.split(' ').filter(Boolean) };
}

describe('authorisation property', () => {
  it('a call succeeds only with a known tenant, a live token of that tenant, and the scope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TENANTS),
        fc.constantFrom(...TENANTS),
        fc.constantFrom(...CLIENTS),
        fc.subarray(SCOPES),
        fc.constantFrom(...OPERATIONS),
        fc.boolean(),
        async (tokenTenant, requestTenant, client, requested, operation, expired) => {
          const { token, granted } = await issue(tokenTenant, client, requested);
          if (expired) now += 2 * 3600 * 1000;
          const res = await fetch(`${origin}${operation.path}`, {
            headers: { 'service-tenant-id': requestTenant, authorization: `Bearer ${token ?? 'no-token'}` },
          });
          if (expired) now -= 2 * 3600 * 1000;
          const known = store.tenants.has(requestTenant);
          const live = token !== undefined && tokenTenant === requestTenant && !expired;
          if (!known) {
            expect(res.status).toBe(404);
            expect(await res.text()).toBe('Tenant Unknown');
          } else if (!live) {
            expect(res.status).toBe(401);
            expect(await res.json()).toMatchObject({ error: 'invalid_token' });
          } else if (!granted.includes(operation.scope)) {
            expect(res.status).toBe(403);
            expect(await res.json()).toMatchObject({ error: 'insufficient_scope', required_scope: operation.scope, provided_scopes: granted });
          } else {
            expect(res.status).toBe(200);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the granted scope is the requested scopes the client holds (all it holds when none is requested), and the token carries it', async () => {
    const tenant = TENANTS.find((t) => store.tenants.has(t))!;
    const clients = store.tenants.get(tenant)!.clients;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.subarray([...allScopes]), fc.subarray([...allScopes]), async (held, requested) => {
        const client = { id: `property-${runs++}`, secret: 'property-secret' };
        clients.push({ ...client, scopes: held });
        const { token, granted } = await issue(tenant, client, requested);
        expect(token).toBeDefined();
        const expected = requested.length === 0 ? held : held.filter((scope) => requested.includes(scope));
        expect([...granted].sort()).toEqual([...expected].sort());
        // What the token carries is what was granted: the scopes the welcome operation reports.
        const welcome = OPERATIONS[0]!;
        const res = await fetch(`${origin}${welcome.path}`, { headers: { 'service-tenant-id': tenant, authorization: `Bearer ${token}` } });
        if (granted.includes(welcome.scope)) expect(((await res.json()) as { scopes: string }).scopes.split(' ').sort()).toEqual([...expected].sort());
        else expect(await res.json()).toMatchObject({ provided_scopes: granted });
      }),
      { numRuns: 100 },
    );
  });
});
