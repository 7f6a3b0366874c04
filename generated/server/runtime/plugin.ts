/**
 * Registers one API version on a Fastify instance from its generated route table, with the
 * request pipeline in the order the specification states:
 *   tenant header (missing/unknown → `Tenant Unknown`, nothing else examined)
 *   → authentication → scope → validation (Ajv) → handler.
 * Unknown methods on known paths answer 405, unknown paths 404 (operation-router.ts),
 * operations without a handler 501 (`not_implemented`), anything unexpected 500
 * (`internal_error`). Every error body is the version's error body, never a stack trace;
 * statuses and codes are the model's (`facts.ts`).
 *
 * The version is one Fastify route for all the methods it serves, not a route per operation
 * (Fastify's registration of 3,900 routes took a large model's start more than a second): its
 * instance hook finds the request's operation (operation-router.ts), checks the tenant, then the
 * operation's authentication and scope, before the body is read; the route's `preValidation`
 * hook validates the request parts as Fastify's validation did (params, body, query, the first
 * failure answered), so an importer's `preHandler` hooks see valid requests only; the handler
 * serialises a success body from its schema (fast-json-stringify) as Fastify's response schema
 * did. An operation's validators, serialiser and handler are made at its first request. For an
 * importer, `request.routeOptions` describes the version's route; the operation is
 * `request.apiFound.route`.
 */
import type { ValidateFunction } from 'ajv';
import {
  errorCodes,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type preValidationHookHandler,
  type RouteHandlerMethod,
  type RouteOptions,
} from 'fastify';
import type { RouteSpec, SharedSchema, VersionFacts } from './facts.js';
import { bodyLeftUnread, operationRouter, servedMethods, type Found } from './operation-router.js';
import { reachedSchemas, withReachedSchemas } from './reached-schemas.js';
import { ApiProblem, sendProblem, type Problem } from './replies.js';
import { tokenRequestSchema } from './token-request.js';
import { afterUnreadBody } from './unread-body.js';

/**
 * The stub's own codes, not the API's: the specification shows no 501 or 500, and these
 * answers come from the stub (a missing handler, a fault), not from the platform's rules.
 */
const NOT_IMPLEMENTED: Problem['error'] = 'not_implemented';
const INTERNAL_ERROR: Problem['error'] = 'internal_error';

export interface Tenant {
  id: string;
}

/** Who is calling, once authenticated: the tenant's credential and what it may do. */
export interface Principal {
  tenant: Tenant;
  subject: string;
  scopes: readonly string[];
}

export interface ServerContext {
  request: FastifyRequest;
  tenant: Tenant;
  principal: Principal | undefined;
  /** The route being served, with the model's facts of its operation (its `transition` for `checkTransition`). */
  route: RouteSpec;
}

/** What a handler answers: the body, and a status or headers when not the route's defaults. */
export interface HandlerResult<Body = unknown> {
  status?: number;
  body: Body;
  headers?: Record<string, string>;
}

export type Handler = (input: { params: unknown; query: unknown; body: unknown; headers: unknown }, context: ServerContext) => Promise<HandlerResult>;

/** Any handler, whatever its typed input: what a generated `V3Handlers` subset is made of. */
export type AnyHandler = (input: never, context: ServerContext) => Promise<HandlerResult>;

export interface VersionOptions {
  routes: readonly RouteSpec[];
  /** The components the routes reference, from the same generated file. */
  schemas: readonly SharedSchema[];
  facts: VersionFacts;
  /** Finds the tenant of a request: its header on shared addresses, or its host (own domain). */
  resolveTenant(headerValue: string | undefined, host: string | undefined): Tenant | undefined;
  /** Checks the credential of an authenticated operation; undefined means 401. */
  authenticate(request: FastifyRequest, tenant: Tenant): Principal | undefined;
  /** Handlers by operationId, typed by the generated `<Version>Handlers`; missing ones answer 501. */
  handlers: Readonly<Record<string, AnyHandler | undefined>>;
  /**
   * Check every success body a handler returns against the model (development and tests):
   * a mismatch answers 500 `internal_error` naming the fields, instead of sending a body that
   * breaks the contract. Off by default: it costs a validation per response.
   */
  validateResponses?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the tenant hook before anything else runs (declared on every request: one object shape). */
    apiTenant: Tenant | null;
    /** Set by the authentication hook of an authenticated route. */
    apiPrincipal: Principal | null;
    /** Set by the tenant hook of a version's route: the request's operation, or how no operation answers it. */
    apiFound: Found | null;
  }
}

