/**
 * The HTTP core of the generated client: builds the request from an operation descriptor,
 * applies tenant header and auth, enforces timeouts, retries only what is allowed, and turns
 * every response into either the typed result or a typed error. Zero dependencies: only
 * `fetch`, `AbortController` and `URL`, so it runs on Node ≥ 20 and in browsers.
 */
import {
  ApiError,
  FAILURE_ERROR_CLASSES,
  InsufficientScopeError,
  NetworkError,
  TenantUnknownError,
  TimeoutError,
  UnexpectedResponseError,
  type ApiErrorInit,
  type ErrorEnvelope,
  type ResumableErrorTable,
} from './errors.ts';
import type { QueryParamSpec, QueryValue, serializeQuery } from './query.ts';
import { redactHeaders, redactSecrets, redactValue } from './redact.ts';

/** What the generated code knows about one operation. */
export interface OperationDescriptor {
  id: string;
  method: string;
  /** Path below the version root, with `{name}` placeholders. */
  path: string;
  /**
   * The query parameters, and the serialiser the generated module passes in: absent for an
   * operation without query parameters, whose bundle then leaves the serialiser out.
   */
  query?: { params: readonly QueryParamSpec[]; serialize: typeof serializeQuery };
  bodyMediaType?: string;
  /** Required OAuth scope (versions authenticated with OAuth). */
  scope?: string;
  /** false for the token request. */
  authenticated: boolean;
  /** The operation answers with a redirect the caller wants to see, not follow. */
  redirect: boolean;
  /** A JSON body on any other status is a result, not an error (the invoice's "no file" message). */
  defaultBody: boolean;
  /** A success response may have no body (its result is `undefined`); absent when every success carries one. */
  emptyBody?: boolean;
  /** The actionable error codes the operation answers (the model's `resume`); absent when none, so their classes stay out of its bundle. */
  resumableErrors?: ResumableErrorTable;
  /** Set on a deprecated operation: its first call on a client is logged. */
  deprecated?: Deprecation;
  /** Whether its errors are the envelope, set only where it differs from the version's `errorEnvelope`. */
  errorEnvelope?: boolean;
}

/** When a deprecated operation stops working, and what replaces it. */
export interface Deprecation {
  since: string;
  sunset?: string;
  replacement?: string;
}

/**
 * The failures the client narrows errors by; each one's status comes from the model's status
 * table. Spelled again here because the runtime ships without the compiler; a type test
 * (test/client/types.test.ts) fails when this list and src/model/failures.ts differ.
 */
export type Failure = keyof typeof FAILURE_ERROR_CLASSES;

/** Facts of the API the transport needs, generated from the model. */
export interface ApiFacts {
  /**
   * The version answers errors with the JSON envelope (`error`, `error_description`, …). When
   * false, its error bodies are not specified: errors are classed by status alone, with the
   * body's `message` when it has one.
   */
  errorEnvelope: boolean;
  /** The answer to a missing or unknown tenant; absent for an API without tenants. */
  tenantUnknownStatus?: number;
  tenantUnknownBody?: string;
  failureStatuses: Readonly<Record<Failure, number>>;
  /** The code of the insufficient-scope failure, for the error the client raises locally. */
  insufficientScopeCode: string;
  /** The envelope fields of that failure naming the needed and the held scopes, where the model declares them. */
  scopeFields?: { required: string; provided: string };
}

export interface CallParams {
  path?: Readonly<Record<string, string | number>>;
  /** Generated parameter types are precise; here any object of query values is accepted. */
  query?: object;
  body?: unknown;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call; 0 disables it. */
  timeoutMs?: number;
  headers?: Readonly<Record<string, string>>;
  /** Receives the response (status, headers) of the call's last attempt, on success and on error, before its body is read. */
  onResponse?: (response: Response) => void;
}

