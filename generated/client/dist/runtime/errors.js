/**
* Errors of the generated client, as types that narrow. Every failed call rejects with an
* instance of one of these classes; none of them ever carries a credential (messages, JSON and
* `toString()` are built from the response, which never contains the caller's secrets, and raw
* bodies are redacted and truncated).
*/
import { redactText } from "./redact.js";
/** How much of an unreadable body an error keeps, for debugging without flooding logs. */
const RAW_TEXT_LIMIT = 2048;
/** Base class: an HTTP response the API answered with an error. */
export class ApiError extends Error {
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
		this.rawText = init.rawText === undefined ? undefined : redactText(init.rawText).slice(0, RAW_TEXT_LIMIT);
		Object.defineProperty(this, "response", {
			value: init.response,
			enumerable: false
		});
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
/** 400 `invalid_request` / `invalid_client`: fix the request; do not retry unchanged. */
export class InvalidRequestError extends ApiError {
	name = "InvalidRequestError";
}
/** 401 `invalid_token`: the client already fetched a new token and retried once. */
export class InvalidTokenError extends ApiError {
	name = "InvalidTokenError";
}
/** 403 `insufficient_scope`: request a token that includes `requiredScope`; do not retry. */
export class InsufficientScopeError extends ApiError {
	name = "InsufficientScopeError";
	requiredScope;
	/** The scopes the token was granted (the server's list, or the token response's `scope`). */
	providedScopes;
	/**
	* What the client could have asked for: the scopes it is configured to request for every token
	* (its `scopes` option), or undefined when it requests each operation's own scope.
	*/
	clientScopes;
	/** True when the client refused the call itself, before sending it. */
	local;
	constructor(init) {
		super(init);
		this.requiredScope = init.requiredScope;
		this.providedScopes = init.providedScopes;
		this.clientScopes = init.clientScopes;
		this.local = init.local === true;
		// A version without scopes (an API key) has nothing to say about them.
		if (init.requiredScope) {
			const granted = init.providedScopes.length > 0 ? init.providedScopes.join(" ") : "none";
			const requests = init.clientScopes ? `the client requests ${init.clientScopes.join(" ") || "no scope"}` : "the client requests each operation's own scope";
			this.message += ` (granted: ${granted}; ${requests})`;
		}
	}
	toJSON() {
		return {
			...super.toJSON(),
			requiredScope: this.requiredScope,
			providedScopes: this.providedScopes,
			clientScopes: this.clientScopes,
			local: this.local
		};
	}
}
/** 404 with the JSON envelope: no such record, or not visible to the acting user. */
export class NotFoundError extends ApiError {
	name = "NotFoundError";
}
/** 404 with the plain-text body `Tenant Unknown`: the tenant header is missing or unrecognised. */
export class TenantUnknownError extends ApiError {
	name = "TenantUnknownError";
}
/** 405: the method is not allowed on the path. */
export class MethodNotAllowedError extends ApiError {
	name = "MethodNotAllowedError";
}
/** 422: validation failed or the record is in the wrong state; read `details`. */
export class ValidationError extends ApiError {
	name = "ValidationError";
}
/**
* The class each pipeline failure's status narrows to: the transport narrows by this table, and
* the generator reads it for the class each actionable code of that status extends.
*/
export const FAILURE_ERROR_CLASSES = {
	invalidRequest: InvalidRequestError,
	invalidToken: InvalidTokenError,
	insufficientScope: InsufficientScopeError,
	notFound: NotFoundError,
	methodNotAllowed: MethodNotAllowedError,
	validationFailed: ValidationError
};
/** The token endpoint refused the client (OAuth error body: `invalid_client`, …). */
export class OAuthError extends ApiError {
	name = "OAuthError";
}
/** A response the client cannot use: not JSON, truncated, an HTML proxy page, a bad token response. */
export class UnexpectedResponseError extends ApiError {
	name = "UnexpectedResponseError";
}
/** The request never got a response: connection refused or reset, DNS failure. */
export class NetworkError extends Error {
	name = "NetworkError";
	operationId;
	constructor(message, operationId) {
		super(message);
		this.operationId = operationId;
	}
}
/** The call took longer than its timeout and was aborted. */
export class TimeoutError extends Error {
	name = "TimeoutError";
	timeoutMs;
	operationId;
	constructor(timeoutMs, operationId) {
		super(`request timed out after ${timeoutMs} ms`);
		this.timeoutMs = timeoutMs;
		this.operationId = operationId;
	}
}
