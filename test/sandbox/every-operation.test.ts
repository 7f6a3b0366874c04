/**
 * One test per operation of the model, both versions, against the sandbox: each route is
 * served, authenticated, never answers 5xx, and (unless it is one of the operations whose
 * payloads are not shown, which answer 501) answers within its published document.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES as V3_ROUTES } from '../../generated/server/v3/routes.ts';
import { ROUTES as V4_ROUTES } from '../../generated/server/v4/routes.ts';
import { sandboxModel } from '../../src/demo/model-facts.ts';
import { Store } from '../../src/demo/store.ts';
import { Conformance } from '../support/conformance.ts';
import { REPO, seedModel } from '../support/seed.ts';
import { startSandbox } from '../support/sandbox-server.ts';

let app: FastifyInstance;
let origin: string;
let token: string;
const conformance = new Conformance(['v3', 'v4']);

beforeAll(async () => {
  const { resolved, views } = seedModel();
  ({ app, origin } = await startSandbox({ store: Store.fromFile(join(REPO, 'sandbox', 'demo.yaml')), model: sandboxModel(resolved, views) }));
  const res = await fetch(`${origin}/api/v4/oauth/token`, {
    method: 'POST',
    headers: { 'service-tenant-id': 'acme', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=acme-full&client_secret=acme-full-secret',
  });
  token = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(() => app.close());

const cases = [
  ...V3_ROUTES.map((route) => ({ version: 'v3', root: '/api/v3', route })),
  ...V4_ROUTES.map((route) => ({ version: 'v4', root: '/api/v4', route })),
];

function requestFor(version: string, route: (typeof cases)[number]['route']): RequestInit {
  const headers: Record<string, string> = { 'service-tenant-id': 'acme' };
  if (version === 'v3') headers['x-api-key'] = 'acme-v3-key';
  else headers.authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (route.bodyMediaType === 'application/json') {
    headers['content-type'] = 'application/json';
    body = '{}';
  } else if (route.bodyMediaType === 'application/x-www-form-urlencoded') {
    headers['content-type'] = route.bodyMediaType;
    body = route.operationId === 'requestToken' ? 'grant_type=client_credentials&client_id=acme-full&client_secret=acme-full-secret' : 'rejection_reason=test';
  } else if (route.bodyMediaType === 'multipart/form-data') {
    body = new FormData();
    body.append('file', new Blob(['%PDF-1.4']), 'plan.pdf');
  }
  return { method: route.method, headers, ...(body !== undefined ? { body } : {}), redirect: 'manual' };
}

describe.each(cases.map((c) => [`${c.version} ${c.route.method} ${c.route.url}`, c] as const))('%s', (_, { version, root, route }) => {
  it('is served and answers within its document (or 501 where payloads are not shown)', async () => {
    const path = route.url.replace(/:([a-z_]+)/g, 'missing-record');
    const url = `${origin}${root}${path}`;
    const res = await fetch(url, requestFor(version, route));
    const text = await res.text();
    expect(res.status === 501 || res.status < 500, `${res.status} ${text}`).toBe(true);
    if (res.status === 501) {
      expect(JSON.parse(text)).toMatchObject(version === 'v4' ? { error: 'not_implemented' } : { message: expect.any(String) });
      return;
    }
    expect(res.status).not.toBe(401);
    expect(res.status).not.toBe(403);
    const problems = conformance.problems({ method: route.method, url, status: res.status, contentType: res.headers.get('content-type') ?? '', body: text });
    expect(problems).toEqual([]);
  });
});
