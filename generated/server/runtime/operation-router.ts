/**
 * Finds the operation a request to one version calls, from one router of every path of the
 * version, made with Fastify's own router (find-my-way) and options. The version is one Fastify
 * route for the methods it serves (plugin.ts), not a route per operation: Fastify's registration
 * of a route (its context, hooks, schemas, a find-my-way insertion per method, a boot step and a
 * listener each) took a model of 3,800 operations more than a second to start.
 *
 * The answers stay those a Fastify route per operation gave, with a 405 route for each path's
 * other methods. With a 405 route on every path, every method's tree holds every path, so a
 * request matches the path its router prefers among all paths (a static segment before a
 * parameter): the path this one router finds. The path serves the request's method (HEAD is
 * served by GET): that operation; it does not, and the method is one a 405 route answered (the
 * five below, or HEAD, which Fastify added to each GET route): 405 with the path's `Allow`; no
 * path matches: 404. A segment too long for every path is Fastify's 414 (below).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteSpec } from './facts.js';

/** The methods a path that does not serve them answers 405 to. */
const KNOWN_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The methods a 405 route answered: HEAD is added by Fastify to every GET route. */
const ANSWERED_405 = new Set([...KNOWN_METHODS, 'HEAD']);

/** The methods above that Fastify reads a body of (GET is bodyless to it). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A path's operations by method, with the names of their path parameters where they differ from the path's first URL. */
interface PathEntry {
  allow: string;
  operations: Map<string, { route: RouteSpec; names: string[] | undefined }>;
}

/** The part of find-my-way (Fastify's router) used here. */
interface PathRouter {
  on(method: string, path: string, handler: () => void, store: PathEntry): void;
  /** `store` is null where a segment is too long for every path (`handler` answers then). */
  find(
    method: string,
    path: string,
  ): { handler: (request: IncomingMessage, response: ServerResponse) => void; store: PathEntry | null; params: Record<string, string> } | null;
}

/** How Fastify joins a scope's prefix and a route's URL (route.js): the URL `/` is both the prefix and the prefix with `/`. */
function prefixed(prefix: string, url: string): string[] {
  if (url === '/' && prefix.length > 0) return [prefix, `${prefix}/`];
  return [prefix.endsWith('/') && url.startsWith('/') ? `${prefix}${url.slice(1)}` : `${prefix}${url}`];
}

/** find-my-way, from where Fastify is installed (its dependency: nothing more to install). */
function findMyWay(): (options: object) => PathRouter {
  return createRequire(createRequire(import.meta.url).resolve('fastify'))('find-my-way') as (options: object) => PathRouter;
}

/** The names of a URL's whole-segment parameters (`:id`), in order. */
const parameterNames = (url: string): string[] =>
  url
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/**
 * A URL with every whole-segment parameter as `:`: URLs that differ only in their parameters'
 * names are one path to a router (another method of `/jobs/:id` may call it `/jobs/:jobId`).
 */
const shape = (url: string): string => url.replace(/\/:[A-Za-z0-9_]+(?=\/|$)/g, '/:');

/** What a request is answered: its operation, 405 with the `Allow` of its path, Fastify's 414 (see below), or 404. */
export type Found =
  | { status: 200; route: RouteSpec; params: Record<string, string> }
  | { status: 405; allow: string }
  | { status: 414; answer: (request: IncomingMessage, response: ServerResponse) => void }
  | { status: 404 };

/**
 * Fastify's own answer to a path segment longer than its router's `maxParamLength` (fastify.js,
 * `onMaxParamLength`), which its router gave, before any hook, where a route's path has a
 * parameter: the same answer, from the router of every path.
 */
function tooLong(path: string, _request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify({
    error: 'Bad Request',
    code: 'FST_ERR_MAX_PARAM_LENGTH',
    message: `'${path}' is exceeding the max param length`,
    statusCode: 414,
  });
  response.writeHead(414, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}

const NO_QUERY = Object.freeze({});
const noQuery = (): object => NO_QUERY;

/** The methods the version's routes serve, with HEAD where GET is (Fastify's HEAD for each GET route). */
export function servedMethods(routes: readonly RouteSpec[]): string[] {
  const methods = new Set(routes.map((route) => route.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}

/**
 * The router of `routes` in `app`'s scope (its prefix, its router's options): finds the operation
 * of a request by its method and URL. Two operations of one method and path are refused, as
 * Fastify refused the second route.
 */
export function operationRouter(app: FastifyInstance, routes: readonly RouteSpec[]): (method: string, url: string) => Found {
  const { routerOptions, caseSensitive } = app.initialConfig as typeof app.initialConfig & { routerOptions: object };
  // The query is Fastify's to parse (the request's own); a lookup here reads the path only.
  const router = findMyWay()({ ...routerOptions, caseSensitive, onMaxParamLength: tooLong, querystringParser: noQuery });
  const paths = new Map<string, PathEntry & { url: string; methods: string[] }>();
  for (const route of routes) {
    const key = shape(route.url);
    const path = paths.get(key) ?? paths.set(key, { url: route.url, methods: [], allow: '', operations: new Map() }).get(key)!;
    if (path.operations.has(route.method)) throw new Error(`Method '${route.method}' already declared for route '${route.url}'`);
    const names = parameterNames(route.url);
    const same = route.url === path.url || names.join('/') === parameterNames(path.url).join('/');
    path.methods.push(route.method);
    path.operations.set(route.method, { route, names: same ? undefined : names });
  }
  for (const path of paths.values()) {
    path.allow = path.methods.join(', ');
    for (const url of prefixed(app.prefix, path.url)) router.on('GET', url, () => undefined, path);
  }
  return (method, url) => {
    if (!ANSWERED_405.has(method)) return { status: 404 };
    const found = router.find('GET', url);
    if (found === null) return { status: 404 };
    if (found.store === null) return { status: 414, answer: found.handler };
    const served = found.store.operations.get(method === 'HEAD' ? 'GET' : method);
    if (served === undefined) return { status: 405, allow: found.store.allow };
    // The parameters by the names of this operation's URL, in the order of the path's.
    const params = served.names ? Object.fromEntries(Object.values(found.params).map((value, i) => [served.names![i]!, value])) : found.params;
    return { status: 200, route: served.route, params };
  };
}

/**
 * Whether the request has a body that Fastify left unread because no parser takes its media type
 * (a parser, when one does, reads the body before the handler runs). Fastify sees a body where
 * there is a content type, or a length other than 0, or a chunked transfer.
 */
export function bodyLeftUnread(request: FastifyRequest): boolean {
  if (!BODY_METHODS.has(request.method)) return false;
  const { headers } = request;
  const length = headers['content-length'];
  const hasBody = headers['content-type'] !== undefined || headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  return hasBody && !request.raw.readableEnded;
}
