/**
 * Registers one API version on a Fastify instance from its generated route table, with the
 * request pipeline in the order the specification states:
 *   tenant header (missing/unknown → `Tenant Unknown`, nothing else examined)
 *   → authentication → scope → validation (Fastify's Ajv) → handler.
 * Unknown methods on known paths answer 405 (method-not-allowed.ts), unknown paths 404,
 * operations without a handler 501 (`not_implemented`), anything unexpected 500
 * (`internal_error`). Every error body is the version's error body, never a stack trace;
 * statuses and codes are the model's (`facts.ts`).
 *
 * The hot path does no per-request lookups: the tenant check is the version's only instance
 * hook (it must also guard the 405 answers and the not-found handler); authentication and scope
 * are a route-level hook built once per authenticated route, with its scope at hand; success
 * bodies the model shows are serialised from their compiled schema (fast-json-stringify).
 */
import type { ValidateFunction } from 'ajv';
import {
  errorCodes,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onRequestHookHandler,
  type preValidationHookHandler,
  type RouteHandlerMethod,
  type RouteOptions,
} from 'fastify';
import type { RouteSpec, SharedSchema, VersionFacts } from './facts.ts';
import { bodyLeftUnread, methodsKeepingRoutes, unmatchedRequests } from './method-not-allowed.ts';
import { withReachedSchemas } from './reached-schemas.ts';
import { ApiProblem, sendProblem, type Problem } from './replies.ts';
import { tokenRequestSchema } from './token-request.ts';

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
  }
}

/** The Fastify route config: which operation this is (read on the error path only). */
interface RouteConfig {
  route?: RouteSpec;
}

/**
 * An optional body left out (no body, or a content type and an empty body) is an empty one: the
 * operation is called without its optional fields, as its document allows.
 */
const bodyOrEmpty: preValidationHookHandler = (request, _reply, done) => {
  if (request.body === undefined || request.body === null) request.body = {};
  done();
};

/** `/projects/0/budget` → `response.projects.0.budget`: where a validation error points. */
function fieldPath(context: string, instancePath: string): string {
  return `${context}${instancePath.replace(/\//g, '.')}`;
}

/**
 * Registers the version inside `app` (an encapsulated scope with the version root as prefix).
 * `checkerFor` compiles a success-body schema with the server's Ajv, which knows the shared schemas.
 */
