/**
 * The generated v4 client over real HTTP on loopback: the OAuth token flow (form-encoded,
 * tenant header, cache per scope set, early refresh on a fake clock, single-flight, one retry
 * on 401), local scope checks, filter serialisation, and every error class.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApproverSelectionRequiredError,
  createV4Client,
  InsufficientScopeError,
  InvalidTokenError,
  MethodNotAllowedError,
  NetworkError,
  NotFoundError,
  OAuthError,
  TenantUnknownError,
  TimeoutError,
  UnexpectedResponseError,
  ValidationError,
  v4,
  type LogEvent,
} from '../../generated/client/dist/index.js';
import { json, startLoopback, type Loopback, type RecordedRequest } from '../support/loopback.ts';
import { seedModel } from '../support/seed.ts';

const SECRET = 'acme-full-secret-0123456789';
let server: Loopback;
let tokenCount = 0;
/** Scopes the fake authorisation server lets this client hold. */
let held = ['welcome:read', 'projects:read', 'projects:write'];
/** What the API answers once the bearer token is accepted. */
let api: (req: RecordedRequest, res: ServerResponse) => void = (_req, res) => json(res, 200, {});
let tokenDelayMs = 0;

function tokenEndpoint(req: RecordedRequest, res: ServerResponse): void {
  tokenCount++;
  const form = new URLSearchParams(req.body);
  if (form.get('client_secret') !== SECRET) return json(res, 401, { error: 'invalid_client', error_description: 'client authentication failed' });
  const requested = (form.get('scope') ?? '').split(' ').filter(Boolean);
  const granted = requested.filter((s) => held.includes(s));
  setTimeout(() => json(res, 200, { access_token: `token-${tokenCount}`, token_type: 'Bearer', expires_in: 100, scope: granted.join(' ') }), tokenDelayMs);
}

beforeAll(async () => {
  server = await startLoopback((req, res) => (req.url === '/api/v4/oauth/token' ? tokenEndpoint(req, res) : api(req, res)));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  tokenCount = 0;
  tokenDelayMs = 0;
  held = ['welcome:read', 'projects:read', 'projects:write'];
  api = (_req, res) => json(res, 200, { message: 'hello', owner: { id: 'u1', email: 'a@b.c' }, scopes: 'welcome:read' });
});

const apiCalls = () => server.requests.filter((r) => r.url !== '/api/v4/oauth/token');
const tokenCalls = () => server.requests.filter((r) => r.url === '/api/v4/oauth/token');

function client(extra: Partial<Parameters<typeof createV4Client>[0]> = {}) {
  return createV4Client({ baseUrl: server.origin, tenant: 'acme', clientId: 'acme-full', clientSecret: SECRET, ...extra } as Parameters<
    typeof createV4Client
  >[0]);
}

