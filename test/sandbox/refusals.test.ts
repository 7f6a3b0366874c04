/**
 * The sandbox never answers wrongly in silence: what it cannot honour is refused with the
 * version's error body naming the parameter, what it honours is honoured by semantic type, an
 * optional body may be left out, and every workflow status is reachable the way the sandbox
 * says. Over real HTTP on loopback; attributes, operators, parameters and statuses come from
 * the model (the `/help` facts, the operations' query parameters, the status enum).
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { parse, stringify } from 'yaml';
import { parentFieldOf, sandboxModel, type SandboxVersion } from '../../src/demo/model-facts.ts';
import { readChoices, type SandboxTransition } from '../../src/demo/choices.ts';
import { Store } from '../../src/demo/store.ts';
import { transitions, waysFrom } from '../../src/demo/workflow.ts';
import { DEMO_DATA, seedModel } from '../support/seed.ts';
import { startSandbox } from '../support/sandbox-server.ts';

const { resolved, views } = seedModel();
const model = sandboxModel(resolved, views);
const tokenVersion = model.versions.find((v) => v.table.facts.token)!;
const keyVersion = model.versions.find((v) => v.view.auth.kind === 'apiKey')!;
const TENANT = 'acme';
const WALK_TENANT = 'walk';
const tenantHeader = (tenant: string) => ({ [resolved.tenantHeader!.name.toLowerCase()]: tenant });

/** The sandbox's choices (the demo data's), read as the sandbox reads them. */
const { choices } = readChoices(Store.fromFile(DEMO_DATA).choices, views, model.stated);
const MAX_LIMIT = choices.pageSize.maximum;

/** The workflow resource, its statuses (the model's enum, initial first) and the operations that move it. */
const workflowOperations = tokenVersion.view.operations.filter((o) => o.transition);
const workflowResource = workflowOperations[0]!.resource;
const STATUS_FIELD = workflowOperations[0]!.transition!.field;
const STATUSES = [...workflowOperations[0]!.transition!.states];
const INITIAL = STATUSES[0]!;
/** Each workflow operation as the sandbox runs it (the model's parts, its own choices for the rest). */
const ruleOf = (operationId: string) => choices.transition(workflowOperations.find((o) => o.id === operationId)!) as SandboxTransition;

/** The first status a workflow operation is not accepted from. */
const refusedStatus = (operationId: string) => STATUSES.find((s) => !ruleOf(operationId).from.includes(s))!;

/**
 * The demo data, plus a tenant with one record in the initial status for each status to walk
 * to, and one record per workflow operation in a status it refuses.
 */
