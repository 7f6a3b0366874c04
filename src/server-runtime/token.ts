/**
 * The OAuth 2.0 token endpoint (client credentials), as working code behind a ClientRegistry.
 *
 * Our reading of the specification and RFC 6749 §5.2: the body must be form-encoded and
 * `grant_type` exactly the model's grant type, else the invalid-request problem (400). Credentials
 * sent in the form (as this API documents) that do not match answer 400 with the model's client
 * error code (`invalid_client`), as the specification lists "the client id or secret was wrong"
 * among the 400 causes; credentials sent with HTTP Basic that fail answer 401 `invalid_client`
 * with `WWW-Authenticate`, as RFC 6749 §5.2 requires (the model's OAuth statuses are the same two).
 * The granted scope is the requested scopes the client holds (all it holds when none is
 * requested); the token is bound to the tenant of the request.
 */
import { constantTimeEqual, type ClientRegistry, type TokenStore } from './credentials.ts';
import type { VersionFacts } from './facts.ts';
import { TOKEN_REQUEST_FIELDS as REQUEST, TOKEN_RESPONSE_FIELDS as RESPONSE } from './oauth-fields.ts';
import type { Handler } from './plugin.ts';
import { ApiProblem } from './replies.ts';

/** RFC 6749 §5.2: a client that tried HTTP Basic authentication and failed gets 401 and a challenge. */
const BASIC_AUTHENTICATION_FAILED = 401;

export interface TokenEndpointOptions {
  registry: ClientRegistry;
  store: TokenStore;
  lifetimeSeconds: number;
  /** The facts of the version that issues tokens (its `token` facts and invalid-request problem). */
  facts: VersionFacts;
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
  const { token, problems } = options.facts;
  if (!token) throw new Error('tokenEndpoint needs the facts of a version that issues OAuth tokens');
  const invalid = (description: string) => new ApiProblem({ ...problems.invalidRequest, description });
  return async ({ body, headers }, { request, tenant }) => {
    const contentType = String(request.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/x-www-form-urlencoded')) throw invalid('The token request must be form-encoded (application/x-www-form-urlencoded).');
    const form = body as Record<string, string | undefined>;
    if (form[REQUEST.grantType] !== token.grantType) throw invalid(`${REQUEST.grantType} must be exactly ${token.grantType}.`);
    const basic = basicCredentials((headers as Record<string, string | undefined>).authorization);
    const clientId = basic?.clientId ?? form[REQUEST.clientId];
    const clientSecret = basic?.clientSecret ?? form[REQUEST.clientSecret];
    if (!clientId || !clientSecret) throw invalid(`${REQUEST.clientId} and ${REQUEST.clientSecret} are required.`);
    const client = options.registry.findClient(tenant.id, clientId);
    // Compare even when the client is unknown, so timing does not tell which ids exist.
    const secretMatches = constantTimeEqual(client?.clientSecret ?? '\u0000', clientSecret);
    if (!client || !secretMatches) {
      throw new ApiProblem(
        basic
          ? { status: BASIC_AUTHENTICATION_FAILED, error: token.invalidClient, description: 'Client authentication failed.', headers: { 'www-authenticate': 'Basic realm="token"' } }
          : { status: problems.invalidRequest.status, error: token.invalidClient, description: 'The client id or secret is wrong.' },
      );
    }
    const requested = (form[REQUEST.scope] ?? '').split(' ').filter(Boolean);
    const granted = requested.length === 0 ? [...client.scopes] : client.scopes.filter((s) => requested.includes(s));
    const issued = options.store.issue(tenant.id, client.clientId, granted, options.lifetimeSeconds);
    return {
      // RFC 6749 §5.1: token responses are never cached.
      headers: { 'cache-control': 'no-store', pragma: 'no-cache' },
      body: {
        [RESPONSE.accessToken]: issued.accessToken,
        [RESPONSE.tokenType]: token.tokenType,
        [RESPONSE.expiresIn]: options.lifetimeSeconds,
        [RESPONSE.scope]: granted.join(' '),
      },
    };
  };
}
