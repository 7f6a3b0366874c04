/**
 * What the blind fault corpora share to read and write the exchanges of the fault proxy
 * (fault-proxy.ts): URLs and JSON bodies, and the model's operations matched to a request, with
 * the demo tenants and their credentials.
 */
import type { OperationView, VersionView } from '../../src/views/version-view.ts';
import type { DemoCredentials, ProxiedRequest, ProxiedResponse, Upstream } from './fault-proxy.ts';

export interface Route {
  version: VersionView;
  op: OperationView;
  params: Record<string, string>;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function pathOf(url: string): string {
  return url.split('?')[0]!;
}

export function queryOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
}

export function withQuery(url: string, query: URLSearchParams): string {
  const text = query.toString();
  return text.length > 0 ? `${pathOf(url)}?${text}` : pathOf(url);
}

export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

export function isJson(response: ProxiedResponse): boolean {
  return (response.headers['content-type'] ?? '').includes('json');
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): ProxiedResponse {
  return { status, headers: { ...headers, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

/** Rewrites every object nested in a JSON body, bottom up. */
export function mapObjects(value: unknown, fn: (o: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => mapObjects(v, fn));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapObjects(v, fn);
    return fn(out);
  }
  return value;
}

/** The array of records in a list body: the body itself, or the one array of an envelope object. */
export function listArray(body: unknown): { get(): unknown[]; set(items: unknown[]): unknown } | undefined {
  if (Array.isArray(body)) return { get: () => body, set: (items) => items };
  if (body !== null && typeof body === 'object') {
    const keys = Object.entries(body).filter(([, v]) => Array.isArray(v));
    if (keys.length !== 1) return undefined;
    const key = keys[0]![0];
    return { get: () => (body as Record<string, unknown[]>)[key]!, set: (items) => ({ ...body, [key]: items }) };
  }
  return undefined;
}

/** The model's operations matched to requests, the demo tenants and their credentials. */
export function proxyContext(views: readonly VersionView[], demo: DemoCredentials) {
  const tenantHeader = demo.tenantHeader;
  const tenants = Object.keys(demo.apiKeys);
  const v3 = views.find((v) => v.auth.kind === 'apiKey')!;
  const v4 = views.find((v) => v.auth.kind === 'oauth2')!;
  const apiKeyHeader = v3.auth.kind === 'apiKey' ? v3.auth.header.toLowerCase() : 'x-api-key';
  const compiled = views.flatMap((version) =>
    version.operations.map((op) => {
      const names: string[] = [];
      const pattern = (version.root + op.path).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_m, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      return { version, op, regex: new RegExp(`^${pattern}$`), names, shape: `${version.root}${op.path.replace(/\{[^}]+\}/g, '{}')}` };
    }),
  );
  // Literal paths (`/projects/help`) win over templated ones (`/projects/{id}`).
  compiled.sort((a, b) => a.names.length - b.names.length);
  /** The operations of the request's path whatever their method, the first matching path's only. */
  const pathRoutesOf = (request: ProxiedRequest): Route[] => {
    const path = pathOf(request.url);
    const routes: Route[] = [];
    let shape: string | undefined;
    for (const c of compiled) {
      const m = c.regex.exec(path);
      if (!m || (shape !== undefined && shape !== c.shape)) continue;
      shape = c.shape;
      routes.push({ version: c.version, op: c.op, params: Object.fromEntries(c.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) });
    }
    return routes;
  };
  const routeOf = (request: ProxiedRequest): Route | undefined => pathRoutesOf(request).find((r) => r.op.method.toUpperCase() === request.method.toUpperCase());
  const versionOf = (request: ProxiedRequest) => views.find((v) => pathOf(request.url).startsWith(`${v.root}/`));
  const isToken = (request: ProxiedRequest) => pathOf(request.url) === demo.tokenPath;
  const tenantOf = (request: ProxiedRequest) => request.headers[tenantHeader];
  const knownTenant = (request: ProxiedRequest) => tenants.includes(tenantOf(request) ?? '');
  const isTenantUnknown = (response: ProxiedResponse) => response.status === 404 && response.body.trim() === 'Tenant Unknown';
  /** The same request as another tenant, with that tenant's credentials. */
  const asTenant = async (request: ProxiedRequest, tenant: string, upstream: Upstream): Promise<ProxiedRequest> => {
    const headers = { ...request.headers, [tenantHeader]: tenant };
    const version = versionOf(request);
    if (version === v3) headers[apiKeyHeader] = upstream.apiKey(tenant);
    else headers.authorization = `Bearer ${await upstream.token(tenant)}`;
    return { ...request, headers };
  };
  const listOps = (view: VersionView) => view.operations.filter((o) => o.method === 'GET' && (o.isList || o.query.some((q) => q.name === 'limit')));
  const isListRequest = (request: ProxiedRequest) => {
    const route = routeOf(request);
    return route !== undefined && listOps(route.version).includes(route.op);
  };
  const isWrite = (request: ProxiedRequest) => !READ_METHODS.has(request.method.toUpperCase()) && !isToken(request);
  return {
    tenantHeader,
    tenants,
    v3,
    v4,
    apiKeyHeader,
    pathRoutesOf,
    routeOf,
    versionOf,
    isToken,
    tenantOf,
    knownTenant,
    isTenantUnknown,
    asTenant,
    listOps,
    isListRequest,
    isWrite,
  };
}
