/**
 * A Fastify instance set up the way the route stubs need: the deep query parser
 * (`filter[a][op]`), form-encoded bodies (the token request, the v3 reject), raw multipart
 * bodies, a bounded body size, no logging of requests (credentials travel in them), and each
 * version's shared schemas registered once, for validation (Ajv) and serialisation alike.
 */
import type { Duplex } from 'node:stream';
import { Ajv } from 'ajv';
import Fastify, { type FastifyInstance } from 'fastify';
import { parseDeepQuery } from './deep-query.js';
import { registerVersion, type VersionOptions } from './plugin.js';
import { keepTickObjectShape } from './tick-shape.js';

// On import, before a server is built and before the process first falls idle (see tick-shape.ts).
keepTickObjectShape();

/** Bodies above this size are refused as malformed (400) before they are read whole. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface ApiServerOptions {
  versions: readonly VersionOptions[];
  bodyLimit?: number;
}

function parseForm(body: string): Record<string, string> {
  const form: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of new URLSearchParams(body)) {
    // A field sent twice is ambiguous (which secret, which grant?): refuse the request.
    if (key in form) throw Object.assign(new Error(`duplicate form field ${key}`), { statusCode: 400 });
    form[key] = value;
  }
  return form;
}

/**
 * Requests Node's HTTP parser refuses before any route sees them (request line and headers over
 * its 16 KB limit, raw bytes it does not accept in the path, a broken chunked body, a body cut
 * short or not received in time): Fastify's default answer, `{"error":"Bad Request",...}`, is
 * no version's error body. Which version was meant is not known yet, so the answer is both:
 * the v4 envelope with the documented `400 invalid_request`, and the `message` v3 errors carry.
 */
function refuseUnparsedRequest(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const description =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'The request line and headers are too large.'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'The request was not received in time.'
        : 'The request is not well-formed HTTP.';
  const body = JSON.stringify({ error: 'invalid_request', error_description: description, message: description });
  if (socket.writable) {
    socket.write(`HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy();
}

export async function buildApiServer(options: ApiServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    clientErrorHandler: refuseUnparsedRequest,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    routerOptions: { querystringParser: (query: string) => parseDeepQuery(query), maxParamLength: 500 },
  });
  // URL parts are text, so they are coerced (`limit=10` is a number); a JSON body is validated as
  // sent: `"10"` where a number is due is a validation error, not silently converted. Success
  // bodies, when checked, are checked exactly too.
  const coercing = new Ajv({ coerceTypes: 'array', allErrors: true, strict: false });
  const exact = new Ajv({ allErrors: true, strict: false });
  for (const schema of options.versions.flatMap((v) => v.schemas)) {
    coercing.addSchema(schema);
    exact.addSchema(schema);
    app.addSchema(schema); // for the response serialisers
  }
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? exact : coercing).compile(schema));
  // Declared up front, so every request object has the same shape.
  app.decorateRequest('apiTenant', null);
  app.decorateRequest('apiPrincipal', null);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseForm(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const checkerFor = (schema: object) => exact.compile(schema);
  for (const version of options.versions) await app.register((scope) => registerVersion(scope, version, checkerFor), { prefix: version.facts.root });
  return app;
}
