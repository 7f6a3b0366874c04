/**
 * The generated route stubs over real HTTP on loopback: the request pipeline in the stated
 * order (tenant → authentication → scope → validation → handler), 405, 404, 501, and the
 * version's error bodies. Handlers and credentials here are a minimal test double; the
 * sandbox with real data is issue 4's next step.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES as V3_ROUTES, FACTS as V3_FACTS, SCHEMAS as V3_SCHEMAS } from '../../generated/server/v3/routes.ts';
import { ROUTES as V4_ROUTES, FACTS as V4_FACTS, SCHEMAS as V4_SCHEMAS } from '../../generated/server/v4/routes.ts';
import type { Principal, Tenant } from '../../generated/server/runtime/plugin.ts';
import { buildApiServer } from '../../generated/server/runtime/server.ts';

const TENANTS: Record<string, Tenant> = { acme: { id: 'acme' }, globex: { id: 'globex' } };
const API_KEYS: Record<string, string> = { 'acme-v3-key': 'acme' };
const TOKENS: Record<string, { tenant: string; scopes: string[] }> = {
  'acme-narrow': { tenant: 'acme', scopes: ['welcome:read', 'projects:read'] },
  'acme-full': { tenant: 'acme', scopes: ['welcome:read', 'projects:read', 'projects:write'] },
  'globex-full': { tenant: 'globex', scopes: ['welcome:read', 'projects:read', 'projects:write'] },
};

let app: FastifyInstance;
let origin: string;
const handled: string[] = [];
/** Queries the v3 job list received (its body is serialised from the model's schema, so it cannot echo them). */
const jobListQueries: unknown[] = [];
/** URLs of the requests an importer's `preHandler` hook saw. */
const preHandled: string[] = [];