function storeWithWalks(): Store {
  const demo = parse(readFileSync(DEMO_DATA, 'utf8')) as { tenants: Record<string, Record<string, unknown>> };
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

type Operation = SandboxVersion['view']['operations'][number];
type HelpFacts = { list: string; attributes: { name: string; operators: string[]; type: string }[] };

/**
 * A list to call, chosen by what a test needs of it, never by its place in the model: its path
 * below the version's root, with each path parameter the parent field of the demo records it
 * lists (the field the sandbox reads it from: the model's, else its data's choice), and those records (of the tenant TENANT).
 */
interface ListSubject {
  version: SandboxVersion;
  list: Operation;
  help?: HelpFacts;
  path: string;
  records: Record<string, unknown>[];
}

/** One subject per path the demo data can fill: a top-level list has one; a nested list one per parent that has records. */
function listSubjects(version: SandboxVersion, lists: { list: Operation; help?: HelpFacts }[]): ListSubject[] {
  return lists.flatMap(({ list, help }) => {
    const segments = routeOf(version, list.id).url.split('/');
    const records = [...store.collection(TENANT, list.resource).values()] as Record<string, unknown>[];
    const pathOf = (record: Record<string, unknown>) => {
      const filled = segments.map((s, i) =>
        s.startsWith(':') ? record[parentFieldOf(model, choices, version.view, list, segments[i - 1]!, s.slice(1)) ?? ''] : s,
      );
      return filled.every((s) => typeof s === 'string') ? filled.join('/') : undefined;
    };
    const byPath = new Map<string, Record<string, unknown>[]>();
    if (!segments.some((s) => s.startsWith(':'))) byPath.set(segments.join('/'), records);
    else
      for (const record of records) {
        const path = pathOf(record);
        if (path !== undefined) byPath.set(path, [...(byPath.get(path) ?? []), record]);
      }
    return [...byPath].map(([path, listed]) => ({ version, list, ...(help ? { help } : {}), path, records: listed }));
  });
}

/** The lists the token version describes in its `/help` operations, with their help facts. */
const helpLists = listSubjects(
  tokenVersion,
  Object.values(tokenVersion.table.help).map((payload) => {
    const help = payload as HelpFacts;
    return { list: tokenVersion.view.operations.find((o) => o.id === help.list)!, help };
  }),
);
/** The key version's lists sorted by `sort=<field>:<direction>` on any field (no `sortFields`). */
const keyLists = listSubjects(
  keyVersion,
  keyVersion.view.operations
    .filter((o) => o.query.some((p) => p.type.semantic === 'sort') && !o.query.some((p) => p.type.sortFields))
    .map((list) => ({ list })),
);
const subjectUrl = (subject: ListSubject, query: string) => `${origin}${subject.version.view.root}${subject.path}?${query}`;

/** The subject a test needs, or the test is skipped saying which subject the model (or its demo data) does not offer. */
function needed<T>(ctx: TestContext, subject: T | undefined, missing: string): T {
  if (subject === undefined) ctx.skip(`the model and its demo data offer no subject: ${missing}`);
  return subject;
}
const aHelpList = (ctx: TestContext) => needed(ctx, helpLists[0], 'no list described by a /help operation whose path the demo data fills');
const aKeyList = (ctx: TestContext) =>
  needed(ctx, keyLists[0], `no ${keyVersion.view.id} list sorted by sort=<field>:<direction> whose path the demo data fills`);
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
  /** A list with a money attribute and at least two of its demo records with distinct values of it. */
  const moneySorted = helpLists.flatMap((subject) =>
    subject
      .help!.attributes.filter((a) => a.type === 'money' && new Set(subject.records.map((r) => r[a.name]).filter((v) => v !== undefined)).size >= 2)
      .map((attribute) => ({ subject, attribute })),
  )[0];
  const rows = (body: unknown) => (Array.isArray(body) ? body : Object.values(body as Record<string, unknown>)[0]) as Record<string, unknown>[];

  it.for(['asc', 'desc'])(`sort[<money attribute>]=%s orders numerically`, async (direction, ctx) => {
    const { subject, attribute } = needed(ctx, moneySorted, 'no list with a money attribute and two demo records with distinct values of it');
    const res = await call(tokenVersion, subjectUrl(subject, `sort[${attribute.name}]=${direction}`));
    expect(res.status).toBe(200);
    const values = rows(await res.json()).map((p) => p[attribute.name] as number);
    expect(new Set(values).size).toBeGreaterThanOrEqual(2);
    expect(values.every((v) => typeof v === 'number')).toBe(true);
    expect(values).toEqual([...values].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
  });

  it('an unknown sort attribute is refused', async (ctx) => {
    await expectEnvelopeRefusal(await call(tokenVersion, subjectUrl(aHelpList(ctx), 'sort[no_such_field]=asc')), 'sort[no_such_field]');
  });

  it('an operator the attribute does not take (per /help) is refused', async (ctx) => {
    const found = helpLists.flatMap((subject) => {
      const operators = [...new Set(subject.help!.attributes.flatMap((a) => a.operators))];
      return subject.help!.attributes.flatMap((a) =>
        operators.filter((o) => !a.operators.includes(o)).map((operator) => ({ subject, attribute: a, operator })),
      );
    })[0];
    const { subject, attribute, operator } = needed(ctx, found, 'no /help-described list with an operator one of its attributes does not take');
    const value = attribute.type === 'money' ? '1' : attribute.type === 'timestamp' ? '2024-01-01T00:00:00Z' : 'x';
    await expectEnvelopeRefusal(
      await call(tokenVersion, subjectUrl(subject, `filter[${attribute.name}][${operator}]=${value}`)),
      `filter[${attribute.name}][${operator}]`,
    );
  });

  it('an unknown filter attribute is refused, in filter and in or[]', async (ctx) => {
    const subject = aHelpList(ctx);
    await expectEnvelopeRefusal(await call(tokenVersion, subjectUrl(subject, 'filter[no_such_field][eq]=1')), 'filter[no_such_field]');
    await expectEnvelopeRefusal(await call(tokenVersion, subjectUrl(subject, 'or[0][no_such_field][eq]=1')), 'or[0][no_such_field]');
  });

  it("a query parameter the operation does not declare (another version's) is refused", async (ctx) => {
    const found = helpLists.flatMap((subject) => {
      const declared = new Set(subject.list.query.map((p) => p.name));
      return keyLists.flatMap((key) => key.list.query.map((p) => p.name!).filter((name) => !declared.has(name))).map((foreign) => ({ subject, foreign }));
    })[0];
    const { subject, foreign } = needed(ctx, found, `no query parameter of a ${keyVersion.view.id} list that a /help-described list does not declare`);
    await expectEnvelopeRefusal(await call(tokenVersion, subjectUrl(subject, `${foreign}=2`)), foreign);
  });

  it.for([-1, 0, MAX_LIMIT + 1])('limit=%i is refused in both error styles', async (limit, ctx) => {
    await expectEnvelopeRefusal(await call(tokenVersion, subjectUrl(aHelpList(ctx), `limit=${limit}`)), 'limit');
    await expectMessageRefusal(await call(keyVersion, subjectUrl(aKeyList(ctx), `limit=${limit}`)), 'limit');
  });

  it('a key-version sort on a field it does not sort on is refused, never ignored', async (ctx) => {
    const subject = aKeyList(ctx);
    for (const field of [`${resolved.conventions.defaultOrder!.field}_at`, 'title'])
      await expectMessageRefusal(await call(keyVersion, subjectUrl(subject, `sort=${field}:asc`)), 'sort');
    const sorted = await call(keyVersion, subjectUrl(subject, `sort=${resolved.conventions.defaultOrder!.field}:asc`));
    expect(sorted.status).toBe(200);
  });

  it('a value that fails validation names its parameter in the message', async (ctx) => {
    await expectMessageRefusal(await call(keyVersion, subjectUrl(aKeyList(ctx), 'limit=many')), 'limit');
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
    const withSteps = [...store.collection(TENANT, workflowResource).values()].find((r) => r[STATUS_FIELD] === INITIAL && r[choices.approvalStepsField!])!.id;
    const noContentType: Record<string, string> = {};
    for (const headers of [noContentType, { 'content-type': routeOf(tokenVersion, submit.id).bodyMediaType! }]) {
      const res = await call(tokenVersion, urlOf(tokenVersion, submit.id, withSteps), { method: 'POST', headers });
      expect(res.status).toBe(resumable.status);
      expect(((await res.json()) as { error: string }).error).toBe(resumable.code);
    }
  });
});

