/**
 * Contract tests: the generated client against the sandbox over real HTTP on loopback, the
 * stated rules of both versions, and every response checked against the published document.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApproverSelectionRequiredError,
  createV3Client,
  createV4Client,
  InsufficientScopeError,
  NotFoundError,
  OAuthError,
  TenantUnknownError,
  ValidationError,
  v3,
} from '../../generated/client/dist/index.js';
import { sandboxModel } from '../../src/demo/model-facts.ts';
import { Store } from '../../src/demo/store.ts';
import { Conformance, type Exchange } from '../support/conformance.ts';
import { REPO, seedModel } from '../support/seed.ts';
import { startSandbox } from '../support/sandbox-server.ts';

let app: FastifyInstance;
let origin: string;
let model: ReturnType<typeof seedModel>['resolved']['model'];
const exchanges: Exchange[] = [];
const conformance = new Conformance(['v3', 'v4']);
const fetchRecorded = conformance.recorder(exchanges);

beforeAll(async () => {
  const { resolved, views } = seedModel();
  model = resolved.model;
  const store = Store.fromFile(join(REPO, 'sandbox', 'demo.yaml'));
  ({ app, origin } = await startSandbox({ store, model: sandboxModel(resolved, views) }));
});
afterAll(() => app.close());

const v3Client = (tenant = 'acme', apiKey = `${tenant}-v3-key`) => createV3Client({ baseUrl: origin, tenant, apiKey, fetch: fetchRecorded });
const v4Client = (clientId = 'acme-full', extra: { checkScopes?: boolean } = {}) =>
  createV4Client({ baseUrl: origin, tenant: clientId.split('-')[0]!, clientId, clientSecret: `${clientId}-secret`, fetch: fetchRecorded, ...extra });

describe('v3 against the sandbox', () => {
  it('lists jobs in the default order (created, descending) with every scalar a string', async () => {
    const { jobs } = await v3Client().listJobs();
    expect(jobs!.map((j) => j.id)).toEqual(['job-1003', 'job-1002', 'job-1001', 'job-1004']);
    const first = jobs!.find((j) => j.id === 'job-1001')!;
    expect(first.is_child).toBe('false');
    expect(first.budget).toBe('125000.00');
    expect(v3.decode('JobListItem', first)).toMatchObject({ is_child: false, payment_terms_in_days: 30, budget: '125000.00' });
  });

  it('filters by created range, sorts on several fields, pages with limit and page', async () => {
    const client = v3Client();
    const ranged = await client.listJobs({ query: { created: { from: '2024-01-01', to: '2024-02-28' } } });
    expect(ranged.jobs!.map((j) => j.id)).toEqual(['job-1002', 'job-1001']);
    const sorted = await client.listJobs({
      query: {
        sort: [
          { field: 'updated', direction: 'asc' },
          { field: 'created', direction: 'asc' },
        ],
      },
    });
    expect(sorted.jobs!.map((j) => j.id)).toEqual(['job-1004', 'job-1002', 'job-1001', 'job-1003']);
    const all: string[] = [];
    for await (const job of client.listJobsAll({ query: { limit: 3 } })) all.push(job.id!);
    expect(all).toEqual(['job-1003', 'job-1002', 'job-1001', 'job-1004']);
  });

  it('list and single job shapes differ as the specification says', async () => {
    const client = v3Client();
    const listed = (await client.listJobs()).jobs!.find((j) => j.id === 'job-1001')!;
    const single = await client.getJob({ path: { id: 'job-1001' } });
    expect(listed).toHaveProperty('bafo_submission_deadline');
    expect(listed).not.toHaveProperty('fee_methodology');
    expect(single).toHaveProperty('fee_methodology', 'supplier_absorbed');
    expect(single).not.toHaveProperty('bafo_submission_deadline');
  });

  it("tenants never see each other's records", async () => {
    const error = await v3Client('globex')
      .getJob({ path: { id: 'job-1001' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404 });
    await expect(v3Client('acme', 'globex-v3-key').getJob({ path: { id: 'job-1001' } })).rejects.toMatchObject({ status: 401 });
  });

  it('reject returns the message that the rejection was triggered', async () => {
    const result = await v3Client().rejectJobApproval({ path: { id: 'appr-1' }, body: { rejection_reason: 'Over budget' } });
    expect(result.message).toMatch(/rejection triggered/);
  });

  it('creates and deletes a milestone; gets and deletes a purchase order', async () => {
    const client = v3Client();
    const created = await client.createMilestone({ body: { title: 'Handover', job_id: 'job-1001', rate: '500.00', ccy: 'GBP' } });
    expect(created.title).toBe('Handover');
    expect((await client.deleteMilestone({ path: { id: created.id! } })).message).toMatch(/destroyed/);
    expect((await client.getPurchaseOrder({ path: { id: 'po-1' } })).version).toBe(2);
    expect((await client.deletePurchaseOrder({ path: { id: 'po-1' } })).message).toMatch(/destroyed/);
    // The version's error bodies are unspecified: the error is classed by its status, with the sandbox's message.
    await expect(client.getPurchaseOrder({ path: { id: 'po-1' } })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('the invoice file is a redirect when it exists and the "no file" message otherwise', async () => {
    const client = v3Client();
    expect(await client.getInvoiceFile({ path: { id: 'inv-1' } })).toEqual({
      kind: 'redirect',
      status: 302,
      location: 'https://files.sandbox.invalid/acme/inv-1.pdf',
    });
    expect(await client.getInvoiceFile({ path: { id: 'inv-2' } })).toMatchObject({ kind: 'body', body: { message: expect.stringMatching(/No file/) } });
  });

  it('serves EOIs, organisations, org units, catalogs, supplier resources and skill taxonomies', async () => {
    const client = v3Client();
    expect((await client.listEois({ query: { sort: [{ field: 'ended', direction: 'asc' }] } })).eois!.map((e) => e.id)).toEqual(['eoi-1', 'eoi-3', 'eoi-2']);
    expect((await client.getOrg({ path: { id: 'org-acme' } })).name).toBe('Acme Ltd');
    expect((await client.listOrgUnits({ path: { org_id: 'org-acme' } })).map((u) => u.id)).toEqual(['ou-2', 'ou-1']);
    expect(await client.listSupplierCatalogs({ path: { id: 'sup-1' } })).toHaveLength(1);
    expect((await client.getSupplierCatalog({ path: { id: 'sup-1', catalog_id: 'cat-1' } })).status).toBe('approved');
    expect((await client.getSupplierResource({ path: { id: 'sup-1', resource_id: 'res-1' } })).resourceable_type).toBe('Worker');
    expect((await client.listSkillTaxonomies()).skill_taxonomies).toHaveLength(1);
  });

  it('an unknown tenant is Tenant Unknown', async () => {
    await expect(v3Client('initech').listJobs()).rejects.toBeInstanceOf(TenantUnknownError);
  });

  it('deleting a job answers a message and cancels it: the record stays, as a v4 project is never deleted', async () => {
    const client = v3Client();
    expect((await client.deleteJob({ path: { id: 'job-1001' } })).message).toMatch(/job-1001/);
    expect((await client.getJob({ path: { id: 'job-1001' } })).status).toBe('cancelled');
    expect(((await v4Client().getProject({ path: { id: 'job-1001' } })) as { status: string }).status).toBe('cancelled');
    await client.deleteJob({ path: { id: 'job-1004' } }); // already closed: stays closed
    expect((await client.getJob({ path: { id: 'job-1004' } })).status).toBe('closed');
  });
});

describe('v4 against the sandbox', () => {
  it('welcomes the token owner and lists projects with money in minor units', async () => {
    const client = v4Client();
    expect((await client.getWelcome()).owner.email).toBe('admin@acme.example');
    const { projects } = (await client.listProjects({ query: { filter: { budget: { gte: 5_000_000 } }, sort: { created_at: 'asc' } } })) as {
      projects: { id: string; budget: number }[];
    };
    expect(projects.map((p) => [p.id, p.budget])).toEqual([
      ['job-1001', 12_500_000],
      ['job-1003', 7_300_050],
    ]);
  });

  it('filters with filter[attr][op] and or[] groups; help lists the filterable attributes', async () => {
    const client = v4Client();
    const { projects } = (await client.listProjects({ query: { or: [{ status: { eq: 'draft' } }, { status: { eq: 'pending' } }] } })) as {
      projects: { id: string }[];
    };
    expect(projects.map((p) => p.id).sort()).toEqual(['job-1002', 'job-1003']);
    const help = (await client.getProjectsHelp()) as { attributes: { name: string; operators: string[] }[] };
    const filterable = model.operations?.listProjects?.filterable ?? {};
    expect(help.attributes.map((a) => [a.name, a.operators])).toEqual(Object.entries(filterable).map(([name, f]) => [name, f.operators]));
  });

  it('submit needs approvers, then moves the draft on; only a draft can be submitted', async () => {
    const client = v4Client();
    const error = await client.submitProject({ path: { id: 'job-1003' }, body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApproverSelectionRequiredError);
    const selection = (error as ApproverSelectionRequiredError).approverSelection as { step: number; eligible_approvers: { id: string }[] }[];
    expect(selection[0]!.eligible_approvers.map((a) => a.id)).toEqual(['u-acme-cfo', 'u-acme-cto']);
    const submitted = (await (error as ApproverSelectionRequiredError).resubmit([{ step: 1, approver_id: 'u-acme-cfo' }])) as { status: string };
    expect(submitted.status).toBe('pending');
    const again = await client.submitProject({ path: { id: 'job-1003' }, body: {} }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ValidationError);
    expect(again).toMatchObject({ status: 422 });
  });

  it('approve, hold, resume, complete and cancel follow the transition table; nothing is deleted', async () => {
    const client = v4Client();
    expect(((await client.approveProject({ path: { id: 'job-1003' } })) as { status: string }).status).toBe('new');
    expect(((await client.holdProject({ path: { id: 'job-1003' } })) as { status: string }).status).toBe('halted');
    expect(((await client.resumeProject({ path: { id: 'job-1003' } })) as { status: string }).status).toBe('in_progress');
    expect(((await client.completeProject({ path: { id: 'job-1003' } })) as { status: string }).status).toBe('work_completed');
    await expect(client.cancelProject({ path: { id: 'job-1003' } })).rejects.toMatchObject({ status: 422 });
    expect(((await client.cancelProject({ path: { id: 'job-1002' } })) as { status: string }).status).toBe('cancelled');
    expect((await v3Client().getJob({ path: { id: 'job-1002' } })).status).toBe('cancelled'); // one record, both versions
  });

  it('the narrow client reads but cannot write: locally, and from the server when local checks are off', async () => {
    const narrow = v4Client('acme-narrow');
    expect(await narrow.getProject({ path: { id: 'job-1001' } })).toMatchObject({ id: 'job-1001' });
    await expect(narrow.holdProject({ path: { id: 'job-1001' } })).rejects.toMatchObject({ name: 'InsufficientScopeError', local: true });
    const unchecked = v4Client('acme-narrow', { checkScopes: false });
    const error = await unchecked.holdProject({ path: { id: 'job-1001' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientScopeError);
    expect(error).toMatchObject({ local: false, requiredScope: 'projects:write' });
  });

  it('a token is bound to its tenant; a client of another tenant is refused at the token endpoint', async () => {
    const globexToken = await fetch(`${origin}/api/v4/oauth/token`, {
      method: 'POST',
      headers: { 'service-tenant-id': 'globex', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=globex-full&client_secret=globex-full-secret',
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const crossed = await fetch(`${origin}/api/v4/welcome`, { headers: { 'service-tenant-id': 'acme', authorization: `Bearer ${globexToken.access_token}` } });
    expect(crossed.status).toBe(401);
    expect(await crossed.json()).toMatchObject({ error: 'invalid_token' });
    const wrongTenant = createV4Client({ baseUrl: origin, tenant: 'acme', clientId: 'globex-full', clientSecret: 'globex-full-secret', fetch: fetchRecorded });
    await expect(wrongTenant.getWelcome()).rejects.toBeInstanceOf(OAuthError);
  });

  it('the token endpoint takes form bodies only and grant_type exactly client_credentials', async () => {
    const post = (body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(`${origin}/api/v4/oauth/token`, { method: 'POST', headers: { 'service-tenant-id': 'acme', 'content-type': type }, body });
    const json = await post(
      JSON.stringify({ grant_type: 'client_credentials', client_id: 'acme-full', client_secret: 'acme-full-secret' }),
      'application/json',
    );
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: 'invalid_request' });
    expect((await post('grant_type=password&client_id=acme-full&client_secret=acme-full-secret')).status).toBe(400);
    const escaped = await post('grant_type=client_credentials&client_id=acme-full&client_secret=acme-full%252Dsecret');
    expect(escaped.status).toBe(400);
    expect(await escaped.json()).toMatchObject({ error: 'invalid_client' });
    const basic = await fetch(`${origin}/api/v4/oauth/token`, {
      method: 'POST',
      headers: {
        'service-tenant-id': 'acme',
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('acme-full:wrong').toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
    });
    expect(basic.status).toBe(401); // credentials in an Authorization header that fail: RFC 6749 §5.2
    expect(basic.headers.get('www-authenticate')).toMatch(/^Basic/);
    const granted = await post('grant_type=client_credentials&client_id=acme-narrow&client_secret=acme-narrow-secret&scope=projects:read projects:write');
    expect(await granted.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'projects:read' });
  });
});

describe('conformance', () => {
  it('every recorded response matches the published document for its operation and status', () => {
    expect(exchanges.length).toBeGreaterThan(30);
    const problems = exchanges.flatMap((e) => conformance.problems(e));
    expect(problems).toEqual([]);
    expect(new Set(conformance.checked).size).toBeGreaterThan(20);
  });
});
