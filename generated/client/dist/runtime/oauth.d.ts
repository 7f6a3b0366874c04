import { type ApiFacts, type Auth, type Logger, type OperationDescriptor } from "./transport.js";
export interface OAuthOptions {
	clientId: string;
	clientSecret: string;
	tokenUrl: string;
	tenantHeader: {
		name: string;
		value: string;
	} | undefined;
	facts: ApiFacts;
	/** Scopes requested for every token; by default each call asks for its operation's scope. */
	scopes?: readonly string[];
	/** Refresh this long before expiry (capped at half the lifetime). Default 30 s. */
	refreshEarlyMs?: number;
	/** Fail locally, like the server would, when the granted scope lacks the operation's scope. Default true. */
	checkScopes?: boolean;
	fetch?: typeof fetch;
	logger?: Logger;
	/** Clock, injectable for tests. */
	now?: () => number;
	/** Bound on one token request, shared by every caller waiting for it. Default 30 s. */
	requestTimeoutMs?: number;
}
export interface AccessToken {
	accessToken: string;
	grantedScopes: readonly string[];
	expiresAt: number;
	refreshAt: number;
}
export declare class TokenManager implements Auth {
	private readonly options;
	private readonly cache;
	private readonly inFlight;
	private readonly issued;
	/** The client's credentials as an HTTP Basic header carries them, which a server may echo. */
	private readonly basicCredentials;
	readonly configuredScopes: readonly string[] | undefined;
	constructor(options: OAuthOptions);
	private now;
	private scopesFor;
	/**
	 * A valid token for `scopes`: from the cache, from a request already in flight, or a new
	 * request. The request is shared, so it never carries one caller's signal: each caller waits
	 * for it under its own signal, and cancelling one caller never fails the others. When the
	 * last waiting caller gives up (its timeout or cancel), the request is dropped: a stalled
	 * token endpoint would otherwise hold every later caller until the request's own 30 s bound,
	 * while a new connection may well be answered.
	 */
	token(scopes: readonly string[], signal?: AbortSignal): Promise<AccessToken>;
	authorize(op: OperationDescriptor, headers: Record<string, string>, signal: AbortSignal | undefined): void | Promise<void>;
	private cached;
	private apply;
	/**
	 * Drops the token the rejected request carried, and only that one: when calls in flight come
	 * back 401 one after another, the first drops it and the others find the newer token (or the
	 * request for it, which they join), so one wave of rejections costs one token request.
	 */
	renew(op: OperationDescriptor, rejected: Readonly<Record<string, string>>): boolean;
	secrets(): string[];
	secretHeaders(): string[];
	private remember;
	private request;
	private accept;
}
