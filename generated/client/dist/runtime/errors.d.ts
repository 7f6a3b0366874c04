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
export type ClientErrorCode = "unexpected_response" | "tenant_unknown" | "invalid_token_response" | `http_${number}`;
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
export declare class ApiError extends Error {
	override readonly name: string;
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
	readonly response: Response | undefined;
	constructor(init: ApiErrorInit);
	toJSON(): Record<string, unknown>;
}
/** 400 `invalid_request` / `invalid_client`: fix the request; do not retry unchanged. */
export declare class InvalidRequestError extends ApiError {
	override readonly name: string;
}
/** 401 `invalid_token`: the client already fetched a new token and retried once. */
export declare class InvalidTokenError extends ApiError {
	override readonly name: string;
}
/** 403 `insufficient_scope`: request a token that includes `requiredScope`; do not retry. */
export declare class InsufficientScopeError extends ApiError {
	override readonly name: string;
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
	constructor(init: ApiErrorInit & {
		requiredScope: string;
		providedScopes: readonly string[];
		clientScopes: readonly string[] | undefined;
		local?: boolean;
	});
	override toJSON(): Record<string, unknown>;
}
/** 404 with the JSON envelope: no such record, or not visible to the acting user. */
export declare class NotFoundError extends ApiError {
	override readonly name: string;
}
/** 404 with the plain-text body `Tenant Unknown`: the tenant header is missing or unrecognised. */
export declare class TenantUnknownError extends ApiError {
	override readonly name: string;
}
/** 405: the method is not allowed on the path. */
export declare class MethodNotAllowedError extends ApiError {
	override readonly name: string;
}
/** 422: validation failed or the record is in the wrong state; read `details`. */
export declare class ValidationError extends ApiError {
	override readonly name: string;
}
/**
 * The class each pipeline failure's status narrows to: the transport narrows by this table, and
 * the generator reads it for the class each actionable code of that status extends.
 */
export declare const FAILURE_ERROR_CLASSES: {
	readonly invalidRequest: typeof InvalidRequestError;
	readonly invalidToken: typeof InvalidTokenError;
	readonly insufficientScope: typeof InsufficientScopeError;
	readonly notFound: typeof NotFoundError;
	readonly methodNotAllowed: typeof MethodNotAllowedError;
	readonly validationFailed: typeof ValidationError;
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
export declare class OAuthError extends ApiError {
	override readonly name: string;
}
/** A response the client cannot use: not JSON, truncated, an HTML proxy page, a bad token response. */
export declare class UnexpectedResponseError extends ApiError {
	override readonly name: string;
}
/** The request never got a response: connection refused or reset, DNS failure. */
export declare class NetworkError extends Error {
	override readonly name: string;
	readonly operationId: string | undefined;
	constructor(message: string, operationId?: string);
}
/** The call took longer than its timeout and was aborted. */
export declare class TimeoutError extends Error {
	override readonly name: string;
	readonly timeoutMs: number;
	readonly operationId: string | undefined;
	constructor(timeoutMs: number, operationId?: string);
}
