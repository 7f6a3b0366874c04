import {
  ApiError,
  ApproverSelectionRequiredError,
  InsufficientScopeError,
  InvalidRequestError,
  InvalidTokenError,
  MethodNotAllowedError,
  NetworkError,
  NotFoundError,
  TenantUnknownError,
  TimeoutError,
  UnexpectedResponseError,
  ValidationError
} from "./errors.js";
import { serializeQuery } from "./query.js";
import { redactHeaders, redactSecrets, redactValue } from "./redact.js";
const DEFAULT_RETRY = { idempotent: false, maxRetries: 2, baseDelayMs: 200 };
const RETRYABLE_STATUS = /* @__PURE__ */ new Set([502, 503, 504]);
const MAX_DELAY_MS = 5e3;
class Transport {
  config;
  retry;
  sleep;
  /** Status → the failure it answers (one failure per status: the model's `shared-failure-status` rule). */
  failureOf;
  constructor(config) {
    this.config = config;
    this.failureOf = new Map(Object.entries(config.facts.failureStatuses).map(([failure, status]) => [status, failure]));
    this.retry = { ...DEFAULT_RETRY, ...config.retry };
    this.sleep = config.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }
  /** Performs the operation; resolves with the parsed success body, rejects with a typed error. */
  async call(op, params = {}, options = {}) {
    const url = this.url(op, params);
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      if (options.signal?.aborted) throw options.signal.reason;
      const timeoutMs = options.timeoutMs ?? this.config.timeoutMs ?? 0;
      const abort = timeoutMs > 0 ? withTimeout(timeoutMs, options.signal) : void 0;
      const signal = abort?.signal ?? options.signal;
      let retryReason;
      try {
        const response = await this.send(op, url, params, options, attempt, signal);
        if (response.status === this.config.facts.failureStatuses.invalidToken && op.authenticated && !renewed && this.config.auth.renew(op)) {
          renewed = true;
          await response.body?.cancel();
          continue;
        }
        if (RETRYABLE_STATUS.has(response.status) && this.mayRetry(op, attempt)) {
          await response.body?.cancel();
          retryReason = `HTTP ${response.status}`;
        } else {
          return await this.read(op, response, params, options);
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
  typedFailure(op, error, timedOut, timeoutMs, signal) {
    if (timedOut) return new TimeoutError(timeoutMs, op.id);
    if (signal?.aborted) return signal.reason;
    if (error instanceof ApiError || error instanceof NetworkError) return error;
    return new NetworkError(this.scrub(`${op.id}: ${error instanceof Error ? error.message : String(error)}`), op.id);
  }
  mayRetry(op, attempt) {
    return this.retry.idempotent && op.method === "GET" && attempt < this.retry.maxRetries;
  }
  async backoff(op, attempt, reason, signal) {
    const delayMs = Math.min(this.retry.baseDelayMs * 2 ** attempt, MAX_DELAY_MS);
    this.config.logger?.({ type: "retry", operationId: op.id, reason, attempt: attempt + 1, delayMs });
    await raceAbort(this.sleep(delayMs), signal);
  }
  url(op, params) {
    const parts = pathParts(op.path);
    let path = parts[0];
    for (let i = 1; i < parts.length; i += 2) {
      const name = parts[i];
      const value = params.path?.[name];
      if (value === void 0 || value === "") throw new TypeError(`${op.id}: missing path parameter ${name}`);
      const text = String(value);
      if (/^(\.|%2e){1,2}$/i.test(text)) throw new TypeError(`${op.id}: path parameter ${name} cannot be a dot segment`);
      path += encodeURIComponent(text) + parts[i + 1];
    }
    const query = serializeQuery(op.query, params.query);
    return `${this.config.baseUrl}${path}${query ? `?${query}` : ""}`;
  }
  body(op, params, headers) {
    if (params.body === void 0 || op.bodyMediaType === void 0) return void 0;
    if (op.bodyMediaType === "application/x-www-form-urlencoded") {
      headers["content-type"] = op.bodyMediaType;
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(params.body)) {
        if (value !== void 0 && value !== null) form.append(key, String(value));
      }
      return form.toString();
    }
    if (op.bodyMediaType === "multipart/form-data") return params.body;
    headers["content-type"] = "application/json";
    return JSON.stringify(params.body);
  }
  async send(op, url, params, options, attempt, signal) {
    const { config } = this;
    const headers = { accept: "application/json", ...config.headers, ...options.headers };
    if (config.tenantHeader) headers[config.tenantHeader.name] = config.tenantHeader.value;
    const body = this.body(op, params, headers);
    if (op.authenticated) {
      const pending = config.auth.authorize(op, headers, signal);
      if (pending) await pending;
    }
    const started = config.logger ? Date.now() : 0;
    config.logger?.({
      type: "request",
      operationId: op.id,
      method: op.method,
      url: this.scrub(url),
      headers: redactHeaders(headers, config.auth.secretHeaders()),
      attempt
    });
    const init = { method: op.method, headers };
    if (body !== void 0) init.body = body;
    if (signal) init.signal = signal;
    if (op.redirect) init.redirect = "manual";
    const response = await (config.fetch ?? fetch)(url, init);
    config.logger?.({ type: "response", operationId: op.id, status: response.status, durationMs: Date.now() - started });
    return response;
  }
  scrub(text) {
    return redactSecrets(text, this.config.auth.secrets());
  }
  async read(op, response, params, options) {
    const text = await response.text();
    if (op.redirect && response.status >= 300 && response.status < 400) {
      return { kind: "redirect", status: response.status, location: response.headers.get("location") ?? "" };
    }
    const json = parseJson(text, response.headers.get("content-type"));
    if (response.ok && json !== NOT_JSON) {
      return op.redirect ? { kind: "body", status: response.status, body: json } : json;
    }
    if (response.status === 204 || response.status === 205) return op.redirect ? { kind: "body", status: response.status, body: void 0 } : void 0;
    const requestId = response.headers.get(REQUEST_ID_HEADER) ?? void 0;
    const base = { status: response.status, operationId: op.id, ...requestId ? { requestId } : {} };
    if (response.ok) {
      const description = text.length === 0 ? "the response has no body" : "the response is not JSON";
      throw new UnexpectedResponseError({ ...base, code: "unexpected_response", description, rawText: this.scrub(text) });
    }
    const { facts } = this.config;
    if (response.status === facts.tenantUnknownStatus && text.trim() === facts.tenantUnknownBody) {
      throw new TenantUnknownError({ ...base, code: "tenant_unknown", description: facts.tenantUnknownBody });
    }
    if (op.defaultBody && op.redirect && isRecord(json) && !isEnvelope(json)) {
      return { kind: "body", status: response.status, body: json };
    }
    throw this.errorFor(op, base, text, json, params, options);
  }
  errorFor(op, base, text, parsed, params, options) {
    const { facts } = this.config;
    const status = base.status;
    const json = parsed === NOT_JSON ? NOT_JSON : redactValue(parsed, this.config.auth.secrets());
    if (!isEnvelope(json)) {
      return new UnexpectedResponseError({
        ...base,
        code: `http_${status}`,
        description: "the error response has no JSON error envelope",
        rawText: this.scrub(text),
        ...json === NOT_JSON ? {} : { body: json }
      });
    }
    const description = json.error_description ?? json.message;
    const init = {
      ...base,
      code: json.error,
      body: json,
      ...typeof description === "string" ? { description } : {},
      ...isRecord(json.details) ? { details: json.details } : {}
    };
    switch (this.failureOf.get(status)) {
      case "invalidRequest":
        return new InvalidRequestError(init);
      case "invalidToken":
        return new InvalidTokenError(init);
      case "insufficientScope":
        return new InsufficientScopeError({
          ...init,
          requiredScope: String(json.required_scope ?? op.scope ?? ""),
          providedScopes: Array.isArray(json.provided_scopes) ? json.provided_scopes.map(String) : []
        });
      case "notFound":
        return new NotFoundError(init);
      case "methodNotAllowed":
        return new MethodNotAllowedError(init);
      case "validationFailed": {
        const selection = json[facts.approverSelectionField];
        return json.error === facts.approverSelectionCode && Array.isArray(selection) ? new ApproverSelectionRequiredError({
          ...init,
          approverSelection: selection,
          resubmit: (approvers) => {
            const body = { ...params.body, [facts.approversField]: approvers };
            return this.call(op, { ...params, body }, options);
          }
        }) : new ValidationError(init);
      }
      default:
        return new ApiError(init);
    }
  }
}
const PATH_PARTS = /* @__PURE__ */ new Map();
function pathParts(template) {
  let parts = PATH_PARTS.get(template);
  if (!parts) PATH_PARTS.set(template, parts = template.split(/\{([^}]+)\}/));
  return parts;
}
const REQUEST_ID_HEADER = "x-request-id";
function raceAbort(promise, signal) {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      }
    );
  });
}
function withTimeout(timeoutMs, outer) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener("abort", onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onAbort);
    }
  };
}
const NOT_JSON = /* @__PURE__ */ Symbol("not json");
function parseJson(text, contentType) {
  if (text.length === 0) return NOT_JSON;
  if (contentType !== null && !/json/i.test(contentType)) return NOT_JSON;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isEnvelope(value) {
  return isRecord(value) && typeof value.error === "string";
}
export {
  Transport,
  raceAbort
};
