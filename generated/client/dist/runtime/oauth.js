/**
* OAuth 2.0 client-credentials authentication. Tokens are cached per scope set for their
* lifetime and refreshed slightly early; concurrent calls share one token request
* (single-flight); a 401 drops the rejected token, if it is still the cached one, so the
* transport's single retry gets a new one and a wave of 401s costs one token request.
* There is no refresh token: a new token is requested the same way.
*/
import { InsufficientScopeError, NetworkError, OAuthError, TenantUnknownError, UnexpectedResponseError } from "./errors.js";
import { base64, redactSecrets, redactText } from "./redact.js";
import { raceAbort } from "./transport.js";
const DEFAULT_REFRESH_EARLY_MS = 3e4;
const DEFAULT_TOKEN_REQUEST_TIMEOUT_MS = 3e4;
/** Tokens remembered for scrubbing after they left the cache (a 401 drops them). */
const RECENT_TOKENS = 16;
export class TokenManager {
	options;
	cache = new Map();
	inFlight = new Map();
	issued = [];
	/** The client's credentials as an HTTP Basic header carries them, which a server may echo. */
	basicCredentials;
	configuredScopes;
	constructor(options) {
		if (!options.clientId || !options.clientSecret) throw new TypeError("clientId and clientSecret are required");
		this.options = options;
		this.basicCredentials = base64(`${options.clientId}:${options.clientSecret}`);
		this.configuredScopes = options.scopes;
	}
	now() {
		return (this.options.now ?? Date.now)();
	}
	scopesFor(op) {
		const requested = this.options.scopes ?? (op.scope ? [op.scope] : []);
		return [...new Set(requested)].sort();
	}
	/**
	* A valid token for `scopes`: from the cache, from a request already in flight, or a new
	* request. The request is shared, so it never carries one caller's signal: each caller waits
	* for it under its own signal, and cancelling one caller never fails the others. When the
	* last waiting caller gives up (its timeout or cancel), the request is dropped: a stalled
	* token endpoint would otherwise hold every later caller until the request's own 30 s bound,
	* while a new connection may well be answered.
	*/
	async token(scopes, signal) {
		const key = [...new Set(scopes)].sort().join(" ");
		const cached = this.cached(key);
		if (cached) return cached;
		let flight = this.inFlight.get(key);
		if (!flight) {
			const abandon = new AbortController();
			const started = {
				promise: this.request(key, abandon.signal),
				waiters: 0,
				abandon
			};
			started.promise = started.promise.finally(() => {
				if (this.inFlight.get(key) === started) this.inFlight.delete(key);
			});
			this.inFlight.set(key, started);
			flight = started;
		}
		flight.waiters++;
		try {
			return await raceAbort(flight.promise, signal);
		} finally {
			flight.waiters--;
			if (flight.waiters === 0 && signal?.aborted && this.inFlight.get(key) === flight) {
				this.inFlight.delete(key);
				flight.abandon.abort();
			}
		}
	}
	authorize(op, headers, signal) {
		// The common case, a valid cached token, is answered synchronously.
		const scopes = this.scopesFor(op);
		const cached = this.cached(scopes.join(" "));
		if (cached) return this.apply(op, cached, headers);
		return this.token(scopes, signal).then((token) => this.apply(op, token, headers));
	}
	cached(key) {
		const token = this.cache.get(key);
		if (!token || this.now() >= token.refreshAt) return undefined;
		this.options.logger?.({
			type: "token",
			scopes: key,
			source: "cache"
		});
		return token;
	}
	apply(op, token, headers) {
		const check = this.options.checkScopes ?? true;
		if (check && op.scope && !token.grantedScopes.includes(op.scope)) {
			throw new InsufficientScopeError({
				status: this.options.facts.failureStatuses.insufficientScope,
				code: this.options.facts.insufficientScopeCode,
				description: `the token's granted scope lacks ${op.scope} (checked before sending)`,
				operationId: op.id,
				requiredScope: op.scope,
				providedScopes: token.grantedScopes,
				clientScopes: this.configuredScopes,
				local: true
			});
		}
		headers.authorization = `Bearer ${token.accessToken}`;
	}
	/**
	* Drops the token the rejected request carried, and only that one: when calls in flight come
	* back 401 one after another, the first drops it and the others find the newer token (or the
	* request for it, which they join), so one wave of rejections costs one token request.
	*/
	renew(op, rejected) {
		const key = this.scopesFor(op).join(" ");
		const cached = this.cache.get(key);
		if (cached && rejected.authorization === `Bearer ${cached.accessToken}`) this.cache.delete(key);
		return true;
	}
	secrets() {
		return [
			this.options.clientSecret,
			this.basicCredentials,
			...this.issued
		];
	}
	secretHeaders() {
		return ["authorization"];
	}
	remember(accessToken) {
		this.issued.push(accessToken);
		if (this.issued.length > RECENT_TOKENS) this.issued.shift();
	}
	async request(key, abandoned) {
		const { options } = this;
		this.options.logger?.({
			type: "token",
			scopes: key,
			source: "request"
		});
		// Ends at the request's own bound or when every caller gave up, whichever comes first.
		const controller = new AbortController();
		const timer = setTimeout(() => controller.abort(), options.requestTimeoutMs ?? DEFAULT_TOKEN_REQUEST_TIMEOUT_MS);
		const onAbandoned = () => controller.abort();
		abandoned.addEventListener("abort", onAbandoned, { once: true });
		const signal = controller.signal;
		const form = new URLSearchParams({
			grant_type: "client_credentials",
			client_id: options.clientId,
			client_secret: options.clientSecret
		});
		if (key) form.set("scope", key);
		const headers = {
			"content-type": "application/x-www-form-urlencoded",
			accept: "application/json"
		};
		if (options.tenantHeader) headers[options.tenantHeader.name] = options.tenantHeader.value;
		const started = this.now();
		let response;
		let text;
		try {
			response = await (options.fetch ?? fetch)(options.tokenUrl, {
				method: "POST",
				headers,
				body: form.toString(),
				signal
			});
			text = await response.text();
		} catch (error) {
			const message = abandoned.aborted ? "the token request was dropped: no caller waits for it" : signal.aborted ? "the token request timed out" : error instanceof Error ? error.message : String(error);
			throw new NetworkError(redactSecrets(`token request: ${message}`, this.secrets()));
		} finally {
			clearTimeout(timer);
			abandoned.removeEventListener("abort", onAbandoned);
		}
		const token = this.accept(response, text, started, key);
		this.cache.set(key, token);
		return token;
	}
	accept(response, text, started, requested) {
		const status = response.status;
		if (status === this.options.facts.tenantUnknownStatus && text.trim() === this.options.facts.tenantUnknownBody) {
			throw new TenantUnknownError({
				status,
				code: "tenant_unknown",
				description: text.trim(),
				response
			});
		}
		let body;
		try {
			const parsed = JSON.parse(text);
			if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) body = parsed;
		} catch {
			body = undefined;
		}
		const bad = (description) => new UnexpectedResponseError({
			status,
			code: "invalid_token_response",
			description,
			response,
			rawText: redactSecrets(text, this.secrets())
		});
		if (!response.ok) {
			if (body && typeof body.error === "string") {
				// Servers echo what they refused: the description may quote the client secret.
				const description = typeof body.error_description === "string" ? redactText(redactSecrets(body.error_description, this.secrets())) : undefined;
				throw new OAuthError({
					status,
					code: body.error,
					response,
					...description ? { description } : {}
				});
			}
			throw bad("the token endpoint answered with an error that is not an OAuth error body");
		}
		if (!body) throw bad("the token response is not a JSON object");
		const { access_token: accessToken, token_type: tokenType, expires_in: expiresIn, scope } = body;
		if (typeof accessToken !== "string" || accessToken.length === 0) throw bad("the token response has no access_token");
		this.remember(accessToken);
		if (typeof tokenType !== "string" || tokenType.toLowerCase() !== "bearer") throw bad("the token type is not Bearer");
		if (typeof expiresIn !== "number" || !Number.isInteger(expiresIn) || expiresIn <= 0) throw bad("expires_in is missing or not a positive integer");
		const lifetimeMs = expiresIn * 1e3;
		const early = Math.min(this.options.refreshEarlyMs ?? DEFAULT_REFRESH_EARLY_MS, lifetimeMs / 2);
		const token = {
			accessToken,
			// RFC 6749 §5.1: a response without `scope` grants what was requested.
			grantedScopes: (typeof scope === "string" ? scope : requested).split(" ").filter(Boolean),
			expiresAt: started + lifetimeMs,
			refreshAt: started + lifetimeMs - early
		};
		return token;
	}
}