export async function registerVersion(app: FastifyInstance, options: VersionOptions, checkerFor: (schema: object) => ValidateFunction): Promise<void> {
  const { facts } = options;
  const { problems } = facts;
  // A route whose resource overrides the version's error style answers in its own; the rest (unknown paths, 405) in the version's.
  const fail = (reply: FastifyReply, problem: Problem, route?: RouteSpec): void => void sendProblem(reply, problem, route?.errorStyle ?? facts.errorStyle);
  const tenantUnknownType = `${facts.tenantUnknown.mediaType}; charset=utf-8`;
  const methodsByUrl = new Map<string, string[]>();
  for (const route of options.routes) (methodsByUrl.get(route.url) ?? methodsByUrl.set(route.url, []).get(route.url)!).push(route.method);
  const unmatched = unmatchedRequests(app, methodsByUrl);

  // 1. Tenant, before the body is even parsed. A callback hook, not an async one: this runs on
  // every request, and a promise per request shows.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.is404) {
      // A path segment too long for Fastify's router is its 414, before anything else (method-not-allowed.ts).
      const found = unmatched(request.method, request.url);
      if (found.status === 414) {
        reply.hijack();
        found.answer(request.raw, reply.raw);
        return;
      }
    }
    const header = request.headers[facts.tenantHeader];
    const tenant = options.resolveTenant(typeof header === 'string' ? header : undefined, request.headers.host);
    if (tenant === undefined) {
      reply.code(facts.tenantUnknown.status).header('content-type', tenantUnknownType).send(facts.tenantUnknown.body);
      return;
    }
    request.apiTenant = tenant;
    done();
  });

  // 2. Authentication, then 3. scope, for one authenticated route.
  const guard = (route: RouteSpec): onRequestHookHandler => {
    const scope = route.scope;
    return (request, reply, done) => {
      const principal = options.authenticate(request, request.apiTenant!);
      if (principal === undefined) {
        fail(reply, { ...problems.invalidToken, description: 'The credential is missing, expired, revoked or malformed.' }, route);
        return;
      }
      if (scope !== undefined && !principal.scopes.includes(scope)) {
        // The model's scope fields of the envelope (see problemBody on field names).
        const extra = facts.scopeFields ? { [facts.scopeFields.required]: scope, [facts.scopeFields.provided]: principal.scopes } : {};
        fail(reply, { ...problems.insufficientScope, description: `This operation needs the scope ${scope}.`, extra }, route);
        return;
      }
      request.apiPrincipal = principal;
      done();
    };
  };

  // Headers of every answer of one route (its deprecation), set before authentication so its failures carry them too.
  const announce =
    (headers: Readonly<Record<string, string>>): onRequestHookHandler =>
    (_request, reply, done) => {
      reply.headers(headers);
      done();
    };

  // 5. The handler, its answer checked against the model when asked.
  const serve = (route: RouteSpec, handler: Handler): RouteHandlerMethod => {
    const checkResponse = options.validateResponses && route.responseSchema ? checkerFor(route.responseSchema) : undefined;
    return async (request, reply) => {
      const result = await handler(
        { params: request.params, query: request.query, body: request.body, headers: request.headers },
        { request, tenant: request.apiTenant!, principal: request.apiPrincipal ?? undefined },
      );
      const status = result.status ?? route.successStatus;
      if (checkResponse && status === route.successStatus && !checkResponse(result.body)) {
        const details = Object.fromEntries((checkResponse.errors ?? []).map((e) => [fieldPath('response', e.instancePath), [e.message ?? 'is invalid']]));
        fail(reply, { status: 500, error: INTERNAL_ERROR, description: `${route.operationId} answered a body that does not match the model.`, details }, route);
        return;
      }
      if (result.headers) reply.headers(result.headers);
      // Nothing is returned: the reply is sent, and returning it would make Fastify await it.
      reply.code(status).send(result.body);
    };
  };

  const notImplemented =
    (route: RouteSpec): RouteHandlerMethod =>
    (_request, reply) => {
      fail(reply, { status: 501, error: NOT_IMPLEMENTED, description: `${route.operationId} is not implemented by this server.` }, route);
    };

  // 4. Validation failures and everything thrown, as the version's error body.
  app.setErrorHandler(
    (error: { validation?: { instancePath: string; message?: string }[]; validationContext?: string; statusCode?: number }, request, reply) => {
      const route = (request.routeOptions.config as RouteConfig | undefined)?.route;
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
        // Unparseable or oversized bodies, unsupported media types: all malformed requests.
        return fail(reply, { ...problems.invalidRequest, description: 'The request is malformed (body, media type or size).' }, route);
      }
      return fail(reply, { status: 500, error: INTERNAL_ERROR, description: 'The server failed to answer this request.' }, route);
    },
  );

  const schemasById = new Map(options.schemas.map((schema) => [schema.$id, schema]));
  for (const route of options.routes) {
    // The route table and the handler types come from the same model: the input matches.
    const handler = options.handlers[route.operationId] as Handler | undefined;
    // The token request may carry its client credentials in a header instead of the body (see token.ts).
    const request = route.operationId === facts.token?.operationId ? tokenRequestSchema(route.schema) : route.schema;
    // Only routes that need a hook get one: the hot path of the others is unchanged.
    const hooks = [...(route.responseHeaders ? [announce(route.responseHeaders)] : []), ...(route.authenticated ? [guard(route)] : [])];
    const definition: RouteOptions = {
      // HEAD in the GET route itself: Fastify would add a HEAD route of its own for each GET route,
      // with the same answer (the body's length, and no body: Node sends none to a HEAD).
      method: route.method === 'GET' ? ['GET', 'HEAD'] : (route.method as RouteOptions['method']),
      url: route.url,
      schema: route.responseSchema ? { ...request, response: { '2xx': withReachedSchemas(route.responseSchema, schemasById) } } : { ...request },
      config: { route } satisfies RouteConfig,
      ...(hooks.length > 0 ? { onRequest: hooks.length === 1 ? hooks[0]! : hooks } : {}),
      ...(route.bodyMediaType && route.bodyRequired === false ? { preValidation: bodyOrEmpty } : {}),
      handler: handler ? serve(route, handler) : notImplemented(route),
    };
    app.route(definition);
  }

  // Known paths with other methods answer 405 (after the tenant check, like every request): a
  // route for the few a router needs, the not-found handler for the rest (method-not-allowed.ts).
  const methodNotAllowed = (request: FastifyRequest, reply: FastifyReply, allow: string): void =>
    fail(reply, { ...problems.methodNotAllowed, description: `${request.method} is not allowed on this path.`, headers: { allow } });
  for (const [url, others] of methodsKeepingRoutes(methodsByUrl)) {
    const allow = methodsByUrl.get(url)!.join(', ');
    app.route({ method: others as RouteOptions['method'], url, handler: (request, reply) => methodNotAllowed(request, reply, allow) });
  }
  app.setNotFoundHandler((request, reply) => {
    const found = unmatched(request.method, request.url);
    // As the route would: a body of a media type no parser takes is refused first.
    if (found.status === 405 && bodyLeftUnread(request)) reply.send(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE());
    else if (found.status === 405) methodNotAllowed(request, reply, found.allow);
    else fail(reply, { ...problems.notFound, description: 'No such resource.' });
  });
}