describe('OAuth client credentials', () => {
  it('requests a form-encoded token with the tenant header, then sends the bearer token and the tenant header', async () => {
    const welcome = await client().getWelcome();
    expect(welcome.owner.email).toBe('a@b.c');
    const [token] = tokenCalls();
    expect(token!.method).toBe('POST');
    expect(token!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token!.headers['service-tenant-id']).toBe('acme');
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'acme-full',
      client_secret: SECRET,
      scope: 'welcome:read',
    });
    expect(apiCalls()[0]!.headers.authorization).toBe('Bearer token-1');
    expect(apiCalls()[0]!.headers['service-tenant-id']).toBe('acme');
  });

  it('caches the token per scope set', async () => {
    const c = client();
    await c.getWelcome();
    await c.getWelcome();
    await c.listProjects();
    await c.getProject({ path: { id: 'p1' } });
    expect(tokenCalls().map((r) => new URLSearchParams(r.body).get('scope'))).toEqual(['welcome:read', 'projects:read']);
  });

  it('refreshes slightly early, on the clock it is given', async () => {
    let now = 1_000_000;
    const c = client({ now: () => now, refreshEarlyMs: 10_000 });
    await c.getWelcome();
    now += 89_000; // expires_in is 100 s: still outside the 10 s refresh window
    await c.getWelcome();
    expect(tokenCount).toBe(1);
    now += 2_000; // 91 s: inside the window, a new token is requested before expiry
    await c.getWelcome();
    expect(tokenCount).toBe(2);
    expect(apiCalls().at(-1)!.headers.authorization).toBe('Bearer token-2');
  });

  it('sends exactly one token request for 100 concurrent calls on a cold cache', async () => {
    tokenDelayMs = 50;
    const c = client();
    const results = await Promise.all(Array.from({ length: 100 }, () => c.getWelcome()));
    expect(results).toHaveLength(100);
    expect(tokenCalls()).toHaveLength(1);
    expect(apiCalls()).toHaveLength(100);
  });

  it("one caller's cancel or timeout does not fail the others waiting for the same token", async () => {
    tokenDelayMs = 150;
    const c = client();
    const cancelled = new AbortController();
    const first = c.getWelcome(undefined, { signal: cancelled.signal });
    const impatient = c.getWelcome(undefined, { timeoutMs: 50 });
    const patient = c.getWelcome();
    setTimeout(() => cancelled.abort(new Error('A cancelled')), 20);
    await expect(first).rejects.toThrow('A cancelled');
    await expect(impatient).rejects.toBeInstanceOf(TimeoutError);
    await expect(patient).resolves.toMatchObject({ message: 'hello' });
    expect(tokenCalls()).toHaveLength(1);
  });

  it('a token response without scope grants what was requested', async () => {
    server.handle((req, res) => {
      if (req.url === '/api/v4/oauth/token') return json(res, 200, { access_token: 'plain', token_type: 'Bearer', expires_in: 60 });
      return api(req, res);
    });
    try {
      await expect(client().getWelcome()).resolves.toMatchObject({ message: 'hello' });
    } finally {
      server.handle((req, res) => (req.url === '/api/v4/oauth/token' ? tokenEndpoint(req, res) : api(req, res)));
    }
  });

  it('on 401 gets one new token and retries once', async () => {
    let calls = 0;
    api = (_req, res) =>
      ++calls === 1
        ? json(res, 401, { error: 'invalid_token', error_description: 'expired' })
        : json(res, 200, { message: 'ok', owner: { id: 'u', email: 'e' }, scopes: '' });
    await client().getWelcome();
    expect(tokenCount).toBe(2);
    expect(apiCalls().map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('a second 401 is final: InvalidTokenError after exactly two calls', async () => {
    api = (_req, res) => json(res, 401, { error: 'invalid_token', error_description: 'revoked' });
    const error = await client()
      .getWelcome()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidTokenError);
    expect(apiCalls()).toHaveLength(2);
    expect(tokenCount).toBe(2);
  });

  it('an OAuth error from the token endpoint is an OAuthError without the secret', async () => {
    const error = await createV4Client({ baseUrl: server.origin, tenant: 'acme', clientId: 'acme-full', clientSecret: 'wrong-secret-value' })
      .getWelcome()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).code).toBe('invalid_client');
    expect((error as OAuthError).status).toBe(401);
    expect(`${String(error)} ${JSON.stringify(error)}`).not.toContain('wrong-secret-value');
  });

  it('knows the scope of each operation statically', () => {
    const operations = seedModel().resolved.model.operations!;
    const scopeOf = (id: string) => {
      const scope = operations[id]!.scope!;
      return typeof scope === 'string' ? scope : scope.name;
    };
    const ids = ['getWelcome', 'listProjects', 'getProject', 'submitProject'] as const;
    expect(v4.scopesFor([...ids])).toEqual([...new Set(ids.map(scopeOf))].sort());
    expect(v4.OPERATION_SCOPES.approveProject).toBe(scopeOf('approveProject'));
  });

  it('a call whose scope the token lacks fails locally with the error the server would send', async () => {
    held = ['welcome:read'];
    const error = await client({ scopes: ['welcome:read', 'projects:read'] })
      .listProjects()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientScopeError);
    expect(error).toMatchObject({
      status: 403,
      code: 'insufficient_scope',
      requiredScope: 'projects:read',
      providedScopes: ['welcome:read'],
      clientScopes: ['welcome:read', 'projects:read'],
      local: true,
    });
    expect((error as Error).message).toContain('granted: welcome:read; the client requests welcome:read projects:read');
    expect(apiCalls()).toHaveLength(0);
  });

  it("the narrow client's scope error says what the token was granted and that each call asks for its own scope", async () => {
    held = ['welcome:read'];
    const error = await client()
      .listProjects()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ requiredScope: 'projects:read', providedScopes: [], clientScopes: undefined, local: true });
    expect((error as Error).message).toContain("granted: none; the client requests each operation's own scope");
    expect(tokenCalls().map((r) => new URLSearchParams(r.body).get('scope'))).toEqual(['projects:read']);
  });

  it('with local checks off, the server 403 becomes the same typed error', async () => {
    held = ['welcome:read'];
    api = (_req, res) =>
      json(res, 403, {
        error: 'insufficient_scope',
        error_description: 'needs projects:read',
        required_scope: 'projects:read',
        provided_scopes: ['welcome:read'],
      });
    const error = await client({ scopes: ['welcome:read'], checkScopes: false })
      .listProjects()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientScopeError);
    expect(error).toMatchObject({ requiredScope: 'projects:read', providedScopes: ['welcome:read'], clientScopes: ['welcome:read'], local: false });
  });
});

