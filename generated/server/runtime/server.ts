/**
 * A Fastify instance set up the way the route stubs need: the deep query parser
 * (`filter[a][op]`), form-encoded bodies (the token request, form-encoded rejections), raw multipart
 * bodies, a bounded body size, connections bounded in time and number, no logging of requests
 * (credentials travel in them), and each version's shared schemas registered once, for
 * validation (Ajv) and serialisation alike.
 */
import type { Duplex } from 'node:stream';
import { Ajv, type Options } from 'ajv';
import Fastify, { type FastifyInstance } from 'fastify';
import { parseDeepQuery } from './deep-query.js';
import { compiledOnFirstUse, serialiserOnFirstUse } from './compiled-on-first-use.js';
import { registerVersion, type Compilers, type VersionOptions } from './plugin.js';
import { reachedSchemas } from './reached-schemas.js';

/** Bodies above this size are refused as malformed (400) before they are read whole. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * What one client can make the server hold through its connections: each is a socket (a file
 * descriptor), buffers and a parser, so each is bounded in time, and their number is bounded.
 */
export interface ConnectionLimits {
  /** A connection on which no byte arrives for this long is closed: before its request, between its bytes, during a response. */
  idleTimeoutMs: number;
  /** The request line and headers must have arrived this long after the request began. */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived this long after it began. */
  requestTimeoutMs: number;
  /** A kept-alive connection with no new request is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections beyond this many at once are closed as they arrive (the process's file descriptors are finite). */
  maxConnections: number;
}

/**
 * Every request of this API is small and answered at once, so a client that is silent for 10 s
 * is not coming back (the issue asked for at most 30 s). Headers get 10 s and the whole request,
 * a body of at most DEFAULT_BODY_LIMIT included, 30 s: a slow client trickling bytes still ends.
 * 5 s of keep-alive is Node's own default (Fastify's 72 s would hold idle sockets 14 times as
 * long). 512 connections leave half of the usual 1,024 file descriptors per process for
 * everything else, and are five times what the load test (100 connections) needs.
 */
export const DEFAULT_CONNECTION_LIMITS: Readonly<ConnectionLimits> = {
  idleTimeoutMs: 10_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 512,
};

/**
 * How often Node checks the headers and request time-outs of open connections (its default,
 * 30 s, would let a 10 s headers time-out last up to 40 s). One pass over the open connections,
 * at most maxConnections, per second.
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

export interface ApiServerOptions {
  versions: readonly VersionOptions[];
  bodyLimit?: number;
  /** Any of the connection limits, in place of DEFAULT_CONNECTION_LIMITS (tests use short ones). */
  connectionLimits?: Partial<ConnectionLimits>;
}

function parseForm(body: string): Record<string, string> {
  const form: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of new URLSearchParams(body)) {
    // A field sent twice is ambiguous (which secret, which grant?): refuse the request.
    if (key in form) throw Object.assign(new Error(`duplicate form field ${key}`), { statusCode: 400 });
    form[key] = value;
  }
  return form;
}

/**
 * Requests Node's HTTP parser refuses before any route sees them (request line and headers over
 * its 16 KB limit, raw bytes it does not accept in the path, a broken chunked body, a body cut
 * short or not received in time): Fastify's default answer, `{"error":"Bad Request",...}`, is
 * no version's error body. Which version was meant is not known yet, so the answer is both:
 * the JSON envelope with its `400 invalid_request`, and the `message` of the `{ message }` style.
 */
function refuseUnparsedRequest(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const description =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'The request line and headers are too large.'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'The request was not received in time.'
        : 'The request is not well-formed HTTP.';
  const body = JSON.stringify({ error: 'invalid_request', error_description: description, message: description });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * An Ajv given `schemas`, made at its first use: adding a schema checks and indexes it (a large
 * model's 2,000 shared schemas took its start a third of a second), and until a request is
 * validated none is needed (compiled-on-first-use.ts).
 */
function ajvOnFirstUse(options: Options, schemas: readonly object[]): () => Ajv {
  let ajv: Ajv | undefined;
  const withSchemas = (made: Ajv): Ajv => {
    for (const schema of schemas) made.addSchema(schema);
    return made;
  };
  return () => (ajv ??= withSchemas(new Ajv(options)));
}

export async function buildApiServer(options: ApiServerOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits };
  const app = Fastify({
    logger: false,
    clientErrorHandler: refuseUnparsedRequest,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    routerOptions: { querystringParser: (query: string) => parseDeepQuery(query), maxParamLength: 500 },
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
  });
  app.server.maxConnections = limits.maxConnections;
  // URL parts are text, so they are coerced (`limit=10` is a number); a JSON body is validated as
  // sent: `"10"` where a number is due is a validation error, not silently converted. Success
  // bodies, when checked, are checked exactly too. The coercing Ajv is given the shared schemas
  // path and query parameters reach, not every body's (a reference to an unknown one is refused
  // here, at start). (The response serialisers get the shared schemas each reaches with its
  // route: reached-schemas.ts.)
  const shared = options.versions.flatMap((v) => v.schemas);
  const parameters = options.versions.flatMap((v) => v.routes.flatMap((route) => [route.schema.params, route.schema.querystring]));
  const reachedByParameters = [...reachedSchemas(parameters, new Map(shared.map((schema) => [schema.$id, schema]))).values()];
  const coercing = ajvOnFirstUse({ coerceTypes: 'array', allErrors: true, strict: false }, reachedByParameters);
  const exact = ajvOnFirstUse({ allErrors: true, strict: false }, shared);
  const compilers: Compilers = {
    validator: (schema, part) => compiledOnFirstUse(() => (part === 'body' ? exact() : coercing()).compile(schema)),
    serialiser: serialiserOnFirstUse,
    checker: (schema) => compiledOnFirstUse(() => exact().compile(schema)),
  };
  // The versions validate and serialise with these (plugin.ts); so do routes an importer adds to the server.
  app.setValidatorCompiler(({ schema, httpPart }) => compilers.validator(schema, httpPart ?? ''));
  app.setSerializerCompiler(({ schema }) => compilers.serialiser(schema));
  // Declared up front, so every request object has the same shape.
  app.decorateRequest('apiTenant', null);
  app.decorateRequest('apiPrincipal', null);
  app.decorateRequest('apiFound', null);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseForm(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // An empty JSON body is no body (an operation whose body is optional may be called with a
  // content type and nothing after it); anything else goes to Fastify's own parser, with its
  // prototype-poisoning protection.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else json(request, body as string, done);
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  for (const version of options.versions) await app.register((scope) => registerVersion(scope, version, compilers), { prefix: version.facts.root });
  return app;
}
