/**
 * A server for the route benchmark, run as its own process: `generated` is a v4 route through the
 * generated stubs (tenant, bearer token, scope, deep query, Ajv validation, handler); `bare` is a
 * plain Fastify route answering the same JSON. Both load the same modules, the generated runtime
 * included, and both keep one tick object alive (tick-shape.ts), so the two processes differ only
 * in what serves the route. Prints its port.
 */
import Fastify from 'fastify';
import type { Principal } from '../generated/server/runtime/plugin.ts';
import { buildApiServer } from '../generated/server/runtime/server.ts';
import { FACTS, ROUTES, SCHEMAS } from '../generated/server/v4/routes.ts';
import { keepTickObjectShape } from './tick-shape.ts';

// Before the server is built and before the process first falls idle.
keepTickObjectShape();

const BODY = { projects: [{ id: 'job-1001', title: 'Office fit-out', status: 'draft', budget: 12_500_000 }] };
const mode = process.argv[2];

const app =
  mode === 'bare'
    ? Fastify({ logger: false })
    : await buildApiServer({
        versions: [
          {
            routes: ROUTES,
            schemas: SCHEMAS,
            facts: FACTS,
            resolveTenant: (header) => (header === 'acme' ? { id: 'acme' } : undefined),
            authenticate: (request, tenant): Principal | undefined =>
              request.headers.authorization === 'Bearer bench-token' ? { tenant, subject: 'bench', scopes: ['projects:read'] } : undefined,
            handlers: { listProjects: async () => ({ body: BODY }) },
          },
        ],
      });
if (mode === 'bare') app.get('/api/v4/projects', async () => BODY);
await app.listen({ host: '127.0.0.1', port: 0 });
console.log((app.server.address() as { port: number }).port);
process.on('SIGTERM', () => process.exit(0)); // a clean exit, so --cpu-prof can write its profile
