/** Assembles the sandbox: both versions' generated routes, the store's credentials, the handlers. */
import type { FastifyInstance } from 'fastify';
import { apiKeyPrincipal, bearerToken, TokenStore, type ClientRegistry } from '../../generated/server/runtime/credentials.ts';
import type { Tenant } from '../../generated/server/runtime/plugin.ts';
import { buildApiServer, type ConnectionLimits } from '../../generated/server/runtime/server.ts';
import { tokenEndpoint } from '../../generated/server/runtime/token.ts';
import { FACTS as V3_FACTS, ROUTES as V3_ROUTES, SCHEMAS as V3_SCHEMAS } from '../../generated/server/v3/routes.ts';
import { FACTS as V4_FACTS, ROUTES as V4_ROUTES, SCHEMAS as V4_SCHEMAS } from '../../generated/server/v4/routes.ts';
import { v3Handlers, v4Handlers } from './handlers.ts';
import type { SandboxModel } from './model-facts.ts';
import { MAX_RECORDS_PER_COLLECTION, TOKEN_LIFETIME_SECONDS } from './rules.ts';
import type { Store } from './store.ts';

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
  const tokens = new TokenStore(options.now);
  const resolveTenant = (header: string | undefined, host: string | undefined): Tenant | undefined => {
    const id = header ?? tenantOfHost(store, host);
    return id !== undefined && store.tenants.has(id) ? { id } : undefined;
  };
  const apiKeys = [...store.tenants].flatMap(([tenant, data]) => data.apiKeys.map((key) => ({ key, tenant })));
  const registry: ClientRegistry = {
    findClient(tenant, clientId) {
      const client = store.tenants.get(tenant)?.clients.find((c) => c.id === clientId);
      return client && { clientId: client.id, clientSecret: client.secret, tenant, scopes: client.scopes === 'all' ? model.allScopes : client.scopes };
    },
  };
  const tokenHandler = tokenEndpoint({ registry, store: tokens, lifetimeSeconds: TOKEN_LIFETIME_SECONDS, facts: V4_FACTS });
  const app = await buildApiServer({
    connectionLimits: options.connectionLimits,
    versions: [
      {
        routes: V3_ROUTES,
        schemas: V3_SCHEMAS,
        facts: V3_FACTS,
        resolveTenant,
        authenticate: (request, tenant) => {
          const key = request.headers[model.apiKeyHeader.toLowerCase()];
          return apiKeyPrincipal(apiKeys, typeof key === 'string' ? key : undefined, tenant);
        },
        handlers: v3Handlers(store, model, { maxRecordsPerCollection: options.maxRecordsPerCollection ?? MAX_RECORDS_PER_COLLECTION }),
        validateResponses: options.validateResponses ?? true,
      },
      {
        routes: V4_ROUTES,
        schemas: V4_SCHEMAS,
        facts: V4_FACTS,
        resolveTenant,
        authenticate: (request, tenant) => {
          const token = bearerToken(request.headers.authorization);
          return token ? tokens.principal(token, tenant) : undefined;
        },
        handlers: v4Handlers(store, model, tokenHandler),
        validateResponses: options.validateResponses ?? true,
      },
    ],
  });
  return { app, tokens };
}
