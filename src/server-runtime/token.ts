/**
 * The OAuth 2.0 token endpoint (client credentials), as working code behind a ClientRegistry.
 *
 * Our reading of the specification and RFC 6749 §5.2: the body must be form-encoded and
 * `grant_type` exactly the model's grant type, else 400 `invalid_request`. Credentials sent in
 * the form (as this API documents) that do not match answer 400 `invalid_client`, as the
 * specification lists "the client id or secret was wrong" among the 400 causes; credentials sent
 * with HTTP Basic that fail answer 401 `invalid_client` with `WWW-Authenticate`, as RFC 6749
 * requires. The granted scope is the requested scopes the client holds (all it holds when none
 * is requested); the token is bound to the tenant of the request.
 */
import { ApiProblem } from './replies.ts';
import { constantTimeEqual, type ClientRegistry, type TokenStore } from './credentials.ts';
import type { Handler } from './plugin.ts';

export interface TokenEndpointOptions {
  registry: ClientRegistry;
  store: TokenStore;
  lifetimeSeconds: number;
  /** From the model: the only grant type (`client_credentials`) and the token type (`Bearer`). */
  grantType: string;
  tokenType: string;
  codes: { invalidRequest: string; invalidClient: string };
}

function basicCredentials(authorization: string | undefined): { clientId: string; clientSecret: string } | undefined {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { clientId: decodeURIComponent(decoded.slice(0, colon)), clientSecret: decodeURIComponent(decoded.slice(colon + 1)) };
}

export function tokenEndpoint(options: TokenEndpointOptions): Handler {
  const invalid = (description: string) => new ApiProblem({ status: 400, error: options.codes.invalidRequest, description });
  return async ({ body, headers }, { request, tenant }) => {
    const contentType = String(request.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/x-www-form-urlencoded')) throw invalid('The token request must be form-encoded (application/x-www-form-urlencoded).');
    const form = body as Record<string, string | undefined>;
    if (form.grant_type !== options.grantType) throw invalid(`grant_type must be exactly ${options.grantType}.`);
    const basic = basicCredentials((headers as Record<string, string | undefined>).authorization);
    const clientId = basic?.clientId ?? form.client_id;
    const clientSecret = basic?.clientSecret ?? form.client_secret;
    if (!clientId || !clientSecret) throw invalid('client_id and client_secret are required.');
    const client = options.registry.findClient(tenant.id, clientId);
    // Compare even when the client is unknown, so timing does not tell which ids exist.
    const secretMatches = constantTimeEqual(client?.clientSecret ?? '\u0000', clientSecret);
    if (!client || !secretMatches) {
      throw new ApiProblem(
        basic
          ? { status: 401, error: options.codes.invalidClient, description: 'Client authentication failed.', headers: { 'www-authenticate': 'Basic realm="token"' } }
          : { status: 400, error: options.codes.invalidClient, description: 'The client id or secret is wrong.' },
      );
    }
    const requested = (form.scope ?? '').split(' ').filter(Boolean);
    const granted = requested.length === 0 ? [...client.scopes] : client.scopes.filter((s) => requested.includes(s));
    const token = options.store.issue(tenant.id, client.clientId, granted, options.lifetimeSeconds);
    return {
      headers: { 'cache-control': 'no-store', pragma: 'no-cache' },
      body: { access_token: token.accessToken, token_type: options.tokenType, expires_in: options.lifetimeSeconds, scope: granted.join(' ') },
    };
  };
}
