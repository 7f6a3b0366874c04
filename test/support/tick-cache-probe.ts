/**
 * Run by test/server/tick-shape.test.ts in its own process, with `--expose-gc` and V8's natives
 * syntax: builds the generated v4 server, runs a full garbage collection while no tick is queued
 * (what V8's memory reducer does when a server falls idle), answers requests on loopback, then
 * prints V8's own description of `process.nextTick`, whose inline caches the test reads.
 */
import type { Principal } from '../../generated/server/runtime/plugin.ts';
import { buildApiServer } from '../../generated/server/runtime/server.ts';
import { FACTS, ROUTES, SCHEMAS } from '../../generated/server/v4/routes.ts';

const app = await buildApiServer({
  versions: [
    {
      routes: ROUTES,
      schemas: SCHEMAS,
      facts: FACTS,
      resolveTenant: (header) => (header === 'acme' ? { id: 'acme' } : undefined),
      authenticate: (request, tenant): Principal | undefined => (request.headers.authorization === 'Bearer probe' ? { tenant, subject: 'probe', scopes: ['projects:read'] } : undefined),
      handlers: { listProjects: async () => ({ body: { projects: [] } }) },
    },
  ],
});
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
const { gc } = globalThis as { gc?: () => void };
if (!gc) throw new Error('the probe needs --expose-gc');
// In a timer callback nothing is queued for nextTick: no tick object is alive during this collection.
await new Promise<void>((resolve) =>
  setTimeout(() => {
    gc();
    resolve();
  }, 10),
);
for (let i = 0; i < 50; i++) {
  const response = await fetch(`${origin}/api/v4/projects?filter[status][eq]=draft&limit=10`, { headers: { 'service-tenant-id': 'acme', authorization: 'Bearer probe' } });
  if (response.status !== 200) throw new Error(`a probe request answered ${response.status}`);
  await response.arrayBuffer();
}
await app.close();
// Natives syntax is not TypeScript: eval keeps it away from the transpiler.
eval('%DebugPrint(process.nextTick)');
