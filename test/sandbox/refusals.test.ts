/**
 * The sandbox never answers wrongly in silence: what it cannot honour is refused with the
 * version's error body naming the parameter, what it honours is honoured by semantic type, an
 * optional body may be left out, and every workflow status is reachable the way the sandbox
 * says. Over real HTTP on loopback; attributes, operators, parameters and statuses come from
 * the model (the `/help` facts, the operations' query parameters, the status enum).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { sandboxModel, type SandboxVersion } from '../../src/sandbox/model-facts.ts';
import { APPROVAL_STEPS_FIELD, MAX_LIMIT, STATUS_FIELD, WORKFLOW } from '../../src/demo/rules.ts';
import { Store } from '../../src/demo/store.ts';
import { DELETE_ACTION, waysFrom } from '../../src/demo/workflow.ts';
import { REPO, seedModel } from '../support/seed.ts';
import { startSandbox } from '../support/sandbox-server.ts';

const { resolved, views } = seedModel();
const model = sandboxModel(resolved, views);
const tokenVersion = model.versions.find((v) => v.table.facts.token)!;
const keyVersion = model.versions.find((v) => v.view.auth.kind === 'apiKey')!;
const TENANT = 'acme';
const WALK_TENANT = 'walk';
const tenantHeader = (tenant: string) => ({ [resolved.tenantHeaderName.toLowerCase()]: tenant });

/** The workflow resource, its statuses (the model's enum, initial first) and the operations that move it. */
const workflowOperations = tokenVersion.view.operations.filter((o) => WORKFLOW[o.id]);
const workflowResource = workflowOperations[0]!.resource;
const statusType = keyVersion.view.schemas
  .filter((s) => s.resource === workflowResource && s.type.kind === 'object')
  .flatMap((s) => (s.type.kind === 'object' ? s.type.fields : []))
  .find((f) => f.name === STATUS_FIELD)!.type;
const STATUSES = statusType.kind === 'scalar' ? [...(statusType.enum ?? [])] : [];
const INITIAL = STATUSES[0]!;

/** The first status a workflow operation is not accepted from. */
const refusedStatus = (operationId: string) => STATUSES.find((s) => !WORKFLOW[operationId]!.from.includes(s))!;

/**
 * The demo data, plus a tenant with one record in the initial status for each status to walk
 * to, and one record per workflow operation in a status it refuses.
 */
