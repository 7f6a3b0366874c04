/**
 * Credentials of the route stubs: API keys, OAuth clients and the bearer tokens issued
 * to them, each bound to one tenant. Secrets are compared in constant time; tokens are random,
 * expire, and only ever work for the tenant they were issued in.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Principal, Tenant } from './plugin.ts';

/** Equal strings compare in time independent of where they differ (hashing evens out lengths). */
export function constantTimeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export interface ApiKeyRecord {
  key: string;
  tenant: string;
}

export interface OAuthClientRecord {
  clientId: string;
  clientSecret: string;
  tenant: string;
  /** Scopes the client holds; a token gets the requested ones it holds. */
  scopes: readonly string[];
}

/** Where the token endpoint looks clients up: swap in a real registry behind this interface. */
export interface ClientRegistry {
  findClient(tenant: string, clientId: string): OAuthClientRecord | undefined;
}

export interface IssuedToken {
  accessToken: string;
  tenant: string;
  clientId: string;
  scopes: readonly string[];
  expiresAt: number;
}

/**
 * Live tokens one client may hold at once: a client that asks for more loses its oldest. Every
 * token costs memory until it expires (an hour in the sandbox), so without a cap one client
 * looping on the token endpoint makes the server hold all of them; 100 leaves room for a client
 * that runs many workers, each with its own token.
 */
export const MAX_LIVE_TOKENS_PER_CLIENT = 100;

export class TokenStore {
  /** Every live token, in the order issued (a Map keeps insertion order): the oldest first. */
  private readonly tokens = new Map<string, IssuedToken>();
  /** The live tokens of each client (by tenant and client id), oldest first. */
  private readonly byClient = new Map<string, Set<string>>();
  private readonly now: () => number;
  private readonly maxPerClient: number;

  constructor(now: () => number = Date.now, maxPerClient = MAX_LIVE_TOKENS_PER_CLIENT) {
    this.now = now;
    this.maxPerClient = maxPerClient;
  }

  issue(tenant: string, clientId: string, scopes: readonly string[], lifetimeSeconds: number): IssuedToken {
    this.sweep();
    const token: IssuedToken = { accessToken: randomBytes(32).toString('base64url'), tenant, clientId, scopes, expiresAt: this.now() + lifetimeSeconds * 1000 };
    const key = clientKey(tenant, clientId);
    const held = this.byClient.get(key);
    // Oldest first: the token a client is least likely to be still using.
    if (held) {
      for (const oldest of held) {
        if (held.size < this.maxPerClient) break;
        this.revoke(oldest);
      }
    }
    this.tokens.set(token.accessToken, token);
    (this.byClient.get(key) ?? this.byClient.set(key, new Set()).get(key)!).add(token.accessToken);
    return token;
  }

  /** The principal of a bearer token, if it exists, has not expired and belongs to `tenant`. */
  principal(accessToken: string, tenant: Tenant): Principal | undefined {
    const token = this.tokens.get(accessToken);
    if (!token) return undefined;
    if (this.now() >= token.expiresAt) {
      this.revoke(accessToken);
      return undefined;
    }
    if (token.tenant !== tenant.id) return undefined;
    return { tenant, subject: token.clientId, scopes: token.scopes };
  }

  revoke(accessToken: string): void {
    const token = this.tokens.get(accessToken);
    if (!token) return;
    this.tokens.delete(accessToken);
    const key = clientKey(token.tenant, token.clientId);
    const held = this.byClient.get(key);
    held?.delete(accessToken);
    if (held?.size === 0) this.byClient.delete(key);
  }

  /** How many tokens are held, expired ones not yet swept included. */
  get size(): number {
    return this.tokens.size;
  }

  /**
   * Drops expired tokens from the oldest on, stopping at the first live one: amortised constant
   * time per issue, as each token is dropped once. Tokens of one lifetime (the sandbox's) expire
   * in the order issued, so this drops every expired one; a longer-lived token ahead holds back
   * the sweep of the ones after it until it expires, and the per-client cap bounds those meanwhile.
   */
  private sweep(): void {
    const now = this.now();
    for (const token of this.tokens.values()) {
      if (now < token.expiresAt) return;
      this.revoke(token.accessToken);
    }
  }
}

/** One client: a client id names a different client in each tenant. */
const clientKey = (tenant: string, clientId: string): string => `${tenant}\u0000${clientId}`;

/** Finds the tenant of an API key, comparing every key in constant time. */
export function apiKeyPrincipal(keys: readonly ApiKeyRecord[], presented: string | undefined, tenant: Tenant): Principal | undefined {
  if (!presented) return undefined;
  let match: ApiKeyRecord | undefined;
  for (const record of keys) if (constantTimeEqual(record.key, presented)) match = record;
  return match && match.tenant === tenant.id ? { tenant, subject: 'api-key', scopes: [] } : undefined;
}

/** The token in `Authorization: Bearer <token>`, or undefined when the header is missing or malformed. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,512})$/.exec(authorization ?? '');
  return match?.[1];
}
