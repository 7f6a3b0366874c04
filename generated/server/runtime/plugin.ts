/**
 * Registers one API version on a Fastify instance from its generated route table, with the
 * request pipeline in the order the specification states:
 *   tenant header (missing/unknown → 404 text/plain `Tenant Unknown`, nothing else examined)
 *   → authentication → scope → validation (Fastify's Ajv) → handler.
 * Unknown methods on known paths answer 405, unknown paths 404, operations without a handler
 * 501 (`not_implemented`), anything unexpected 500 (`internal_error`): the two codes of the stub
 * itself, not of the API. Every error body is the version's error body, never a stack trace.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ApiProblem, problemBody, type ErrorStyle, type Problem } from './replies.js';

export interface RouteSpec {
  operationId: string;
  method: string;
  /** Fastify URL below the version root, e.g. `/jobs/:id`. */
  url: string;
  authenticated: boolean;
  scope?: string;
  bodyMediaType?: string;
  successStatus: number;
  /** 422 where the operation declares it; 400 where it does not (the token request). */
  bodyValidationStatus: number;
  schema: { params?: object; querystring?: object; body?: object };
  /** JSON Schema of the success body, where the model shows one: for response validation. */
  responseSchema?: object;
}

export interface Tenant {
  id: string;
}

/** Who is calling, once authenticated: the tenant's credential and what it may do. */
export interface Principal {
  tenant: Tenant;
  subject: string;
  scopes: readonly string[];
}

export interface VersionFacts {
  root: string;
  tenantHeader: string;
  tenantUnknownBody: string;
  errorStyle: ErrorStyle;
  /** `error` codes of the status table rows, from the model. */
  codes: { invalidRequest: string; invalidToken: string; insufficientScope: string; notFound: string; methodNotAllowed: string; validationFailed: string };
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
    apiTenant?: Tenant;
    apiPrincipal?: Principal;
  }
}

function send(reply: FastifyReply, problem: Problem, style: ErrorStyle): FastifyReply {
  for (const [name, value] of Object.entries(problem.headers ?? {})) reply.header(name, value);
  return reply.code(problem.status).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(problemBody(problem, style)));
}

/** The Fastify route config: which operation this is. */
interface RouteConfig {
  route?: RouteSpec;
}

export async function registerVersion(app: FastifyInstance, options: VersionOptions): Promise<void> {
  const { facts } = options;
  const style = facts.errorStyle;

  // 1. Tenant, then 2. authentication, then 3. scope: before the body is even parsed.
  // A callback hook, not an async one: this runs on every request, and a promise per request shows.
  app.addHook('onRequest', (request, reply, done) => {
    const header = request.headers[facts.tenantHeader];
    const tenant = options.resolveTenant(typeof header === 'string' ? header : undefined, request.headers.host);
    if (!tenant) {
      reply.code(404).header('content-type', 'text/plain; charset=utf-8').send(facts.tenantUnknownBody);
      return;
    }
    request.apiTenant = tenant;
    const route = (request.routeOptions.config as RouteConfig).route;
    if (route?.authenticated) {
      const principal = options.authenticate(request, tenant);
      if (!principal) {
        send(reply, { status: 401, error: facts.codes.invalidToken, description: 'The credential is missing, expired, revoked or malformed.' }, style);
        return;
      }
      request.apiPrincipal = principal;
      if (route.scope && !principal.scopes.includes(route.scope)) {
        send(
          reply,
          { status: 403, error: facts.codes.insufficientScope, description: `This operation needs the scope ${route.scope}.`, extra: { required_scope: route.scope, provided_scopes: principal.scopes } },
          style,
        );
        return;
      }
    }
    done();
  });

  app.setErrorHandler((error: { validation?: { instancePath: string; message?: string }[]; validationContext?: string; statusCode?: number }, request, reply) => {
    if (error instanceof ApiProblem) return send(reply, error, style);
    if (error.validation) {
      const details: Record<string, string[]> = {};
      for (const v of error.validation) {
        const field = `${error.validationContext ?? 'request'}${v.instancePath.replace(/\//g, '.')}`;
        (details[field] ??= []).push(v.message ?? 'is invalid');
      }
      // A body that does not match its schema fails validation (422, where the operation has it);
      // a bad path or query is a malformed request (400).
      const route = (request.routeOptions.config as RouteConfig).route;
      const status = error.validationContext === 'body' ? (route?.bodyValidationStatus ?? 422) : 400;
      const code = status === 422 ? facts.codes.validationFailed : facts.codes.invalidRequest;
      return send(reply, { status, error: code, description: 'The request does not match the operation.', details }, style);
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Unparseable or oversized bodies, unsupported media types: all malformed requests.
      return send(reply, { status: 400, error: facts.codes.invalidRequest, description: 'The request is malformed (body, media type or size).' }, style);
    }
    return send(reply, { status: 500, error: 'internal_error', description: 'The server failed to answer this request.' }, style);
  });

  const responseAjv = options.validateResponses ? new Ajv({ allErrors: true, strict: false }) : undefined;
  const methodsByUrl = new Map<string, Set<string>>();
  for (const route of options.routes) {
    const checkResponse: ValidateFunction | undefined = responseAjv && route.responseSchema ? responseAjv.compile(route.responseSchema) : undefined;
    (methodsByUrl.get(route.url) ?? methodsByUrl.set(route.url, new Set()).get(route.url)!).add(route.method);
    // The route table and the handler types come from the same model: the input matches.
    const handler = options.handlers[route.operationId] as Handler | undefined;
    const definition: RouteOptions = {
      method: route.method as RouteOptions['method'],
      url: route.url,
      schema: route.schema,
      config: { route } satisfies RouteConfig,
      handler: async (request, reply) => {
        if (!handler) {
          return send(reply, { status: 501, error: 'not_implemented', description: `${route.operationId} is not implemented by this server.` }, style);
        }
        const result = await handler(
          { params: request.params, query: request.query, body: request.body, headers: request.headers },
          { request, tenant: request.apiTenant!, principal: request.apiPrincipal },
        );
        const status = result.status ?? route.successStatus;
        if (checkResponse && status === route.successStatus && !checkResponse(result.body)) {
          const details = Object.fromEntries((checkResponse.errors ?? []).map((e) => [`response${e.instancePath.replace(/\//g, '.')}`, [e.message ?? 'is invalid']]));
          return send(reply, { status: 500, error: 'internal_error', description: `${route.operationId} answered a body that does not match the model.`, details }, style);
        }
        for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
        return reply.code(status).send(result.body);
      },
    };
    app.route(definition);
  }

  // Known paths with other methods answer 405 (after the tenant check, like every request).
  const ALL = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  for (const [url, methods] of methodsByUrl) {
    const others = ALL.filter((m) => !methods.has(m));
    if (others.length === 0) continue;
    app.route({
      method: others as RouteOptions['method'],
      url,
      handler: async (request, reply) =>
        send(reply.header('allow', [...methods].join(', ')), { status: 405, error: facts.codes.methodNotAllowed, description: `${request.method} is not allowed on this path.` }, style),
    });
  }

  app.setNotFoundHandler(async (_request, reply) => send(reply, { status: 404, error: facts.codes.notFound, description: 'No such resource.' }, style));
}