/** A compiled validator or serialiser of one route, made at its first use (compiled-on-first-use.ts). */
export interface Compilers {
  /** A validator of a request part (Fastify's `httpPart`): the body as sent, the others (text) coerced. */
  validator(schema: object, part: string): ValidateFunction;
  /** A serialiser of a success body (fast-json-stringify, as Fastify's own). */
  serialiser(schema: object): (data: unknown) => string;
  /** A checker of a success body against the model (`validateResponses`). */
  checker(schema: object): ValidateFunction;
}

/** A route's validators (the request parts it has, in the order Fastify validates them) and serialiser, made at its first request. */
interface Prepared {
  validators: [part: 'params' | 'body' | 'querystring', validate: ValidateFunction][];
  serialise: ((data: unknown) => string) | undefined;
  handle: RouteHandlerMethod;
}

/** How Fastify reports a request part that fails its schema (validation.js): the error handler reads `validation` and `validationContext`. */
function validationError(part: string, errors: ValidateFunction['errors']): Error {
  const text = (errors ?? []).map((e) => `${part}${e.instancePath} ${e.message ?? 'is invalid'}`).join(', ');
  return Object.assign(new Error(text), { statusCode: 400, code: 'FST_ERR_VALIDATION', validation: errors, validationContext: part });
}

/** Which request property Fastify validates for each part. */
const PART_PROPERTY = { params: 'params', body: 'body', querystring: 'query' } as const;

/**
 * Runs the route's validators as Fastify's validation did: each part, absent read as null, until
 * one fails (its error), or a validator that throws (its error, a 500).
 */
function validateRequest(prepared: Prepared, request: FastifyRequest): Error | undefined {
  for (const [part, validate] of prepared.validators) {
    const value = request[PART_PROPERTY[part]];
    try {
      if (validate(value === undefined ? null : value) === false) return validationError(part, validate.errors);
    } catch (error) {
      return Object.assign(error as Error, { statusCode: 500 });
    }
  }
  return undefined;
}

/**
 * The success body as its schema serialises it, where Fastify's `reply.send` handed a body to a
 * route's response serialiser (reply.js): a body not a stream, buffer, string or nothing, sent as
 * JSON or with no media type yet, given the media type Fastify gives a serialised body. Undefined
 * where Fastify sent the body as it is. Serialised here, not by `reply.serializer`: a body its
 * schema cannot serialise throws to the error handler, whose answer must not meet that serialiser.
 */
function serialisedFromSchema(reply: FastifyReply, body: unknown, serialise: (data: unknown) => string): string | undefined {
  if (body === undefined || typeof body === 'string') return undefined;
  if (body !== null) {
    const object = body as { pipe?: unknown; getReader?: unknown; buffer?: unknown };
    if (typeof object.pipe === 'function' || typeof object.getReader === 'function' || object.buffer instanceof ArrayBuffer) return undefined;
    if (Object.prototype.toString.call(body) === '[object Response]') return undefined;
  }
  const type = reply.getHeader('content-type');
  if (type !== undefined && !String(type).split(';')[0]!.toLowerCase().includes('json')) return undefined;
  const text = serialise(body);
  if (type === undefined) reply.header('content-type', 'application/json; charset=utf-8');
  else if (!/;\s*charset=/i.test(String(type))) reply.header('content-type', `${String(type)}; charset=utf-8`);
  return text;
}

/**
 * An optional body left out (no body, or a content type and an empty body) is an empty one: the
 * operation is called without its optional fields, as its document allows.
 */
function bodyOrEmpty(route: RouteSpec, request: FastifyRequest): void {
  if (route.bodyMediaType && route.bodyRequired === false && (request.body === undefined || request.body === null)) request.body = {};
}

/** `/projects/0/budget` → `response.projects.0.budget`: where a validation error points. */
function fieldPath(context: string, instancePath: string): string {
  return `${context}${instancePath.replace(/\//g, '.')}`;
}

/**
 * Registers the version inside `app` (an encapsulated scope with the version root as prefix): one
 * Fastify route for the methods the version serves, which finds each request's operation with the
 * version's router (operation-router.ts) in the tenant hook, before the body is read.
 */