export type LogEvent =
  | { type: 'request'; operationId: string; method: string; url: string; headers: Record<string, string>; attempt: number }
  | { type: 'response'; operationId: string; status: number; durationMs: number }
  | { type: 'retry'; operationId: string; reason: string; attempt: number; delayMs: number }
  | { type: 'token'; scopes: string; source: 'cache' | 'request' }
  | ({ type: 'deprecated'; operationId: string } & Deprecation);

export type Logger = (event: LogEvent) => void;

/** Authentication strategy: API key header, or OAuth bearer tokens. */
export interface Auth {
  /** Adds the credential headers for `op`; returns a promise only when it must fetch a token first. */
  authorize(op: OperationDescriptor, headers: Record<string, string>, signal: AbortSignal | undefined): void | Promise<void>;
  /** Called on a 401 with the headers of the rejected request; returns true when a retry with a fresh credential makes sense. */
  renew(op: OperationDescriptor, rejected: Readonly<Record<string, string>>): boolean;
  /** The scopes the client requests for every token, when it is configured with a set (reported by InsufficientScopeError). */
  readonly configuredScopes: readonly string[] | undefined;
  /** The secrets to scrub from anything logged or thrown. */
  secrets(): string[];
  /** Request headers that carry those secrets, redacted in log events. */
  secretHeaders(): string[];
}

export interface RetryPolicy {
  /** Retry idempotent GETs on network errors and 502/503/504. Off by default. */
  idempotent: boolean;
  maxRetries: number;
  baseDelayMs: number;
}

export interface TransportConfig {
  /** Base URL including the version root, e.g. `https://api.example.com/api/<version>`. */
  baseUrl: string;
  /** Sent on every call; undefined on an organisation's own domain. */
  tenantHeader: { name: string; value: string } | undefined;
  auth: Auth;
  facts: ApiFacts;
  fetch?: typeof fetch;
  headers?: Readonly<Record<string, string>>;
  timeoutMs?: number;
  logger?: Logger;
  retry?: Partial<RetryPolicy>;
  /** Injected in tests; defaults to setTimeout-based sleeping. */
  sleep?: (ms: number) => Promise<void>;
}

/** The typed result of an operation that answers with a redirect. */
export type RedirectResult<Body> = { kind: 'redirect'; status: number; location: string } | { kind: 'body'; status: number; body: Body };

const DEFAULT_RETRY: RetryPolicy = { idempotent: false, maxRetries: 2, baseDelayMs: 200 };
const RETRYABLE_STATUS = new Set([502, 503, 504]);
/** Upper bound of one backoff delay, so a retry loop never waits long. */
const MAX_DELAY_MS = 5_000;

export class Transport {
  private readonly config: TransportConfig;
  private readonly retry: RetryPolicy;
  private readonly sleep: (ms: number) => Promise<void>;
  /** Status → the failure it answers (one failure per status: the model's `shared-failure-status` rule). */
  private readonly failureOf: ReadonlyMap<number, Failure>;
  /** The deprecated operations whose call was logged: once per client is enough to find the caller. */
  private readonly deprecatedLogged = new Set<string>();

