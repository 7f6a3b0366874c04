/**
 * The route benchmark's third server, run as its own process: fastify-openapi-glue serving
 * `listProjects` straight from generated/openapi/v4.yaml (Fastify's Ajv validates what the
 * document declares: the tenant header, the query), with a security handler for the document's
 * `auth` scheme that checks the bearer token and the operation's scopes, and a handler answering
 * the same JSON as the other two servers. Prints its port.
 *
 * Glue leaves the query to Fastify's default parser, which does not read `deepObject`
 * parameters: `filter[status][eq]=draft` arrives as a flat key, so the filter's own schema is not
 * applied (the generated route parses and validates it).
 */
import { join } from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { keepTickObjectShape } from './tick-shape.ts';

const ROOT = join(import.meta.dirname, '..');
const BODY = { projects: [{ id: 'job-1001', title: 'Office fit-out', status: 'draft', budget: 12_500_000 }] };
const GRANTED = new Set(['projects:read']);

class Unauthorised extends Error {
  readonly statusCode = 401;
}

// The same footing as the other two servers: no slow nextTick (see tick-shape.ts).
keepTickObjectShape();
// The document's schemas carry `x-…` annotations (x-semantic-type, x-provenance): not strict.
const app = Fastify({ logger: false, ajv: { customOptions: { strict: false } } });
await app.register(openapiGlue, {
  specification: join(ROOT, 'generated', 'openapi', 'v4.yaml'),
  prefix: 'api/v4',
  serviceHandlers: { listProjects: async () => BODY },
  securityHandlers: {
    auth(request: FastifyRequest, _reply: unknown, scopes: readonly string[]) {
      if (request.headers.authorization !== 'Bearer bench-token') throw new Unauthorised('invalid token');
      if (!scopes.every((scope) => GRANTED.has(scope))) throw new Unauthorised('insufficient scope');
    },
  },
});
await app.listen({ host: '127.0.0.1', port: 0 });
console.log((app.server.address() as { port: number }).port);
process.on('SIGTERM', () => process.exit(0)); // a clean exit, so --cpu-prof can write its profile
