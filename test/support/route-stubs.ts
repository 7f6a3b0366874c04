/**
 * A version's generated route stubs (`<out>/server/<id>/routes.ts`, written by a compile) served
 * on loopback by the route-stub runtime: tenant `acme`, and `ok` as the one valid credential.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteSpec, SharedSchema, VersionFacts } from '../../src/server-runtime/facts.ts';
import { buildApiServer } from '../../src/server-runtime/server.ts';
import type { OperationView } from '../../src/views/version-view.ts';

type Handlers = Parameters<typeof buildApiServer>[0]['versions'][number]['handlers'];

export const STUB_TENANT = 'acme';
export const STUB_CREDENTIAL = 'ok';

/** An operation's path with every parameter filled in. */
export const concretePath = (op: OperationView) => op.path.replace(/\{[^}]+\}/g, 'x1');

/** `handlers`: by operation id, made from the version's facts (its problem answers). */
export async function startRouteStubs(out: string, versionId: string, handlers: (facts: VersionFacts) => Handlers = () => ({})) {
  const routes = (await import(pathToFileURL(join(out, 'server', versionId, 'routes.ts')).href)) as {
    ROUTES: readonly RouteSpec[];
    SCHEMAS: readonly SharedSchema[];
    FACTS: VersionFacts;
  };
  const tenant = { id: STUB_TENANT };
  const app = await buildApiServer({
    versions: [
      {
        routes: routes.ROUTES,
        schemas: routes.SCHEMAS,
        facts: routes.FACTS,
        resolveTenant: (header) => (header === tenant.id ? tenant : undefined),
        authenticate: (request) => (request.headers.authorization === STUB_CREDENTIAL ? { tenant, subject: 'test', scopes: [] } : undefined),
        handlers: handlers(routes.FACTS),
      },
    ],
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { origin: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, facts: routes.FACTS, close: () => app.close() };
}
