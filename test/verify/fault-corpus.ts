/**
 * The fault corpus: the sandbox with one seeded fault each, of the kinds a real backend gets
 * wrong, injected by the proxy in front of it (fault-proxy.ts). Each names the check that must
 * find it and the operation the failure must name. Operations and paths come from the model.
 */
import type { FilterAttribute } from '../../src/views/render-field.ts';
import type { OperationView, VersionView } from '../../src/views/version-view.ts';
import type { Fault, ProxiedRequest, ProxiedResponse, Upstream } from './fault-proxy.ts';

export interface SeededFault {
  name: string;
  /** The check id that must fail, and the operation its failure must name. */
  expect: { id: string; version: string; operation: string };
  fault: Fault;
  /** Verified with --allow-writes (the fault is on an operation that changes data). */
  allowWrites?: boolean;
}

const pathOnly = (url: string) => url.split('?')[0]!;
const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');
const withQuery = (request: ProxiedRequest, query: URLSearchParams): ProxiedRequest => {
  const text = query.toString();
  return { ...request, url: `${pathOnly(request.url)}${text ? `?${text}` : ''}` };
};
const parsed = (message: { body: string }): unknown => {
  try {
    return JSON.parse(message.body);
  } catch {
    return undefined;
  }
};
const codeOf = (response: ProxiedResponse): unknown => (parsed(response) as { error?: unknown } | undefined)?.error;
const json = (response: ProxiedResponse, body: unknown, status = response.status): ProxiedResponse => ({
  status,
  headers: { ...response.headers, 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** A filter operator applied to a listed value, as a server would: numbers as numbers, anything else as text. */
const satisfies = (value: unknown, operator: string, operand: string): boolean => {
  const c = typeof value === 'number' ? value - Number(operand) : String(value).localeCompare(operand);
  return ({ eq: c === 0, gt: c > 0, gte: c >= 0, lt: c < 0, lte: c <= 0 } as Record<string, boolean>)[operator] ?? false;
};

const regex = (version: VersionView, o: OperationView) => new RegExp(`^${version.root}${o.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The request is `id` of `version`. */
const is = (version: VersionView, id: string) => {
  const o = version.operations.find((candidate) => candidate.id === id)!;
  const pattern = regex(version, o);
  return (r: ProxiedRequest) => r.method === o.method && pattern.test(pathOnly(r.url));
};

/** The record a request names: the last segment of its path. */
const recordOf = (request: ProxiedRequest) => decodeURIComponent(pathOnly(request.url).split('/').at(-1)!);

/**
 * A fault that knows which records exist, as a server does: it sees every create of `create`
 * answered, and gives `make` the fields each sent, by the id of the record it made.
 */
function knowingCreates(version: VersionView, create: OperationView, make: (created: ReadonlyMap<string, Record<string, unknown>>) => Fault): Fault {
  const created = new Map<string, Record<string, unknown>>();
  const fault = make(created);
  return {
    ...fault,
    response: (q, r, upstream) => {
      const id = is(version, create.id)(q) && r.status < 300 ? (parsed(r) as { id?: unknown } | undefined)?.id : undefined;
      if (typeof id === 'string') created.set(id, (parsed(q) as Record<string, unknown> | undefined) ?? {});
      return fault.response ? fault.response(q, r, upstream) : r;
    },
  };
}

/** The operations the corpus seeds its faults on, each chosen from the model by what it is. */
export function corpusSubjects(views: readonly VersionView[]) {
  const v3 = views.find((v) => v.auth.kind === 'apiKey')!;
  const v4 = views.find((v) => v.auth.kind === 'oauth2')!;
  const op = (version: VersionView, id: string): OperationView => version.operations.find((o) => o.id === id)!;
  const integer = (f: FilterAttribute) => f.value.kind === 'scalar' && f.value.json === 'integer';
  // A list of its own (no parent record) with an integer filter, an `eq` filter, and a `/help` describing it.
  const listV4 = v4.operations.find(
    (o) =>
      o.isList &&
      o.pathParams.length === 0 &&
      o.filters.some(integer) &&
      o.filters.some((f) => f.operators.includes('eq')) &&
      v4.operations.some((h) => h.describes === o.id),
  )!;
  const listV3 = v3.operations.find((o) => o.query.some((p) => p.name === 'page') && o.query.some((p) => p.type.semantic === 'sort'))!;
  const pagedV3 = v3.operations.filter((o) => o.query.some((p) => p.name === 'page') && o.pathParams.length === 0 && o.id !== listV3.id)[0]!;
  const readerOf = (version: VersionView, list: OperationView) =>
    version.operations.find((o) => o.method === 'GET' && regex(version, o).test(`${version.root}${list.path}/x`))!;
  const createV3 = v3.operations.find(
    (o) => o.method === 'POST' && o.body?.type.kind === 'ref' && v3.operations.some((d) => d.method === 'DELETE' && d.path === `${o.path}/{id}`),
  )!;
  const getV3 = readerOf(v3, listV3);
  // The behaviour checks' subjects, chosen by what the model says of them.
  const workflowOp = v4.operations.find((o) => o.transition?.from)!;
  const workflowReader = v4.operations.find(
    (o) => o.method === 'GET' && o.resource === workflowOp.resource && o.pathParams.length === 1 && /\}$/.test(o.path),
  )!;
  /** A workflow operation whose accepted statuses the model leaves open. */
  const openWorkflowOp = v4.operations.find((o) => o.transition && !o.transition.from)!;
  const resumable = v4.errorFacts.resumable.find((e) => e.operationIds.includes(workflowOp.id))!;
  const statedNotTaken = v4.paths.find((p) => p.notTaken.some((m) => m.provenance.status === 'stated'))!;
  const multiSorted = v3.operations.find(
    (o) => o.pathParams.length === 0 && o.query.some((p) => p.type.semantic === 'sort' && (p.type.sortFields?.length ?? 0) >= 2),
  )!;
  const ownDomainOp = v3.operations.find((o) => o.authenticated && o.method === 'GET' && o.pathParams.length === 0)!;
  const redirecting = v3.operations.find((o) => o.method === 'GET' && o.responses.some((r) => /^3/.test(r.status)))!;
  const numericField = numericFieldOf(v3);
  const givenOnly = v3.operations.find(
    (o) =>
      o.method === 'GET' &&
      /\}$/.test(o.path) &&
      o.pathParams.length === 1 &&
      !v3.operations.some((l) => l.method === 'GET' && `${l.path}/{${o.pathParams[0]!.name}}` === o.path) &&
      numericField(o) !== undefined,
  )!;
  const givenWrite = v3.operations.find((o) => o.method === 'PATCH' && o.body?.mediaType === 'application/x-www-form-urlencoded')!;
  return {
    v3,
    v4,
    listV4,
    listV3,
    pagedV3,
    getV4: readerOf(v4, listV4),
    getV3,
    welcome: v4.operations.find((o) => o.method === 'GET' && o.scope && o.pathParams.length === 0 && !o.isList && !o.describes)!,
    help: v4.operations.find((o) => o.describes === listV4.id)!,
    tokenOp: op(v4, v4.auth.kind === 'oauth2' ? v4.auth.tokenOperationId : ''),
    otherScopeList: v4.operations.find((o) => o.isList && o.scope?.name !== listV4.scope?.name)!,
    integer,
    v3Reader: v3.operations.find((o) => o.method === 'GET' && o.pathParams.length === 1 && o.id !== getV3.id && /\}$/.test(o.path))!,
    patchV4: v4.operations.find((o) => o.method === 'PATCH' && o.scope)!,
    deleteV3: v3.operations.find((o) => o.method === 'DELETE' && /\}$/.test(o.path))!,
    /** A create whose payload the model shows, with a delete of what it creates. */
    createV3,
    deleteCreated: v3.operations.find((d) => d.method === 'DELETE' && d.path === `${createV3.path}/{id}`)!,
    /** The read of what `createV3` creates, where the model has one. */
    readCreated: v3.operations.find((o) => o.method === 'GET' && o.path === `${createV3.path}/{id}`),
    /** The workflow operation whose accepted statuses the model states, the read of its record, its actionable refusal. */
    workflowOp,
    workflowReader,
    resumable,
    /** A workflow operation whose accepted statuses the model leaves open. */
    openWorkflowOp,
    /** A path with a method the model states it does not take. */
    statedNotTaken,
    /** A v3 list whose sort takes two fields or more. */
    multiSorted,
    /** The first authenticated read without a record id: what an own domain serves. */
    ownDomainOp,
    /** A read answering a redirect (a file), with the answer for no file. */
    redirecting,
    /** A read by id that no list reaches, of a record with a number. */
    givenOnly,
    /** A change of one given record answering a message. */
    givenWrite,
  };
}

/** The name of the first integer field of an operation's success body, in `version`. */
function numericFieldOf(version: VersionView) {
  return (o: OperationView) => {
    const type = o.responses.find((r) => !r.isError)?.content[0]?.type;
    const schema = type?.kind === 'ref' ? version.schemas.find((x) => x.name === type.name)?.type : type;
    return schema?.kind === 'object' ? schema.fields.find((f) => f.type.kind === 'scalar' && f.type.json === 'integer')?.name : undefined;
  };
}

export function faultCorpus(
  views: readonly VersionView[],
  tenantHeader: string,
  tenants: { first: string; second: string; /** A record of the first tenant's, read by id in both versions. */ record: string },
): SeededFault[] {
  const {
    v3,
    v4,
    listV4,
    listV3,
    pagedV3,
    getV4,
    getV3,
    welcome,
    help,
    tokenOp,
    otherScopeList,
    v3Reader,
    patchV4,
    deleteV3,
    createV3,
    deleteCreated,
    integer,
    workflowOp,
    workflowReader,
    resumable,
    openWorkflowOp,
    statedNotTaken,
    multiSorted,
    ownDomainOp,
    redirecting,
    givenOnly,
    givenWrite,
  } = corpusSubjects(views);
  const inVersion = (version: VersionView) => (r: ProxiedRequest) => pathOnly(r.url).startsWith(`${version.root}/`);
  const apiKeyHeader = v3.auth.kind === 'apiKey' ? v3.auth.header.toLowerCase() : '';
  const tenantUnknown = (r: ProxiedResponse) => r.status === 404 && r.body === 'Tenant Unknown';
  const filterParam = (attribute: string) => (name: string) => name.startsWith(`filter[${attribute}]`);
  const budget = listV4.filters.find(integer)!.attribute;
  const status = listV4.filters.find((f) => f.operators.includes('eq'))!.attribute;
  const dateRange = listV3.query.find((p) => p.type.semantic === 'dateRange' && p.name)!.name!;
  /** The record a workflow request is for, read as its caller. */
  const workflowRecord = async (q: ProxiedRequest, up: Upstream) => {
    const id = pathOnly(q.url).split('/').at(-2)!;
    const read = await up.send({ ...q, method: 'GET', url: `${v4.root}${workflowReader.path.replace(/\{[^}]+\}/, id)}`, body: '' });
    return read.status === 200 ? (parsed(read) as Record<string, unknown>) : undefined;
  };
  const movedTo = workflowOp.transition!.states.find((state) => !workflowOp.transition!.from!.value.includes(state))!;
  const sortName = multiSorted.query.find((p) => p.type.semantic === 'sort')!.name!;
  const numericField = numericFieldOf(v3);
  const isTokenAnswer = (q: ProxiedRequest, r: ProxiedResponse) => is(v4, tokenOp.id)(q) && r.status === 200;
  /** The list's answers to a call without a sort, in reverse (oldest first where the model's default is newest first). */
  const unsortedReversed = (version: VersionView, list: OperationView) => (q: ProxiedRequest, r: ProxiedResponse) => {
    if (!is(version, list.id)(q) || r.status !== 200 || [...queryOf(q.url).keys()].some((k) => k.startsWith('sort'))) return r;
    const body = parsed(r) as Record<string, unknown[]>;
    const key = Object.keys(body)[0]!;
    return json(r, { [key]: [...body[key]!].reverse() });
  };
  const expectOn = (id: string, version: VersionView, operation: OperationView | string) => ({
    id,
    version: version.id,
    operation: typeof operation === 'string' ? operation : operation.id,
  });
  const dropQuery = (test: (name: string) => boolean) => (request: ProxiedRequest) => {
    const query = queryOf(request.url);
    for (const name of [...query.keys()]) if (test(name)) query.delete(name);
    return withQuery(request, query);
  };

  return [
    // Tenant.
    {
      name: 'tenant header ignored: a missing or unknown tenant is taken as the first',
      expect: expectOn('tenant.missing', v4, welcome),
      fault: { request: (r) => (inVersion(v4)(r) ? { ...r, headers: { ...r.headers, [tenantHeader]: tenants.first } } : r) },
    },
    {
      name: 'tenant header read after authentication (v3)',
      expect: expectOn('tenant.missing', v3, listV3),
      fault: {
        answer: (r) =>
          inVersion(v3)(r) && !r.headers[apiKeyHeader]
            ? { status: 401, headers: { 'content-type': 'application/json' }, body: '{"message":"Unauthorized"}' }
            : undefined,
      },
    },
    {
      name: 'tenant header read after authentication (v4)',
      expect: expectOn('tenant.unknown', v4, listV4),
      fault: {
        answer: (r) =>
          inVersion(v4)(r) && !r.headers.authorization && !is(v4, tokenOp.id)(r)
            ? { status: 401, headers: { 'content-type': 'application/json' }, body: '{"error":"invalid_token"}' }
            : undefined,
      },
    },
    {
      name: 'Tenant Unknown answered as JSON',
      expect: expectOn('tenant.unknown', v3, listV3),
      fault: { response: (_q, r) => (tenantUnknown(r) ? json(r, { message: 'Tenant Unknown' }) : r) },
    },
    {
      name: 'Tenant Unknown answered 400',
      expect: expectOn('tenant.missing', v4, tokenOp),
      fault: { response: (_q, r) => (tenantUnknown(r) ? { ...r, status: 400 } : r) },
    },
    // Isolation.
    {
      name: 'cross-tenant read of a v4 record',
      expect: expectOn('isolation.read', v4, getV4),
      fault: {
        response: async (q, r, up) =>
          is(v4, getV4.id)(q) && r.status === 404 && q.headers[tenantHeader] === tenants.second && q.headers.authorization
            ? up.send({ ...q, headers: { ...q.headers, [tenantHeader]: tenants.first, authorization: `Bearer ${await up.token(tenants.first)}` } })
            : r,
      },
    },
    {
      name: 'cross-tenant read of a v3 record',
      expect: expectOn('isolation.read', v3, getV3),
      fault: {
        response: (q, r, up) =>
          is(v3, getV3.id)(q) && r.status === 404 && q.headers[tenantHeader] === tenants.second && q.headers[apiKeyHeader]
            ? up.send({ ...q, headers: { ...q.headers, [tenantHeader]: tenants.first, [apiKeyHeader]: up.apiKey(tenants.first) } })
            : r,
      },
    },
    {
      name: 'a cross-tenant read answered 404, saying the record exists',
      expect: expectOn('isolation.read', v4, getV4),
      fault: {
        response: async (q, r, up) => {
          if (!is(v4, getV4.id)(q) || r.status !== 404 || q.headers[tenantHeader] !== tenants.second || !q.headers.authorization) return r;
          const owner = await up.send({
            ...q,
            headers: { ...q.headers, [tenantHeader]: tenants.first, authorization: `Bearer ${await up.token(tenants.first)}` },
          });
          return owner.status === 200 ? json(r, { ...(parsed(r) as object), error_description: 'The record belongs to another tenant.' }) : r;
        },
      },
    },
    {
      name: 'a v4 list leaks another tenant’s records',
      expect: expectOn('isolation.list', v4, listV4),
      fault: {
        response: async (q, r, up) => {
          if (!is(v4, listV4.id)(q) || q.headers[tenantHeader] !== tenants.second || r.status !== 200) return r;
          const theirs = await up.send({
            ...q,
            headers: { ...q.headers, [tenantHeader]: tenants.first, authorization: `Bearer ${await up.token(tenants.first)}` },
          });
          const own = parsed(r) as Record<string, unknown[]>;
          const other = parsed(theirs) as Record<string, unknown[]>;
          const key = Object.keys(own)[0]!;
          return json(r, { [key]: [...own[key]!, ...(other[key] ?? [])] });
        },
      },
    },
    {
      name: 'a v3 list leaks another tenant’s records',
      expect: expectOn('isolation.list', v3, listV3),
      fault: {
        response: async (q, r, up) => {
          if (!is(v3, listV3.id)(q) || q.headers[tenantHeader] !== tenants.second || r.status !== 200) return r;
          const theirs = await up.send({ ...q, headers: { ...q.headers, [tenantHeader]: tenants.first, [apiKeyHeader]: up.apiKey(tenants.first) } });
          const own = parsed(r) as Record<string, unknown[]>;
          const key = Object.keys(own)[0]!;
          return json(r, { [key]: [...own[key]!, ...((parsed(theirs) as Record<string, unknown[]>)[key] ?? [])] });
        },
      },
    },
    // Authentication.
    {
      name: 'authentication missing on one v4 operation',
      expect: expectOn('auth.none', v4, getV4),
      fault: {
        request: async (r, up) =>
          is(v4, getV4.id)(r) && !r.headers.authorization && r.headers[tenantHeader] === tenants.first
            ? { ...r, headers: { ...r.headers, authorization: `Bearer ${await up.token(tenants.first)}` } }
            : r,
      },
    },
    {
      name: 'authentication missing on one v3 operation',
      expect: expectOn('auth.none', v3, v3Reader),
      fault: {
        request: (r, up) =>
          is(v3, v3Reader.id)(r) && !r.headers[apiKeyHeader] && r.headers[tenantHeader] === tenants.first
            ? { ...r, headers: { ...r.headers, [apiKeyHeader]: up.apiKey(tenants.first) } }
            : r,
      },
    },
    {
      name: 'any v3 API key accepted on one operation',
      expect: expectOn('auth.wrong', v3, listV3),
      fault: {
        request: (r, up) =>
          is(v3, listV3.id)(r) && r.headers[apiKeyHeader] && r.headers[tenantHeader] === tenants.first
            ? { ...r, headers: { ...r.headers, [apiKeyHeader]: up.apiKey(tenants.first) } }
            : r,
      },
    },
    {
      name: 'a v3 API key accepted on v4',
      expect: expectOn('auth.other-version', v4, welcome),
      fault: {
        request: async (r, up) =>
          is(v4, welcome.id)(r) && r.headers[apiKeyHeader] && !r.headers.authorization
            ? { ...r, headers: { ...r.headers, authorization: `Bearer ${await up.token(r.headers[tenantHeader] ?? tenants.first)}` } }
            : r,
      },
    },
    {
      name: 'v4 answers a wrong credential with another code',
      expect: expectOn('auth.wrong', v4, listV4),
      fault: {
        response: (q, r) => (inVersion(v4)(q) && r.status === 401 ? json(r, { ...(parsed(r) as object), error: 'unauthorized' }) : r),
      },
    },
    {
      name: 'the token operation accepts a wrong client secret',
      expect: expectOn('auth.token-client', v4, tokenOp),
      fault: {
        request: (r) => {
          if (!is(v4, tokenOp.id)(r)) return r;
          const form = new URLSearchParams(r.body);
          if (form.get('client_secret') === 'verify-wrong-credential') form.set('client_secret', `${form.get('client_id')}-secret`);
          return { ...r, body: form.toString() };
        },
      },
    },
    {
      name: 'the token operation answers a wrong client secret with 401',
      expect: expectOn('auth.token-client', v4, tokenOp),
      fault: { response: (q, r) => (is(v4, tokenOp.id)(q) && r.status === 400 && /invalid_client/.test(r.body) ? { ...r, status: 401 } : r) },
    },
    {
      name: 'the token operation takes any grant type',
      expect: expectOn('auth.token-grant', v4, tokenOp),
      fault: {
        request: (r) => {
          if (!is(v4, tokenOp.id)(r)) return r;
          const form = new URLSearchParams(r.body);
          if (form.has('grant_type')) form.set('grant_type', 'client_credentials');
          return { ...r, body: form.toString() };
        },
      },
    },
    // Scopes.
    {
      name: 'scope not checked on one v4 list',
      expect: expectOn('scope.insufficient', v4, listV4),
      fault: {
        request: async (r, up) =>
          is(v4, listV4.id)(r) && r.headers.authorization
            ? { ...r, headers: { ...r.headers, authorization: `Bearer ${await up.token(r.headers[tenantHeader]!)}` } }
            : r,
      },
    },
    {
      name: 'scope not checked on another v4 list',
      expect: expectOn('scope.insufficient', v4, otherScopeList),
      fault: {
        request: async (r, up) =>
          is(v4, otherScopeList.id)(r) && r.headers.authorization
            ? { ...r, headers: { ...r.headers, authorization: `Bearer ${await up.token(r.headers[tenantHeader]!)}` } }
            : r,
      },
    },
    {
      name: 'insufficient scope answered 401',
      expect: expectOn('scope.insufficient', v4, welcome),
      fault: { response: (q, r) => (inVersion(v4)(q) && r.status === 403 ? { ...r, status: 401 } : r) },
    },
    {
      name: 'insufficient scope names no required scope',
      expect: expectOn('scope.insufficient', v4, getV4),
      fault: {
        response: (q, r) => {
          if (!is(v4, getV4.id)(q) || r.status !== 403) return r;
          const { required_scope: _dropped, ...rest } = parsed(r) as Record<string, unknown>;
          return json(r, rest);
        },
      },
    },
    {
      name: 'an operation asks more than its scope',
      expect: expectOn('scope.sufficient', v4, help),
      fault: {
        answer: (r, up) => {
          const token = r.headers.authorization?.replace(/^Bearer /, '');
          const scope = token ? up.scopeOf(token) : undefined;
          return is(v4, help.id)(r) && scope !== undefined && scope === help.scope!.name
            ? {
                status: 403,
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ error: 'insufficient_scope', required_scope: `${scope} more`, provided_scopes: [scope] }),
              }
            : undefined;
        },
      },
    },
    // Responses.
    {
      name: 'a v3 field of the wrong type',
      expect: expectOn('response.valid', v3, listV3),
      fault: {
        response: (q, r) => {
          if (!is(v3, listV3.id)(q) || r.status !== 200) return r;
          const body = parsed(r) as Record<string, Record<string, unknown>[]>;
          const key = Object.keys(body)[0]!;
          return json(r, { [key]: body[key]!.map((item) => ({ ...item, created_at: 20240101 })) });
        },
      },
    },
    {
      name: 'a token response field of the wrong type',
      expect: expectOn('response.valid', v4, tokenOp),
      fault: {
        response: (q, r) => (is(v4, tokenOp.id)(q) && r.status === 200 ? json(r, { ...(parsed(r) as object), expires_in: '3600' }) : r),
      },
    },
    {
      name: 'v4 errors without the envelope',
      expect: expectOn('response.valid', v4, welcome),
      fault: {
        response: (q, r) =>
          inVersion(v4)(q) && r.status >= 400 && r.headers['content-type']?.startsWith('application/json')
            ? json(r, { message: (parsed(r) as { error_description?: string }).error_description })
            : r,
      },
    },
    {
      name: 'a v4 answer with the wrong media type',
      expect: expectOn('response.valid', v4, welcome),
      fault: { response: (q, r) => (is(v4, welcome.id)(q) && r.status === 200 ? { ...r, headers: { ...r.headers, 'content-type': 'text/html' } } : r) },
    },
    {
      name: 'a v3 answer with the wrong media type',
      expect: expectOn('response.valid', v3, getV3),
      fault: { response: (q, r) => (is(v3, getV3.id)(q) && r.status === 200 ? { ...r, headers: { ...r.headers, 'content-type': 'text/plain' } } : r) },
    },
    {
      name: 'a missing v4 record answered 400',
      expect: expectOn('record.absent', v4, getV4),
      fault: { response: (q, r) => (is(v4, getV4.id)(q) && r.status === 404 && /not_found/.test(r.body) ? json(r, { error: 'invalid_request' }, 400) : r) },
    },
    {
      name: 'a missing v3 record answered 200',
      expect: expectOn('record.absent', v3, getV3),
      fault: { response: (q, r) => (is(v3, getV3.id)(q) && r.status === 404 && r.body !== 'Tenant Unknown' ? json(r, {}, 200) : r) },
    },
    {
      name: 'a v3 record read by id answers another record',
      expect: expectOn('record.read-back', v3, getV3),
      fault: {
        request: (r) =>
          is(v3, getV3.id)(r) && r.headers[tenantHeader] === tenants.first ? { ...r, url: r.url.replace(/[^/?]+(\?|$)/, `${tenants.record}$1`) } : r,
      },
    },
    // Lists.
    {
      name: 'a v4 filter on a number ignored',
      expect: expectOn('list.filter', v4, listV4),
      fault: { request: (r) => (is(v4, listV4.id)(r) ? dropQuery(filterParam(budget))(r) : r) },
    },
    {
      name: 'a v4 filter on an enum ignored',
      expect: expectOn('list.filter', v4, listV4),
      fault: { request: (r) => (is(v4, listV4.id)(r) ? dropQuery(filterParam(status))(r) : r) },
    },
    {
      name: 'a v3 sort ignored',
      expect: expectOn('list.sort', v3, listV3),
      fault: { request: (r) => (is(v3, listV3.id)(r) ? dropQuery((n) => n === 'sort')(r) : r) },
    },
    {
      name: 'a v4 sort reversed',
      expect: expectOn('list.sort', v4, listV4),
      fault: {
        request: (r) => {
          if (!is(v4, listV4.id)(r)) return r;
          const query = queryOf(r.url);
          for (const [name, value] of [...query]) if (name.startsWith('sort[')) query.set(name, value === 'asc' ? 'desc' : 'asc');
          return withQuery(r, query);
        },
      },
    },
    {
      name: 'a v4 sort always ascending',
      expect: expectOn('list.sort', v4, listV4),
      fault: {
        request: (r) => {
          if (!is(v4, listV4.id)(r)) return r;
          const query = queryOf(r.url);
          for (const [name, value] of [...query]) if (name.startsWith('sort[') && value === 'desc') query.set(name, 'asc');
          return withQuery(r, query);
        },
      },
    },
    {
      name: 'a v4 limit ignored',
      expect: expectOn('list.limit', v4, listV4),
      fault: { request: (r) => (is(v4, listV4.id)(r) ? dropQuery((n) => n === 'limit')(r) : r) },
    },
    {
      name: 'a v3 limit ignored',
      expect: expectOn('list.limit', v3, pagedV3),
      fault: { request: (r) => (is(v3, pagedV3.id)(r) ? dropQuery((n) => n === 'limit')(r) : r) },
    },
    {
      name: 'v3 pages repeat the first',
      expect: expectOn('list.pages', v3, listV3),
      fault: { request: (r) => (is(v3, listV3.id)(r) ? dropQuery((n) => n === 'page')(r) : r) },
    },
    {
      name: 'v3 pages skip a page',
      expect: expectOn('list.pages', v3, listV3),
      fault: {
        request: (r) => {
          if (!is(v3, listV3.id)(r)) return r;
          const query = queryOf(r.url);
          const page = Number(query.get('page') ?? '1');
          if (page >= 2) query.set('page', String(page + 1));
          return withQuery(r, query);
        },
      },
    },
    {
      name: 'a v3 date range ignored',
      expect: expectOn('list.date-range', v3, listV3),
      fault: { request: (r) => (is(v3, listV3.id)(r) ? dropQuery((n) => n === dateRange)(r) : r) },
    },
    {
      name: 'a v3 date range’s literal + read as a space (refused)',
      expect: expectOn('list.date-range', v3, listV3),
      fault: {
        request: (r) => (is(v3, listV3.id)(r) && new RegExp(`[?&]${dateRange}=`).test(r.url) ? { ...r, url: r.url.replace(/\+/g, '%20') } : r),
      },
    },
    {
      name: 'v4 or[] groups ignored',
      expect: expectOn('list.or', v4, listV4),
      fault: { request: (r) => (is(v4, listV4.id)(r) ? dropQuery((n) => n.startsWith('or['))(r) : r) },
    },
    {
      name: 'v4 or[] groups combined with AND',
      expect: expectOn('list.or', v4, listV4),
      fault: {
        response: (q, r) => {
          if (!is(v4, listV4.id)(q) || r.status !== 200) return r;
          const groups = new Map<string, [string, string, string][]>();
          for (const [name, value] of queryOf(q.url)) {
            const [, index, attribute, operator] = /^or\[(\d+)\]\[([^\]]+)\]\[([^\]]+)\]$/.exec(name) ?? [];
            if (index !== undefined) groups.set(index, [...(groups.get(index) ?? []), [attribute!, operator!, value]]);
          }
          if (groups.size === 0) return r;
          const body = parsed(r) as Record<string, Record<string, unknown>[]>;
          const key = Object.keys(body)[0]!;
          return json(r, { [key]: body[key]!.filter((item) => [...groups.values()].every((group) => group.every(([a, o, v]) => satisfies(item[a], o, v)))) });
        },
      },
    },
    {
      name: 'v4 or[] groups after the first ignored',
      expect: expectOn('list.or', v4, listV4),
      fault: { request: (r) => (is(v4, listV4.id)(r) ? dropQuery((n) => /^or\[[1-9]/.test(n))(r) : r) },
    },
    // Robustness.
    {
      name: '500 on a malformed JSON body',
      expect: expectOn('robust.malformed-json', v4, tokenOp),
      fault: {
        answer: (r) =>
          is(v4, tokenOp.id)(r) && r.headers['content-type']?.startsWith('application/json') && !/}\s*$/.test(r.body)
            ? { status: 500, headers: { 'content-type': 'application/json' }, body: '{"error":"internal_error"}' }
            : undefined,
      },
    },
    {
      name: '500 on a body of the wrong media type',
      expect: expectOn('robust.media-type', v4, tokenOp),
      fault: {
        answer: (r) =>
          is(v4, tokenOp.id)(r) && r.headers['content-type']?.startsWith('application/json')
            ? { status: 500, headers: { 'content-type': 'application/json' }, body: '{"error":"internal_error"}' }
            : undefined,
      },
    },
    {
      name: '500 on an oversized path value',
      expect: expectOn('robust.oversized', v3, getV3),
      fault: {
        answer: (r) => (is(v3, getV3.id)(r) && r.url.length > 1000 ? { status: 500, headers: { 'content-type': 'text/plain' }, body: 'boom' } : undefined),
      },
    },
    {
      name: '500 on an unknown path',
      expect: expectOn('robust.unknown-operation', v4, '/verify-no-such-operation'),
      fault: { response: (q, r) => (inVersion(v4)(q) && r.status === 404 && /not_found/.test(r.body) && /no-such/.test(q.url) ? { ...r, status: 500 } : r) },
    },
    // Operations that change data, with --allow-writes: the route-stub runtime's scope check skipped for PATCH.
    {
      name: 'scope not checked on PATCH',
      expect: expectOn('scope.insufficient', v4, patchV4),
      allowWrites: true,
      fault: {
        request: async (r, up) =>
          r.method === 'PATCH' && inVersion(v4)(r) && r.headers.authorization
            ? { ...r, headers: { ...r.headers, authorization: `Bearer ${await up.token(r.headers[tenantHeader]!)}` } }
            : r,
      },
    },
    {
      name: 'authentication missing on a v3 DELETE',
      expect: expectOn('auth.none', v3, deleteV3),
      allowWrites: true,
      fault: {
        request: (r, up) =>
          is(v3, deleteV3.id)(r) && !r.headers[apiKeyHeader] && r.headers[tenantHeader] === tenants.first
            ? { ...r, headers: { ...r.headers, [apiKeyHeader]: up.apiKey(tenants.first) } }
            : r,
      },
    },
    {
      name: 'a create that does not persist',
      expect: expectOn('write.delete', v3, deleteCreated),
      allowWrites: true,
      fault: {
        answer: (r) =>
          is(v3, createV3.id)(r) && r.headers['content-type']?.startsWith('application/json') && /}$/.test(r.body) && r.headers[apiKeyHeader]
            ? { status: 201, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...(JSON.parse(r.body) as object), id: 'never-stored' }) }
            : undefined,
      },
    },
    // Isolation of writes, with --allow-writes: the other tenant's delete of the record verify created.
    {
      name: 'a cross-tenant delete goes through',
      expect: expectOn('isolation.write', v3, deleteCreated),
      allowWrites: true,
      fault: {
        request: (r, up) =>
          is(v3, deleteCreated.id)(r) && r.headers[tenantHeader] === tenants.second
            ? { ...r, headers: { ...r.headers, [tenantHeader]: tenants.first, [apiKeyHeader]: up.apiKey(tenants.first) } }
            : r,
      },
    },
    {
      name: 'a cross-tenant delete answered 403, saying the record exists',
      expect: expectOn('isolation.write', v3, deleteCreated),
      allowWrites: true,
      fault: knowingCreates(v3, createV3, (created) => ({
        response: (q, r) =>
          is(v3, deleteCreated.id)(q) && q.headers[tenantHeader] === tenants.second && r.status === 404 && created.has(recordOf(q)) ? { ...r, status: 403 } : r,
      })),
    },
    {
      name: 'a cross-tenant delete answered as a missing record, yet done',
      expect: expectOn('isolation.write', v3, deleteCreated),
      allowWrites: true,
      fault: {
        response: async (q, r, up) => {
          if (is(v3, deleteCreated.id)(q) && q.headers[tenantHeader] === tenants.second && r.status === 404)
            await up.send({ ...q, headers: { ...q.headers, [tenantHeader]: tenants.first, [apiKeyHeader]: up.apiKey(tenants.first) } });
          return r;
        },
      },
    },
    // Deprecation.
    {
      name: 'a spurious Deprecation header',
      expect: expectOn('deprecation.headers', v4, welcome),
      fault: { response: (q, r) => (is(v4, welcome.id)(q) ? { ...r, headers: { ...r.headers, deprecation: '@1767225600' } } : r) },
    },
    {
      name: 'a spurious Sunset header',
      expect: expectOn('deprecation.headers', v3, listV3),
      fault: { response: (q, r) => (is(v3, listV3.id)(q) ? { ...r, headers: { ...r.headers, sunset: 'Wed, 01 Jul 2026 00:00:00 GMT' } } : r) },
    },

    // Behaviour: the model's behaviour data (state machines, preconditions, methods not taken, token and tenant facts).
    {
      name: 'a v3 list without a sort answers oldest first',
      expect: expectOn('list.default-order', v3, listV3),
      fault: { response: unsortedReversed(v3, listV3) },
    },
    {
      name: 'a v4 list without a sort answers oldest first',
      expect: expectOn('list.default-order', v4, listV4),
      fault: { response: unsortedReversed(v4, listV4) },
    },
    {
      name: 'a v3 ordering of two pairs read as its last pair only',
      expect: expectOn('list.multi-sort', v3, multiSorted),
      fault: {
        request: (r) => {
          const query = queryOf(r.url);
          const sort = query.get(sortName);
          if (!is(v3, multiSorted.id)(r) || !sort?.includes(',')) return r;
          query.set(sortName, sort.split(',').at(-1)!);
          return withQuery(r, query);
        },
      },
    },
    {
      name: 'a v3 ordering of two pairs refused',
      expect: expectOn('list.multi-sort', v3, multiSorted),
      fault: {
        answer: (r) =>
          is(v3, multiSorted.id)(r) && queryOf(r.url).get(sortName)?.includes(',')
            ? { status: 400, headers: { 'content-type': 'application/json' }, body: '{"message":"sort takes one field"}' }
            : undefined,
      },
    },
    {
      name: 'a v4 method a path does not take answered 404',
      expect: expectOn('method.not-allowed', v4, statedNotTaken.path),
      fault: {
        response: (q, r) => (inVersion(v4)(q) && r.status === 405 ? json(r, { error: 'not_found', error_description: 'No such record.' }, 404) : r),
      },
    },
    {
      name: 'a v3 405 without Allow',
      expect: expectOn('method.not-allowed', v3, getV3.path),
      fault: {
        response: (q, r) => {
          if (!inVersion(v3)(q) || r.status !== 405) return r;
          const { allow: _dropped, ...headers } = r.headers;
          return { ...r, headers };
        },
      },
    },
    {
      name: 'a wrong-state workflow request answered 400',
      expect: expectOn('workflow.precondition', v4, workflowOp),
      allowWrites: true,
      fault: {
        response: (q, r) =>
          is(v4, workflowOp.id)(q) && r.status === 422 && codeOf(r) !== resumable.code
            ? json(r, { ...(parsed(r) as object), error: 'invalid_request' }, 400)
            : r,
      },
    },
    {
      name: 'a workflow request accepted in any status',
      expect: expectOn('workflow.precondition', v4, workflowOp),
      allowWrites: true,
      fault: {
        response: (q, r) => (is(v4, workflowOp.id)(q) && r.status === 422 && codeOf(r) !== resumable.code ? json(r, { message: 'Submitted.' }, 200) : r),
      },
    },
    {
      name: 'a workflow transition answered but not kept',
      expect: expectOn('workflow.transition', v4, workflowOp),
      allowWrites: true,
      fault: {
        answer: async (q, up) => {
          if (!is(v4, workflowOp.id)(q)) return undefined;
          const record = await workflowRecord(q, up);
          const field = workflowOp.transition!.field;
          if (!record || !workflowOp.transition!.from!.value.includes(String(record[field]))) return undefined;
          return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...record, [field]: movedTo }) };
        },
      },
    },
    {
      name: 'a workflow operation of open statuses answered but never kept',
      expect: expectOn('workflow.transition', v4, openWorkflowOp),
      allowWrites: true,
      fault: {
        answer: async (q, up) => {
          const record = is(v4, openWorkflowOp.id)(q) ? await workflowRecord(q, up) : undefined;
          return record && { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(record) };
        },
      },
    },
    {
      name: 'a workflow operation of open statuses refused with 400',
      expect: expectOn('workflow.precondition', v4, openWorkflowOp),
      allowWrites: true,
      fault: {
        response: (q, r) => (is(v4, openWorkflowOp.id)(q) && r.status === 422 ? json(r, { ...(parsed(r) as object), error: 'invalid_request' }, 400) : r),
      },
    },
    {
      name: 'an actionable refusal under the generic code, its choices kept',
      expect: expectOn('precondition.actionable', v4, workflowOp),
      allowWrites: true,
      fault: {
        response: (q, r) => (is(v4, workflowOp.id)(q) && codeOf(r) === resumable.code ? json(r, { ...(parsed(r) as object), error: 'validation_failed' }) : r),
      },
    },
    {
      name: 'a 405 whose Allow names every method of the version',
      expect: expectOn('method.not-allowed', v3, getV3.path),
      fault: {
        response: (q, r) =>
          inVersion(v3)(q) && r.status === 405 ? { ...r, headers: { ...r.headers, allow: [...new Set(v3.operations.map((o) => o.method))].join(', ') } } : r,
      },
    },
    {
      name: 'a refresh grant answered with a token',
      expect: expectOn('auth.no-refresh-token', v4, tokenOp),
      fault: {
        request: (r) => {
          const form = new URLSearchParams(r.body);
          if (!is(v4, tokenOp.id)(r) || form.get('grant_type') !== 'refresh_token') return r;
          form.set('grant_type', 'client_credentials');
          return { ...r, body: form.toString() };
        },
      },
    },
    {
      name: 'a token request on an own domain asked for the header',
      expect: expectOn('tenant.own-domain', v4, tokenOp),
      fault: {
        request: (r) => (is(v4, tokenOp.id)(r) && !r.headers.host?.startsWith('127.0.0.1') ? { ...r, headers: { ...r.headers, host: '127.0.0.1' } } : r),
      },
    },
    {
      name: 'an actionable refusal without its choices',
      expect: expectOn('precondition.actionable', v4, workflowOp),
      allowWrites: true,
      fault: {
        response: (q, r) => {
          if (!is(v4, workflowOp.id)(q) || codeOf(r) !== resumable.code) return r;
          const { [resumable.choices.field]: _dropped, ...rest } = parsed(r) as Record<string, unknown>;
          return json(r, rest);
        },
      },
    },
    {
      name: 'an actionable refusal asked again when its choices are sent',
      expect: expectOn('precondition.actionable', v4, workflowOp),
      allowWrites: true,
      fault: {
        request: (r) => {
          if (!is(v4, workflowOp.id)(r) || !r.body) return r;
          const { [resumable.resend.field]: _dropped, ...rest } = JSON.parse(r.body) as Record<string, unknown>;
          return { ...r, body: JSON.stringify(rest) };
        },
      },
    },
    {
      name: 'a /help answer without an enum value',
      expect: expectOn('help.content', v4, help),
      fault: {
        response: (q, r) => {
          if (!is(v4, help.id)(q) || r.status !== 200) return r;
          const drop = (value: unknown): unknown =>
            Array.isArray(value)
              ? value.length > 1 && value.every((v) => typeof v === 'string')
                ? value.slice(0, -1)
                : value.map(drop)
              : value !== null && typeof value === 'object'
                ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, drop(v)]))
                : value;
          return json(r, drop(parsed(r)));
        },
      },
    },
    {
      name: 'a /help answer of any JSON',
      expect: expectOn('help.content', v4, help),
      fault: { response: (q, r) => (is(v4, help.id)(q) && r.status === 200 ? json(r, {}) : r) },
    },
    {
      name: 'a token granted every scope asked for, held or not',
      expect: expectOn('auth.scope-intersection', v4, tokenOp),
      fault: {
        response: async (q, r, up) => {
          if (!isTokenAnswer(q, r) || !q.headers[tenantHeader]) return r;
          const asked = new URLSearchParams(q.body).get('scope');
          if (!asked) return r;
          return json(r, { ...(parsed(r) as object), access_token: await up.token(q.headers[tenantHeader]), scope: asked });
        },
      },
    },
    {
      name: 'a token request for a scope the client does not hold refused',
      expect: expectOn('auth.scope-intersection', v4, tokenOp),
      fault: {
        response: (q, r) => {
          const asked = new URLSearchParams(q.body).get('scope');
          const granted = (parsed(r) as { scope?: string } | undefined)?.scope;
          return isTokenAnswer(q, r) && asked && granted !== undefined && asked.split(' ').some((s) => !granted.split(' ').includes(s))
            ? json(r, { error: 'invalid_scope', error_description: 'The client does not hold a scope asked for.' }, 400)
            : r;
        },
      },
    },
    {
      name: 'a token answer with a refresh token',
      expect: expectOn('auth.no-refresh-token', v4, tokenOp),
      fault: { response: (q, r) => (isTokenAnswer(q, r) ? json(r, { ...(parsed(r) as object), refresh_token: 'verify-fault-refresh' }) : r) },
    },
    {
      name: 'a tenant’s own domain ignored: the header is asked for',
      expect: expectOn('tenant.own-domain', v3, ownDomainOp),
      fault: { request: (r) => (r.headers.host?.startsWith('127.0.0.1') ? r : { ...r, headers: { ...r.headers, host: '127.0.0.1' } }) },
    },
    {
      name: 'every own domain taken as the first tenant’s',
      expect: expectOn('tenant.own-domain', v4, listV4),
      fault: {
        request: async (r, up) =>
          r.headers.host?.startsWith('127.0.0.1') || !r.headers.authorization
            ? r
            : { ...r, headers: { ...r.headers, host: '127.0.0.1', [tenantHeader]: tenants.first, authorization: `Bearer ${await up.token(tenants.first)}` } },
      },
    },
    {
      name: 'an invoice without a file answered {}',
      expect: expectOn('record.given', v3, redirecting),
      fault: { response: (q, r) => (is(v3, redirecting.id)(q) && r.status >= 400 && !tenantUnknown(r) ? json(r, {}) : r) },
    },
    {
      name: 'a number of a record no list reaches answered as a string',
      expect: expectOn('response.valid', v3, givenOnly),
      fault: {
        response: (q, r) => {
          const field = numericField(givenOnly);
          if (!is(v3, givenOnly.id)(q) || r.status !== 200 || !field) return r;
          const body = parsed(r) as Record<string, unknown>;
          return json(r, { ...body, [field]: String(body[field]) });
        },
      },
    },
    {
      name: 'a v3 reject of a given approval step answered {}',
      expect: expectOn('response.valid', v3, givenWrite),
      allowWrites: true,
      fault: { response: (q, r) => (is(v3, givenWrite.id)(q) && r.status < 300 ? json(r, {}) : r) },
    },
    {
      name: 'a v3 reject of a given approval step answered as a missing record',
      expect: expectOn('write.given', v3, givenWrite),
      allowWrites: true,
      fault: { response: (q, r) => (is(v3, givenWrite.id)(q) && r.status < 300 ? json(r, { message: 'Not found' }, 404) : r) },
    },
  ];
}

/**
 * Faults on the records a run creates that show only where the model reads a created record
 * (`readCreated`; the seed has no such read: test/verify/writes.test.ts adds one to a copy): the
 * read answers another value in a field the create sent; a delete is answered 204 and keeps the
 * record.
 */
export function createdRecordFaults(views: readonly VersionView[], tenantHeader: string, first: string): SeededFault[] {
  const { v3, createV3, deleteCreated, readCreated } = corpusSubjects(views);
  if (!readCreated) throw new Error(`the model has no read of what ${createV3.id} creates`);
  const expectOn = (id: string) => ({ id, version: v3.id, operation: readCreated.id });
  return [
    {
      name: 'a created record read back with another value in a field the create sent',
      expect: expectOn('write.read-back'),
      allowWrites: true,
      fault: knowingCreates(v3, createV3, (created) => ({
        response: (q, r) => {
          const sent = is(v3, readCreated.id)(q) && r.status === 200 ? created.get(recordOf(q)) : undefined;
          if (!sent) return r;
          const body = parsed(r) as Record<string, unknown>;
          return json(r, { ...body, ...Object.fromEntries(Object.keys(sent).map((name) => [name, `${String(body[name])}, another value`])) });
        },
      })),
    },
    {
      name: 'a delete answered 204 that keeps the record',
      expect: expectOn('write.gone'),
      allowWrites: true,
      fault: knowingCreates(v3, createV3, (created) => ({
        answer: (q) =>
          is(v3, deleteCreated.id)(q) && q.headers[tenantHeader] === first && created.has(recordOf(q)) ? { status: 204, headers: {}, body: '' } : undefined,
      })),
    },
  ];
}