  constructor(config: TransportConfig) {
    this.config = config;
    this.failureOf = new Map(Object.entries(config.facts.failureStatuses).map(([failure, status]) => [status, failure as Failure]));
    this.retry = { ...DEFAULT_RETRY, ...config.retry };
    this.sleep = config.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** Performs the operation; resolves with the parsed success body, rejects with a typed error. */
  async call<Result>(op: OperationDescriptor, params: CallParams = {}, options: CallOptions = {}): Promise<Result> {
    // Built before anything is sent: a missing path parameter is the caller's TypeError.
    const url = this.url(op, params);
    if (op.deprecated && !this.deprecatedLogged.has(op.id)) {
      this.deprecatedLogged.add(op.id);
      this.config.logger?.({ type: 'deprecated', operationId: op.id, ...op.deprecated });
    }
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      if (options.signal?.aborted) throw options.signal.reason;
      const timeoutMs = options.timeoutMs ?? this.config.timeoutMs ?? 0;
      // The timeout covers the whole attempt: token, request, and reading the body.
      const abort = timeoutMs > 0 ? withTimeout(timeoutMs, options.signal) : undefined;
      const signal = abort?.signal ?? options.signal;
      let retryReason: string | undefined;
      const headers: Record<string, string> = { accept: 'application/json', ...this.config.headers, ...options.headers };
      try {
        const response = await this.send(op, url, params, headers, attempt, signal);
        if (response.status === this.config.facts.failureStatuses.invalidToken && op.authenticated && !renewed && this.config.auth.renew(op, headers)) {
          // The specification: get a new token and retry once; a second 401 is final.
          renewed = true;
          await response.body?.cancel();
          continue;
        }
        if (RETRYABLE_STATUS.has(response.status) && this.mayRetry(op, attempt)) {
          await response.body?.cancel();
          retryReason = `HTTP ${response.status}`;
        } else {
          return (await this.read(op, response, params, options)) as Result;
        }
      } catch (error) {
        const typed = this.typedFailure(op, error, abort?.timedOut() === true, timeoutMs, options.signal);
        if (!(typed instanceof NetworkError) || !this.mayRetry(op, attempt)) throw typed;
        retryReason = typed.message;
      } finally {
        abort?.dispose();
      }
      await this.backoff(op, attempt, retryReason, options.signal);
    }
  }

  /** Whatever a failed attempt threw, as the error the caller sees. */
  private typedFailure(op: OperationDescriptor, error: unknown, timedOut: boolean, timeoutMs: number, signal: AbortSignal | undefined): unknown {
    if (timedOut) return new TimeoutError(timeoutMs, op.id);
    if (signal?.aborted) return signal.reason;
    if (error instanceof ApiError || error instanceof NetworkError) return error;
    return new NetworkError(this.scrub(`${op.id}: ${error instanceof Error ? error.message : String(error)}`), op.id);
  }

  private mayRetry(op: OperationDescriptor, attempt: number): boolean {
    return this.retry.idempotent && op.method === 'GET' && attempt < this.retry.maxRetries;
  }

  private async backoff(op: OperationDescriptor, attempt: number, reason: string, signal: AbortSignal | undefined): Promise<void> {
    const delayMs = Math.min(this.retry.baseDelayMs * 2 ** attempt, MAX_DELAY_MS);
    this.config.logger?.({ type: 'retry', operationId: op.id, reason, attempt: attempt + 1, delayMs });
    await raceAbort(this.sleep(delayMs), signal);
  }

