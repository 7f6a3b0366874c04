/**
 * A second blind fault corpus, of the specification's behavioural rules: workflow states and the
 * wrong-state 422, the actionable `approver_selection_required`, 405 and `Allow` (no DELETE of a
 * v4 project), the default and multi-field orders of lists, `/help` payloads, the granted scope
 * as an intersection, no refresh token, the organisation's own domain, the v3 message, redirect
 * and delete answers, and a purchase order's numeric `version`. Written from
 * `spec/specification.md`, the model and the sandbox (whose choices, such as the workflow's
 * transitions, a faulty server would share), never from the verify tool's code: mistakes a
 * backend engineer implementing the specification plausibly makes. Each fault is injected by the
 * loopback proxy of fault-proxy.ts in front of an honest sandbox; operations and paths come from
 * the model's views.
 */
import { randomBytes } from 'node:crypto';
import { readChoices, type SandboxTransition } from '../../src/demo/choices.ts';
import { Store } from '../../src/demo/store.ts';
import { DEMO_DATA } from '../support/seed.ts';
import type { OperationView, VersionView } from '../../src/views/version-view.ts';
import type { BlindFault } from './blind-faults.ts';
import type { DemoCredentials, ProxiedRequest, ProxiedResponse, Upstream } from './fault-proxy.ts';
import { isJson, jsonResponse, listArray, mapObjects, parseJson, pathOf, proxyContext, queryOf, withQuery, type Route } from './proxied-http.ts';

/** The record fields the default order (created, descending) and the faulty orders read: every listed resource has them. */
const CREATED = 'created_at';
const UPDATED = 'updated_at';

/** Operator names a server might use in place of the API's (`ge` for `gte`, as OData spells it). */
const MISNAMED_OPERATORS: Readonly<Record<string, string>> = { gte: 'ge', lte: 'le', eq: 'equals' };

/** A timestamp as the model writes them (no milliseconds). */
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

const noBody = (status: number): ProxiedResponse => ({ status, headers: {}, body: '' });

/** A JSON object body, or undefined. */
function objectBody(text: string): Record<string, unknown> | undefined {
  const body = parseJson(text);
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

/** Rewrites every array nested in a JSON body (and the body itself, when it is one), bottom up. */
function mapArrays(value: unknown, fn: (items: unknown[]) => unknown[]): unknown {
  if (Array.isArray(value)) return fn(value.map((v) => mapArrays(v, fn)));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapArrays(v, fn)]));
  return value;
}

