/**
 * The HTTP core of the generated client: builds the request from an operation descriptor,
 * applies tenant header and auth, enforces timeouts, retries only what is allowed, and turns
 * every response into either the typed result or a typed error. Zero dependencies: only
 * `fetch`, `AbortController` and `URL`, so it runs on Node ≥ 20 and in browsers.
 */
import { FAILURE_ERROR_CLASSES, type ResumableErrorTable } from "./errors.js";
import type { QueryParamSpec, serializeQuery } from "./query.js";
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
	query?: {
		params: readonly QueryParamSpec[];
		serialize: typeof serializeQuery;
	};
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
	scopeFields?: {
		required: string;
		provided: string;
	};
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
export type LogEvent = {
	type: "request";
	operationId: string;
	method: string;
	url: string;
	headers: Record<string, string>;
	attempt: number;
} | {
	type: "response";
	operationId: string;
	status: number;
	durationMs: number;
} | {
	type: "retry";
	operationId: string;
	reason: string;
	attempt: number;
	delayMs: number;
} | {
	type: "token";
	scopes: string;
	source: "cache" | "request";
} | ({
	type: "deprecated";
	operationId: string;
} & Deprecation);
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
	tenantHeader: {
		name: string;
		value: string;
	} | undefined;
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
export type RedirectResult<Body> = {
	kind: "redirect";
	status: number;
	location: string;
} | {
	kind: "body";
	status: number;
	body: Body;
};
export declare class Transport {
	private readonly config;
	private readonly retry;
	private readonly sleep;
	/** Status → the failure it answers (one failure per status: the model's `shared-failure-status` rule). */
	private readonly failureOf;
	/** The deprecated operations whose call was logged: once per client is enough to find the caller. */
	private readonly deprecatedLogged;
	constructor(config: TransportConfig);
	/** Performs the operation; resolves with the parsed success body, rejects with a typed error. */
	call<Result>(op: OperationDescriptor, params?: CallParams, options?: CallOptions): Promise<Result>;
	/** Whatever a failed attempt threw, as the error the caller sees. */
	private typedFailure;
	private mayRetry;
	private backoff;
	private url;
	private body;
	private send;
	private scrub;
	private read;
	private errorFor;
	/**
	 * The error of a version whose error bodies are not specified: its class by status alone, the
	 * code `http_<status>`, the body's `message` as the description when it has one, and the raw
	 * text when the body is not JSON.
	 */
	private statusError;
	/** The class the status narrows to (the model's failure table), or ApiError for a status no failure answers. */
	private failureError;
	/**
	 * The class of an actionable code, from the generated table, when the body lists its choices;
	 * its resumption sends this request again with the chosen value in the declared body field.
	 */
	private resumableError;
}
/** Settles like `promise`, or rejects with the signal's reason as soon as it aborts. */
export declare function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T>;