  private url(op: OperationDescriptor, params: CallParams): string {
    // Odd entries of the split path are parameter names: `/jobs/{id}` → ['/jobs/', 'id', ''].
    const parts = pathParts(op.path);
    let path = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) {
      const name = parts[i]!;
      const value = params.path?.[name];
      if (value === undefined || value === '') throw new TypeError(`${op.id}: missing path parameter ${name}`);
      const text = String(value);
      // URL parsing resolves `.` and `..` (escaped or not) and would change the endpoint.
      if (/^(\.|%2e){1,2}$/i.test(text)) throw new TypeError(`${op.id}: path parameter ${name} cannot be a dot segment`);
      path += encodeURIComponent(text) + parts[i + 1]!;
    }
    const query = op.query && params.query ? op.query.serialize(op.query.params, params.query as Readonly<Record<string, QueryValue>>) : '';
    return `${this.config.baseUrl}${path}${query ? `?${query}` : ''}`;
  }

  private body(op: OperationDescriptor, params: CallParams, headers: Record<string, string>): string | FormData | undefined {
    if (params.body === undefined || op.bodyMediaType === undefined) return undefined;
    if (op.bodyMediaType === 'application/x-www-form-urlencoded') {
      headers['content-type'] = op.bodyMediaType;
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(params.body as Record<string, unknown>)) {
        if (value !== undefined && value !== null) form.append(key, String(value));
      }
      return form.toString();
    }
    if (op.bodyMediaType === 'multipart/form-data') return params.body as FormData;
    headers['content-type'] = 'application/json';
    return JSON.stringify(params.body);
  }

  private async send(
    op: OperationDescriptor,
    url: string,
    params: CallParams,
    headers: Record<string, string>,
    attempt: number,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    const { config } = this;
    if (config.tenantHeader) headers[config.tenantHeader.name] = config.tenantHeader.value;
    const body = this.body(op, params, headers);
    if (op.authenticated) {
      // A synchronous authorize (API key, cached token) costs no extra turn of the event loop.
      const pending = config.auth.authorize(op, headers, signal);
      if (pending) await pending;
    }
    const started = config.logger ? Date.now() : 0;
    config.logger?.({
      type: 'request',
      operationId: op.id,
      method: op.method,
      url: this.scrub(url),
      headers: redactHeaders(headers, config.auth.secretHeaders()),
      attempt,
    });
    // Built field by field: this runs on every call, and spread-built objects cost more.
    const init: RequestInit = { method: op.method, headers };
    if (body !== undefined) init.body = body;
    if (signal) init.signal = signal;
    if (op.redirect) init.redirect = 'manual';
    const response = await (config.fetch ?? fetch)(url, init);
    config.logger?.({ type: 'response', operationId: op.id, status: response.status, durationMs: Date.now() - started });
    return response;
  }

  private scrub(text: string): string {
    return redactSecrets(text, this.config.auth.secrets());
  }

  private async read(op: OperationDescriptor, response: Response, params: CallParams, options: CallOptions): Promise<unknown> {
    options.onResponse?.(response);
    const text = await response.text();
    if (op.redirect && response.status >= 300 && response.status < 400) {
      return { kind: 'redirect', status: response.status, location: response.headers.get('location') ?? '' };
    }
    const json = parseJson(text, response.headers.get('content-type'));
    if (response.ok && json !== NOT_JSON) {
      // The hot path: nothing else is looked at.
      return op.redirect ? { kind: 'body', status: response.status, body: json } : json;
    }
    // 204 and 205 have no body by definition; other successes only where the model shows none.
    if (response.status === 204 || response.status === 205 || (response.ok && text.length === 0 && op.emptyBody)) {
      return op.redirect ? { kind: 'body', status: response.status, body: undefined } : undefined;
    }
    const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
    const base: ErrorBase = { status: response.status, operationId: op.id, response, ...(requestId ? { requestId } : {}) };
    if (response.ok) {
      // Every operation of the model answers with a body: an empty 200 (a misbehaving proxy or
      // server) would otherwise resolve `undefined` under the operation's result type.
      const description = text.length === 0 ? 'the response has no body' : 'the response is not JSON';
      throw new UnexpectedResponseError({ ...base, code: 'unexpected_response', description, rawText: this.scrub(text) });
    }
    const { facts } = this.config;
    if (response.status === facts.tenantUnknownStatus && text.trim() === facts.tenantUnknownBody) {
      throw new TenantUnknownError({ ...base, code: 'tenant_unknown', description: facts.tenantUnknownBody });
    }
    if (op.defaultBody && op.redirect && isRecord(json) && !isEnvelope(json)) {
      return { kind: 'body', status: response.status, body: json };
    }
    throw this.errorFor(op, base, text, json, params, options);
  }

  private errorFor(op: OperationDescriptor, base: ErrorBase, text: string, parsed: unknown, params: CallParams, options: CallOptions): Error {
    const status = base.status;
    // Errors keep the body, and errors get logged whole: whatever the server echoed of the credentials is masked first.
    const json = parsed === NOT_JSON ? NOT_JSON : redactValue(parsed, this.config.auth.secrets());
    if (!(op.errorEnvelope ?? this.config.facts.errorEnvelope)) return this.statusError(op, base, text, json);
    if (!isEnvelope(json)) {
      return new UnexpectedResponseError({
        ...base,
        code: `http_${status}`,
        description: 'the error response has no JSON error envelope',
        rawText: this.scrub(text),
        ...(json === NOT_JSON ? {} : { body: json }),
      });
    }
    const description = json.error_description ?? json.message;
    const init: ApiErrorInit = {
      ...base,
      code: json.error,
      body: json,
      ...(typeof description === 'string' ? { description } : {}),
      ...(isRecord(json.details) ? { details: json.details } : {}),
    };
    const resumable = this.resumableError(op, init, json, params, options);
    return resumable ?? this.failureError(op, init, json);
  }

  /**
   * The error of a version whose error bodies are not specified: its class by status alone, the
   * code `http_<status>`, the body's `message` as the description when it has one, and the raw
   * text when the body is not JSON.
   */
  private statusError(op: OperationDescriptor, base: ErrorBase, text: string, json: unknown): Error {
    const message = isRecord(json) && typeof json.message === 'string' ? json.message : undefined;
    return this.failureError(op, {
      ...base,
      code: `http_${base.status}`,
      ...(message === undefined ? {} : { description: message }),
      ...(json === NOT_JSON ? { rawText: this.scrub(text) } : { body: json }),
    });
  }

  /** The class the status narrows to (the model's failure table), or ApiError for a status no failure answers. */
  private failureError(op: OperationDescriptor, init: ApiErrorInit, json?: ErrorEnvelope): ApiError {
    const failure = this.failureOf.get(init.status);
    if (failure === 'insufficientScope') {
      const fields = this.config.facts.scopeFields;
      const required = fields && json ? json[fields.required] : undefined;
      const provided = fields && json ? json[fields.provided] : undefined;
      return new InsufficientScopeError({
        ...init,
        requiredScope: String(required ?? op.scope ?? ''),
        providedScopes: Array.isArray(provided) ? provided.map(String) : [],
        clientScopes: this.config.auth.configuredScopes,
      });
    }
    return failure ? new FAILURE_ERROR_CLASSES[failure](init) : new ApiError(init);
  }

  /**
   * The class of an actionable code, from the generated table, when the body lists its choices;
   * its resumption sends this request again with the chosen value in the declared body field.
   */
  private resumableError(op: OperationDescriptor, init: ApiErrorInit, json: ErrorEnvelope, params: CallParams, options: CallOptions): ApiError | undefined {
    const table = op.resumableErrors ?? {};
    // The code comes from the server: only the table's own entries count (not `toString`, `__proto__`).
    const entry = Object.hasOwn(table, json.error) ? table[json.error] : undefined;
    const choices = entry ? json[entry.choices] : undefined;
    if (!entry || !Array.isArray(choices)) return undefined;
    return new entry.errorClass({
      ...init,
      choices,
      resend: (value) => this.call(op, { ...params, body: { ...(params.body as Record<string, unknown> | undefined), [entry.resend]: value } }, options),
    });
  }
}