export function blindBehaviourFaults(views: readonly VersionView[], demo: DemoCredentials): BlindFault[] {
  const { tenantHeader, tenants, v3, v4, pathRoutesOf, routeOf, versionOf, isToken, tenantOf, knownTenant, isTenantUnknown, asTenant, isListRequest } =
    proxyContext(views, demo);

  // ---------- the model's error codes ----------
  const codeOf = (status: number) => v4.statusTable.find((row) => row.status === status)?.codes[0] ?? '';
  const validationCode = codeOf(422);
  const invalidRequestCode = codeOf(400);
  const notFoundCode = codeOf(404);
  const resumable = v4.errorFacts.resumable[0]!;

  // ---------- the workflow (the sandbox's transitions, which a faulty server shares) ----------
  const choices = readChoices(Store.fromFile(DEMO_DATA).choices, views).choices;
  const DEFAULT_LIMIT = choices.pageSize.default;
  const MAX_LIMIT = choices.pageSize.maximum;
  const ruleOf = (op: OperationView): SandboxTransition | undefined => {
    const rule = choices.transition(op);
    return typeof rule === 'object' ? rule : undefined;
  };
  const workflowOps = v4.operations.filter((o) => ruleOf(o) !== undefined);
  const workflowResource = workflowOps[0]!.resource;
  const isSubmit = (op: OperationView) => resumable.operationIds.includes(op.id);
  /** The workflow operation the specification names by `verb` (`/projects/{id}/<verb>`). */
  const verbOp = (verb: string) => workflowOps.find((o) => o.path.endsWith(`/${verb}`))!;
  const v4RecordRead = v4.operations.find(
    (o) => o.method === 'GET' && o.resource === workflowResource && o.pathParams.length === 1 && !o.isList && !o.describes,
  )!;
  const pathWith = (version: VersionView, op: OperationView, id: string) => `${version.root}${op.path.replace(/\{[^}]+\}/, encodeURIComponent(id))}`;
  /** The request's credentials and tenant, another method and path, no body. */
  const bodyless = (request: ProxiedRequest, method: string, url: string): ProxiedRequest => {
    const { 'content-type': _type, 'content-length': _length, ...headers } = request.headers;
    return { method, url, headers, body: '' };
  };

  interface WorkflowCall {
    route: Route;
    rule: SandboxTransition;
    id: string;
  }
  const workflowCall = (request: ProxiedRequest): WorkflowCall | undefined => {
    const route = routeOf(request);
    const rule = route && route.version === v4 ? ruleOf(route.op) : undefined;
    const id = route && Object.values(route.params)[0];
    return route && rule && id !== undefined ? { route, rule, id } : undefined;
  };
  const readRecord = async (request: ProxiedRequest, id: string, upstream: Upstream) => {
    const answer = await upstream.send(bodyless(request, 'GET', pathWith(v4, v4RecordRead, id)));
    return answer.status === 200 ? objectBody(answer.body) : undefined;
  };
  /** The record of a workflow call the sandbox refused with the plain 422 because of its status (not its body). */
  const refusedForState = async (request: ProxiedRequest, response: ProxiedResponse, upstream: Upstream) => {
    const call = workflowCall(request);
    if (!call || response.status !== 422 || objectBody(response.body)?.error !== validationCode) return undefined;
    const record = await readRecord(request, call.id, upstream);
    return record && !call.rule.from.includes(String(record.status)) ? { ...call, record } : undefined;
  };
  /** The record as moved to `status` (a server's answer to a transition it accepts). */
  const moved = (record: Record<string, unknown>, status: string) => jsonResponse(200, { ...record, status, updated_at: now() });

  /**
   * Statuses this faulty server shows where the sandbox's record holds another (a transition it
   * claimed, or made despite refusing it): every read of the record shows them, until a
   * transition the sandbox makes on it moves it for real.
   */
  const statusOverlay = () => {
    const shown = new Map<string, string>();
    const key = (request: ProxiedRequest, id: string) => `${tenantOf(request) ?? ''}|${id}`;
    return {
      set: (request: ProxiedRequest, id: string, status: string) => shown.set(key(request, id), status),
      /** The response with the shown statuses; a change the sandbox made (a transition, a v3 delete) ends the record's. */
      apply(request: ProxiedRequest, response: ProxiedResponse): ProxiedResponse {
        const route = routeOf(request);
        if (!route || route.op.resource !== workflowResource || response.status >= 300) return response;
        const id = Object.values(route.params)[0];
        if (request.method.toUpperCase() !== 'GET' && id !== undefined) shown.delete(key(request, id));
        if (!isJson(response) || shown.size === 0) return response;
        const body = mapObjects(parseJson(response.body), (o) => {
          const status = typeof o.id === 'string' ? shown.get(key(request, o.id)) : undefined;
          return status !== undefined && 'status' in o ? { ...o, status } : o;
        });
        return { ...response, body: JSON.stringify(body) };
      },
    };
  };

  /** The wrong-state 422 of the workflow operations `which`, rewritten. */
  const wrongState = (which: (op: OperationView) => boolean, rewrite: (response: ProxiedResponse) => ProxiedResponse) => ({
    response: async (request: ProxiedRequest, response: ProxiedResponse, upstream: Upstream) => {
      const refused = await refusedForState(request, response, upstream);
      return refused && which(refused.route.op) ? rewrite(response) : response;
    },
  });
  const withBody = (response: ProxiedResponse, change: (body: Record<string, unknown>) => Record<string, unknown>): ProxiedResponse => {
    const body = objectBody(response.body);
    return body ? { ...response, body: JSON.stringify(change(body)) } : response;
  };

  /** A transition accepted from any status by the operations `which`: answered as made, shown by every read after. */
  const acceptedFromAnyState = (which: (op: OperationView) => boolean) => {
    const overlay = statusOverlay();
    return {
      response: async (request: ProxiedRequest, response: ProxiedResponse, upstream: Upstream) => {
        const refused = await refusedForState(request, response, upstream);
        if (!refused || !which(refused.route.op)) return overlay.apply(request, response);
        overlay.set(request, refused.id, refused.rule.to);
        return moved(refused.record, refused.rule.to);
      },
    };
  };

  /** The actionable 422 of the resubmit-after-choosing operations, rewritten. */
  const actionable = (rewrite: (response: ProxiedResponse) => ProxiedResponse) => ({
    response: (request: ProxiedRequest, response: ProxiedResponse) => {
      const route = routeOf(request);
      const body = objectBody(response.body);
      return route && resumable.operationIds.includes(route.op.id) && response.status === resumable.status && body?.error === resumable.code
        ? rewrite(response)
        : response;
    },
  });

  // ---------- 405 ----------
  const isV4RecordDelete = (request: ProxiedRequest) =>
    request.method.toUpperCase() === 'DELETE' && pathRoutesOf(request).some((r) => r.version === v4 && r.op === v4RecordRead);
  const on405 = (rewrite: (request: ProxiedRequest, response: ProxiedResponse) => ProxiedResponse, version?: VersionView) => ({
    response: (request: ProxiedRequest, response: ProxiedResponse) =>
      response.status === 405 && (version === undefined || versionOf(request) === version) ? rewrite(request, response) : response,
  });
  /** An error body of the request's version: the envelope (v4) or `{message}` (v3). */
  const errorOf = (request: ProxiedRequest, status: number, error: string, text: string) =>
    jsonResponse(status, versionOf(request) === v4 ? { error, error_description: text } : { message: text });
  const withoutAllow = (response: ProxiedResponse): Record<string, string> => {
    const { allow: _allow, ...headers } = response.headers;
    return headers;
  };

  // ---------- lists ----------
  const sortParams = (op: OperationView) => op.query.filter((p) => p.type.semantic === 'sort' || (p.type.kind === 'map' && p.style === 'deepObject'));
  const isUnsorted = (request: ProxiedRequest, op: OperationView) => {
    const names = sortParams(op).map((p) => p.name!);
    return ![...queryOf(request.url).keys()].some((k) => names.some((n) => k === n || k.startsWith(`${n}[`)));
  };
  const takes = (op: OperationView, name: string) => op.query.some((p) => p.name === name);
  /**
   * Lists given no order come out in `compare`'s order instead of the default, paged after
   * sorting (the whole list is read from the sandbox, then cut to the page asked for).
   */
  const unsortedListsIn = (compare: (a: Record<string, unknown>, b: Record<string, unknown>) => number) => ({
    response: async (request: ProxiedRequest, response: ProxiedResponse, upstream: Upstream) => {
      const route = routeOf(request);
      if (!route || response.status !== 200 || !isListRequest(request) || !isUnsorted(request, route.op)) return response;
      const asked = queryOf(request.url);
      const all = new URLSearchParams(asked);
      if (takes(route.op, 'limit')) all.set('limit', String(MAX_LIMIT));
      all.delete('page');
      const whole = await upstream.send({ ...request, url: withQuery(request.url, all) });
      const list = whole.status === 200 ? listArray(parseJson(whole.body)) : undefined;
      if (!list) return response;
      const sorted = [...(list.get() as Record<string, unknown>[])].sort(compare);
      const limit = takes(route.op, 'limit') ? Number(asked.get('limit') ?? DEFAULT_LIMIT) : sorted.length;
      const page = Number(asked.get('page') ?? 1);
      return { ...response, body: JSON.stringify(list.set(sorted.slice((page - 1) * limit, page * limit))) };
    },
  });
  /** By a field's text (ids, ISO time-stamps), code point by code point; `sign` -1 for descending. */
  const byText = (field: string, sign: number) => (a: Record<string, unknown>, b: Record<string, unknown>) => {
    const [x, y] = [String(a[field] ?? ''), String(b[field] ?? '')];
    return x === y ? 0 : x < y ? -sign : sign;
  };
  /** v3 orderings (`field:direction,field:direction`) with their pairs rewritten before the sandbox reads them. */
  const pairsRewritten = (rewrite: (pairs: string[]) => string[]) => ({
    request: (request: ProxiedRequest) => {
      const route = routeOf(request);
      const param = route?.version === v3 ? sortParams(route.op).find((p) => p.type.semantic === 'sort') : undefined;
      const query = queryOf(request.url);
      const value = param ? query.get(param.name!) : null;
      const separator = v3.listFormats.sortListSeparator;
      if (!param || value === null || !value.includes(separator)) return request;
      query.set(param.name!, rewrite(value.split(separator)).join(separator));
      return { ...request, url: withQuery(request.url, query) };
    },
  });

  // ---------- /help ----------
  /** The list a `/help` request describes, for a 200 answer of it. */
  const describedBy = (request: ProxiedRequest, response: ProxiedResponse) => {
    const route = routeOf(request);
    if (!route?.op.describes || response.status !== 200 || !isJson(response)) return undefined;
    return route.version.operations.find((o) => o.id === route.op.describes);
  };
  const helpRewritten = (rewrite: (body: unknown, list: OperationView) => unknown) => ({
    response: (request: ProxiedRequest, response: ProxiedResponse) => {
      const list = describedBy(request, response);
      return list ? { ...response, body: JSON.stringify(rewrite(parseJson(response.body), list)) } : response;
    },
  });
  const isStrings = (items: unknown[]): items is string[] => items.length > 0 && items.every((i) => typeof i === 'string');

  // ---------- scopes and tokens ----------
  const scopesOf = (text: string | null | undefined) => (text ?? '').split(' ').filter(Boolean);
  /** Every scope of the API: what the tenant's client holding the most is granted when it names none. */
  const apiScopes = new Map<string, Promise<string[]>>();
  const everyScope = (tenant: string, upstream: Upstream) => {
    let pending = apiScopes.get(tenant);
    if (!pending) {
      const client = demo.clients[tenant]!;
      pending = upstream
        .send({
          method: 'POST',
          url: demo.tokenPath,
          headers: { [tenantHeader]: tenant, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret }).toString(),
        })
        .then((r) => scopesOf((objectBody(r.body)?.scope as string | undefined) ?? ''));
      apiScopes.set(tenant, pending);
    }
    return pending;
  };
  /** A granted token request that named scopes of the API the client does not hold: those scopes. */
  const unheldScopes = async (request: ProxiedRequest, response: ProxiedResponse, upstream: Upstream) => {
    if (!isToken(request) || response.status !== 200 || !knownTenant(request)) return undefined;
    const requested = scopesOf(new URLSearchParams(request.body).get('scope'));
    const granted = scopesOf(objectBody(response.body)?.scope as string | undefined);
    const known = await everyScope(tenantOf(request)!, upstream);
    const unheld = requested.filter((s) => known.includes(s) && !granted.includes(s));
    return unheld.length > 0 ? { requested: requested.filter((s) => known.includes(s)), unheld } : undefined;
  };

  // ---------- the organisation's own domain ----------
  /** The organisation whose own domain (`<tenant>.localhost`, as the sandbox serves them) a request without the tenant header was sent to. */
  const ownDomainOf = (request: ProxiedRequest) => {
    const name = /^([a-z0-9-]+)\.localhost(:\d+)?$/.exec(request.headers.host ?? '')?.[1];
    return name !== undefined && tenantOf(request) === undefined && tenants.includes(name) ? name : undefined;
  };
  const tenantUnknown = (): ProxiedResponse => ({ status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Tenant Unknown' });

  // ---------- v3 answers ----------
  const successOf = (op: OperationView) => op.responses.find((r) => !r.isError);
  const answersMessage = (op: OperationView) => {
    const type = successOf(op)?.content[0]?.type;
    return type?.kind === 'object' && type.fields.some((f) => f.name === 'message');
  };
  const v3MessageOps = v3.operations.filter(answersMessage);
  const redirects = (op: OperationView) => op.responses.some((r) => r.status.startsWith('3'));
  const isOneOf = (ops: OperationView[], request: ProxiedRequest) => {
    const route = routeOf(request);
    return route !== undefined && ops.includes(route.op);
  };

  return [
    // ---------- submit: only from draft, else 422 (the v4 envelope) ----------
    {
      name: 'submit-accepted-from-any-state',
      description: 'The submit handler has no status guard: submitting a project that is not a draft answers 200 and the project reads as submitted.',
      allowWrites: true,
      fault: acceptedFromAnyState(isSubmit),
    },
    {
      name: 'submit-wrong-state-409',
      description: 'Submitting a project that is not a draft answers 409 `conflict` (the usual REST choice for a state clash) instead of 422.',
      allowWrites: true,
      fault: wrongState(isSubmit, (response) => withBody({ ...response, status: 409 }, (body) => ({ ...body, error: 'conflict' }))),
    },
    {
      name: 'submit-422-message-only',
      description: 'The wrong-state 422 of submit carries `{message}` (a framework default) instead of the envelope with its `error` code.',
      allowWrites: true,
      fault: wrongState(isSubmit, (response) => withBody(response, (body) => ({ message: body.error_description ?? 'Unprocessable Entity' }))),
    },
    {
      name: 'submit-422-without-details',
      description: 'The wrong-state 422 of submit has `error` but no `details` naming what is wrong.',
      allowWrites: true,
      fault: wrongState(isSubmit, (response) => withBody(response, ({ details: _details, ...body }) => body)),
    },
    // ---------- the other workflow operations ----------
    {
      name: 'workflow-wrong-state-400',
      description: 'Approve, reject, hold, resume, cancel and complete answer a wrong-state call 400 `invalid_request` instead of 422.',
      allowWrites: true,
      fault: wrongState(
        (op) => !isSubmit(op),
        (response) => withBody({ ...response, status: 400 }, (body) => ({ ...body, error: invalidRequestCode })),
      ),
    },
    {
      name: 'workflow-guard-missing',
      description:
        'Approve, reject, hold, resume, cancel and complete check no status: from any state they answer 200 and the project reads as moved (e.g. a closed project approved).',
      allowWrites: true,
      fault: acceptedFromAnyState((op) => !isSubmit(op)),
    },
    ((): BlindFault => {
      const overlay = statusOverlay();
      return {
        name: 'workflow-state-changed-despite-422',
        description: 'A workflow call from a wrong state answers the right 422, but the status is saved before the check fails: the project reads as moved.',
        allowWrites: true,
        fault: {
          response: async (request, response, upstream) => {
            const refused = await refusedForState(request, response, upstream);
            if (refused) overlay.set(request, refused.id, refused.rule.to);
            return overlay.apply(request, response);
          },
        },
      };
    })(),
    {
      name: 'workflow-2xx-not-saved',
      description:
        'Approve, reject, hold, resume, cancel and complete answer 200 with the new status, but the change is never committed: a read shows the old status.',
      allowWrites: true,
      fault: {
        answer: async (request, upstream) => {
          const call = workflowCall(request);
          if (!call || isSubmit(call.route.op)) return undefined;
          // The same call on an id that cannot exist passes the tenant, token, scope and body
          // checks exactly when this one does (then 404): only such a call is answered here.
          const probe = await upstream.send({ ...request, url: pathWith(v4, call.route.op, `no-such-${randomBytes(6).toString('hex')}`) });
          if (probe.status !== 404 || isTenantUnknown(probe)) return undefined;
          const record = await readRecord(request, call.id, upstream);
          return record && call.rule.from.includes(String(record.status)) ? moved(record, call.rule.to) : undefined;
        },
      },
    },
    {
      name: 'reject-cancels-project',
      description: 'Reject is implemented as cancel: a rejected project ends `cancelled` instead of going back to where a rejection leads.',
      allowWrites: true,
      fault: {
        response: async (request, response, upstream) => {
          const call = workflowCall(request);
          if (!call || call.route.op !== verbOp('reject') || response.status >= 300) return response;
          const cancelled = await upstream.send(bodyless(request, 'POST', pathWith(v4, verbOp('cancel'), call.id)));
          return cancelled.status < 300 ? cancelled : response;
        },
      },
    },
    // ---------- the actionable 422: approver_selection_required ----------
    {
      name: 'approver-selection-missing',
      description: 'The `approver_selection_required` 422 does not carry the `approver_selection` array, so the client cannot choose.',
      allowWrites: true,
      fault: actionable((response) => withBody(response, ({ [resumable.choices.field]: _choices, ...body }) => body)),
    },
    {
      name: 'approver-selection-empty',
      description:
        'The `approver_selection_required` 422 carries an empty `approver_selection` (the eligible approvers are looked up in the wrong organisation).',
      allowWrites: true,
      fault: actionable((response) => withBody(response, (body) => ({ ...body, [resumable.choices.field]: [] }))),
    },
    {
      name: 'approver-resubmit-ignored',
      description: 'The resubmit reads `approver_ids` instead of `approvers`: a resubmit with `approvers` gets `approver_selection_required` again, forever.',
      allowWrites: true,
      fault: {
        request: (request) => {
          const route = routeOf(request);
          const body = objectBody(request.body);
          if (!route || !resumable.operationIds.includes(route.op.id) || !body || !(resumable.resend.field in body)) return request;
          const { [resumable.resend.field]: _chosen, ...rest } = body;
          return { ...request, body: JSON.stringify(rest) };
        },
      },
    },
    {
      name: 'approver-selection-wrong-code',
      description: 'The need to choose approvers is answered with the generic validation code instead of `approver_selection_required` (the array is kept).',
      allowWrites: true,
      fault: actionable((response) => withBody(response, (body) => ({ ...body, error: validationCode }))),
    },
    {
      name: 'approver-selection-as-400',
      description: 'The `approver_selection_required` answer has status 400 instead of 422 (body unchanged).',
      allowWrites: true,
      fault: actionable((response) => ({ ...response, status: 400 })),
    },
    // ---------- no DELETE of a v4 project ----------
    {
      name: 'v4-project-delete-404',
      description: 'DELETE of a v4 project answers 404 `not_found` (no route registered) instead of 405 with `Allow`.',
      allowWrites: true,
      fault: {
        answer: (request) => (isV4RecordDelete(request) && knownTenant(request) ? errorOf(request, 404, notFoundCode, 'No such resource.') : undefined),
      },
    },
    {
      name: 'v4-project-delete-cancels-204',
      description: 'DELETE of a v4 project is served as cancel ("cancel instead of delete"), answering 204, instead of 405.',
      allowWrites: true,
      fault: {
        answer: async (request, upstream) => {
          if (!isV4RecordDelete(request) || !knownTenant(request)) return undefined;
          const id = decodeURIComponent(pathOf(request.url).split('/').at(-1)!);
          const cancelled = await upstream.send(bodyless(request, 'POST', pathWith(v4, verbOp('cancel'), id)));
          return cancelled.status < 300 ? noBody(204) : cancelled;
        },
      },
    },
    // ---------- 405 with Allow, both versions ----------
    {
      name: '405-without-allow',
      description: 'A method a path does not take answers 405 without the `Allow` header.',
      fault: on405((_request, response) => ({ ...response, headers: withoutAllow(response) })),
    },
    {
      name: 'allow-lists-every-method',
      description: "405's `Allow` lists every method the API serves (the router's global list), not the path's own methods.",
      fault: on405((request, response) => {
        const methods = [...new Set(versionOf(request)?.operations.map((o) => o.method.toUpperCase()))];
        return { ...response, headers: { ...response.headers, allow: methods.join(', ') } };
      }),
    },
    {
      name: 'v3-405-as-404',
      description: 'v3 answers a method its path does not take with 404 `{message}` (routes matched by method and path together).',
      fault: on405((request) => errorOf(request, 404, notFoundCode, 'Not found.'), v3),
    },
    {
      name: 'v4-405-as-501',
      description: 'v4 answers a method its path does not take with 501 `not_implemented` instead of 405.',
      fault: on405((request) => errorOf(request, 501, 'not_implemented', `${request.method} is not implemented.`), v4),
    },
    {
      name: '405-as-400',
      description: 'Both versions answer a method a path does not take with 400 (bad request) instead of 405.',
      fault: on405((request) => errorOf(request, 400, invalidRequestCode, `Unsupported method ${request.method}.`)),
    },
    // ---------- 422 answered as 400 ----------
    {
      name: 'v4-validation-422-as-400',
      description: "v4 answers a body that fails validation (not a wrong state) with 400 `invalid_request`, the framework's default, instead of 422.",
      allowWrites: true,
      fault: {
        response: async (request, response, upstream) => {
          if (versionOf(request) !== v4 || response.status !== 422 || objectBody(response.body)?.error !== validationCode) return response;
          if (await refusedForState(request, response, upstream)) return response;
          return withBody({ ...response, status: 400 }, (body) => ({ ...body, error: invalidRequestCode }));
        },
      },
    },
    // ---------- the default order: created, descending ----------
    {
      name: 'default-order-oldest-first',
      description: 'Lists given no order come out created ascending (oldest first), the database default.',
      fault: unsortedListsIn(byText(CREATED, 1)),
    },
    {
      name: 'default-order-by-id',
      description: 'Lists given no order come out in id order (the primary key), not created descending.',
      fault: unsortedListsIn(byText('id', 1)),
    },
    {
      name: 'default-order-by-updated',
      description: 'Lists given no order come out by last update, descending, instead of by creation.',
      fault: unsortedListsIn(byText(UPDATED, -1)),
    },
    // ---------- multi-field orderings (v3 `sort`) ----------
    {
      name: 'sort-only-first-pair',
      description:
        'v3 `sort=a:dir,b:dir` honours only its first pair (later pairs, the tie-breakers, dropped). Shows only where records tie on the first field.',
      fault: pairsRewritten((pairs) => pairs.slice(0, 1)),
    },
    {
      name: 'sort-only-last-pair',
      description: 'v3 `sort=a:dir,b:dir` honours only its last pair (each pair overwrites the one before).',
      fault: pairsRewritten((pairs) => pairs.slice(-1)),
    },
    {
      name: 'sort-pairs-reversed',
      description: 'v3 `sort=a:dir,b:dir` applies its pairs in reverse order (sorting once per pair, the last sort winning as the primary key).',
      fault: pairsRewritten((pairs) => [...pairs].reverse()),
    },
    // ---------- /help ----------
    {
      name: 'help-attribute-missing',
      description: "`/help` leaves out the list's last filterable attribute (the list of attributes is maintained by hand).",
      fault: helpRewritten((body, list) => {
        const last = list.filters.at(-1)?.attribute;
        return last === undefined
          ? body
          : mapArrays(body, (items) => items.filter((i) => !(i !== null && typeof i === 'object' && Object.values(i).includes(last))));
      }),
    },
    {
      name: 'help-operator-misnamed',
      description: '`/help` names operators as another query language spells them (`ge` for `gte`, `equals` for `eq`).',
      fault: helpRewritten((body, list) => {
        const operators = new Set(list.filters.flatMap((f) => f.operators));
        return mapArrays(body, (items) => (isStrings(items) && items.every((i) => operators.has(i)) ? items.map((i) => MISNAMED_OPERATORS[i] ?? i) : items));
      }),
    },
    {
      name: 'help-enum-values-missing',
      description: "`/help` gives an enum attribute's type but not its values.",
      fault: helpRewritten((body, list) => {
        const enums = list.filters.map((f) => (f.value.kind === 'scalar' ? f.value.enum : undefined)).filter((e) => e !== undefined);
        const isEnum = (v: unknown) => Array.isArray(v) && isStrings(v) && enums.some((e) => e.length === v.length && e.every((x) => v.includes(x)));
        return mapObjects(body, (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => !isEnum(v))));
      }),
    },
    {
      name: 'help-empty-object',
      description: '`/help` answers 200 `{}` (the endpoint is routed but never filled in).',
      fault: helpRewritten(() => ({})),
    },
    // ---------- the granted scope: the intersection of requested and held ----------
    {
      name: 'scope-grants-unheld',
      description:
        'A token request naming held and unheld scopes is granted all it names: the client gets scopes it does not hold, and their operations answer.',
      fault: {
        response: async (request, response, upstream) => {
          const scopes = await unheldScopes(request, response, upstream);
          if (!scopes) return response;
          const form = new URLSearchParams(request.body);
          const client = demo.clients[tenantOf(request)!]!;
          form.set('client_id', client.id);
          form.set('client_secret', client.secret);
          form.set('scope', scopes.requested.join(' '));
          const { authorization: _basic, ...headers } = request.headers;
          return upstream.send({ ...request, headers, body: form.toString() });
        },
      },
    },
    {
      name: 'scope-echoes-request',
      description: "The token answer's `scope` echoes the requested scopes, while the token holds only the intersection (the unheld ones answer 403).",
      fault: {
        response: async (request, response, upstream) =>
          (await unheldScopes(request, response, upstream))
            ? withBody(response, (body) => ({ ...body, scope: new URLSearchParams(request.body).get('scope') }))
            : response,
      },
    },
    {
      name: 'scope-partial-request-refused',
      description: 'A token request naming any scope the client does not hold is refused whole (400 `invalid_scope`) instead of granted the intersection.',
      fault: {
        response: async (request, response, upstream) => {
          const scopes = await unheldScopes(request, response, upstream);
          return scopes ? jsonResponse(400, { error: 'invalid_scope', error_description: `The client does not hold ${scopes.unheld.join(' ')}.` }) : response;
        },
      },
    },
    // ---------- no refresh token ----------
    {
      name: 'token-has-refresh-token',
      description: "The token answer carries a `refresh_token` (the OAuth library's default), though there is no refresh token.",
      fault: {
        response: (request, response) =>
          isToken(request) && response.status === 200
            ? withBody(response, (body) => ({ ...body, refresh_token: randomBytes(24).toString('base64url') }))
            : response,
      },
    },
    {
      name: 'refresh-grant-accepted',
      description: '`grant_type=refresh_token` (with the client credentials) is accepted and answered with a new token, instead of 400.',
      fault: {
        request: (request) => {
          if (!isToken(request)) return request;
          const form = new URLSearchParams(request.body);
          if (form.get('grant_type') !== 'refresh_token') return request;
          form.set('grant_type', 'client_credentials');
          form.delete('refresh_token');
          return { ...request, body: form.toString() };
        },
      },
    },
    // ---------- the organisation's own domain ----------
    {
      name: 'own-domain-tenant-unknown',
      description: "A request to an organisation's own domain without the tenant header answers 404 `Tenant Unknown` (only the header is read).",
      fault: { answer: (request) => (ownDomainOf(request) !== undefined && versionOf(request) ? tenantUnknown() : undefined) },
    },
    {
      name: 'own-domain-served-as-other-tenant',
      description:
        "The host-to-organisation map is built wrong: a request to one organisation's own domain is served the next organisation's records (its credential accepted there).",
      fault: {
        request: async (request, upstream) => {
          const tenant = ownDomainOf(request);
          if (tenant === undefined || isToken(request) || !versionOf(request) || tenants.length < 2) return request;
          return asTenant(request, tenants[(tenants.indexOf(tenant) + 1) % tenants.length]!, upstream);
        },
      },
    },
    {
      name: 'own-domain-token-needs-header',
      description: "The token endpoint alone still needs the tenant header on an organisation's own domain: a token request there answers `Tenant Unknown`.",
      fault: { answer: (request) => (ownDomainOf(request) !== undefined && isToken(request) ? tenantUnknown() : undefined) },
    },
    // ---------- the v3 answers: reject and delete messages, the invoice file ----------
    {
      name: 'v3-reject-empty-object',
      description: 'v3 reject of an approval step answers `{}` instead of the `message` that the project rejection was triggered.',
      allowWrites: true,
      fault: {
        response: (request, response) =>
          isOneOf(
            v3MessageOps.filter((o) => o.method !== 'DELETE'),
            request,
          ) && response.status < 300
            ? jsonResponse(response.status, {})
            : response,
      },
    },
    {
      name: 'v3-delete-204',
      description: 'v3 deletes (job, milestone, purchase order) answer 204 with no body instead of the `message` about the deletion.',
      allowWrites: true,
      fault: {
        response: (request, response) =>
          isOneOf(
            v3MessageOps.filter((o) => o.method === 'DELETE'),
            request,
          ) && response.status < 300
            ? noBody(204)
            : response,
      },
    },
    {
      name: 'invoice-file-200-without-location',
      description: "The invoice file download answers 200 with the file's address in a JSON body instead of a redirect with `Location`.",
      fault: {
        response: (request, response) =>
          isOneOf(v3.operations.filter(redirects), request) && response.status >= 300 && response.status < 400 && response.headers.location
            ? jsonResponse(200, { url: response.headers.location })
            : response,
      },
    },
    {
      name: 'invoice-no-file-204',
      description: 'An invoice without a file answers 204 with no body instead of the JSON `message` saying no file was found.',
      fault: {
        response: (request, response) =>
          isOneOf(v3.operations.filter(redirects), request) && response.status === 404 && !isTenantUnknown(response) ? noBody(204) : response,
      },
    },
    // ---------- records no list reaches ----------
    {
      name: 'v3-po-version-as-string',
      description: "v3 renders a purchase order's `version` as a string like every other v3 scalar, though it is a JSON number.",
      fault: {
        response: (request, response) => {
          const route = routeOf(request);
          if (route?.version !== v3 || request.method !== 'GET' || route.op.isList || response.status !== 200 || !isJson(response)) return response;
          const body = mapObjects(parseJson(response.body), (o) =>
            Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v])),
          );
          return { ...response, body: JSON.stringify(body) };
        },
      },
    },
  ];
}
