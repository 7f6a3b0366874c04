/**
* Builds a Transport from client options: where to send (region, base URL or the
* organisation's own domain), how to authenticate (API key or OAuth client credentials), and
* the common options every client takes.
*/
import { apiKeyAuth } from "./api-key.js";
import { TokenManager } from "./oauth.js";
import { resolveTarget } from "./target.js";
import { Transport } from "./transport.js";
export function createApiKeyTransport(api, options) {
	const target = resolveTarget(api.servers, options);
	return new Transport({
		...common(options),
		baseUrl: target.baseUrl,
		tenantHeader: target.tenantHeader,
		facts: api.facts,
		auth: apiKeyAuth(api.header, options.apiKey)
	});
}
export function createOAuthTransport(api, options) {
	const target = resolveTarget(api.servers, options);
	const sharedAddress = options.baseUrl === undefined && options.organisationDomain === undefined;
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
	return new Transport({
		...common(options),
		baseUrl: target.baseUrl,
		tenantHeader: target.tenantHeader,
		facts: api.facts,
		auth: tokens
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
