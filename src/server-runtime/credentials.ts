/**
 * Credentials of the route stubs: v3 API keys, v4 OAuth clients and the bearer tokens issued
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

export class TokenStore {
  private readonly tokens = new Map<string, IssuedToken>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  issue(tenant: string, clientId: string, scopes: readonly string[], lifetimeSeconds: number): IssuedToken {
    const token: IssuedToken = { accessToken: randomBytes(32).toString('base64url'), tenant, clientId, scopes, expiresAt: this.now() + lifetimeSeconds * 1000 };
    this.tokens.set(token.accessToken, token);
    return token;
  }

  /** The principal of a bearer token, if it exists, has not expired and belongs to `tenant`. */
  principal(accessToken: string, tenant: Tenant): Principal | undefined {
    const token = this.tokens.get(accessToken);
    if (!token) return undefined;
    if (this.now() >= token.expiresAt) {
      this.tokens.delete(accessToken);
      return undefined;
    }
    if (token.tenant !== tenant.id) return undefined;
    return { tenant, subject: token.clientId, scopes: token.scopes };
  }

  revoke(accessToken: string): void {
    this.tokens.delete(accessToken);
  }
}

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
