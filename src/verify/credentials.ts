/**
 * The credentials file: the `tenants:` shape of the sandbox's fixture (`sandbox/demo.yaml`). Per
 * tenant, verify reads its API keys, its bearer tokens and its OAuth clients (each with its secret
 * and the scopes it holds, `all` for every scope of the model), its own domain (`ownDomain`: the host that names the
 * tenant without the tenant header), and the records it is given: every other key holding a list
 * of mappings with an `id` is a collection, named by the model's resource id (`project`,
 * `invoice`, …). verify reads given records by id; with `--allow-writes` it may drive them
 * through the operations docs/verify.md names, and never deletes one. Other keys are ignored. An
 * API without tenants has one entry, whose name is a label.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface ClientCredential {
  id: string;
  secret: string;
  /** The scopes the client holds, `all` expanded to the model's scopes. */
  scopes: readonly string[];
}

/** A record the credentials file gives, as written there (only its `id` is relied on: the server's answer is the record). */
export type GivenRecord = Readonly<Record<string, unknown>> & { id: string };

export interface TenantCredentials {
  tenant: string;
  apiKeys: readonly string[];
  /** Bearer tokens issued outside the API (a version whose auth is `bearer`). */
  tokens: readonly string[];
  clients: readonly ClientCredential[];
  /** The tenant's own domain: a host (`acme.localhost`) or an origin (`https://acme.example.com`). */
  ownDomain?: string;
  /** The records the file gives, by collection (the model's resource id). */
  records: ReadonlyMap<string, readonly GivenRecord[]>;
}

/** The file cannot be used: `verify` cannot run (exit 2). */
export class CredentialsError extends Error {
  override readonly name = 'CredentialsError';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys of a tenant that hold credentials or settings, not records. */
const SETTINGS = new Set(['apiKeys', 'tokens', 'clients', 'ownDomain']);

/** A list of mappings each with an id (a string, or a number written without quotes): a collection of given records. */
function givenRecords(value: unknown): GivenRecord[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  if (!value.every((r) => isRecord(r) && (typeof r.id === 'string' || typeof r.id === 'number'))) return undefined;
  return value.map((r: Record<string, unknown>) => ({ ...r, id: String(r.id) }));
}

export function readCredentials(path: string, allScopes: readonly string[]): TenantCredentials[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CredentialsError(`cannot read the credentials file ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let data: unknown;
  try {
    data = parse(text, { maxAliasCount: 100 });
  } catch (error) {
    throw new CredentialsError(`${path}: not YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
  const tenants = isRecord(data) ? data.tenants : undefined;
  if (!isRecord(tenants) || Object.keys(tenants).length === 0)
    throw new CredentialsError(`${path}: expected a top-level \`tenants:\` mapping with at least one tenant`);
  return Object.entries(tenants).map(([tenant, raw]) => {
    const at = `${path}: tenants.${tenant}`;
    if (!isRecord(raw)) throw new CredentialsError(`${at} must be a mapping`);
    const apiKeys = raw.apiKeys ?? [];
    if (!Array.isArray(apiKeys) || !apiKeys.every((k) => typeof k === 'string')) throw new CredentialsError(`${at}.apiKeys must be a list of strings`);
    const tokens = raw.tokens ?? [];
    if (!Array.isArray(tokens) || !tokens.every((k) => typeof k === 'string')) throw new CredentialsError(`${at}.tokens must be a list of strings`);
    const clients = raw.clients ?? [];
    if (!Array.isArray(clients)) throw new CredentialsError(`${at}.clients must be a list`);
    if (raw.ownDomain !== undefined && (typeof raw.ownDomain !== 'string' || !ownDomainForm(raw.ownDomain)))
      throw new CredentialsError(`${at}.ownDomain must be a host name (\`acme.example.com\`) or an http(s) origin (\`https://acme.example.com\`)`);
    const records = new Map<string, GivenRecord[]>();
    for (const [key, value] of Object.entries(raw)) {
      const given = SETTINGS.has(key) ? undefined : givenRecords(value);
      if (given) records.set(key, given);
    }
    return {
      tenant,
      apiKeys,
      tokens,
      clients: clients.map((client: unknown, i) => {
        if (!isRecord(client) || typeof client.id !== 'string' || typeof client.secret !== 'string')
          throw new CredentialsError(`${at}.clients[${i}] needs an \`id\` and a \`secret\``);
        const scopes = client.scopes === 'all' ? allScopes : client.scopes;
        if (!Array.isArray(scopes) || !scopes.every((s) => typeof s === 'string'))
          throw new CredentialsError(`${at}.clients[${i}].scopes must be \`all\` or a list of scope names`);
        return { id: client.id, secret: client.secret, scopes };
      }),
      ...(typeof raw.ownDomain === 'string' ? { ownDomain: raw.ownDomain } : {}),
      records,
    };
  });
}

/** A host name, or an http(s) origin: the two forms of `ownDomain`. */
function ownDomainForm(value: string): boolean {
  if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (url.pathname === '/' || url.pathname === '') && !url.search;
  } catch {
    return false;
  }
}
