/**
* Builds a Transport from client options: where to send (region, base URL or the
* organisation's own domain), how to authenticate (API key, OAuth client credentials or a bearer
* token issued elsewhere), and the common options every client takes. `T` is the target a
* version takes: `Target` (with a tenant), or `PlainTarget` for an API without tenants.
*/
import { apiKeyAuth, bearerAuth } from "./api-key.js";
import { TokenManager } from "./oauth.js";
import { resolveTarget } from "./target.js";
import { Transport } from "./transport.js";
export function createApiKeyTransport(api, options) {
	return transportTo(api, options, resolveTarget(api.servers, options), apiKeyAuth(api.header, options.apiKey));
}
export function createOAuthTransport(api, options) {
	const target = resolveTarget(api.servers, options);
	const sharedAddress = options.baseUrl === undefined && !("organisationDomain" in options && options.organisationDomain !== undefined);
	const tokens = new TokenManager({
		clientId: options.clientId,
		clientSecret: options.clientSecret,
		tokenUrl: options.tokenUrl ?? (sharedAddress ? api.tokenUrl : `${target.baseUrl}${api.tokenPath}`),
		tenantHeader: target.tenantHeader,
		facts: api.facts,
		...options.scopes ? { scopes: options.scopes } : {},
		...options.refreshEarlyMs !== undefined ? { refreshEarlyMs: options.refreshEarlyMs } : api.refreshEarly ? {} : { refreshEarlyMs: 0 },
		...options.checkScopes !== undefined ? { checkScopes: options.checkScopes } : {},
		...options.fetch ? { fetch: options.fetch } : {},
		...options.logger ? { logger: options.logger } : {},
		...options.now ? { now: options.now } : {}
	});
	return transportTo(api, options, target, tokens);
}
export function createBearerTransport(api, options) {
	return transportTo(api, options, resolveTarget(api.servers, options), bearerAuth(options.token));
}
/** The transport of `api` to `target`, authenticating with `auth`. */
function transportTo(api, options, target, auth) {
	return new Transport({
		...common(options),
		baseUrl: target.baseUrl,
		tenantHeader: target.tenantHeader,
		facts: api.facts,
		auth
	});
}
function common(options) {
	return {
		...options.fetch ? { fetch: options.fetch } : {},
		...options.headers ? { headers: options.headers } : {},
		...options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {},
		...options.logger ? { logger: options.logger } : {},
		...options.retry ? { retry: options.retry } : {}
	};
}
