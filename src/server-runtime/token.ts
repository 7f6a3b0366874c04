/**
 * The OAuth 2.0 token endpoint (client credentials), as working code behind a ClientRegistry.
 *
 * Our reading of the specification and RFC 6749 §5.2: the body must be form-encoded and
 * `grant_type` exactly the model's grant type, else the invalid-request problem (400). Credentials
 * sent in the form (as this API documents) that do not match answer 400 with the model's client
 * error code (`invalid_client`), as the specification lists "the client id or secret was wrong"
 * among the 400 causes; credentials sent with HTTP Basic that fail, or a Basic header that is not
 * well-formed, answer 401 `invalid_client` with `WWW-Authenticate`, as RFC 6749 §5.2 requires (the
 * model's OAuth statuses are the same two). A client authenticates one way per request (RFC 6749
 * §2.3): Basic and form credentials together are an invalid request (400).
 * The granted scope is the intersection of the requested scopes and those the client holds (all it
 * holds when none is requested), as the specification states: a scope the client does not hold,
 * or that does not exist, is left out, never refused; the answer's `scope` says what was granted.
 * The token is bound to the tenant of the request.
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

interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** An `Authorization: Basic` header that cannot be read: it authenticates nobody, so it fails like wrong credentials. */
const MALFORMED = Symbol('malformed Basic credentials');

/** RFC 6749 §2.3.1: the id and the secret are form-encoded before they are joined and base64-encoded. */
function formDecoded(text: string): string | typeof MALFORMED {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return MALFORMED; // a bad escape such as `%:x`
  }
}

/**
 * The credentials of `Authorization: Basic <base64(id:secret)>` (RFC 7617; the scheme name is
 * case-insensitive), MALFORMED when the header says Basic but is not that, or undefined when it
 * does not say Basic. The base64 must be canonical (padded, no stray bits) and the decoded text UTF-8.
 */
function basicCredentials(authorization: string | undefined): ClientCredentials | typeof MALFORMED | undefined {
  const match = /^Basic(?:[ \t]+(.*))?$/i.exec(authorization ?? '');
  if (!match) return undefined;
  const encoded = match[1] ?? '';
  const bytes = Buffer.from(encoded, 'base64');
  if (encoded === '' || bytes.toString('base64') !== encoded) return MALFORMED;
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return MALFORMED;
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return MALFORMED;
  const clientId = formDecoded(decoded.slice(0, colon));
  const clientSecret = formDecoded(decoded.slice(colon + 1));
  return clientId === MALFORMED || clientSecret === MALFORMED ? MALFORMED : { clientId, clientSecret };
}

export function tokenEndpoint(options: TokenEndpointOptions): Handler {
  const { token, problems } = options.facts;
  if (!token) throw new Error('tokenEndpoint needs the facts of a version that issues OAuth tokens');
  const invalid = (description: string) => new ApiProblem({ ...problems.invalidRequest, description });
  return async ({ body, headers }, { request, tenant }) => {
    const contentType = String(request.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/x-www-form-urlencoded'))
      throw invalid('The token request must be form-encoded (application/x-www-form-urlencoded).');
    const form = body as Record<string, string | undefined>;
    if (form[REQUEST.grantType] !== token.grantType) throw invalid(`${REQUEST.grantType} must be exactly ${token.grantType}.`);
    const basic = basicCredentials((headers as Record<string, string | undefined>).authorization);
    const basicFailed = (description: string) =>
      new ApiProblem({ status: BASIC_AUTHENTICATION_FAILED, error: token.invalidClient, description, headers: { 'www-authenticate': 'Basic realm="token"' } });
    if (basic === MALFORMED)
      throw basicFailed('The Authorization header is not well-formed Basic credentials (base64 of the form-encoded id, a colon and the form-encoded secret).');
    if (basic && (form[REQUEST.clientId] !== undefined || form[REQUEST.clientSecret] !== undefined)) {
      throw invalid(`Send the client credentials either in the Authorization header or as ${REQUEST.clientId} and ${REQUEST.clientSecret}, not both.`);
    }
    const clientId = basic?.clientId ?? form[REQUEST.clientId];
    const clientSecret = basic?.clientSecret ?? form[REQUEST.clientSecret];
    if (clientId === undefined || clientSecret === undefined)
      throw invalid(`${REQUEST.clientId} and ${REQUEST.clientSecret} are required (or HTTP Basic credentials).`);
    const client = options.registry.findClient(tenant.id, clientId);
    // Compare even when the client is unknown, so timing does not tell which ids exist.
    const secretMatches = constantTimeEqual(client?.clientSecret ?? '\u0000', clientSecret);
    if (!client || !secretMatches) {
      throw basic
        ? basicFailed('Client authentication failed.')
        : new ApiProblem({ status: problems.invalidRequest.status, error: token.invalidClient, description: 'The client id or secret is wrong.' });
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
