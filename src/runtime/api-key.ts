/** Static credentials: an API key in a header, or a bearer token issued elsewhere, on every call. */
import type { Auth } from './transport.ts';

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

/** A bearer token issued outside the API (no token operation): `Authorization: Bearer <token>` on every call. */
export function bearerAuth(token: string): Auth {
  if (!token) throw new TypeError('a bearer token is required');
  const value = `Bearer ${token}`;
  return {
    authorize(_op, headers) {
      headers.authorization = value;
    },
    renew: () => false,
    configuredScopes: undefined,
    secrets: () => [token],
    secretHeaders: () => ['authorization'],
  };
}
