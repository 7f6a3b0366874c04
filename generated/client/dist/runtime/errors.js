import { redactText } from "./redact.js";
const RAW_TEXT_LIMIT = 2048;
class ApiError extends Error {
  name = "ApiError";
  status;
  /** The envelope's stable `error` code (or a client-side code such as `unexpected_response`). */
  code;
  description;
  details;
  requestId;
  operationId;
  /** The parsed body, when it was JSON. */
  body;
  /** The body text when it could not be read as the expected JSON (redacted, truncated). */
  rawText;
  constructor(init) {
    super(`${init.status} ${init.code}${init.description ? `: ${init.description}` : ""}`);
    this.status = init.status;
    this.code = init.code;
    this.description = init.description;
    this.details = init.details;
    this.requestId = init.requestId;
    this.operationId = init.operationId;
    this.body = init.body;
    this.rawText = init.rawText === void 0 ? void 0 : redactText(init.rawText).slice(0, RAW_TEXT_LIMIT);
  }
  toJSON() {
    return {
      name: this.name,
      status: this.status,
      code: this.code,
      description: this.description,
      details: this.details,
      requestId: this.requestId,
      operationId: this.operationId,
      rawText: this.rawText
    };
  }
}
class InvalidRequestError extends ApiError {
  name = "InvalidRequestError";
}
class InvalidTokenError extends ApiError {
  name = "InvalidTokenError";
}
class InsufficientScopeError extends ApiError {
  name = "InsufficientScopeError";
  requiredScope;
  providedScopes;
  /** True when the client refused the call itself, before sending it. */
  local;
  constructor(init) {
    super(init);
    this.requiredScope = init.requiredScope;
    this.providedScopes = init.providedScopes;
    this.local = init.local === true;
  }
  toJSON() {
    return { ...super.toJSON(), requiredScope: this.requiredScope, providedScopes: this.providedScopes, local: this.local };
  }
}
class NotFoundError extends ApiError {
  name = "NotFoundError";
}
class TenantUnknownError extends ApiError {
  name = "TenantUnknownError";
}
class MethodNotAllowedError extends ApiError {
  name = "MethodNotAllowedError";
}
class ValidationError extends ApiError {
  name = "ValidationError";
}
class ApproverSelectionRequiredError extends ValidationError {
  name = "ApproverSelectionRequiredError";
  /** Each approval step's eligible approvers, as the API sent them. */
  approverSelection;
  resubmitWith;
  constructor(init) {
    super(init);
    this.approverSelection = init.approverSelection;
    this.resubmitWith = init.resubmit;
  }
  /** Sends the same request again with `approvers` populated (one entry per step, chosen from `approverSelection`). */
  resubmit(approvers) {
    return this.resubmitWith(approvers);
  }
  toJSON() {
    return { ...super.toJSON(), approverSelection: this.approverSelection };
  }
}
class OAuthError extends ApiError {
  name = "OAuthError";
}
class UnexpectedResponseError extends ApiError {
  name = "UnexpectedResponseError";
}
class NetworkError extends Error {
  name = "NetworkError";
  operationId;
  constructor(message, operationId) {
    super(message);
    this.operationId = operationId;
  }
}
class TimeoutError extends Error {
  name = "TimeoutError";
  timeoutMs;
  operationId;
  constructor(timeoutMs, operationId) {
    super(`request timed out after ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
    this.operationId = operationId;
  }
}
export {
  ApiError,
  ApproverSelectionRequiredError,
  InsufficientScopeError,
  InvalidRequestError,
  InvalidTokenError,
  MethodNotAllowedError,
  NetworkError,
  NotFoundError,
  OAuthError,
  TenantUnknownError,
  TimeoutError,
  UnexpectedResponseError,
  ValidationError
};
