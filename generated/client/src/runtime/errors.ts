/**
 * Errors of the generated client, as types that narrow. Every failed call rejects with an
 * instance of one of these classes; none of them ever carries a credential (messages, JSON and
 * `toString()` are built from the response, which never contains the caller's secrets, and raw
 * bodies are redacted and truncated).
 */
import { redactText } from './redact.js';

/** How much of an unreadable body an error keeps, for debugging without flooding logs. */
const RAW_TEXT_LIMIT = 2048;

export interface ErrorEnvelope {
  error: string;
  error_description?: string;
  message?: string;
  details?: Record<string, unknown>;
  /** Fields a code carries beyond these (the model's `carries` and `fields`). */
  [extra: string]: unknown;
}

/**
 * The codes the client gives errors it raises itself: a response it cannot use, the plain-text
 * tenant answer, a bad token response, and `http_<status>` for a version whose error bodies carry
 * no code.
 */
export type ClientErrorCode = 'unexpected_response' | 'tenant_unknown' | 'invalid_token_response' | `http_${number}`;

export interface ApiErrorInit {
  status: number;
  code: string;
  description?: string;
  details?: Record<string, unknown>;
  requestId?: string;
  operationId?: string;
  body?: unknown;
  rawText?: string;
  /** The response, its body already read: status and headers for the caller. */
  response?: Response;
}

/** Base class: an HTTP response the API answered with an error. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  /** The envelope's stable `error` code (or a client-side code such as `unexpected_response`). */
  readonly code: string;
  readonly description: string | undefined;
  readonly details: Record<string, unknown> | undefined;
  readonly requestId: string | undefined;
  readonly operationId: string | undefined;
  /** The parsed body, when it was JSON. */
  readonly body: unknown;
  /** The body text when it could not be read as the expected JSON (redacted, truncated). */
  readonly rawText: string | undefined;
  /**
   * The raw response (its body already read), for its status and headers. Not enumerable, so an
   * error logged or inspected whole does not dump the response with it.
   */
  declare readonly response: Response | undefined;

  constructor(init: ApiErrorInit) {
    super(`${init.status} ${init.code}${init.description ? `: ${init.description}` : ''}`);
    this.status = init.status;
    this.code = init.code;
    this.description = init.description;
    this.details = init.details;
    this.requestId = init.requestId;
    this.operationId = init.operationId;
    this.body = init.body;
    this.rawText = init.rawText === undefined ? undefined : redactText(init.rawText).slice(0, RAW_TEXT_LIMIT);
    Object.defineProperty(this, 'response', { value: init.response, enumerable: false });
  }

  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      status: this.status,
      code: this.code,
      description: this.description,
      details: this.details,
      requestId: this.requestId,
      operationId: this.operationId,
      rawText: this.rawText,
    };
  }
}

/** 400 `invalid_request` / `invalid_client`: fix the request; do not retry unchanged. */
export class InvalidRequestError extends ApiError {
  override readonly name: string = 'InvalidRequestError';
}

/** 401 `invalid_token`: the client already fetched a new token and retried once. */
export class InvalidTokenError extends ApiError {
  override readonly name: string = 'InvalidTokenError';
}

/** 403 `insufficient_scope`: request a token that includes `requiredScope`; do not retry. */
export class InsufficientScopeError extends ApiError {
  override readonly name: string = 'InsufficientScopeError';
  readonly requiredScope: string;
  /** The scopes the token was granted (the server's list, or the token response's `scope`). */
  readonly providedScopes: readonly string[];
  /**
   * What the client could have asked for: the scopes it is configured to request for every token
   * (its `scopes` option), or undefined when it requests each operation's own scope.
   */
  readonly clientScopes: readonly string[] | undefined;
  /** True when the client refused the call itself, before sending it. */
  readonly local: boolean;

