/** API-key authentication: a static key in a header on every call. */
import type { Auth } from './transport.js';

export function apiKeyAuth(header: string, apiKey: string): Auth {
  if (!apiKey) throw new TypeError('an API key is required');
  return {
    authorize(_op, headers) {
      headers[header] = apiKey;
    },
    renew: () => false,
    configuredScopes: undefined,
    secrets: () => [apiKey],
    secretHeaders: () => [header],
  };
}