beforeAll(async () => {
  const resolveTenant = (header: string | undefined) => (header ? TENANTS[header] : undefined);
  app = await buildApiServer({
    bodyLimit: 4096,
    versions: [
      {
        routes: V3_ROUTES,
        schemas: V3_SCHEMAS,
        facts: V3_FACTS,
        resolveTenant,
        authenticate: (request, tenant): Principal | undefined => {
          const key = request.headers['x-api-key'];
          return typeof key === 'string' && API_KEYS[key] === tenant.id ? { tenant, subject: key, scopes: [] } : undefined;
        },
        handlers: {
          getJob: async ({ params }) => {
            handled.push('getJob');
            return { body: { id: (params as { id: string }).id, is_child: 'false', internal_note: 'not in the model' } };
          },
          listJobs: async ({ query }) => {
            jobListQueries.push(query);
            return { body: { jobs: [] } };
          },
        },
      },
      {
        routes: V4_ROUTES,
        schemas: V4_SCHEMAS,
        facts: V4_FACTS,
        resolveTenant,
        authenticate: (request, tenant): Principal | undefined => {
          const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
          const grant = token ? TOKENS[token] : undefined;
          return grant && grant.tenant === tenant.id ? { tenant, subject: token!, scopes: grant.scopes } : undefined;
        },
        handlers: {
          // For globex, a body its schema cannot serialise: the owner's required fields are missing.
          getWelcome: async (_input, { tenant }) => ({
            body: { message: `Welcome to ${tenant.id}`, owner: tenant.id === 'globex' ? {} : { id: 'u1', email: 'ops@acme.example' }, scopes: '' },
          }),
          listProjects: async ({ query }) => ({ body: { query } }),
          submitProject: async ({ body }) => ({ body: { received: body } }),
        },
      },
    ],
  });
  // An importer's own hook after validation, as a user of the route stubs adds one.
  app.addHook('preHandler', async (request) => {
    preHandled.push(request.url);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => app.close());

async function call(path: string, init: RequestInit & { tenant?: string | null; token?: string; key?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.tenant !== null) headers.set('service-tenant-id', init.tenant ?? 'acme');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.key) headers.set('x-api-key', init.key);
  const response = await fetch(`${origin}${path}`, { ...init, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, type: response.headers.get('content-type') ?? '', body, headers: response.headers };
}

describe('tenant before everything', () => {
  it('an unknown tenant with a garbage token gets the plain-text Tenant Unknown; the token is never examined', async () => {
    const res = await call('/api/v4/welcome', { tenant: 'initech', token: 'garbage' });
    expect(res).toMatchObject({ status: 404, body: 'Tenant Unknown' });
    expect(res.type).toMatch(/^text\/plain/);
  });

  it('a missing tenant header, on any path and method, gets Tenant Unknown too', async () => {
    for (const [path, method] of [
      ['/api/v3/jobs/1', 'GET'],
      ['/api/v4/nowhere', 'GET'],
      ['/api/v4/welcome', 'DELETE'],
    ] as const) {
      const res = await call(path, { tenant: null, method });
      expect(res.body, `${method} ${path}`).toBe('Tenant Unknown');
    }
  });
});

describe('authentication and scope', () => {
  it("v4 without a token, with an unknown one, or with another tenant's answers 401 invalid_token", async () => {
    for (const token of [undefined, 'nope', 'globex-full']) {
      const res = await call('/api/v4/welcome', token ? { token } : {});
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: 'invalid_token' });
    }
  });

  it("a token without the operation's scope answers 403 with required_scope and provided_scopes", async () => {
    const res = await call('/api/v4/projects', { method: 'POST', token: 'acme-narrow', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'insufficient_scope',
      error_description: 'This operation needs the scope projects:write.',
      required_scope: 'projects:write',
      provided_scopes: ['welcome:read', 'projects:read'],
    });
  });

  it('scope is checked before validation: a bad body without the scope still answers 403', async () => {
    const res = await call('/api/v4/projects/p1/submit', {
      method: 'POST',
      token: 'acme-narrow',
      headers: { 'content-type': 'application/json' },
      body: '{"approvers": "x"}',
    });
    expect(res.status).toBe(403);
  });

  it('v3 checks the API key against the tenant; its error body is a message (v3 bodies are not shown)', async () => {
    expect((await call('/api/v3/jobs/j1', { key: 'acme-v3-key' })).status).toBe(200);
    const wrongTenant = await call('/api/v3/jobs/j1', { key: 'acme-v3-key', tenant: 'globex' });
    expect(wrongTenant.status).toBe(401);
    expect(wrongTenant.body).toEqual({ message: expect.any(String) });
  });
});

describe('validation, routing and unimplemented operations', () => {
  it('a bad v3 range parameter is a 400 naming the field', async () => {
    const res = await call('/api/v3/jobs?created=2024-01-01..2024-02-01', { key: 'acme-v3-key' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it('a literal-plus v3 range and a raw sort pass validation and reach the handler as sent', async () => {
    const res = await call('/api/v3/jobs?created=2024-01-01+TO+2024-02-01&sort=updated:desc,created:asc&limit=5', { key: 'acme-v3-key' });
    expect(res.status).toBe(200);
    expect(jobListQueries.at(-1)).toMatchObject({ created: '2024-01-01+TO+2024-02-01', sort: 'updated:desc,created:asc', limit: 5 });
  });

  it('v4 filters arrive nested and typed; a bad filter value is a 400 with details', async () => {
    const ok = await call('/api/v4/projects?filter[status][eq]=draft&filter[budget][gte]=1500&or[0][status][eq]=new&sort[created_at]=desc&limit=10', {
      token: 'acme-narrow',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      query: { filter: { status: { eq: 'draft' }, budget: { gte: 1500 } }, or: [{ status: { eq: 'new' } }], sort: { created_at: 'desc' }, limit: 10 },
    });
    const bad = await call('/api/v4/projects?filter[status][eq]=archived', { token: 'acme-narrow' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_request', details: { 'querystring.filter.status.eq': [expect.any(String)] } });
  });

  it('a body that does not match its schema is a 422 with details naming the field', async () => {
    const res = await call('/api/v4/projects/p1/submit', {
      method: 'POST',
      token: 'acme-full',
      headers: { 'content-type': 'application/json' },
      body: '{"approvers": "u2"}',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'validation_failed', details: { 'body.approvers': [expect.any(String)] } });
  });

  it('a body is validated through the shared component schemas it references, however deep', async () => {
    const headers = { 'content-type': 'application/json' };
    const res = await call('/api/v3/milestones', {
      method: 'POST',
      key: 'acme-v3-key',
      headers,
      body: JSON.stringify({ approved_by: { has_oversight: true } }),
    });
    expect(res.status).toBe(400); // v3 declares no 422: a body that breaks its schema is a malformed request
    expect(res.body).toEqual({ message: expect.any(String) });
    const valid = await call('/api/v3/milestones', {
      method: 'POST',
      key: 'acme-v3-key',
      headers,
      body: JSON.stringify({ approved_by: { has_oversight: 'true' } }),
    });
    expect(valid.status).toBe(501); // valid, and no handler here
  });

  it('malformed JSON, an oversized body and an unsupported media type are 400 invalid_request', async () => {
    const headers = { 'content-type': 'application/json' };
    for (const init of [
      { method: 'POST', token: 'acme-full', headers, body: '{"approvers": [' },
      { method: 'POST', token: 'acme-full', headers, body: JSON.stringify({ approvers: ['x'.repeat(10_000)] }) },
      { method: 'POST', token: 'acme-full', headers: { 'content-type': 'application/xml' }, body: '<a/>' },
    ]) {
      const res = await call('/api/v4/projects/p1/submit', init);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_request' });
      expect(JSON.stringify(res.body)).not.toMatch(/at |node_modules|\.ts:/);
    }
  });

  it('an unknown method on a known path is 405 with Allow; an unknown path is the 404 envelope', async () => {
    const res = await call('/api/v4/welcome', { method: 'DELETE', token: 'acme-full' });
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ error: 'method_not_allowed' });
    expect(res.headers.get('allow')).toBe('GET');
    const missing = await call('/api/v4/nothing-here', { token: 'acme-full' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'not_found' });
  });

  /** The methods the route table serves on `url`, as the 405 answer's `Allow` lists them. */
  const allowOf = (url: string) =>
    V4_ROUTES.filter((r) => r.url === url)
      .map((r) => r.method)
      .join(', ');

  it('a method served by /projects/:id but not by /projects/help is 405 on /projects/help, whose path the router prefers', async () => {
    expect(V4_ROUTES.some((r) => r.url === '/projects/:id' && r.method === 'PATCH')).toBe(true);
    const res = await call('/api/v4/projects/help', { method: 'PATCH', token: 'acme-full', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ error: 'method_not_allowed', error_description: 'PATCH is not allowed on this path.' });
    expect(res.headers.get('allow')).toBe(allowOf('/projects/help'));
  });

  it('HEAD on a GET route is its GET without the body: same status and headers', async () => {
    for (const [path, init] of [
      ['/api/v4/welcome', { token: 'acme-full' }],
      ['/api/v4/welcome', {}],
      ['/api/v3/jobs/j1', { key: 'acme-v3-key' }],
    ] as const) {
      const get = await call(path, init);
      const head = await call(path, { ...init, method: 'HEAD' });
      expect({ path, status: head.status, body: head.body }).toEqual({ path, status: get.status, body: '' });
      for (const header of ['content-type', 'content-length', 'allow']) expect(head.headers.get(header)).toBe(get.headers.get(header));
    }
  });

  it('HEAD on a path without GET is 405 with Allow, as its GET', async () => {
    expect(allowOf('/projects/:id/submit')).not.toContain('GET');
    const res = await call('/api/v4/projects/p1/submit', { method: 'HEAD', token: 'acme-full' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allowOf('/projects/:id/submit'));
    // The length of the body a GET gets, which names the method.
    const get = await call('/api/v4/projects/p1/submit', { token: 'acme-full' });
    const headBody = JSON.stringify({ ...(get.body as object), error_description: 'HEAD is not allowed on this path.' });
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(headBody)));
  });

  it('a body of a media type no parser takes is a malformed request on a known path, and skipped on an unknown one', async () => {
    const xml = { 'content-type': 'application/xml' };
    const known = await call('/api/v4/welcome', { method: 'DELETE', token: 'acme-full', headers: xml, body: '<a/>' });
    expect(known.status).toBe(400);
    expect(known.body).toMatchObject({ error: 'invalid_request', error_description: 'The request is malformed (body, media type or size).' });
    const unknown = await call('/api/v4/nothing-here', { method: 'POST', token: 'acme-full', headers: xml, body: '<a/>' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'not_found' });
  });

  it("a path segment too long for the router is the router's own answer, whatever the method and before the tenant", async () => {
    const path = `/api/v4/projects/${'x'.repeat(1000)}`;
    const served = await call(path, { tenant: null });
    expect(served.status).toBe(414);
    for (const method of ['PUT', 'DELETE', 'HEAD']) {
      const res = await call(path, { method, tenant: null });
      expect({ method, status: res.status, body: res.body }).toEqual({ method, status: served.status, body: method === 'HEAD' ? '' : served.body });
    }
  });

  it("a success body is written from the model's schema: a field the model does not have never leaves the server", async () => {
    const res = await call('/api/v3/jobs/j1', { key: 'acme-v3-key' });
    expect(res).toMatchObject({ status: 200, body: { id: 'j1', is_child: 'false' } });
    expect(JSON.stringify(res.body)).not.toContain('internal_note');
  });

  it("an importer's preHandler hook sees a valid request, never an invalid one", async () => {
    const invalid = '/api/v3/jobs?created=2024-01-01..2024-03-01';
    const valid = '/api/v3/jobs?created=2024-01-01+TO+2024-03-01';
    expect((await call(invalid, { key: 'acme-v3-key' })).status).toBe(400);
    expect((await call(valid, { key: 'acme-v3-key' })).status).toBe(200);
    expect(preHandled).toContain(valid);
    expect(preHandled).not.toContain(invalid);
  });

  it("a success body its schema cannot serialise is the version's 500, not Fastify's", async () => {
    const res = await call('/api/v4/welcome', { tenant: 'globex', token: 'globex-full' });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ error: 'internal_error' });
  });

  it('an operation without a handler answers 501 in the envelope, never 500', async () => {
    const res = await call('/api/v4/projects/p1/hold', { method: 'POST', token: 'acme-full' });
    expect(res.status).toBe(501);
    expect(res.body).toMatchObject({ error: 'not_implemented' });
  });

  it('prototype-polluting query keys are dropped and the server keeps serving', async () => {
    const res = await call('/api/v4/projects?__proto__[admin]=1&filter[__proto__][x]=1&constructor[prototype][y]=2', { token: 'acme-narrow' });
    expect(res.status).toBe(200);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect((await call('/api/v4/welcome', { token: 'acme-full' })).status).toBe(200);
  });
});