  constructor(init: ApiErrorInit & { requiredScope: string; providedScopes: readonly string[]; clientScopes: readonly string[] | undefined; local?: boolean }) {
    super(init);
    this.requiredScope = init.requiredScope;
    this.providedScopes = init.providedScopes;
    this.clientScopes = init.clientScopes;
    this.local = init.local === true;
    // A version without scopes (an API key) has nothing to say about them.
    if (init.requiredScope) {
      const granted = init.providedScopes.length > 0 ? init.providedScopes.join(' ') : 'none';
      const requests = init.clientScopes
        ? `the client requests ${init.clientScopes.join(' ') || 'no scope'}`
        : "the client requests each operation's own scope";
      this.message += ` (granted: ${granted}; ${requests})`;
    }
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), requiredScope: this.requiredScope, providedScopes: this.providedScopes, clientScopes: this.clientScopes, local: this.local };
  }
}

/** 404 with the JSON envelope: no such record, or not visible to the acting user. */
export class NotFoundError extends ApiError {
  override readonly name: string = 'NotFoundError';
}

/** 404 with the plain-text body `Tenant Unknown`: the tenant header is missing or unrecognised. */
export class TenantUnknownError extends ApiError {
  override readonly name: string = 'TenantUnknownError';
}

/** 405: the method is not allowed on the path. */
export class MethodNotAllowedError extends ApiError {
  override readonly name: string = 'MethodNotAllowedError';
}

/** 422: validation failed or the record is in the wrong state; read `details`. */
export class ValidationError extends ApiError {
  override readonly name: string = 'ValidationError';
}

/**
 * The class each pipeline failure's status narrows to: the transport narrows by this table, and
 * the generator reads it for the class each actionable code of that status extends.
 */
export const FAILURE_ERROR_CLASSES: {
  readonly invalidRequest: typeof InvalidRequestError;
  readonly invalidToken: typeof InvalidTokenError;
  readonly insufficientScope: typeof InsufficientScopeError;
  readonly notFound: typeof NotFoundError;
  readonly methodNotAllowed: typeof MethodNotAllowedError;
  readonly validationFailed: typeof ValidationError;
} = {
  invalidRequest: InvalidRequestError,
  invalidToken: InvalidTokenError,
  insufficientScope: InsufficientScopeError,
  notFound: NotFoundError,
  methodNotAllowed: MethodNotAllowedError,
  validationFailed: ValidationError,
};

/**
 * What the transport hands the class of an actionable error code (the model's `resume`): the
 * choices the body lists, and a way to send the same request again with the chosen value.
 */
export interface ResumableErrorInit extends ApiErrorInit {
  choices: readonly unknown[];
  resend: (value: unknown) => Promise<unknown>;
}

/** The generated class of one actionable code, and the fields its resumption reads and fills. */
export interface ResumableErrorEntry {
  errorClass: new (init: ResumableErrorInit) => ApiError;
  /** The error body's field listing the choices. */
  choices: string;
  /** The request body field the chosen value is sent in. */
  resend: string;
}

/** Actionable error codes → their entries; generated from the model per version. */
export type ResumableErrorTable = Readonly<Record<string, ResumableErrorEntry>>;

/** The token endpoint refused the client (OAuth error body: `invalid_client`, …). */
export class OAuthError extends ApiError {
  override readonly name: string = 'OAuthError';
}

/** A response the client cannot use: not JSON, truncated, an HTML proxy page, a bad token response. */
export class UnexpectedResponseError extends ApiError {
  override readonly name: string = 'UnexpectedResponseError';
}

/** The request never got a response: connection refused or reset, DNS failure. */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';
  readonly operationId: string | undefined;
  constructor(message: string, operationId?: string) {
    super(message);
    this.operationId = operationId;
  }
}

/** The call took longer than its timeout and was aborted. */
export class TimeoutError extends Error {
  override readonly name: string = 'TimeoutError';
  readonly timeoutMs: number;
  readonly operationId: string | undefined;
  constructor(timeoutMs: number, operationId?: string) {
    super(`request timed out after ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
    this.operationId = operationId;
  }
}
