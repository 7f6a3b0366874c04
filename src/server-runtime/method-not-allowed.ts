/**
 * 405 Method Not Allowed, answered by the version's not-found handler rather than by a route per
 * path for its other methods: those routes were almost half of a large model's routes, and
 * Fastify's route registration grows faster than the number of routes.
 *
 * The answers stay those the 405 routes gave. Fastify's router keeps one tree per method and
 * prefers a static segment to a parameter: with a 405 route on every path, a request matched the
 * path preferred among all paths; without them, among the paths serving its method only. So paths
 * that can match one same request (`/projects/help`, `/projects/:id`) form a group, and each keeps
 * a 405 route for every method its group serves: whatever request the group matches still meets,
 * in its method's tree, every path of the group, and so the same path as before. A request that
 * no route matches is looked up among all paths, in a router with Fastify's own options: found,
 * with a method a 405 route answered (the five below, or HEAD, which Fastify adds to each GET
 * route), it is 405 with that path's `Allow`; else 404, as before.
 *
 * A not-found request's body is parsed as a route's, but one that no parser takes is skipped
 * where a route refuses it (415, a malformed request): such a request, 405 by its path, is
 * refused alike (`bodyLeftUnread`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The methods a path that does not serve them answers 405 to. */
const KNOWN_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The methods a 405 route answered: HEAD is added by Fastify to every GET route. */
const ANSWERED_405 = new Set([...KNOWN_METHODS, 'HEAD']);

/** The methods above that Fastify reads a body of (GET is bodyless to it). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A URL the route-stub emitter writes: static segments and whole-segment parameters (`:id`). */
const PLAIN_URL = /^(\/([^/:*(]+|:[A-Za-z0-9_]+))*$/;

/** The part of find-my-way (Fastify's router) used here. */
interface PathRouter {
  on(method: string, path: string, handler: () => void, store: string): void;
  /** `store` is null where a segment is too long for every path (`handler` answers then). */
  find(method: string, path: string): { handler: (request: IncomingMessage, response: ServerResponse) => void; store: string | null } | null;
}

/** Segments with every parameter as `:`: two URLs can match one request when, segment by segment, they are equal or one is `:`. */
const shape = (url: string): string[] => url.split('/').map((segment) => (segment.startsWith(':') ? ':' : segment));

interface ShapeNode {
  children: Map<string, ShapeNode>;
  urls: string[];
}

/** Every URL below `node` that can match a request the segments of `shaped` from `at` on match. */
function meeting(node: ShapeNode, shaped: readonly string[], at: number, found: string[]): void {
  if (at === shaped.length) {
    found.push(...node.urls);
    return;
  }
  const segment = shaped[at]!;
  if (segment === ':') for (const child of node.children.values()) meeting(child, shaped, at + 1, found);
  else
    for (const key of [segment, ':']) {
      const child = node.children.get(key);
      if (child) meeting(child, shaped, at + 1, found);
    }
}

/**
 * The methods of each URL that keep a 405 route: those served by another URL of its group and
 * not by itself, in the order of KNOWN_METHODS. Every URL of a table with a URL of another form
 * (a wildcard, a parameter inside a segment) is put in one group: all keep their 405 routes.
 */
export function methodsKeepingRoutes(methodsByUrl: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const urls = [...methodsByUrl.keys()];
  const group = new Map(urls.map((url) => [url, url]));
  const root = (url: string): string => {
    let top = url;
    while (group.get(top) !== top) top = group.get(top)!;
    group.set(url, top);
    return top;
  };
  if (urls.every((url) => PLAIN_URL.test(url))) {
    const tree: ShapeNode = { children: new Map(), urls: [] };
    for (const url of urls) {
      let node = tree;
      for (const segment of shape(url)) node = node.children.get(segment) ?? node.children.set(segment, { children: new Map(), urls: [] }).get(segment)!;
      node.urls.push(url);
    }
    for (const url of urls) {
      const found: string[] = [];
      meeting(tree, shape(url), 0, found);
      for (const other of found) group.set(root(other), root(url));
    }
  } else for (const url of urls) group.set(root(url), root(urls[0]!));
  const served = new Map<string, Set<string>>();
  for (const [url, methods] of methodsByUrl)
    for (const method of methods) (served.get(root(url)) ?? served.set(root(url), new Set()).get(root(url))!).add(method);
  const kept = new Map<string, string[]>();
  for (const [url, methods] of methodsByUrl) {
    const others = KNOWN_METHODS.filter((method) => served.get(root(url))!.has(method) && !methods.includes(method));
    if (others.length > 0) kept.set(url, others);
  }
  return kept;
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

/** What a request that no route matched is answered: 405 with the `Allow` of its path, Fastify's 414 (see below), or 404. */
export type Unmatched =
  { status: 405; allow: string } | { status: 414; answer: (request: IncomingMessage, response: ServerResponse) => void } | { status: 404 };

/**
 * Fastify's own answer to a path segment longer than its router's `maxParamLength` (fastify.js,
 * `onMaxParamLength`), which its router gave, before any hook, where a 405 route's path has a
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

/**
 * How a request that no route matched in `app`'s scope is answered. The router of every path is
 * made at the first such request.
 */
export function unmatchedRequests(app: FastifyInstance, methodsByUrl: ReadonlyMap<string, readonly string[]>): (method: string, url: string) => Unmatched {
  let router: PathRouter | undefined;
  const allPaths = (): PathRouter => {
    const { routerOptions, caseSensitive } = app.initialConfig as typeof app.initialConfig & { routerOptions: object };
    const made = findMyWay()({ ...routerOptions, caseSensitive, onMaxParamLength: tooLong });
    for (const [url, methods] of methodsByUrl) for (const path of prefixed(app.prefix, url)) made.on('GET', path, () => undefined, methods.join(', '));
    return made;
  };
  return (method, url) => {
    if (!ANSWERED_405.has(method)) return { status: 404 };
    router ??= allPaths();
    const found = router.find('GET', url);
    if (found === null) return { status: 404 };
    return found.store === null ? { status: 414, answer: found.handler } : { status: 405, allow: found.store };
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
