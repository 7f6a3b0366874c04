import { apiKeyAuth } from "./api-key.js";
import { TokenManager } from "./oauth.js";
import { resolveTarget } from "./target.js";
import { Transport } from "./transport.js";
function createApiKeyTransport(api, options) {
  const target = resolveTarget(api.servers, options);
  return new Transport({
    ...common(options),
    baseUrl: target.baseUrl,
    tenantHeader: target.tenantHeader,
    facts: api.facts,
    auth: apiKeyAuth(api.header, options.apiKey)
  });
}
function createOAuthTransport(api, options) {
  const target = resolveTarget(api.servers, options);
  const sharedAddress = options.baseUrl === void 0 && options.organisationDomain === void 0;
  const tokens = new TokenManager({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    tokenUrl: options.tokenUrl ?? (sharedAddress ? api.tokenUrl : `${target.baseUrl}${api.tokenPath}`),
    tenantHeader: target.tenantHeader,
    facts: api.facts,
    ...options.scopes ? { scopes: options.scopes } : {},
    ...options.refreshEarlyMs !== void 0 ? { refreshEarlyMs: options.refreshEarlyMs } : {},
    ...options.checkScopes !== void 0 ? { checkScopes: options.checkScopes } : {},
    ...options.fetch ? { fetch: options.fetch } : {},
    ...options.logger ? { logger: options.logger } : {},
    ...options.now ? { now: options.now } : {}
  });
  return new Transport({ ...common(options), baseUrl: target.baseUrl, tenantHeader: target.tenantHeader, facts: api.facts, auth: tokens });
}
function common(options) {
  return {
    ...options.fetch ? { fetch: options.fetch } : {},
    ...options.headers ? { headers: options.headers } : {},
    ...options.timeoutMs !== void 0 ? { timeoutMs: options.timeoutMs } : {},
    ...options.logger ? { logger: options.logger } : {},
    ...options.retry ? { retry: options.retry } : {}
  };
}
export {
  createApiKeyTransport,
  createOAuthTransport
};
