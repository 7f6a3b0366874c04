/**
 * The state of one run: the model, the server's address, the credentials, the HTTP client, the
 * rows and observations so far, and what the list calls found (record ids the record, scope and
 * isolation checks call with). Requests are made here from the model's operations: the version's
 * root, the path with its parameters, the tenant header, the version's credential.
 */
import type { OperationView, VersionView } from '../views/version-view.ts';
import type { ClientCredential, GivenRecord, TenantCredentials } from './credentials.ts';
import { BudgetSpent, NoAnswer, type Exchange, type Http } from './http.ts';
import { Conformance, type VerifyModel } from './model.ts';
import type { CheckRow, Observation } from './types.ts';

/** A path parameter no record has: what a record operation is called with when no list gave an id. */
export const ABSENT_ID = 'verify-absent-id';
/** A tenant no credentials file names. */
export const UNKNOWN_TENANT = 'verify-unknown-tenant';

export type Headers = Record<string, string>;

/** How a request authenticates: the version's credential of a tenant (all its scopes, or exactly one), none, or given headers. */
export type AuthChoice = { tenant: string; scope?: string } | 'none' | { headers: Headers };

export interface CallOptions {
  /** The tenant header's value; `null` leaves the header out. Defaults to the auth's tenant. */
  tenant?: string | null;
  auth: AuthChoice;
  /** Path parameter values by name; missing ones get ABSENT_ID. */
  params?: Record<string, string>;
  /** The query string, already encoded as the version writes it (without `?`). */
  query?: string;
  body?: { mediaType: string; text: string };
  /** Where to send it other than the server's base URL: an organisation's own domain (ownDomain()). */
  at?: OwnDomain;
}

/** An organisation's own domain as a request target: an origin of its own, or the server's with the domain as `Host`. */
export interface OwnDomain {
  baseUrl: string;
  host?: string;
}

export interface ListedItems {
  /** The records, in the order answered. */
  items: Record<string, unknown>[];
  exchange: Exchange;
}

export class RunContext {
  readonly rows: CheckRow[] = [];
  readonly observations: Observation[] = [];
  readonly conformance: Conformance;
  /** The records each list answered, by version and operation id (the default call, the first tenant). */
  readonly listed = new Map<string, ListedItems>();
  private readonly tokens = new Map<string, Promise<string | undefined>>();

  constructor(
    readonly model: VerifyModel,
    readonly baseUrl: string,
    readonly http: Http,
    readonly tenants: readonly TenantCredentials[],
    readonly views: readonly VersionView[],
    readonly allowWrites: boolean,
    private readonly only: readonly string[],
  ) {
    this.conformance = new Conformance(model.documents);
    for (const t of tenants) this.http.addSecrets(...t.apiKeys, ...t.tokens, ...t.clients.map((c) => c.secret));
    for (const view of views) if (view.auth.kind === 'apiKey') this.http.addSecretHeader(view.auth.header);
  }

  /** Whether `--only` selects the check (by its id, or its family before the dot). */
  wants(id: string): boolean {
    return this.only.length === 0 || this.only.some((o) => o === id || id.startsWith(`${o}.`));
  }

  /** Records one row; a check `--only` leaves out is not reported (it may run for a selected check that needs it). */
  row(id: string, version: string, operation: string, outcome: CheckRow['outcome'], message: string, exchange?: Pick<Exchange, 'repro'>): void {
    if (!this.wants(id)) return;
    this.rows.push({ id, version, operation, outcome, message: this.http.mask(message), repro: exchange?.repro ?? '' });
  }

  observe(observation: Observation): void {
    const key = JSON.stringify([observation.version, observation.operation, observation.observed]);
    if (!this.observations.some((o) => JSON.stringify([o.version, o.operation, o.observed]) === key)) this.observations.push(observation);
  }

  /**
   * Runs one check; a spent budget skips it, a request without answer fails it (the server did not
   * answer). `neededBy`: checks that need this one's requests too (it runs when one of them is selected).
   */
  async check(id: string, version: string, operation: string, body: () => Promise<void>, neededBy: readonly string[] = []): Promise<void> {
    if (!this.wants(id) && !neededBy.some((other) => this.wants(other))) return;
    try {
      await body();
    } catch (error) {
      if (error instanceof BudgetSpent) this.row(id, version, operation, 'skip', error.message);
      else if (error instanceof NoAnswer) this.row(id, version, operation, 'fail', error.message, error);
      else throw error;
    }
  }

  /** Whether the run may send `method` (read-only unless --allow-writes; the token endpoint always). */
  maySend(view: VersionView, op: OperationView): boolean {
    return this.allowWrites || op.method === 'GET' || op.method === 'HEAD' || (view.auth.kind === 'oauth2' && op.id === view.auth.tokenOperationId);
  }

  url(view: VersionView, path: string, query?: string, baseUrl = this.baseUrl): string {
    return `${baseUrl}${view.root}${path}${query ? `?${query}` : ''}`;
  }

  /** The records the credentials file gives a tenant in a collection (the model's resource id). */
  given(tenant: string, resource: string): readonly GivenRecord[] {
    return this.tenants.find((t) => t.tenant === tenant)?.records.get(resource) ?? [];
  }

