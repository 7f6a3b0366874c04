/**
 * Hostile input against the sandbox over real HTTP: malformed and oversized bodies, wrong and
 * missing content types, prototype-pollution keys, very long ids and headers, bad ranges and
 * sorts, deep and wide filters, duplicated form fields. Every answer is a 4xx in the version's
 * error body (v4: the envelope), nothing leaks, and the server keeps serving.
 */
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxModel } from '../../src/demo/model-facts.ts';
import { Store } from '../../src/demo/store.ts';
import { REPO, seedModel } from '../support/seed.ts';
import { startSandbox } from '../support/sandbox-server.ts';

let app: FastifyInstance;
let origin: string;
let token: string;

beforeAll(async () => {
  const { resolved, views } = seedModel();
  ({ app, origin } = await startSandbox({ store: Store.fromFile(join(REPO, 'sandbox', 'demo.yaml')), model: sandboxModel(resolved, views) }));
  const response = await fetch(`${origin}/api/v4/oauth/token`, {
    method: 'POST',
    headers: { 'service-tenant-id': 'acme', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=acme-full&client_secret=acme-full-secret',
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(() => app.close());

interface Attack {
  name: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** v3 answers `{message}`; v4 the envelope. */
  version: 'v3' | 'v4';
}

const v4 = (extra: Record<string, string> = {}) => ({ 'service-tenant-id': 'acme', authorization: `Bearer ${token}`, ...extra });
const v3 = (extra: Record<string, string> = {}) => ({ 'service-tenant-id': 'acme', 'x-api-key': 'acme-v3-key', ...extra });
const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const deepFilter = `filter${'[a]'.repeat(40)}=1`;
const wideFilter = Array.from({ length: 3000 }, (_, i) => `filter[f${i}][eq]=${i}`).join('&');

const ATTACKS: Attack[] = [
  { name: 'malformed JSON', version: 'v4', path: '/api/v4/projects/job-1003/submit', method: 'POST', headers: v4(json), body: '{"approvers": [1,' },
  { name: 'JSON that is not an object', version: 'v4', path: '/api/v4/projects/job-1003/submit', method: 'POST', headers: v4(json), body: '"just a string"' },
  {
    name: 'an oversized body',
    version: 'v4',
    path: '/api/v4/projects/job-1003/submit',
    method: 'POST',
    headers: v4(json),
    body: JSON.stringify({ approvers: ['x'.repeat(2 * 1024 * 1024)] }),
  },
  {
    name: 'a wrong content type',
    version: 'v4',
    path: '/api/v4/projects/job-1003/submit',
    method: 'POST',
    headers: v4({ 'content-type': 'text/csv' }),
    body: 'a,b',
  },
  { name: 'a body without a content type', version: 'v4', path: '/api/v4/projects/job-1003/submit', method: 'POST', headers: v4(), body: '{}' },
  {
    name: '__proto__ in a JSON body',
    version: 'v4',
    path: '/api/v4/projects/job-1001/submit',
    method: 'POST',
    headers: v4(json),
    body: '{"__proto__": {"admin": true}, "approvers": []}',
  },
  {
    name: 'constructor.prototype in a JSON body',
    version: 'v4',
    path: '/api/v4/projects/job-1001/submit',
    method: 'POST',
    headers: v4(json),
    body: '{"constructor": {"prototype": {"admin": true}}}',
  },
  { name: '__proto__ in the query', version: 'v4', path: '/api/v4/projects?__proto__[admin]=1&filter[__proto__][eq]=x', headers: v4() },
  { name: 'a deep filter', version: 'v4', path: `/api/v4/projects?${deepFilter}`, headers: v4() },
  { name: 'a wide filter', version: 'v4', path: `/api/v4/projects?${wideFilter}`, headers: v4() },
  { name: 'deep or[] nesting', version: 'v4', path: `/api/v4/projects?or${'[0]'.repeat(30)}=1`, headers: v4() },
  { name: 'a very long id', version: 'v4', path: `/api/v4/projects/${'x'.repeat(5000)}`, headers: v4() },
  { name: 'a very long header', version: 'v4', path: '/api/v4/welcome', headers: v4({ 'x-padding': 'y'.repeat(8000) }) },
  { name: 'path traversal', version: 'v4', path: '/api/v4/projects/..%2F..%2Fetc%2Fpasswd', headers: v4() },
  { name: 'invalid UTF-8 in the path', version: 'v4', path: '/api/v4/projects/%C3%28', headers: v4() },
  { name: 'a bad status filter value', version: 'v4', path: '/api/v4/projects?filter[status][eq]=archived', headers: v4() },
  { name: 'a non-numeric limit', version: 'v4', path: '/api/v4/projects?limit=ten', headers: v4() },
  {
    name: 'a token request as JSON',
    version: 'v4',
    path: '/api/v4/oauth/token',
    method: 'POST',
    headers: { 'service-tenant-id': 'acme', ...json },
    body: '{"grant_type":"client_credentials"}',
  },
  {
    name: 'duplicated form fields',
    version: 'v4',
    path: '/api/v4/oauth/token',
    method: 'POST',
    headers: { 'service-tenant-id': 'acme', ...form },
    body: 'grant_type=client_credentials&client_id=acme-full&client_secret=acme-full-secret&client_secret=other',
  },
  {
    name: 'a twice-escaped secret',
    version: 'v4',
    path: '/api/v4/oauth/token',
    method: 'POST',
    headers: { 'service-tenant-id': 'acme', ...form },
    body: 'grant_type=client_credentials&client_id=acme-full&client_secret=acme%252Dfull%252Dsecret',
  },
  {
    name: 'a very long scope list',
    version: 'v4',
    path: '/api/v4/oauth/token',
    method: 'POST',
    headers: { 'service-tenant-id': 'acme', ...form },
    body: `grant_type=client_credentials&client_id=acme-full&client_secret=wrong&scope=${'projects:read '.repeat(5000)}`,
  },
  {
    name: 'a malformed bearer token',
    version: 'v4',
    path: '/api/v4/welcome',
    headers: { 'service-tenant-id': 'acme', authorization: 'Bearer not a token!! ;; DROP' },
  },
  { name: 'a bad v3 range', version: 'v3', path: '/api/v3/jobs?created=2024-13-45+TO+yesterday', headers: v3() },
  { name: 'a reversed v3 range', version: 'v3', path: '/api/v3/jobs?created=2024-02-01+TO+2024-01-01', headers: v3() },
  { name: 'a bad v3 sort', version: 'v3', path: '/api/v3/eois?sort=title:sideways', headers: v3() },
  { name: 'a negative page', version: 'v3', path: '/api/v3/jobs?page=-1&limit=abc', headers: v3() },
  {
    name: 'a v3 reject with a JSON body',
    version: 'v3',
    path: '/api/v3/job_approvals/appr-1/reject',
    method: 'PATCH',
    headers: v3(json),
    body: '{"rejection_reason": 5',
  },
];

/** Sends raw bytes (fetch would refuse some of these requests before they leave). */
function send(attack: Attack): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    // A fresh connection per attack: the server may close one after refusing a request.
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: attack.path, method: attack.method ?? 'GET', headers: attack.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    if (attack.body !== undefined) req.write(attack.body);
    req.end();
  });
}

describe('hostile input', () => {
  it.each(ATTACKS.map((a) => [a.name, a] as const))("%s: no 5xx, the version's error body, nothing leaks", async (_, attack) => {
    const res = await send(attack);
    expect(res.status, res.body).toBeGreaterThanOrEqual(200);
    expect(res.status, res.body).toBeLessThan(500);
    expect(res.body).not.toMatch(/\bat .+:\d+:\d+|node_modules|\/work\/|src\/sandbox/);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    if (res.status >= 400) {
      expect(res.type).toMatch(/^application\/json/);
      const body = JSON.parse(res.body) as Record<string, unknown>;
      if (attack.version === 'v4') expect(typeof body.error).toBe('string');
      else expect(typeof body.message).toBe('string');
    }
  });

  it('keeps serving afterwards', async () => {
    const res = await fetch(`${origin}/api/v4/welcome`, { headers: v4() });
    expect(res.status).toBe(200);
  });
});
