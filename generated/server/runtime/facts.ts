/**
 * What a generated `<version>/routes.ts` tells the runtime: the version's facts, its routes and
 * its shared schemas, all read from the model by the route-stub emitter, so the runtime itself
 * states no status, error code or name of the API.
 */
import type { ErrorStyle } from './replies.js';

/** A status of the model's status table with its `error` code: how the pipeline answers one failure. */
export interface ProblemKind {
  status: number;
  error: string;
}

export interface VersionFacts {
  root: string;
  /** The header naming the tenant; absent for an API without tenants (the server's `resolveTenant` then decides alone). */
  tenantHeader?: string;
  /** The answer to a missing or unknown tenant (the specification's plain-text `Tenant Unknown`), with the header. */
  tenantUnknown?: { status: number; mediaType: string; body: string };
  errorStyle: ErrorStyle;
  /** Each failure the pipeline detects, answered as the row of the status table that applies to it. */
  problems: {
    invalidRequest: ProblemKind;
    invalidToken: ProblemKind;
    insufficientScope: ProblemKind;
    notFound: ProblemKind;
    methodNotAllowed: ProblemKind;
    validationFailed: ProblemKind;
  };
  /** The envelope fields of the insufficient-scope answer naming the needed and the held scopes, where the model declares them. */
  scopeFields?: { required: string; provided: string };
  /** For a version that issues OAuth tokens: its token operation, the only grant type, the token type, the code for a rejected client. */
  token?: { operationId: string; grantType: string; tokenType: string; invalidClient: string };
}

export interface RouteSpec {
  operationId: string;
  method: string;
  /** Fastify URL below the version root, e.g. `/jobs/:id`. */
  url: string;
  authenticated: boolean;
  scope?: string;
  bodyMediaType?: string;
  /** Whether the operation needs a body; an optional one may be left out, with or without a content type. */
  bodyRequired?: boolean;
  successStatus: number;
  /** What a body that fails its schema is: a failed validation where the operation declares that status, else an invalid request (the token request). */
  invalidBody: 'validationFailed' | 'invalidRequest';
  /** Request JSON Schemas; named components are `$ref`s to the version's shared schemas. */
  schema: { params?: object; querystring?: object; body?: object };
  /** JSON Schema of the success body, where the model shows one: serialises it, and validates it when asked. */
  responseSchema?: object;
  /** Headers every answer of the route carries once the tenant is known (a deprecated operation's `Deprecation` and `Sunset`). */
  responseHeaders?: Readonly<Record<string, string>>;
  /** How the route's errors answer, where its resource overrides the version's `errorStyle`. */
  errorStyle?: ErrorStyle;
  /** The transition the operation makes, as the model states it (a part it does not state is left out): `checkTransition` (transition.ts) reads it. */
  transition?: RouteTransition;
}

export interface RouteTransition {
  /** The record field holding the status. */
  field: string;
  from?: readonly string[];
  to?: string;
  wrongState: { status: number; error: string };
}

/** A version's components referenced by its routes, each with an `$id`; registered once per server. */
export type SharedSchema = { $id: string } & Record<string, unknown>;