function storeWithWalks(): Store {
  const demo = parse(readFileSync(join(REPO, 'sandbox', 'demo.yaml'), 'utf8')) as { tenants: Record<string, Record<string, unknown>> };
  const record = (id: string, status: string) => ({ id, [STATUS_FIELD]: status, created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' });
  demo.tenants[WALK_TENANT] = {
    apiKeys: ['walk-key'],
    clients: [{ id: 'walk-full', secret: 'walk-secret', scopes: 'all' }],
    [workflowResource]: [...STATUSES.map((s) => record(`walk-${s}`, INITIAL)), ...workflowOperations.map((o) => record(`refuse-${o.id}`, refusedStatus(o.id)))],
  };
  return Store.fromText(stringify(demo), 'demo with walks');
}

const store = storeWithWalks();

let app: FastifyInstance;
let origin: string;
const tokens = new Map<string, string>();

beforeAll(async () => {
  ({ app, origin } = await startSandbox({ store, model }));
  for (const tenant of [TENANT, WALK_TENANT]) {
    const res = await requestToken(tenant, fullClient(tenant));
    tokens.set(tenant, ((await res.json()) as { access_token: string }).access_token);
  }
});
afterAll(() => app.close());

const routeOf = (version: SandboxVersion, operationId: string) => version.table.routes.find((r) => r.operationId === operationId)!;
const urlOf = (version: SandboxVersion, operationId: string, id = '') =>
  `${origin}${version.view.root}${routeOf(version, operationId).url.replace(/:[a-z_]+/, id)}`;

function requestToken(tenant: string, form: string): Promise<Response> {
  const token = tokenVersion.table.facts.token!;
  return fetch(urlOf(tokenVersion, token.operationId), {
    method: 'POST',
    headers: { ...tenantHeader(tenant), 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=${token.grantType}&${form}`,
  });
}

/** The form credentials of the tenant's client that holds every scope. */
function fullClient(tenant: string): string {
  const client = store.tenants.get(tenant)!.clients.find((c) => c.scopes === 'all')!;
  return `client_id=${client.id}&client_secret=${client.secret}`;
}

function call(version: SandboxVersion, url: string, init: RequestInit = {}, tenant = TENANT): Promise<Response> {
  const { auth } = version.view;
  const credential =
    auth.kind === 'apiKey' ? { [auth.header.toLowerCase()]: store.tenants.get(tenant)!.apiKeys[0]! } : { authorization: `Bearer ${tokens.get(tenant)}` };
  return fetch(url, { ...init, headers: { ...tenantHeader(tenant), ...credential, ...(init.headers as Record<string, string>) } });
}

/** The list operation a help operation describes, with its help facts. */
const help = Object.entries(tokenVersion.table.help).map(([id, payload]) => ({
  id,
  ...(payload as { list: string; attributes: { name: string; operators: string[]; type: string }[] }),
}))[0]!;
const list = tokenVersion.view.operations.find((o) => o.id === help.list)!;
const listUrl = (query: string) => `${urlOf(tokenVersion, list.id)}?${query}`;
const keyList = keyVersion.view.operations.find((o) => o.query.some((p) => p.type.semantic === 'sort') && !o.query.some((p) => p.type.sortFields))!;
const keyListUrl = (query: string) => `${urlOf(keyVersion, keyList.id)}?${query}`;
const invalidRequest = tokenVersion.table.facts.problems.invalidRequest;

/** An envelope refusal naming the parameter. */
async function expectEnvelopeRefusal(res: Response, parameter: string): Promise<void> {
  const body = (await res.json()) as { error: string; error_description: string; details: Record<string, unknown> };
  expect(res.status).toBe(invalidRequest.status);
  expect(body.error).toBe(invalidRequest.error);
  expect(body.error_description).toContain(parameter);
  expect(Object.keys(body.details).join(' ')).toContain(parameter);
}

/** A `{ message }` refusal naming the parameter. */
async function expectMessageRefusal(res: Response, parameter: string): Promise<void> {
  expect(res.status).toBe(keyVersion.table.facts.problems.invalidRequest.status);
  const body = (await res.json()) as { message: string };
  expect(Object.keys(body)).toEqual(['message']);
  expect(body.message).toContain(parameter);
}

describe('lists: honoured by semantic type, or refused', () => {
  const numeric = help.attributes.find((a) => a.type === 'money')!;
  const listField = (body: Record<string, unknown>) => Object.values(body)[0] as Record<string, unknown>[];

  it.each(['asc', 'desc'])(`sort[<money attribute>]=%s orders numerically`, async (direction) => {
    const res = await call(tokenVersion, listUrl(`sort[${numeric.name}]=${direction}`));
    expect(res.status).toBe(200);
    const values = listField((await res.json()) as Record<string, unknown>).map((p) => p[numeric.name] as number);
    expect(values.every((v) => typeof v === 'number')).toBe(true);
    expect(values).toEqual([...values].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
  });

  it('an unknown sort attribute is refused', async () => {
    await expectEnvelopeRefusal(await call(tokenVersion, listUrl('sort[no_such_field]=asc')), 'sort[no_such_field]');
  });

  it('an operator the attribute does not take (per /help) is refused', async () => {
    const operators = [...new Set(help.attributes.flatMap((a) => a.operators))];
    const [attribute, operator] = help.attributes.flatMap((a) => operators.filter((o) => !a.operators.includes(o)).map((o) => [a, o] as const))[0]!;
    const value = attribute.type === 'money' ? '1' : attribute.type === 'timestamp' ? '2024-01-01T00:00:00Z' : 'x';
    await expectEnvelopeRefusal(await call(tokenVersion, listUrl(`filter[${attribute.name}][${operator}]=${value}`)), `filter[${attribute.name}][${operator}]`);
  });

  it('an unknown filter attribute is refused, in filter and in or[]', async () => {
    await expectEnvelopeRefusal(await call(tokenVersion, listUrl('filter[no_such_field][eq]=1')), 'filter[no_such_field]');
    await expectEnvelopeRefusal(await call(tokenVersion, listUrl('or[0][no_such_field][eq]=1')), 'or[0][no_such_field]');
  });

  it("a query parameter the operation does not declare (another version's) is refused", async () => {
    const declared = new Set(list.query.map((p) => p.name));
    const foreign = keyList.query.map((p) => p.name!).find((name) => !declared.has(name))!;
    await expectEnvelopeRefusal(await call(tokenVersion, listUrl(`${foreign}=2`)), foreign);
  });

  it.each([-1, 0, MAX_LIMIT + 1])('limit=%i is refused in both error styles', async (limit) => {
    await expectEnvelopeRefusal(await call(tokenVersion, listUrl(`limit=${limit}`)), 'limit');
    await expectMessageRefusal(await call(keyVersion, keyListUrl(`limit=${limit}`)), 'limit');
  });

  it('a key-version sort on a field it does not sort on is refused, never ignored', async () => {
    for (const field of [`${resolved.conventions.defaultOrder.field}_at`, 'title'])
      await expectMessageRefusal(await call(keyVersion, keyListUrl(`sort=${field}:asc`)), 'sort');
    const sorted = await call(keyVersion, keyListUrl(`sort=${resolved.conventions.defaultOrder.field}:asc`));
    expect(sorted.status).toBe(200);
  });

  it('a value that fails validation names its parameter in the message', async () => {
    await expectMessageRefusal(await call(keyVersion, keyListUrl('limit=many')), 'limit');
  });
});

describe('optional bodies are optional', () => {
  const optional = model.versions.flatMap((version) =>
    version.table.routes
      .filter((r) => r.bodyMediaType && r.bodyRequired === false && version.view.operations.find((o) => o.id === r.operationId)!.method !== 'GET')
      .map((route) => ({ version, route })),
  );
  const recordOf = (route: { url: string }) => (route.url.includes(':') ? 'missing' : '');

  it.each(
    optional.flatMap(({ version, route }) => [
      [`${route.operationId} without a body`, version, route, {} as Record<string, string>] as const,
      [`${route.operationId} with a content type and no body`, version, route, { 'content-type': route.bodyMediaType! } as Record<string, string>] as const,
    ]),
  )('%s is not refused for its body', async (_, version, route, headers) => {
    const res = await call(version, urlOf(version, route.operationId, recordOf(route)), { method: route.method, headers });
    const text = await res.text();
    // Served, or answered for a reason other than the body (no such record; 501 where the sandbox
    // does not implement it, which validation of the body would have come before).
    expect([invalidRequest.status, version.table.facts.problems.validationFailed.status]).not.toContain(res.status);
    expect(text).not.toMatch(/body|malformed/i);
  });

  it('submit without a body reaches the workflow (the actionable error, not a body error)', async () => {
    const submit = workflowOperations.find((o) => tokenVersion.view.errorFacts.resumable.some((e) => e.operationIds.includes(o.id)))!;
    const resumable = tokenVersion.view.errorFacts.resumable.find((e) => e.operationIds.includes(submit.id))!;
    const withSteps = [...store.collection(TENANT, workflowResource).values()].find((r) => r[STATUS_FIELD] === INITIAL && r[APPROVAL_STEPS_FIELD])!.id;
    const noContentType: Record<string, string> = {};
    for (const headers of [noContentType, { 'content-type': routeOf(tokenVersion, submit.id).bodyMediaType! }]) {
      const res = await call(tokenVersion, urlOf(tokenVersion, submit.id, withSteps), { method: 'POST', headers });
      expect(res.status).toBe(resumable.status);
      expect(((await res.json()) as { error: string }).error).toBe(resumable.code);
    }
  });
});

describe('the workflow', () => {
  const ways = waysFrom(INITIAL, STATUSES);

  it('reaches every status of the model from the initial one', () => {
    expect(STATUSES.filter((s) => ways.get(s) === undefined)).toEqual([]);
  });

  it.each(STATUSES)('%s is reached over HTTP the way the sandbox says', async (status) => {
    const id = `walk-${status}`;
    for (const step of ways.get(status)!) {
      const [version, operationId] =
        step.via === DELETE_ACTION
          ? [keyVersion, keyVersion.view.operations.find((o) => o.method === 'DELETE' && o.resource === workflowResource)!.id]
          : [tokenVersion, step.via];
      const res = await call(version, urlOf(version, operationId, id), { method: routeOf(version, operationId).method }, WALK_TENANT);
      expect(res.status, `${operationId} from ${step.from}: ${await res.clone().text()}`).toBeLessThan(300);
    }
    const read = tokenVersion.view.operations.find((o) => o.method === 'GET' && o.resource === workflowResource && o.path.endsWith('}'))!;
    const record = (await (await call(tokenVersion, urlOf(tokenVersion, read.id, id), {}, WALK_TENANT)).json()) as Record<string, unknown>;
    expect(record[STATUS_FIELD]).toBe(status);
  });

  it('a refused transition says, spelled right, what the operation would have done', async () => {
    const participles = new Set(['submitted', 'approved', 'rejected', 'held', 'resumed', 'cancelled', 'completed']);
    for (const op of workflowOperations) {
      const rule = WORKFLOW[op.id]!;
      expect(participles.has(rule.done), `${op.id}: ${rule.done}`).toBe(true);
      const res = await call(tokenVersion, urlOf(tokenVersion, op.id, `refuse-${op.id}`), { method: 'POST' }, WALK_TENANT);
      expect(res.status).toBe(tokenVersion.table.facts.problems.validationFailed.status);
      const body = (await res.json()) as { error_description: string };
      expect(body.error_description).toContain(`A ${refusedStatus(op.id)} `);
      expect(body.error_description).toContain(`cannot be ${rule.done}`);
    }
  });
});

describe('the token endpoint', () => {
  it('a misspelt scope is refused with invalid_scope (RFC 6749 §5.2), not granted empty', async () => {
    const misspelt = `${model.allScopes[0]}x`;
    const res = await requestToken(TENANT, `${fullClient(TENANT)}&scope=${encodeURIComponent(misspelt)}`);
    expect(res.status).toBe(invalidRequest.status);
    const body = (await res.json()) as { error: string; error_description: string };
    expect(body.error).toBe('invalid_scope');
    expect(body.error_description).toContain(misspelt);
  });
});
