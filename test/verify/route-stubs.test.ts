/**
 * `verify` against the generated route stubs, as a backend engineer serves them: the server
 * package the generator makes (`generated/server/runtime/` and each version's `routes.ts`), with
 * honest handlers (the sandbox's, over the demo store) and credentials from the demo data. Both
 * versions, read-only and with --allow-writes: no check fails. The runtime checked here is the
 * generated copy itself, so a hand mutation of `generated/server/runtime/plugin.ts` that skips
 * the scope check for PATCH fails `scope.insufficient` on the v4 PATCH operations.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyPrincipal, bearerToken, TokenStore, type ClientRegistry } from '../../generated/server/runtime/credentials.ts';
import type { Handler, Principal, Tenant } from '../../generated/server/runtime/plugin.ts';
import { ApiProblem } from '../../generated/server/runtime/replies.ts';
import { buildApiServer } from '../../generated/server/runtime/server.ts';
import { tokenEndpoint } from '../../generated/server/runtime/token.ts';
import type { RouteTable } from '../../src/contract/routes/route-table.ts';
import { sandboxModel } from '../../src/demo/model-facts.ts';
import { MAX_RECORDS_PER_COLLECTION } from '../../src/demo/rules.ts';
import { readChoices } from '../../src/demo/choices.ts';
import { versionHandlers } from '../../src/sandbox/handlers.ts';
import { ApiProblem as SandboxProblem } from '../../src/server-runtime/replies.ts';
import { runVerify, type RunResult } from '../../src/verify/run.ts';
import { LOOPBACK_DEFAULTS } from '../../src/verify/command.ts';
import { REPO } from '../support/seed.ts';
import { faultCorpusSetup } from './fault-proxy.ts';

const { model, tenants, store: demoStore } = faultCorpusSetup(REPO);

/** Each version's generated route table (`generated/server/<version>/routes.ts`). */
async function generatedTables(): Promise<Map<string, RouteTable>> {
  const tables = new Map<string, RouteTable>();
  for (const view of model.views) {
    const module = (await import(`../../generated/server/${view.id}/routes.ts`)) as { ROUTES: unknown; FACTS: unknown; SCHEMAS: unknown; HELP: unknown };
    tables.set(view.id, { routes: module.ROUTES, facts: module.FACTS, schemas: module.SCHEMAS, help: module.HELP } as RouteTable);
  }
  return tables;
}

/**
 * The sandbox's handlers, answering through the generated runtime: a refusal they throw is the
 * sandbox runtime's ApiProblem, which the generated runtime knows as its own class.
 */
function honest(handlers: Record<string, Handler>): Record<string, Handler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([id, handler]) => [
      id,
      (async (input, ctx) => {
        try {
          return await handler(input, ctx);
        } catch (error) {
          throw error instanceof SandboxProblem ? new ApiProblem(error) : error;
        }
      }) as Handler,
    ]),
  );
}

/** The generated stubs on loopback, with honest handlers over a fresh demo store. */
async function serveStubs(): Promise<{ app: FastifyInstance; origin: string }> {
  const tables = await generatedTables();
  const store = demoStore();
  const facts = sandboxModel(model.resolved, model.views, (view) => tables.get(view.id)!);
  const { choices } = readChoices(store.choices, model.views);
  const tokens = new TokenStore();
  // The header on shared addresses; on a tenant's own domain (the credentials' `ownDomain`), the host.
  const resolveTenant = (header: string | undefined, host: string | undefined): Tenant | undefined => {
    const id = header ?? tenants.find((t) => t.ownDomain !== undefined && t.ownDomain === host?.replace(/:\d+$/, ''))?.tenant;
    return id !== undefined && store.tenants.has(id) ? { id } : undefined;
  };
  const apiKeys = [...store.tenants].flatMap(([tenant, data]) => data.apiKeys.map((key) => ({ key, tenant })));
  const registry: ClientRegistry = {
    findClient(tenant, clientId) {
      const client = store.tenants.get(tenant)?.clients.find((c) => c.id === clientId);
      return client && { clientId: client.id, clientSecret: client.secret, tenant, scopes: client.scopes === 'all' ? facts.allScopes : client.scopes };
    },
  };
  const app = await buildApiServer({
    versions: facts.versions.map((version) => {
      const { auth } = version.view;
      const table = tables.get(version.view.id)!;
      const authenticate = (request: FastifyRequest, tenant: Tenant): Principal | undefined => {
        if (auth.kind === 'apiKey') {
          const key = request.headers[auth.header.toLowerCase()];
          return apiKeyPrincipal(apiKeys, typeof key === 'string' ? key : undefined, tenant);
        }
        const token = bearerToken(request.headers.authorization);
        return token ? tokens.principal(token, tenant) : undefined;
      };
      const tokenHandler = table.facts.token
        ? tokenEndpoint({ registry, store: tokens, lifetimeSeconds: choices.tokenLifetimeSeconds, facts: table.facts })
        : undefined;
      const handlers = versionHandlers(version, { store, model: facts, choices, limits: { maxRecordsPerCollection: MAX_RECORDS_PER_COLLECTION } });
      return {
        routes: table.routes,
        schemas: table.schemas,
        facts: table.facts,
        resolveTenant,
        authenticate,
        handlers: { ...honest(handlers), ...(tokenHandler ? { [auth.kind === 'oauth2' ? auth.tokenOperationId : '']: tokenHandler } : {}) },
      };
    }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

const runs = new Map<boolean, RunResult>();
let app: FastifyInstance;

beforeAll(async () => {
  for (const allowWrites of [false, true]) {
    // A fresh server per run: the writes of one do not meet the other.
    const served = await serveStubs();
    app = served.app;
    runs.set(
      allowWrites,
      await runVerify(model, {
        baseUrl: served.origin,
        tenants,
        views: model.views,
        allowWrites,
        only: [],
        limits: LOOPBACK_DEFAULTS,
      }),
    );
    await app.close();
  }
}, 120_000);
afterAll(() => app?.close());

describe('verify against the generated route stubs with honest handlers', () => {
  for (const allowWrites of [false, true]) {
    it(`fails no check, both versions${allowWrites ? ', with --allow-writes' : ', read-only'}`, () => {
      const result = runs.get(allowWrites)!;
      const failures = result.checks.filter((c) => c.outcome === 'fail').map((c) => `${c.id} ${c.version} ${c.operation}: ${c.message}`);
      expect(failures).toEqual([]);
      expect(result.versions).toEqual(model.views.map((v) => v.id));
      expect(result.summary.pass).toBeGreaterThan(0);
    });
  }

  it('checks the runtime’s scope check on every v4 operation that changes data, PATCH included, with --allow-writes', () => {
    const checked = runs
      .get(true)!
      .checks.filter((c) => c.id === 'scope.insufficient' && c.outcome === 'pass')
      .map((c) => `${c.version} ${c.operation}`);
    const changing = model.views.flatMap((view) =>
      view.operations.filter((o) => o.scope && !['GET', 'HEAD'].includes(o.method) && o.method !== 'POST').map((o) => `${view.id} ${o.id}`),
    );
    expect(changing.length, 'the model has a PATCH, PUT or DELETE with a scope').toBeGreaterThan(0);
    for (const op of changing) expect(checked).toContain(op);
  });
});
