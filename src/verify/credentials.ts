/**
 * The credentials file: the `tenants:` shape of the sandbox's fixture (`sandbox/demo.yaml`), of
 * which only the credentials are read: per tenant its API keys, its bearer tokens and its OAuth
 * clients, each with its secret and the scopes it holds (`all` for every scope of the model).
 * Other keys are ignored. An API without tenants has one entry, whose name is a label.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface ClientCredential {
  id: string;
  secret: string;
  /** The scopes the client holds, `all` expanded to the model's scopes. */
  scopes: readonly string[];
}

export interface TenantCredentials {
  tenant: string;
  apiKeys: readonly string[];
  /** Bearer tokens issued outside the API (a version whose auth is `bearer`). */
  tokens: readonly string[];
  clients: readonly ClientCredential[];
}

/** The file cannot be used: `verify` cannot run (exit 2). */
export class CredentialsError extends Error {
  override readonly name = 'CredentialsError';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
    };
  });
}