export async function registerVersion(app: FastifyInstance, options: VersionOptions, compilers: Compilers): Promise<void> {
  const { facts } = options;
  const { problems } = facts;
  // A route whose resource overrides the version's error style answers in its own; the rest (unknown paths, 405) in the version's.
  const fail = (reply: FastifyReply, problem: Problem, route?: RouteSpec): void => void sendProblem(reply, problem, route?.errorStyle ?? facts.errorStyle);
  const { tenantUnknown } = facts;
  const tenantUnknownType = tenantUnknown && `${tenantUnknown.mediaType}; charset=utf-8`;
  const find = operationRouter(app, options.routes);
  const schemasById = new Map(options.schemas.map((schema) => [schema.$id, schema]));
  // A success body's reference to an unknown shared schema is refused here, at start, not at its first request.
  reachedSchemas(
    options.routes.map((route) => route.responseSchema),
    schemasById,
  );

  // 2. Authentication, then 3. scope, for one authenticated route: false when refused (answered).
  const guard = (route: RouteSpec, request: FastifyRequest, reply: FastifyReply): boolean => {
    const principal = options.authenticate(request, request.apiTenant!);
    if (principal === undefined) {
      fail(reply, { ...problems.invalidToken, description: 'The credential is missing, expired, revoked or malformed.' }, route);
      return false;
    }
    const scope = route.scope;
    if (scope !== undefined && !principal.scopes.includes(scope)) {
      // The model's scope fields of the envelope (see problemBody on field names).
      const extra = facts.scopeFields ? { [facts.scopeFields.required]: scope, [facts.scopeFields.provided]: principal.scopes } : {};
      fail(reply, { ...problems.insufficientScope, description: `This operation needs the scope ${scope}.`, extra }, route);
      return false;
    }
    request.apiPrincipal = principal;
    return true;
  };

  // 5. The handler, its answer checked against the model when asked, its success body serialised from its schema.
  const serve = (route: RouteSpec, handler: Handler, serialise: Prepared['serialise']): RouteHandlerMethod => {
    const checkResponse = options.validateResponses && route.responseSchema ? compilers.checker(route.responseSchema) : undefined;
    return async (request, reply) => {
      const result = await handler(
        { params: request.params, query: request.query, body: request.body, headers: request.headers },
        { request, tenant: request.apiTenant!, principal: request.apiPrincipal ?? undefined, route },
      );
      const status = result.status ?? route.successStatus;
      if (checkResponse && status === route.successStatus && !checkResponse(result.body)) {
        const details = Object.fromEntries((checkResponse.errors ?? []).map((e) => [fieldPath('response', e.instancePath), [e.message ?? 'is invalid']]));
        fail(reply, { status: 500, error: INTERNAL_ERROR, description: `${route.operationId} answered a body that does not match the model.`, details }, route);
        return;
      }
      if (result.headers) reply.headers(result.headers);
      // The success schema applies to a 2xx answer, as Fastify's `response: { '2xx': … }` did.
      const text = serialise && status >= 200 && status < 300 ? serialisedFromSchema(reply, result.body, serialise) : undefined;
      // Nothing is returned: the reply is sent, and returning it would make Fastify await it.
      reply.code(status).send(text ?? result.body);
    };
  };

  const notImplemented =
    (route: RouteSpec): RouteHandlerMethod =>
    (_request, reply) => {
      fail(reply, { status: 501, error: NOT_IMPLEMENTED, description: `${route.operationId} is not implemented by this server.` }, route);
    };

  const prepared = new Map<RouteSpec, Prepared>();
  const prepare = (route: RouteSpec): Prepared => {
    // The route table and the handler types come from the same model: the input matches.
    const handler = options.handlers[route.operationId] as Handler | undefined;
    // The token request may carry its client credentials in a header instead of the body (see token.ts).
    const schema = route.operationId === facts.token?.operationId ? tokenRequestSchema(route.schema) : route.schema;
    const parts = (['params', 'body', 'querystring'] as const).filter((part) => schema[part] !== undefined);
    const serialise = route.responseSchema ? compilers.serialiser(withReachedSchemas(route.responseSchema, schemasById)) : undefined;
    const made: Prepared = {
      validators: parts.map((part) => [part, compilers.validator(schema[part]!, part)]),
      serialise,
      handle: handler ? serve(route, handler, serialise) : notImplemented(route),
    };
    prepared.set(route, made);
    return made;
  };

  // 1. Tenant, before the body is even parsed; the operation is found first, so that a path
  // segment too long for the router is Fastify's 414 before anything else. A callback hook, not
  // an async one: this runs on every request, and a promise per request shows.
  app.addHook('onRequest', (request, reply, done) => {
    const found = find(request.method, request.url);
    if (found.status === 414) {
      reply.hijack();
      found.answer(request.raw, reply.raw);
      return;
    }
    // An API without tenants has no header: `resolveTenant` finds the one tenant alone.
    const header = facts.tenantHeader === undefined ? undefined : request.headers[facts.tenantHeader];
    const tenant = options.resolveTenant(typeof header === 'string' ? header : undefined, request.headers.host);
    if (tenant === undefined) {
      if (tenantUnknown) reply.code(tenantUnknown.status).header('content-type', tenantUnknownType!).send(tenantUnknown.body);
      else fail(reply, { status: 500, error: INTERNAL_ERROR, description: 'The server found no tenant for this request.' });
      return;
    }
    request.apiTenant = tenant;
    // The not-found handler (a method no route of the version serves) finds its answer itself.
    if (request.is404) return done();
    request.apiFound = found;
    if (found.status !== 200) {
      // Read as Fastify reads a request no route matched: a body no parser takes is left unread.
      Object.defineProperty(request, 'is404', { value: true });
      return done();
    }
    const { route } = found;
    request.params = found.params;
    // Headers of every answer of the route (its deprecation), set before authentication so its failures carry them too.
    if (route.responseHeaders) reply.headers(route.responseHeaders);
    if (route.authenticated && !guard(route, request, reply)) return;
    done();
  });

  // 4. Validation failures and everything thrown, as the version's error body.
  app.setErrorHandler(
    (error: { validation?: { instancePath: string; message?: string }[]; validationContext?: string; statusCode?: number }, request, reply) => {
      const found = request.apiFound;
      const route = found?.status === 200 ? found.route : undefined;
      if (error instanceof ApiProblem) return fail(reply, error, route);
      if (error.validation) {
        const details: Record<string, string[]> = {};
        for (const v of error.validation) (details[fieldPath(error.validationContext ?? 'request', v.instancePath)] ??= []).push(v.message ?? 'is invalid');
        // A body that does not match its schema fails validation (where the operation has that
        // status); a bad path or query is a malformed request.
        const kind = error.validationContext === 'body' && route ? problems[route.invalidBody] : problems.invalidRequest;
        // The text names each failing part, for the versions whose error body is the text alone.
        const named = Object.entries(details).map(([where, messages]) => `${where} ${messages.join(', ')}`);
        return fail(reply, { ...kind, description: `The request does not match the operation: ${named.join('; ')}.`, details }, route);
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        // Unparseable or oversized bodies, unsupported media types: all malformed requests,
        // answered once the body sent has been read (unread-body.ts).
        return afterUnreadBody(request.raw, () =>
          fail(reply, { ...problems.invalidRequest, description: 'The request is malformed (body, media type or size).' }, route),
        );
      }
      return fail(reply, { status: 500, error: INTERNAL_ERROR, description: 'The server failed to answer this request.' }, route);
    },
  );

  // Known paths with other methods answer 405, unknown ones 404 (after the tenant check, like every request).
  const unmatched = (found: Found, request: FastifyRequest, reply: FastifyReply): void => {
    // As the operation would: a body of a media type no parser takes is refused first.
    if (found.status === 405 && bodyLeftUnread(request)) reply.send(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE());
    else if (found.status === 405)
      fail(reply, { ...problems.methodNotAllowed, description: `${request.method} is not allowed on this path.`, headers: { allow: found.allow } });
    else fail(reply, { ...problems.notFound, description: 'No such resource.' });
  };
  // Validation, where Fastify validates a route's request (its `preValidation` stage): a
  // `preHandler` hook of an importer sees only valid requests.
  const validate: preValidationHookHandler = (request, _reply, done) => {
    const found = request.apiFound!;
    if (found.status !== 200) return done();
    const operation = prepared.get(found.route) ?? prepare(found.route);
    bodyOrEmpty(found.route, request);
    done(validateRequest(operation, request));
  };
  const answer: RouteHandlerMethod = (request, reply) => {
    const found = request.apiFound!;
    if (found.status !== 200) return unmatched(found, request, reply);
    return prepared.get(found.route)!.handle.call(app, request, reply);
  };
  // The version's paths below its root, and its root itself where an operation is there.
  const urls = options.routes.some((route) => route.url === '/') ? ['/', '/*'] : ['/*'];
  for (const url of urls) app.route({ method: servedMethods(options.routes) as RouteOptions['method'], url, preValidation: validate, handler: answer });
  app.setNotFoundHandler((request, reply) => unmatched(find(request.method, request.url), request, reply));
}