  /**
   * A tenant's own domain as the credentials file names it: an origin is used as it is; a host
   * name is sent to the server's address (its scheme and port) as the `Host` header, so a server
   * on loopback needs no DNS entry for it.
   */
  ownDomain(tenant: string): OwnDomain | undefined {
    const domain = this.tenants.find((t) => t.tenant === tenant)?.ownDomain;
    if (domain === undefined) return undefined;
    if (/^https?:\/\//.test(domain)) return { baseUrl: domain.replace(/\/+$/, '') };
    const port = new URL(this.baseUrl).port;
    return { baseUrl: this.baseUrl, host: port ? `${domain}:${port}` : domain };
  }

  pathOf(op: OperationView, params: Record<string, string> = {}): string {
    return op.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ABSENT_ID));
  }

  async call(view: VersionView, op: OperationView | { id: string; method: string; path: string }, options: CallOptions): Promise<Exchange> {
    const headers: Headers = options.at?.host !== undefined ? { host: options.at.host } : {};
    const tenant = options.tenant !== undefined ? options.tenant : typeof options.auth === 'object' && 'tenant' in options.auth ? options.auth.tenant : null;
    // An API without tenants names none: its credentials alone say whose data a request reaches.
    if (tenant !== null && tenant !== undefined && view.tenantHeader) headers[view.tenantHeader.name] = tenant;
    Object.assign(headers, await this.authHeaders(view, options.auth));
    if (options.body) headers['content-type'] = options.body.mediaType;
    const path = 'pathParams' in op ? this.pathOf(op, options.params) : op.path;
    return this.http.send(view.id, op.id, {
      method: op.method,
      url: this.url(view, path, options.query, options.at?.baseUrl),
      headers,
      ...(options.body ? { body: options.body.text } : {}),
    });
  }

  private async authHeaders(view: VersionView, auth: AuthChoice): Promise<Headers> {
    if (auth === 'none') return {};
    if ('headers' in auth) return auth.headers;
    const credential = await this.credential(view, auth.tenant, auth.scope);
    return credential ?? {};
  }

  /** The version's credential of a tenant, undefined when the file holds none (or the token endpoint refused). */
  async credential(view: VersionView, tenant: string, scope?: string): Promise<Headers | undefined> {
    const { auth } = view;
    const entry = this.tenants.find((t) => t.tenant === tenant);
    if (!entry) return undefined;
    if (auth.kind === 'apiKey') {
      const key = entry.apiKeys[0];
      return key === undefined ? undefined : { [auth.header]: key };
    }
    if (auth.kind === 'bearer') {
      const token = entry.tokens[0];
      return token === undefined ? undefined : { authorization: `Bearer ${token}` };
    }
    const token = await this.token(view, tenant, scope);
    return token === undefined ? undefined : { authorization: `Bearer ${token}` };
  }

  /** A client of the tenant holding `scope` (the one holding most scopes when none is asked). */
  client(tenant: string, scope?: string): ClientCredential | undefined {
    const clients = this.tenants.find((t) => t.tenant === tenant)?.clients ?? [];
    const holding = scope === undefined ? clients : clients.filter((c) => c.scopes.includes(scope));
    return [...holding].sort((a, b) => b.scopes.length - a.scopes.length)[0];
  }

  /** A bearer token from the version's token operation: for `scope` alone, or for all the client holds. */
  token(view: VersionView, tenant: string, scope?: string): Promise<string | undefined> {
    const key = JSON.stringify([view.id, tenant, scope ?? null]);
    let pending = this.tokens.get(key);
    if (!pending) {
      pending = this.requestToken(view, tenant, scope);
      this.tokens.set(key, pending);
    }
    return pending;
  }

  private async requestToken(view: VersionView, tenant: string, scope?: string): Promise<string | undefined> {
    if (view.auth.kind !== 'oauth2') return undefined;
    const op = view.operations.find((o) => o.id === (view.auth as { tokenOperationId: string }).tokenOperationId);
    const client = this.client(tenant, scope);
    if (!op || !client) return undefined;
    const form = new URLSearchParams({ grant_type: grantType(op), client_id: client.id, client_secret: client.secret, ...(scope ? { scope } : {}) });
    const exchange = await this.call(view, op, {
      tenant,
      auth: 'none',
      body: { mediaType: op.body?.mediaType ?? 'application/x-www-form-urlencoded', text: form.toString() },
    });
    const token = (exchange.json as { access_token?: unknown } | undefined)?.access_token;
    if (exchange.status >= 300 || typeof token !== 'string') return undefined;
    this.http.addSecrets(token);
    return token;
  }
}

/** The grant type the token operation's body takes: its `grant_type` field's one enum value (RFC 6749's field name). */
export function grantType(op: OperationView): string {
  const type = op.body?.type;
  const field = type?.kind === 'object' ? type.fields.find((f) => f.name === 'grant_type')?.type : undefined;
  return field?.kind === 'scalar' ? (field.enum?.[0] ?? '') : '';
}

/** The records of a list answer: the model's wrapper field, a bare array, or (where the body is not shown) an object's one array. */
export function listItems(op: OperationView, body: unknown): Record<string, unknown>[] | undefined {
  const type = op.responses.find((r) => !r.isError)?.content[0]?.type;
  const records = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : undefined;
  if (type?.kind === 'object' && type.fields.length === 1 && type.fields[0]!.type.kind === 'array')
    return records((body as Record<string, unknown> | undefined)?.[type.fields[0]!.name]);
  if (Array.isArray(body)) return records(body);
  if (typeof body === 'object' && body !== null) {
    const arrays = Object.values(body).filter(Array.isArray);
    return arrays.length === 1 ? records(arrays[0]) : undefined;
  }
  return undefined;
}

/** A list operation: a GET of a collection (its path does not end in a parameter) answering records. */
export function isListOperation(op: OperationView): boolean {
  if (op.method !== 'GET' || /\}$/.test(op.path) || op.describes !== undefined) return false;
  const success = op.responses.find((r) => !r.isError);
  const type = success?.content[0]?.type;
  if (!success || /^3/.test(success.status)) return false;
  if (type?.kind === 'array') return true;
  if (type?.kind === 'object' && type.fields.length === 1 && type.fields[0]!.type.kind === 'array') return true;
  return type?.kind === 'unknown' && op.query.length > 0;
}
