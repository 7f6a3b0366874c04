/**
 * Route stubs in `generated/server/`: per version, the route table (URL, method, scope,
 * request schemas, success status) and the facts its pipeline needs, plus the hand-written
 * server runtime from `src/server-runtime/` copied beside it. The Fastify plugin that serves
 * them is `registerVersion` in that runtime.
 */
import type { ResolvedModel } from '../../resolve/resolve.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { GENERATED_HEADER, type Artefact } from '../artefact.ts';
import { runtimeSources } from '../runtime-sources.ts';
import { typesFile } from '../client/types-file.ts';
import { handlersFile } from './handlers-file.ts';
import { validationSchema, type JsonSchema } from './validation-schema.ts';


/** The status a stub answers with: the stated one, or 200 where the specification shows only `2XX`. */
function successStatus(op: OperationView): number {
  const success = op.responses.find((r) => !r.isError);
  const numeric = success ? Number(success.status) : NaN;
  return Number.isInteger(numeric) ? numeric : success?.status === '3XX' ? 302 : 200;
}

function routeSchema(op: OperationView, view: VersionView): Record<string, JsonSchema> {
  const components = new Map(view.schemas.map((s) => [s.name, s]));
  const objectOf = (params: OperationView['query']) => ({
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name!, validationSchema(p.type, components)])),
    ...(params.some((p) => p.required) ? { required: params.filter((p) => p.required).map((p) => p.name!) } : {}),
  });
  return {
    ...(op.pathParams.length > 0 ? { params: objectOf(op.pathParams) } : {}),
    ...(op.query.length > 0 ? { querystring: objectOf(op.query) } : {}),
    ...(op.body && op.body.mediaType !== 'multipart/form-data' ? { body: validationSchema(op.body.type, components) } : {}),
  };
}

/** The success body's schema, where the model shows more than an open payload. */
function responseSchema(op: OperationView, view: VersionView): { responseSchema?: JsonSchema } {
  const success = op.responses.find((r) => !r.isError && r.status.startsWith('2'));
  const json = success?.content.find((c) => c.mediaType === 'application/json');
  if (!json || json.type.kind === 'unknown') return {};
  return { responseSchema: validationSchema(json.type, new Map(view.schemas.map((s) => [s.name, s]))) };
}

function codeOf(view: VersionView, status: number, fallback: string): string {
  return view.statusTable.find((r) => r.status === status && r.codes.length > 0)?.codes[0] ?? fallback;
}

function routesFile(view: VersionView): string {
  const routes = view.operations.map((op) => ({
    operationId: op.id,
    method: op.method,
    url: op.path.replace(/\{([^}]+)\}/g, ':$1'),
    authenticated: op.authenticated,
    ...(op.scope ? { scope: op.scope.name } : {}),
    ...(op.body ? { bodyMediaType: op.body.mediaType } : {}),
    successStatus: successStatus(op),
    bodyValidationStatus: op.responses.some((r) => r.status === '422') ? 422 : 400,
    schema: routeSchema(op, view),
    ...responseSchema(op, view),
  }));
  const facts = {
    root: view.root,
    tenantHeader: view.tenantHeader.name,
    tenantUnknownBody: view.errorFacts.tenantUnknownBody,
    errorStyle: view.usesErrorEnvelope ? 'envelope' : 'message',
    codes: {
      invalidRequest: codeOf(view, 400, 'invalid_request'),
      invalidToken: codeOf(view, 401, 'invalid_token'),
      insufficientScope: view.errorFacts.insufficientScopeCode,
      notFound: codeOf(view, 404, 'not_found'),
      methodNotAllowed: codeOf(view, 405, 'method_not_allowed'),
      validationFailed: codeOf(view, 422, 'validation_failed'),
    },
  };
  return [
    GENERATED_HEADER,
    `import type { RouteSpec, VersionFacts } from '../runtime/plugin.js';`,
    '',
    `/** Operations of ${view.title}. */`,
    `export type OperationId = ${view.operations.map((o) => JSON.stringify(o.id)).join(' | ')};`,
    '',
    `/** What the request pipeline needs to know about ${view.id}. */`,
    `export const FACTS: VersionFacts = ${JSON.stringify(facts, null, 2)};`,
    '',
    `/** Every operation of ${view.id}: URL, method, auth, scope, request schemas, success status. */`,
    `export const ROUTES: readonly RouteSpec[] = ${JSON.stringify(routes, null, 2)};`,
    '',
    `/** What each \`/help\` operation answers: filterable attributes, operators and enum values, from the model. */`,
    `export const HELP: Readonly<Record<string, unknown>> = ${JSON.stringify(helpPayloads(view), null, 2)};`,
    '',
  ].join('\n');
}

/**
 * Payloads of the `/help` operations: the filterable attributes of the list operation on the
 * same path, with their operators, types and enum values (the help payload shape itself is not
 * shown by the specification; this one is ours).
 */
function helpPayloads(view: VersionView): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const help of view.operations.filter((o) => o.path.endsWith('/help'))) {
    const list = view.operations.find((o) => o.method === 'GET' && o.path === help.path.slice(0, -'/help'.length));
    const filter = list?.query.find((p) => p.type.semantic === 'filter')?.type;
    const attributes = filter?.kind === 'object'
      ? filter.fields.map((f) => {
          const first = f.type.kind === 'object' ? f.type.fields[0]?.type : undefined;
          return {
            name: f.name,
            operators: f.type.kind === 'object' ? f.type.fields.map((o) => o.name) : [],
            type: first?.semantic ?? 'string',
            ...(first?.kind === 'scalar' && first.enum ? { values: [...first.enum] } : {}),
            ...(f.type.provenance.status !== 'stated' ? { provenance: f.type.provenance.status } : {}),
          };
        })
      : [];
    out[help.id] = { resource: list?.tag ?? help.tag, list: list?.id ?? null, attributes, syntax: view.listSyntax.map((r) => r.text) };
  }
  return out;
}

export function emitServer(_resolved: ResolvedModel, views: readonly VersionView[]): Artefact[] {
  const files = [
    ...runtimeSources('server-runtime', 'runtime'),
    ...views.flatMap((v) => [
      { path: `${v.id}/routes.ts`, content: routesFile(v) },
      { path: `${v.id}/types.ts`, content: typesFile(v) },
      { path: `${v.id}/handlers.ts`, content: handlersFile(v) },
    ]),
  ];
  return files.map((f) => ({ path: `server/${f.path}`, content: f.content }));
}