describe('the workflow', () => {
  const ways = waysFrom(transitions([...tokenVersion.view.operations, ...keyVersion.view.operations], choices), INITIAL, STATUSES);

  it('reaches every status of the model from the initial one', () => {
    expect(STATUSES.filter((s) => ways.get(s) === undefined)).toEqual([]);
  });

  it.each(STATUSES)('%s is reached over HTTP the way the sandbox says', async (status) => {
    const id = `walk-${status}`;
    for (const step of ways.get(status)!) {
      const version = model.versions.find((v) => v.view.operations.includes(step.via))!;
      const operationId = step.via.id;
      const res = await call(version, urlOf(version, operationId, id), { method: routeOf(version, operationId).method }, WALK_TENANT);
      expect(res.status, `${operationId} from ${step.from}: ${await res.clone().text()}`).toBeLessThan(300);
    }
    const read = tokenVersion.view.operations.find((o) => o.method === 'GET' && o.resource === workflowResource && o.path.endsWith('}'))!;
    const record = (await (await call(tokenVersion, urlOf(tokenVersion, read.id, id), {}, WALK_TENANT)).json()) as Record<string, unknown>;
    expect(record[STATUS_FIELD]).toBe(status);
  });

  it("a refused transition answers the model's wrong-state status and code, names the statuses it is accepted from, and changes nothing", async () => {
    const read = tokenVersion.view.operations.find((o) => o.method === 'GET' && o.resource === workflowResource && o.path.endsWith('}'))!;
    for (const op of workflowOperations) {
      const id = `refuse-${op.id}`;
      const res = await call(tokenVersion, urlOf(tokenVersion, op.id, id), { method: 'POST' }, WALK_TENANT);
      expect(res.status, op.id).toBe(op.transition!.wrongState.status);
      const body = (await res.json()) as { error: string; error_description: string; details: Record<string, string[]> };
      expect(body.error).toBe(op.transition!.wrongState.code);
      expect(body.error_description).toContain(refusedStatus(op.id));
      expect(body.details[STATUS_FIELD]!.join(' ')).toContain(ruleOf(op.id).from.join(', '));
      const record = (await (await call(tokenVersion, urlOf(tokenVersion, read.id, id), {}, WALK_TENANT)).json()) as Record<string, unknown>;
      expect(record[STATUS_FIELD]).toBe(refusedStatus(op.id));
    }
  });
});

describe('the token endpoint', () => {
  it('grants the intersection of the requested scopes and those the client holds: a scope it does not hold, or that does not exist, is left out', async () => {
    const held = model.allScopes[0]!;
    const requested = [held, `${held}x`, 'nosuch:read'];
    const res = await requestToken(TENANT, `${fullClient(TENANT)}&scope=${encodeURIComponent(requested.join(' '))}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { scope: string; refresh_token?: string };
    expect(body.scope).toBe(held);
    expect(body.refresh_token).toBeUndefined();
  });
});
