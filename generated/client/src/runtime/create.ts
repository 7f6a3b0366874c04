/**
 * Builds a Transport from client options: where to send (region, base URL or the
 * organisation's own domain), how to authenticate (API key, OAuth client credentials or a bearer
 * token issued elsewhere), and the common options every client takes. `T` is the target a
 * version takes: `Target` (with a tenant), or `PlainTarget` for an API without tenants.
 */
import { apiKeyAuth, bearerAuth } from './api-key.js';
import { TokenManager } from './oauth.js';
import { resolveTarget, type PlainTarget, type ResolvedTarget, type ServerTable, type Target } from './target.js';
import { Transport, type ApiFacts, type Auth, type Logger, type RetryPolicy } from './transport.js';

export interface CommonClientOptions {
  /** A fetch implementation (default: the global fetch). */
  fetch?: typeof fetch;
  /** Headers sent on every call. */
  headers?: Readonly<Record<string, string>>;
  /** Timeout of each call in milliseconds; 0 or absent: none. */
  timeoutMs?: number;
  /** Receives request, response, retry and token events; credentials are already redacted. */
  logger?: Logger;
  /** Opt-in retries of idempotent GETs on network errors and 502/503/504. */
  retry?: Partial<RetryPolicy>;
}

/** What a generated version module tells the transport: its addresses and facts. */
export interface VersionApi<Region extends string> {
  servers: ServerTable<Region>;
  facts: ApiFacts;
}

export interface ApiKeyApi<Region extends string> extends VersionApi<Region> {
  header: string;
}

export type ApiKeyClientOptions<Region extends string, T = Target<Region>> = T & CommonClientOptions & { apiKey: string };

export function createApiKeyTransport<Region extends string>(
  api: ApiKeyApi<Region>,
  options: ApiKeyClientOptions<Region, Target<Region> | PlainTarget<Region>>,
): Transport {
  return transportTo(api, options, resolveTarget(api.servers, options), apiKeyAuth(api.header, options.apiKey));
}

export interface OAuthApi<Region extends string> extends VersionApi<Region> {
  /** The global token address of the security scheme. */
  tokenUrl: string;
  /** Path of the token operation below the version root, for base-URL and own-domain targets. */
  tokenPath: string;
  /** Whether the model says to request the next token slightly before one expires (else a token is kept until it expires). */
  refreshEarly: boolean;
}

export interface OAuthClientOptions {
  clientId: string;
  clientSecret: string;
  /** Scopes requested for every token; by default each call requests its operation's scope. */
  scopes?: readonly string[];
  /** Refresh a token this long before it expires (default 30 s, at most half its lifetime, where the model says to refresh early; else 0). */
  refreshEarlyMs?: number;
  /** Refuse locally, like the server, a call whose scope the token lacks (default true). */
  checkScopes?: boolean;
  /** Token address override. Default: the global token address for regions; the target's own for a base URL or domain. */
  tokenUrl?: string;
  /** Clock, for tests. */
  now?: () => number;
}

export type OAuthClientOptionsFor<Region extends string, T = Target<Region>> = T & CommonClientOptions & OAuthClientOptions;

export function createOAuthTransport<Region extends string>(
  api: OAuthApi<Region>,
  options: OAuthClientOptionsFor<Region, Target<Region> | PlainTarget<Region>>,
): Transport {
  const target = resolveTarget(api.servers, options);
  const sharedAddress = options.baseUrl === undefined && !('organisationDomain' in options && options.organisationDomain !== undefined);
  const tokens = new TokenManager({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    tokenUrl: options.tokenUrl ?? (sharedAddress ? api.tokenUrl : `${target.baseUrl}${api.tokenPath}`),
    tenantHeader: target.tenantHeader,
    facts: api.facts,
    ...(options.scopes ? { scopes: options.scopes } : {}),
    ...(options.refreshEarlyMs !== undefined ? { refreshEarlyMs: options.refreshEarlyMs } : api.refreshEarly ? {} : { refreshEarlyMs: 0 }),
    ...(options.checkScopes !== undefined ? { checkScopes: options.checkScopes } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  return transportTo(api, options, target, tokens);
}

/** A bearer token issued outside the API, sent as `Authorization: Bearer <token>` on every call. */
export type BearerClientOptions<Region extends string, T = Target<Region>> = T & CommonClientOptions & { token: string };

export function createBearerTransport<Region extends string>(
  api: VersionApi<Region>,
  options: BearerClientOptions<Region, Target<Region> | PlainTarget<Region>>,
): Transport {
  return transportTo(api, options, resolveTarget(api.servers, options), bearerAuth(options.token));
}

/** The transport of `api` to `target`, authenticating with `auth`. */
function transportTo<Region extends string>(api: VersionApi<Region>, options: CommonClientOptions, target: ResolvedTarget, auth: Auth): Transport {
  return new Transport({ ...common(options), baseUrl: target.baseUrl, tenantHeader: target.tenantHeader, facts: api.facts, auth });
}

function common(options: CommonClientOptions): CommonClientOptions {
  return {
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.retry ? { retry: options.retry } : {}),
  };
}
