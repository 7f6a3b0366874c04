/** Assembles the sandbox: every version of the model on its route table, the store's credentials, the handlers. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyPrincipal, bearerToken, TokenStore, type ClientRegistry } from '../server-runtime/credentials.ts';
import type { Principal, Tenant } from '../server-runtime/plugin.ts';
import { buildApiServer, type ConnectionLimits } from '../server-runtime/server.ts';
import { tokenEndpoint } from '../server-runtime/token.ts';
import { versionHandlers } from './handlers.ts';
import type { SandboxModel, SandboxVersion } from '../demo/model-facts.ts';
import { readChoices } from '../demo/choices.ts';
import { MAX_RECORDS_PER_COLLECTION } from '../demo/rules.ts';
import { FixtureError, type Store } from '../demo/store.ts';

export interface SandboxOptions {
  store: Store;
  model: SandboxModel;
  now?: () => number;
  /** Check every success body against the model (default true: the sandbox is a development tool). */
  validateResponses?: boolean;
  /** Connection limits other than the runtime's defaults (tests use short and small ones). */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Records one collection of one tenant may hold (default MAX_RECORDS_PER_COLLECTION). */
  maxRecordsPerCollection?: number;
}

/** `acme.localhost:8080` stands for acme's own domain: no tenant header needed there. */
function tenantOfHost(store: Store, host: string | undefined): string | undefined {
  const name = /^([a-z0-9-]+)\.localhost(:\d+)?$/.exec(host ?? '')?.[1];
  return name && store.tenants.has(name) ? name : undefined;
}

export async function buildSandbox(options: SandboxOptions): Promise<{ app: FastifyInstance; tokens: TokenStore }> {
  const { store, model } = options;
  const unknown = store.unknownCollections(model.resources);
  if (unknown.length > 0) throw new FixtureError(`${unknown.join(', ')}: not a resource of the model (${[...model.resources].join(', ')})`);
  const { choices, problems } = readChoices(
    store.choices,
    model.versions.map((v) => v.view),
    model.stated,
  );
  if (problems.length > 0) throw new FixtureError(problems.map((p) => `${p.path.join('.')} ${p.problem}`).join('; '));
  const tokens = new TokenStore(options.now);
  // Without a tenant header, every request is the one data set's (the demo-data check holds it to one).
  const only = model.tenancy ? undefined : [...store.tenants.keys()][0];
  const resolveTenant = (header: string | undefined, host: string | undefined): Tenant | undefined => {
    const id = only ?? header ?? tenantOfHost(store, host);
    return id !== undefined && store.tenants.has(id) ? { id } : undefined;
  };
  const apiKeys = [...store.tenants].flatMap(([tenant, data]) => data.apiKeys.map((key) => ({ key, tenant })));
  const staticTokens = [...store.tenants].flatMap(([tenant, data]) => data.tokens.map((key) => ({ key, tenant })));
  const registry: ClientRegistry = {
    findClient(tenant, clientId) {
      const client = store.tenants.get(tenant)?.clients.find((c) => c.id === clientId);
      return client && { clientId: client.id, clientSecret: client.secret, tenant, scopes: client.scopes === 'all' ? model.allScopes : client.scopes };
    },
  };
  /** How a version's requests are authenticated, by the kind of auth its model declares. */
  const authenticator = ({ view }: SandboxVersion): ((request: FastifyRequest, tenant: Tenant) => Principal | undefined) => {
    const { auth } = view;
    if (auth.kind === 'apiKey') {
      const header = auth.header.toLowerCase();
      return (request, tenant) => {
        const key = request.headers[header];
        return apiKeyPrincipal(apiKeys, typeof key === 'string' ? key : undefined, tenant);
      };
    }
    if (auth.kind === 'bearer') {
      // Tokens issued outside the API: the demo data's, each a tenant's, compared as API keys are.
      return (request, tenant) => {
        const token = bearerToken(request.headers.authorization);
        const principal = apiKeyPrincipal(staticTokens, token, tenant);
        return principal && { ...principal, subject: 'bearer-token' };
      };
    }
    return (request, tenant) => {
      const token = bearerToken(request.headers.authorization);
      return token ? tokens.principal(token, tenant) : undefined;
    };
  };
  const limits = { maxRecordsPerCollection: options.maxRecordsPerCollection ?? MAX_RECORDS_PER_COLLECTION };
  const app = await buildApiServer({
    connectionLimits: options.connectionLimits,
    versions: model.versions.map((version) => {
      const { facts, routes, schemas } = version.table;
      const tokenHandler = facts.token ? tokenEndpoint({ registry, store: tokens, lifetimeSeconds: choices.tokenLifetimeSeconds, facts }) : undefined;
      return {
        routes,
        schemas,
        facts,
        resolveTenant,
        authenticate: authenticator(version),
        handlers: versionHandlers(version, { store, model, choices, limits, ...(tokenHandler ? { tokenHandler } : {}) }),
        validateResponses: options.validateResponses ?? true,
      };
    }),
  });
  return { app, tokens };
}