/** What every error of a response carries. */
type ErrorBase = Pick<ApiErrorInit, 'status' | 'operationId' | 'requestId' | 'response'>;

const PATH_PARTS = new Map<string, string[]>();

/** A path template split once into literal and parameter parts, then reused. */
function pathParts(template: string): string[] {
  let parts = PATH_PARTS.get(template);
  if (!parts) PATH_PARTS.set(template, (parts = template.split(/\{([^}]+)\}/)));
  return parts;
}

/**
 * The request id, when the server sends one. Not in the specification: a common convention,
 * read if present and otherwise ignored.
 */
const REQUEST_ID_HEADER = 'x-request-id';

/** Settles like `promise`, or rejects with the signal's reason as soon as it aborts. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** An AbortSignal that fires after `timeoutMs` or when the caller's signal does, whichever is first. */
function withTimeout(timeoutMs: number, outer: AbortSignal | undefined): { signal: AbortSignal; timedOut: () => boolean; dispose: () => void } {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

const NOT_JSON: unique symbol = Symbol('not json');

function parseJson(text: string, contentType: string | null): unknown {
  if (text.length === 0) return NOT_JSON;
  if (contentType !== null && !/json/i.test(contentType)) return NOT_JSON;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEnvelope(value: unknown): value is ErrorEnvelope {
  return isRecord(value) && typeof value.error === 'string';
}
