/**
 * An independent fault corpus, written from `spec/specification.md` and the model alone (not from
 * the verify tool's code or its own corpus): mistakes a backend engineer implementing the
 * specification plausibly makes. Each fault is injected by the loopback proxy of fault-proxy.ts in
 * front of an honest sandbox. Operations and paths come from the model's views.
 */
import { readChoices } from '../../src/demo/choices.ts';
import { Store } from '../../src/demo/store.ts';
import { DEMO_DATA } from '../support/seed.ts';
import type { VersionView } from '../../src/views/version-view.ts';
import type { DemoCredentials, Fault } from './fault-proxy.ts';
import { isJson, jsonResponse, listArray, mapObjects, parseJson, pathOf, proxyContext, queryOf, withQuery } from './proxied-http.ts';

export interface BlindFault {
  name: string;
  description: string;
  fault: Fault;
  allowWrites?: boolean;
}

export function blindFaults(views: readonly VersionView[], demo: DemoCredentials): BlindFault[] {
  const { tenantHeader, tenants, v3, v4, apiKeyHeader, routeOf, versionOf, isToken, tenantOf, knownTenant, isTenantUnknown, asTenant, isListRequest, isWrite } =
    proxyContext(views, demo);

  return [
    // ---------- tenant handling ----------
    {
      name: 'tenant-missing-defaults-to-first',
      description: 'A request without the tenant header is served as the first (default) organisation instead of 404 Tenant Unknown.',
      fault: {
        request: (request) =>
          tenantOf(request) === undefined && versionOf(request) ? { ...request, headers: { ...request.headers, [tenantHeader]: tenants[0]! } } : request,
      },
    },
    {
      name: 'tenant-unknown-json-envelope',
      description: 'Missing/unknown tenant answered 404 with a JSON error envelope instead of the plain-text body `Tenant Unknown`.',
      fault: {
        response: (_request, response) =>
          isTenantUnknown(response) ? jsonResponse(404, { error: 'tenant_unknown', error_description: 'Tenant Unknown' }) : response,
      },
    },
    {
      name: 'tenant-read-after-auth',
      description: 'Authentication runs before the tenant lookup: an unknown tenant with no/invalid credentials answers 401 instead of 404 Tenant Unknown.',
      fault: {
        answer: (request) => {
          const version = versionOf(request);
          if (!version || knownTenant(request) || isToken(request)) return undefined;
          const key = request.headers[apiKeyHeader];
          const bearer = request.headers.authorization;
          const credentialed = version === v3 ? key !== undefined && Object.values(demo.apiKeys).includes(key) : bearer !== undefined;
          if (credentialed) return undefined;
          return version === v3
            ? jsonResponse(401, { message: 'The credential is missing, expired, revoked or malformed.' })
            : jsonResponse(401, { error: 'invalid_token', error_description: 'The credential is missing, expired, revoked or malformed.' });
        },
      },
    },
    // ---------- authentication ----------
    {
      name: 'v3-api-key-not-checked',
      description: 'v3 ignores the X-API-Key header: any key, or none, is accepted for a known tenant.',
      fault: {
        request: (request, upstream) =>
          versionOf(request) === v3 && knownTenant(request)
            ? { ...request, headers: { ...request.headers, [apiKeyHeader]: upstream.apiKey(tenantOf(request)!) } }
            : request,
      },
    },
    {
      name: 'v4-bearer-any-token',
      description: "v4 accepts any syntactically present bearer token (e.g. expired/garbage) as the tenant's full-scope client.",
      fault: {
        request: async (request, upstream) => {
          if (versionOf(request) !== v4 || isToken(request) || !knownTenant(request)) return request;
          const auth = request.headers.authorization;
          if (!auth || !/^bearer\s+\S+/i.test(auth)) return request;
          const probe = await upstream.send({
            method: 'GET',
            url: `${v4.root}${v4.operations.find((o) => o.scope?.name === 'welcome:read')!.path}`,
            headers: request.headers,
            body: '',
          });
          if (probe.status !== 401) return request;
          return { ...request, headers: { ...request.headers, authorization: `Bearer ${await upstream.token(tenantOf(request)!)}` } };
        },
      },
    },
    {
      name: 'token-wrong-secret-accepted',
      description: 'The token endpoint issues a token for a known client id even when the client secret is wrong.',
      fault: {
        request: (request) => {
          if (!isToken(request)) return request;
          const form = new URLSearchParams(request.body);
          const id = form.get('client_id');
          const owner = Object.values(demo.clients).find((c) => c.id === id);
          if (!owner || form.get('client_secret') === owner.secret) return request;
          form.set('client_secret', owner.secret);
          return { ...request, body: form.toString() };
        },
      },
    },
    {
      name: 'token-error-as-500-html',
      description: 'A bad token exchange (wrong grant type, bad client, JSON body) crashes: 500 with an HTML page instead of the OAuth 400/401 error body.',
      fault: {
        response: (request, response) =>
          isToken(request) && response.status >= 400 && response.status < 500 && !isTenantUnknown(response)
            ? { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' }, body: '<html><body><h1>Internal Server Error</h1></body></html>' }
            : response,
      },
    },
    {
      name: 'v4-401-wrong-error-code',
      description: 'v4 401 responses carry `error: "unauthorized"` instead of the documented `invalid_token`.',
      fault: {
        response: (request, response) => {
          if (versionOf(request) !== v4 || isToken(request) || response.status !== 401) return response;
          const body = parseJson(response.body) as Record<string, unknown> | undefined;
          return body ? { ...response, body: JSON.stringify({ ...body, error: 'unauthorized' }) } : response;
        },
      },
    },
    // ---------- scopes (v4) ----------
    {
      name: 'scope-not-enforced',
      description: "v4 endpoints do not check the token's scopes: a token without the required scope is served (200 instead of 403).",
      fault: {
        response: async (request, response, upstream) => {
          if (response.status !== 403 || versionOf(request) !== v4 || !knownTenant(request)) return response;
          return upstream.send({ ...request, headers: { ...request.headers, authorization: `Bearer ${await upstream.token(tenantOf(request)!)}` } });
        },
      },
    },
    {
      name: 'token-ignores-requested-scope',
      description: 'The token endpoint ignores `scope=` and grants everything the client holds (no intersection with the requested scopes).',
      fault: {
        request: (request) => {
          if (!isToken(request)) return request;
          const form = new URLSearchParams(request.body);
          if (!form.has('scope')) return request;
          form.delete('scope');
          return { ...request, body: form.toString() };
        },
      },
    },
    {
      name: '403-without-scope-details',
      description: 'The 403 insufficient_scope envelope omits `required_scope` and `provided_scopes`.',
      fault: {
        response: (request, response) => {
          if (response.status !== 403 || versionOf(request) !== v4) return response;
          const body = parseJson(response.body) as Record<string, unknown> | undefined;
          if (!body) return response;
          const { required_scope: _r, provided_scopes: _p, ...rest } = body;
          return { ...response, body: JSON.stringify(rest) };
        },
      },
    },
    // ---------- tenant isolation ----------
    {
      name: 'isolation-get-by-id-any-tenant',
      description: 'Lookups by id are not scoped to the organisation: a record of another tenant is returned (200) instead of 404.',
      fault: {
        response: async (request, response, upstream) => {
          if (request.method !== 'GET' || response.status !== 404 || isTenantUnknown(response) || !knownTenant(request)) return response;
          const route = routeOf(request);
          if (!route || Object.keys(route.params).length === 0) return response;
          for (const other of tenants.filter((t) => t !== tenantOf(request))) {
            const answer = await upstream.send(await asTenant(request, other, upstream));
            if (answer.status === 200) return answer;
          }
          return response;
        },
      },
    },
    {
      name: 'isolation-list-leaks-other-tenant',
      description: 'Project/job lists are not filtered by organisation: records of every tenant are returned.',
      fault: {
        response: async (request, response, upstream) => {
          if (response.status !== 200 || !knownTenant(request) || !isListRequest(request)) return response;
          const own = parseJson(response.body);
          const list = listArray(own);
          if (!list) return response;
          const extra: unknown[] = [];
          for (const other of tenants.filter((t) => t !== tenantOf(request))) {
            const answer = await upstream.send(await asTenant(request, other, upstream));
            const items = listArray(parseJson(answer.body));
            if (answer.status === 200 && items) extra.push(...items.get());
          }
          return { ...response, body: JSON.stringify(list.set([...list.get(), ...extra])) };
        },
      },
    },
    // ---------- response bodies ----------
    {
      name: 'v3-booleans-as-json-booleans',
      description: 'v3 renders booleans as JSON true/false instead of the strings "true"/"false" the spec requires.',
      fault: {
        response: (request, response) => {
          if (versionOf(request) !== v3 || !isJson(response) || response.status >= 300) return response;
          const body = parseJson(response.body);
          const mapped = mapObjects(body, (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v === 'true' ? true : v === 'false' ? false : v])));
          return { ...response, body: JSON.stringify(mapped) };
        },
      },
    },
    {
      name: 'v4-numbers-as-strings',
      description: 'v4 copies v3 rendering: numeric fields (money, counts) are sent as decimal strings.',
      fault: {
        response: (request, response) => {
          if (versionOf(request) !== v4 || isToken(request) || !isJson(response) || response.status >= 300) return response;
          const body = parseJson(response.body);
          const mapped = mapObjects(body, (o) =>
            Object.fromEntries(
              Object.entries(o).map(([k, v]) => [
                k,
                typeof v === 'number' ? (Number.isInteger(v) ? `${v / 100}.${String(Math.abs(v) % 100).padStart(2, '0')}` : String(v)) : v,
              ]),
            ),
          );
          return { ...response, body: JSON.stringify(mapped) };
        },
      },
    },
    {
      name: 'record-id-missing',
      description: 'Serializer drops `id` from records in successful v3 and v4 responses.',
      fault: {
        response: (request, response) => {
          if (isToken(request) || !isJson(response) || response.status >= 300) return response;
          const body = parseJson(response.body);
          const mapped = mapObjects(body, (o) => {
            if (!('id' in o) || !('created_at' in o)) return o;
            const { id: _id, ...rest } = o;
            return rest;
          });
          return { ...response, body: JSON.stringify(mapped) };
        },
      },
    },
    {
      name: 'timestamps-with-millis-offset',
      description: 'Timestamps serialized by the framework default (`2024-01-02T09:00:00.000+00:00`) instead of `YYYY-MM-DDTHH:MM:SSZ`.',
      fault: {
        response: (request, response) => {
          if (isToken(request) || !isJson(response) || response.status >= 300) return response;
          return { ...response, body: response.body.replace(/"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)Z"/g, '"$1.000+00:00"') };
        },
      },
    },
    {
      name: 'token-expires-in-string',
      description: 'Token response renders `expires_in` as a string ("3600") and `token_type` lower-case ("bearer").',
      fault: {
        response: (request, response) => {
          if (!isToken(request) || response.status !== 200) return response;
          const body = parseJson(response.body) as Record<string, unknown>;
          return { ...response, body: JSON.stringify({ ...body, expires_in: String(body.expires_in), token_type: 'bearer' }) };
        },
      },
    },
    {
      name: 'v4-404-not-enveloped',
      description: 'v4 404 for an unknown record answers `{"message": "Not Found"}` (framework default) without the `error` field of the envelope.',
      fault: {
        response: (request, response) =>
          versionOf(request) === v4 && response.status === 404 && !isTenantUnknown(response) ? jsonResponse(404, { message: 'Not Found' }) : response,
      },
    },
    {
      name: 'v4-422-as-400',
      description: 'v4 validation/state failures (422) are answered 400 `invalid_request`.',
      allowWrites: true,
      fault: {
        response: (request, response) => {
          if (versionOf(request) !== v4 || response.status !== 422) return response;
          const body = parseJson(response.body) as Record<string, unknown> | undefined;
          return jsonResponse(400, { ...(body ?? {}), error: 'invalid_request' });
        },
      },
    },
    {
      name: 'unknown-record-200-null',
      description: 'GET of an unknown id answers 200 with `null` instead of 404.',
      fault: {
        response: (request, response) =>
          request.method === 'GET' && response.status === 404 && !isTenantUnknown(response) && routeOf(request) !== undefined
            ? jsonResponse(200, null)
            : response,
      },
    },
    {
      name: 'json-served-as-text-html',
      description: 'Successful JSON responses carry `content-type: text/html` (misconfigured renderer).',
      fault: {
        response: (request, response) =>
          response.status < 300 && isJson(response) && !isToken(request)
            ? { ...response, headers: { ...response.headers, 'content-type': 'text/html; charset=utf-8' } }
            : response,
      },
    },
    {
      name: '405-as-404',
      description: 'A method not allowed on a known path answers 404 not_found instead of 405.',
      fault: {
        response: (request, response) => {
          if (response.status !== 405) return response;
          return versionOf(request) === v4
            ? jsonResponse(404, { error: 'not_found', error_description: 'No such resource.' })
            : jsonResponse(404, { message: 'Not found' });
        },
      },
    },
    // ---------- lists: pagination, filters, sorting ----------
    {
      name: 'limit-ignored',
      description: 'List endpoints ignore `limit` and return every record.',
      fault: {
        request: (request) => {
          if (!isListRequest(request)) return request;
          const q = queryOf(request.url);
          q.delete('limit');
          return { ...request, url: withQuery(request.url, q) };
        },
      },
    },
    {
      name: 'v3-page-ignored',
      description: 'v3 `page` is ignored: every page returns the first page of results.',
      fault: {
        request: (request) => {
          if (versionOf(request) !== v3 || !isListRequest(request)) return request;
          const q = queryOf(request.url);
          q.delete('page');
          return { ...request, url: withQuery(request.url, q) };
        },
      },
    },
    {
      name: 'default-order-ascending',
      description: 'Without a sort parameter lists come out created ascending instead of the documented created descending.',
      fault: {
        response: (request, response) => {
          if (response.status !== 200 || !isListRequest(request)) return response;
          const q = queryOf(request.url);
          if ([...q.keys()].some((k) => k === 'sort' || k.startsWith('sort['))) return response;
          const list = listArray(parseJson(response.body));
          return list ? { ...response, body: JSON.stringify(list.set([...list.get()].reverse())) } : response;
        },
      },
    },
    {
      name: 'sort-parameter-ignored',
      description: 'Explicit `sort` (v3 `field:direction`, v4 `sort[field]=desc`) is ignored; default order is always used.',
      fault: {
        request: (request) => {
          if (!isListRequest(request)) return request;
          const q = queryOf(request.url);
          for (const k of [...q.keys()]) if (k === 'sort' || k.startsWith('sort[')) q.delete(k);
          return { ...request, url: withQuery(request.url, q) };
        },
      },
    },
    {
      name: 'v3-date-range-filters-ignored',
      description: 'v3 `created`/`updated` range filters are silently ignored.',
      fault: {
        request: (request) => {
          if (versionOf(request) !== v3 || !isListRequest(request)) return request;
          const q = queryOf(request.url);
          q.delete('created');
          q.delete('updated');
          return { ...request, url: withQuery(request.url, q) };
        },
      },
    },
    {
      name: 'v4-filter-gte-as-gt',
      description: 'v4 `filter[attr][gte]` implemented as strictly greater than (boundary record dropped).',
      fault: {
        response: (request, response) => {
          if (versionOf(request) !== v4 || response.status !== 200 || !isListRequest(request)) return response;
          const q = queryOf(request.url);
          const gte = [...q.entries()].filter(([k]) => /^filter\[[^\]]+\]\[gte\]$/.test(k));
          if (gte.length === 0) return response;
          const list = listArray(parseJson(response.body));
          if (!list) return response;
          const kept = list.get().filter((item) =>
            gte.every(([k, v]) => {
              const attr = /^filter\[([^\]]+)\]/.exec(k)![1]!;
              const value = (item as Record<string, unknown>)[attr];
              return String(value) !== v && !(typeof value === 'string' && value.startsWith(v) && /^\d{4}-\d\d-\d\d$/.test(v));
            }),
          );
          return { ...response, body: JSON.stringify(list.set(kept)) };
        },
      },
    },
    {
      name: 'v4-or-groups-ignored',
      description: 'v4 `or[]` groups are dropped from the query: the list is not narrowed by them.',
      fault: {
        request: (request) => {
          if (versionOf(request) !== v4 || !isListRequest(request)) return request;
          const q = queryOf(request.url);
          for (const k of [...q.keys()]) if (k.startsWith('or[')) q.delete(k);
          return { ...request, url: withQuery(request.url, q) };
        },
      },
    },
    // ---------- deprecation ----------
    {
      name: 'v3-marked-deprecated',
      description: 'v3 responses carry `Deprecation: true` and a `Sunset` date although the spec says both versions stay available.',
      fault: {
        response: (request, response) =>
          versionOf(request) === v3
            ? { ...response, headers: { ...response.headers, deprecation: 'true', sunset: 'Wed, 31 Dec 2025 23:59:59 GMT' } }
            : response,
      },
    },
    // ---------- robustness ----------
    {
      name: 'bad-filter-500',
      description: 'A malformed or unknown v4 filter/sort/limit value crashes the handler: 500 HTML page instead of a 400 envelope.',
      fault: {
        response: (request, response) =>
          versionOf(request) === v4 && response.status === 400 && !isToken(request)
            ? { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' }, body: '<html><body>Internal Server Error</body></html>' }
            : response,
      },
    },
    {
      name: 'v3-bad-range-500',
      description: 'A malformed v3 query value (range, limit, page, sort) crashes: 500 instead of a 4xx.',
      fault: {
        response: (request, response) =>
          versionOf(request) === v3 && response.status === 400
            ? { status: 500, headers: { 'content-type': 'text/plain' }, body: 'Internal Server Error' }
            : response,
      },
    },
    // ---------- writes ----------
    {
      name: 'workflow-transition-lost',
      description: 'v4 workflow actions (submit/approve/hold/…) answer 200 with the new status but the change is never persisted.',
      allowWrites: true,
      fault: {
        answer: async (request, upstream) => {
          const route = routeOf(request);
          if (!route || route.version !== v4 || !isWrite(request)) return undefined;
          // The sandbox's transitions: the model's, with its data's choices where the model is open.
          const rule = readChoices(Store.fromFile(DEMO_DATA).choices, views).choices.transition(route.op);
          const id = Object.values(route.params)[0];
          if (typeof rule !== 'object' || id === undefined) return undefined;
          const getOp = v4.operations.find((o) => o.method === 'GET' && o.resource === route.op.resource && o.pathParams.length === 1 && !o.isList)!;
          const current = await upstream.send({
            ...request,
            method: 'GET',
            url: `${v4.root}${getOp.path.replace(/\{[^}]+\}/, encodeURIComponent(id))}`,
            body: '',
          });
          if (current.status !== 200) return undefined;
          const record = parseJson(current.body) as Record<string, unknown>;
          if (!rule.from.includes(String(record.status))) return undefined;
          return jsonResponse(200, { ...record, status: rule.to, updated_at: new Date().toISOString().replace(/\.\d+Z$/, 'Z') });
        },
      },
    },
    ((): BlindFault => {
      // Records this (faulty) server created, per tenant: a DELETE of one of them answers success
      // without reaching the store, as a handler whose transaction is never committed would.
      const created = new Set<string>();
      return {
        name: 'delete-lost',
        description: 'DELETE of an existing record answers success (`{message}` destroyed) but the record is never removed.',
        allowWrites: true,
        fault: {
          response: (request, response) => {
            const route = routeOf(request);
            if (route && request.method === 'POST' && response.status < 300 && route.op.pathParams.length === 0) {
              const id = (parseJson(response.body) as { id?: unknown } | undefined)?.id;
              if (typeof id === 'string') created.add(`${tenantOf(request)}|${route.version.root}${route.op.path}/${id}`);
            }
            return response;
          },
          answer: async (request, upstream) => {
            const route = routeOf(request);
            if (!route || request.method !== 'DELETE' || !knownTenant(request)) return undefined;
            const authorised =
              route.version === v3 ? request.headers[apiKeyHeader] === upstream.apiKey(tenantOf(request)!) : request.headers.authorization !== undefined;
            if (!authorised) return undefined;
            if (created.has(`${tenantOf(request)}|${pathOf(request.url)}`))
              return jsonResponse(200, { message: `The ${route.op.resource} ${pathOf(request.url).split('/').at(-1)} was destroyed.` });
            // Records that exist and can be read: the GET of the same path with the caller's credentials.
            if (!route.version.operations.some((o) => o.method === 'GET' && o.path === route.op.path)) return undefined;
            const probe = await upstream.send({ ...request, method: 'GET', body: '' });
            return probe.status === 200 ? jsonResponse(200, { message: `The ${route.op.resource} was destroyed.` }) : undefined;
          },
        },
      };
    })(),
    {
      name: 'create-lost',
      description:
        'v3 create (POST /milestones) answers with the record and a fresh id, but nothing is stored (v4 creates are not implemented by the sandbox).',
      allowWrites: true,
      fault: {
        answer: (request) => {
          const route = routeOf(request);
          if (!route || request.method !== 'POST' || route.op.pathParams.length > 0 || isToken(request) || !knownTenant(request)) return undefined;
          const body = parseJson(request.body);
          if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
          const authorised = route.version === v3 ? request.headers[apiKeyHeader] === demo.apiKeys[tenantOf(request)!] : false;
          if (!authorised) return undefined;
          return jsonResponse(200, { ...body, id: `${route.op.resource}-${Math.random().toString(16).slice(2)}` });
        },
      },
    },
    {
      name: 'write-hits-other-tenant',
      description: "Writes look records up by id without the organisation: a write on another tenant's record succeeds (and changes it) instead of 404.",
      allowWrites: true,
      fault: {
        response: async (request, response, upstream) => {
          if (!isWrite(request) || response.status !== 404 || isTenantUnknown(response) || !knownTenant(request)) return response;
          for (const other of tenants.filter((t) => t !== tenantOf(request))) {
            const answer = await upstream.send(await asTenant(request, other, upstream));
            if (answer.status < 300) return answer;
          }
          return response;
        },
      },
    },
  ];
}