describe('a wave of 401s (a revoked token)', () => {
  const welcome = { message: 'ok', owner: { id: 'u', email: 'e' }, scopes: 'welcome:read' };

  /**
   * Holds the calls made with the first token until `size` of them are in flight, then rejects
   * one; once its retry arrives with the new token (so the client has cached that token), rejects
   * the others: each of them comes back 401 while a newer token than the one it carried is cached.
   */
  function revokeFirstToken(size: number): void {
    const waiting: ServerResponse[] = [];
    api = (req, res) => {
      if (req.headers.authorization !== 'Bearer token-1') {
        json(res, 200, welcome);
        for (const rejected of waiting.splice(0)) json(rejected, 401, { error: 'invalid_token', error_description: 'revoked' });
        return;
      }
      waiting.push(res);
      if (waiting.length === size) json(waiting.shift()!, 401, { error: 'invalid_token', error_description: 'revoked' });
    };
  }

  it.each([6, 20])('%i concurrent calls rejected with the same token cost one new token request', async (size) => {
    revokeFirstToken(size);
    const shared = client();
    const results = await Promise.all(Array.from({ length: size }, () => shared.getWelcome()));
    expect(results).toEqual(Array.from({ length: size }, () => welcome));
    // The first token, then one for the whole wave.
    expect(tokenCount).toBe(2);
    expect(apiCalls().filter((r) => r.headers.authorization === 'Bearer token-2')).toHaveLength(size);
  });

  it('a 401 for an older token leaves the newer cached token in place', async () => {
    revokeFirstToken(2);
    const shared = client();
    await Promise.all([shared.getWelcome(), shared.getWelcome()]);
    await shared.getWelcome();
    expect(tokenCount).toBe(2);
    expect(apiCalls().at(-1)!.headers.authorization).toBe('Bearer token-2');
  });
});

