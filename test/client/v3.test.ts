/**
 * The generated v3 client over real HTTP on loopback: API key and tenant header, query
 * serialisation byte for byte, form bodies, pagination, the invoice redirect, decoding.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createV3Client,
  FAILURE_ERROR_CLASSES,
  TenantUnknownError,
  UnexpectedResponseError,
  v3,
  type LogEvent,
} from '../../generated/client/dist/index.js';
import type { Failure } from '../../src/model/failures.ts';
import { json, startLoopback, type Loopback } from '../support/loopback.ts';
import { seedModel } from '../support/seed.ts';

/** The version whose error bodies the model leaves unspecified: its errors are classed by status alone. */
const bodiesUnspecified = seedModel().views.find((v) => v.id === 'v3')!;

let server: Loopback;
beforeAll(async () => {
  server = await startLoopback();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const API_KEY = 'acme-v3-key-0123456789';
const client = () => createV3Client({ baseUrl: server.origin, tenant: 'acme', apiKey: API_KEY });

describe('v3 client', () => {
  it('sends X-API-Key and the tenant header on every call', async () => {
    server.handle((_req, res) => json(res, 200, { id: 'j1', status: 'draft' }));
    await client().getJob({ path: { id: 'j1' } });
    const [req] = server.requests;
    expect(req!.method).toBe('GET');
    expect(req!.url).toBe('/api/v3/jobs/j1');
    expect(req!.headers['x-api-key']).toBe(API_KEY);
    expect(req!.headers['service-tenant-id']).toBe('acme');
  });

  it('sends no tenant header on an organisation domain', async () => {
    server.handle((_req, res) => json(res, 200, {}));
    await createV3Client({ organisationDomain: server.origin, apiKey: API_KEY }).getOrg({ path: { id: 'o1' } });
    expect(server.requests[0]!.headers['service-tenant-id']).toBeUndefined();
    expect(server.requests[0]!.url).toBe('/api/v3/orgs/o1');
  });

  it('serialises list parameters byte for byte: literal + in ranges, raw sort shape', async () => {
    server.handle((_req, res) => json(res, 200, { jobs: [] }));
    await client().listJobs({
      query: {
        created: { from: '2024-01-01', to: new Date('2024-02-01T00:00:00Z') },
        updated: '2024-03-01+TO+2024-03-31',
        limit: 50,
        page: 2,
        sort: [
          { field: 'updated', direction: 'desc' },
          { field: 'created', direction: 'asc' },
        ],
      },
    });
    expect(server.requests[0]!.url).toBe(
      '/api/v3/jobs?created=2024-01-01+TO+2024-02-01&updated=2024-03-01+TO+2024-03-31&limit=50&page=2&sort=updated:desc,created:asc',
    );
  });

  it('escapes path parameters and refuses dot segments', async () => {
    server.handle((_req, res) => json(res, 200, {}));
    await client().getJob({ path: { id: 'a/b c?' } });
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v3/jobs/a%2Fb%20c%3F']);
    // URL parsing would resolve these and call another endpoint: refused before sending.
    for (const id of ['..', '.', '%2e%2E']) await expect(client().getJob({ path: { id } })).rejects.toThrow(/dot segment/);
    expect(server.requests).toHaveLength(1);
  });

  it('an error page that echoes the request never carries the API key into the error', async () => {
    server.handle((req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end(`<html>proxy error for X-API-Key: ${String(req.headers['x-api-key'])}</html>`);
    });
    const error = await client()
      .getJob({ path: { id: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'http_502' });
    const text = `${String(error)} ${JSON.stringify(error)} ${(error as ApiError).rawText}`;
    expect(text).toContain('proxy error');
    expect(text).not.toContain(API_KEY);
  });

  it('sends the reject body form-encoded and returns the message', async () => {
    server.handle((_req, res) => json(res, 200, { message: 'Project rejection triggered' }));
    const result = await client().rejectJobApproval({ path: { id: 'ap1' }, body: { rejection_reason: 'Too expensive & late' } });
    const req = server.requests[0]!;
    expect(req.method).toBe('PATCH');
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.body).toBe('rejection_reason=Too+expensive+%26+late');
    expect(result.message).toBe('Project rejection triggered');
  });

  it('iterates every page until an empty page (a short page may only mean the server capped limit)', async () => {
    const all = Array.from({ length: 5 }, (_, i) => ({ id: `j${i + 1}` }));
    server.handle((req, res) => {
      const page = Number(new URL(req.url, 'http://x').searchParams.get('page'));
      json(res, 200, { jobs: all.slice((page - 1) * 2, page * 2) });
    });
    const ids: string[] = [];
    for await (const job of client().listJobsAll({ query: { limit: 2 } })) ids.push(job.id!);
    expect(ids).toEqual(['j1', 'j2', 'j3', 'j4', 'j5']);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v3/jobs?limit=2&page=1',
      '/api/v3/jobs?limit=2&page=2',
      '/api/v3/jobs?limit=2&page=3',
      '/api/v3/jobs?limit=2&page=4',
    ]);
  });

  it('returns the invoice redirect target without following it', async () => {
    server.handle((_req, res) => {
      res.writeHead(302, { location: 'https://files.example.invalid/invoice-1.pdf' });
      res.end();
    });
    const result = await client().getInvoiceFile({ path: { id: 'inv1' } });
    expect(result).toEqual({ kind: 'redirect', status: 302, location: 'https://files.example.invalid/invoice-1.pdf' });
    expect(server.requests).toHaveLength(1);
  });

  it('returns the "no file" message as a typed result', async () => {
    server.handle((_req, res) => json(res, 404, { message: 'No file found for invoice inv2' }));
    const result = await client().getInvoiceFile({ path: { id: 'inv2' } });
    expect(result).toEqual({ kind: 'body', status: 404, body: { message: 'No file found for invoice inv2' } });
  });

  it('turns the plain-text Tenant Unknown into TenantUnknownError, even for the invoice file', async () => {
    server.handle((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Tenant Unknown');
    });
    await expect(client().getInvoiceFile({ path: { id: 'inv1' } })).rejects.toBeInstanceOf(TenantUnknownError);
    await expect(client().listJobs()).rejects.toMatchObject({ name: 'TenantUnknownError', status: 404, code: 'tenant_unknown' });
  });

  it('the model leaves these error bodies unspecified', () => {
    expect(bodiesUnspecified.usesErrorEnvelope).toBe(false);
  });

  it.each(Object.entries(bodiesUnspecified.errorFacts.failures).map(([failure, answer]) => [failure as Failure, answer.status] as const))(
    "a %s (%i) is its status's class, with the server's message",
    async (failure, status) => {
      server.handle((_req, res) => json(res, status, { message: `The server says ${status}.` }));
      const error = await client()
        .getJob({ path: { id: 'x' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FAILURE_ERROR_CLASSES[failure]);
      expect(error).not.toBeInstanceOf(UnexpectedResponseError);
      expect(error).toMatchObject({
        status,
        code: `http_${status}`,
        description: `The server says ${status}.`,
        body: { message: `The server says ${status}.` },
      });
      expect((error as Error).message).toBe(`${status} http_${status}: The server says ${status}.`);
      expect(v3.isApiError(error)).toBe(true);
    },
  );

  it('an error body without a message, or not JSON, is still classed by status, carrying the raw text', async () => {
    server.handle((_req, res) => json(res, bodiesUnspecified.errorFacts.failures.invalidToken.status, { detail: 'no message field' }));
    const unnamed = await client()
      .getJob({ path: { id: 'x' } })
      .catch((e: unknown) => e);
    expect(unnamed).toBeInstanceOf(FAILURE_ERROR_CLASSES.invalidToken);
    expect((unnamed as ApiError).description).toBeUndefined();
    server.handle((_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html>upstream failed</html>');
    });
    const page = await client()
      .getJob({ path: { id: 'x' } })
      .catch((e: unknown) => e);
    expect(page).toBeInstanceOf(ApiError);
    expect(page).toMatchObject({ status: 500, code: 'http_500' });
    expect((page as ApiError).rawText).toContain('upstream failed');
  });

  it('a message that quotes the API key is masked', async () => {
    server.handle((req, res) => json(res, 401, { message: `Invalid key ${String(req.headers['x-api-key'])}` }));
    const error = await client()
      .getJob({ path: { id: 'x' } })
      .catch((e: unknown) => e);
    expect(`${String(error)} ${JSON.stringify(error)}`).not.toContain(API_KEY);
    expect((error as ApiError).description).toBe('Invalid key [redacted]');
  });

  it('decodes a v3 payload to semantic values; decimals and money stay exact strings', () => {
    const job: v3.Job = {
      id: 'j1',
      is_child: 'false',
      is_parent: 'true',
      budget: '1234.50',
      fee: '10.0',
      payment_terms_in_days: '30',
      status: 'draft',
      milestones: [{ id: 'm1', client_suggested: 'true', rate: '10.00', approved_by: { has_oversight: 'false' } }],
    };
    const value = v3.decode('Job', job);
    expect(value).toMatchObject({ is_child: false, is_parent: true, budget: '1234.50', fee: '10.0', payment_terms_in_days: 30 });
    expect(value.milestones![0]).toMatchObject({ client_suggested: true, rate: '10.00', approved_by: { has_oversight: false } });
    expect(v3.decode('PurchaseOrder', { version: 3 }).version).toBe(3);
    expect(() => v3.decode('Job', { is_child: 'yes' } as unknown as v3.Job)).toThrow(/\$\.is_child/);
  });

  it('never shows the API key to the logger', async () => {
    const events: LogEvent[] = [];
    server.handle((_req, res) => json(res, 200, {}));
    await createV3Client({ baseUrl: server.origin, tenant: 'acme', apiKey: API_KEY, logger: (e) => events.push(e) }).getJob({ path: { id: 'j1' } });
    expect(events.map((e) => e.type)).toEqual(['request', 'response']);
    expect(JSON.stringify(events)).not.toContain(API_KEY);
  });
});