describe('access to the response', () => {
  it('withResponse resolves with the data, the status and the headers', async () => {
    api = (_req, res) => json(res, 200, { message: 'hi', owner: { id: 'u', email: 'e' }, scopes: '' }, { 'x-request-id': 'req-42' });
    const { data, response } = await client().withResponse.getWelcome();
    expect(data).toEqual({ message: 'hi', owner: { id: 'u', email: 'e' }, scopes: '' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('req-42');
  });

  it("an error carries the raw response, kept out of the error's JSON and inspected form", async () => {
    api = (_req, res) => json(res, 404, { error: 'not_found', error_description: 'gone' }, { 'x-request-id': 'req-7', 'x-trace': 'abc' });
    const error = await client()
      .withResponse.getProject({ path: { id: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    const { response } = error as NotFoundError;
    expect(response?.status).toBe(404);
    expect(response?.headers.get('x-trace')).toBe('abc');
    expect((error as NotFoundError).requestId).toBe('req-7');
    expect(Object.keys(error as object)).not.toContain('response');
  });

  it('isApiError narrows to the errors of a response, whose code is one of the version codes', async () => {
    api = (_req, res) => json(res, 422, { error: 'validation_failed', details: {} });
    const error = await client()
      .createProject({ body: {} })
      .catch((e: unknown) => e);
    expect(v4.isApiError(error)).toBe(true);
    expect(v4.isApiError(new Error('x'))).toBe(false);
    if (v4.isApiError(error)) expect(error.code).toBe('validation_failed');
  });
});

describe('v4 queries', () => {
  it('serialises filter[attr][op], sort[attr] and limit; money filters in minor units', async () => {
    api = (_req, res) => json(res, 200, {});
    await client().listProjects({ query: { filter: { status: { eq: 'draft' }, budget: { gte: 150000 } }, sort: { created_at: 'desc' }, limit: 10 } });
    expect(apiCalls()[0]!.url).toBe('/api/v4/projects?filter[status][eq]=draft&filter[budget][gte]=150000&sort[created_at]=desc&limit=10');
  });

  it('serialises or[] groups in the indexed form', async () => {
    api = (_req, res) => json(res, 200, {});
    await client().listProjects({ query: { or: [{ status: { eq: 'draft' } }, { created_at: { gte: '2024-01-01T00:00:00Z' } }] } });
    expect(apiCalls()[0]!.url).toBe('/api/v4/projects?or[0][status][eq]=draft&or[1][created_at][gte]=2024-01-01T00%3A00%3A00Z');
  });
});

describe('errors', () => {
  const fail = (status: number, body: unknown, contentType = 'application/json') => {
    api = (_req, res) => {
      res.writeHead(status, { 'content-type': contentType, 'x-request-id': 'req-42' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
  };

  it('approver_selection_required is typed and re-submits with approvers', async () => {
    let calls = 0;
    api = (req, res) =>
      ++calls === 1
        ? json(res, 422, {
            error: 'approver_selection_required',
            error_description: 'choose approvers',
            approver_selection: [{ step: 1, eligible: [{ id: 'u1' }, { id: 'u2' }] }],
          })
        : json(res, 200, { submitted: JSON.parse(req.body) as unknown });
    const c = client();
    const error = await c.submitProject({ path: { id: 'p1' }, body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApproverSelectionRequiredError);
    expect(error).toBeInstanceOf(ValidationError);
    const selection = (error as ApproverSelectionRequiredError).approverSelection;
    expect(selection).toEqual([{ step: 1, eligible: [{ id: 'u1' }, { id: 'u2' }] }]);
    const result = await (error as ApproverSelectionRequiredError).resubmit([{ step: 1, approver_id: 'u2' }]);
    expect(result).toEqual({ submitted: { approvers: [{ step: 1, approver_id: 'u2' }] } });
    expect(apiCalls()[1]!.url).toBe('/api/v4/projects/p1/submit');
  });

  it('a 422 with details is a ValidationError carrying them', async () => {
    fail(422, { error: 'validation_failed', error_description: 'invalid', details: { title: ['is required'] } });
    const error = await client()
      .createProject({ body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', details: { title: ['is required'] }, requestId: 'req-42' });
  });

  it('404 envelope, 405 and the plain-text Tenant Unknown are told apart', async () => {
    fail(404, { error: 'not_found', error_description: 'no such project' });
    await expect(client().getProject({ path: { id: 'nope' } })).rejects.toBeInstanceOf(NotFoundError);
    fail(405, { error: 'method_not_allowed' });
    await expect(client().getProject({ path: { id: 'p1' } })).rejects.toBeInstanceOf(MethodNotAllowedError);
    fail(404, 'Tenant Unknown', 'text/plain');
    await expect(client().getProject({ path: { id: 'p1' } })).rejects.toBeInstanceOf(TenantUnknownError);
  });

  it('malformed JSON, an HTML proxy page and an empty error body become UnexpectedResponseError with the raw text', async () => {
    fail(200, '{"message": "trunc');
    const malformed = await client()
      .getWelcome()
      .catch((e: unknown) => e);
    expect(malformed).toBeInstanceOf(UnexpectedResponseError);
    expect((malformed as UnexpectedResponseError).rawText).toBe('{"message": "trunc');
    fail(502, '<html><body>Bad gateway</body></html>', 'text/html');
    await expect(client().getWelcome()).rejects.toMatchObject({ name: 'UnexpectedResponseError', status: 502, code: 'http_502' });
    fail(500, '');
    await expect(client().getWelcome()).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it('a refused connection is a NetworkError; a stalled response a TimeoutError', async () => {
    const dead = createV4Client({ baseUrl: 'http://127.0.0.1:9', tenant: 'acme', clientId: 'acme-full', clientSecret: SECRET });
    const network = await dead.getWelcome().catch((e: unknown) => e);
    expect(network).toBeInstanceOf(NetworkError);
    expect(String(network)).not.toContain(SECRET);
    api = () => undefined; // never answers
    await expect(client({ timeoutMs: 200 }).getWelcome()).rejects.toBeInstanceOf(TimeoutError);
  });

  it('the timeout also covers a body that stalls after the headers', async () => {
    api = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"message": ');
    };
    await expect(client({ timeoutMs: 200 }).getWelcome()).rejects.toBeInstanceOf(TimeoutError);
  });

  it("a Date in a filter is typed, and sent in the model's timestamp format, never dropped", async () => {
    api = (_req, res) => json(res, 200, {});
    await client().listProjects({ query: { filter: { created_at: { gte: new Date('2024-05-01T10:00:30.250Z') } } } });
    const sent = new URL(apiCalls()[0]!.url, server.origin).searchParams.get('filter[created_at][gte]')!;
    expect(sent).toMatch(new RegExp(seedModel().resolved.conventions.formats.timestamp!.pattern!));
    expect(new Date(sent).toISOString()).toBe('2024-05-01T10:00:30.000Z');
  });

  it('an AbortSignal cancels the call with its reason', async () => {
    api = () => undefined;
    const controller = new AbortController();
    const pending = client().getWelcome(undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('user cancelled')), 50);
    await expect(pending).rejects.toThrow('user cancelled');
  });

  it('retries idempotent GETs on 503 only when asked to, with bounded backoff', async () => {
    let calls = 0;
    api = (_req, res) =>
      ++calls === 1 ? json(res, 503, { error: 'unavailable' }) : json(res, 200, { message: 'ok', owner: { id: 'u', email: 'e' }, scopes: '' });
    await expect(client().getWelcome()).rejects.toMatchObject({ status: 503 });
    calls = 0;
    const events: LogEvent[] = [];
    await client({ retry: { idempotent: true, baseDelayMs: 1 }, logger: (e) => events.push(e) }).getWelcome();
    expect(events.filter((e) => e.type === 'retry')).toHaveLength(1);
    calls = 0;
    api = (_req, res) => json(res, 503, { error: 'unavailable' });
    const before = apiCalls().length;
    await expect(client({ retry: { idempotent: true, baseDelayMs: 1, maxRetries: 2 } }).createProject({ body: {} })).rejects.toMatchObject({ status: 503 });
    expect(apiCalls().length - before).toBe(1); // POST is never retried
  });

  it('the logger and every error stay free of the client secret and the tokens', async () => {
    const events: LogEvent[] = [];
    api = (_req, res) => json(res, 404, { error: 'not_found' });
    const error = await client({ logger: (e) => events.push(e) })
      .getProject({ path: { id: 'x' } })
      .catch((e: unknown) => e);
    const text = `${JSON.stringify(events)} ${JSON.stringify(error)} ${String(error)} ${(error as Error).message}`;
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('token-1');
    expect(events.find((e) => e.type === 'request')).toMatchObject({ headers: { authorization: '[redacted]' } });
  });
});
