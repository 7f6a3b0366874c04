/**
 * A version's route table, as data: for every operation its URL, method, authentication, scope,
 * request and success-body schemas and success status, the shared schemas those reference, the
 * facts the request pipeline needs and the `/help` payloads. The route-stub emitter writes it to
 * `routes.ts`; the sandbox serves it as it is.
 */
import type { RouteSpec, SharedSchema, VersionFacts } from '../../server-runtime/facts.ts';
import type { ContractModel } from '../contract-model.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { STATED, type WireType } from '../../views/wire-type.ts';
import { deprecationHeaders } from './deprecation-headers.ts';
import { versionFacts } from './facts.ts';
import { SchemaWriter } from './validation-schema.ts';
import { helpPayloads, helpPayloadType } from '../help-payload.ts';

/** The status a stub answers with: the stated one, or 200 where the specification shows only `2XX`. */
function successStatus(op: OperationView): number {
  const success = op.responses.find((r) => !r.isError);
  const numeric = success ? Number(success.status) : NaN;
  return Number.isInteger(numeric) ? numeric : success?.status === '3XX' ? 302 : 200;
}

/** The types a route validates: path parameters and query as objects, and the body unless it is raw multipart. */
function requestTypes(op: OperationView): { params?: WireType; querystring?: WireType; body?: WireType } {
  const objectOf = (params: OperationView['query']): WireType => ({
    kind: 'object',
    fields: params.map((p) => ({ name: p.name!, type: p.type, required: p.required })),
    provenance: STATED,
  });
  return {
    ...(op.pathParams.length > 0 ? { params: objectOf(op.pathParams) } : {}),
    ...(op.query.length > 0 ? { querystring: objectOf(op.query) } : {}),
    ...(op.body && op.body.mediaType !== 'multipart/form-data' ? { body: op.body.type } : {}),
  };
}

/** The JSON success body's type, where the model shows more than an open payload. */
function successType(op: OperationView): WireType | undefined {
  const success = op.responses.find((r) => !r.isError && r.status.startsWith('2'));
  const json = success?.content.find((c) => c.mediaType === 'application/json');
  return json && json.type.kind !== 'unknown' ? json.type : undefined;
}

/** What a version's `routes.ts` declares: its facts, shared schemas, routes and `/help` payloads. */
export interface RouteTable {
  facts: VersionFacts;
  schemas: SharedSchema[];
  routes: RouteSpec[];
  help: Record<string, unknown>;
}

/** The route table of a version, as data: written to `routes.ts`, and served by the sandbox as it is. */
export function routeTable(model: ContractModel, view: VersionView): RouteTable {
  const facts = versionFacts(model, view);
  const writer = new SchemaWriter(view.id, view.schemas);
  const validationFailed = String(facts.problems.validationFailed.status);
  const used: WireType[] = [];
  const routes = view.operations.map((op): RouteSpec => {
    const request = Object.entries(requestTypes(op));
    const response = op.describes !== undefined ? helpPayloadType(view, op) : successType(op);
    used.push(...request.map(([, type]) => type), ...(response ? [response] : []));
    return {
      operationId: op.id,
      method: op.method,
      url: op.path.replace(/\{([^}]+)\}/g, ':$1'),
      authenticated: op.authenticated,
      ...(op.scope ? { scope: op.scope.name } : {}),
      ...(op.body ? { bodyMediaType: op.body.mediaType, bodyRequired: op.body.required } : {}),
      successStatus: successStatus(op),
      invalidBody: op.responses.some((r) => r.status === validationFailed) ? 'validationFailed' : 'invalidRequest',
      schema: Object.fromEntries(request.map(([part, type]) => [part, writer.schema(type)])),
      ...(response ? { responseSchema: writer.schema(response) } : {}),
      ...(op.deprecation ? { responseHeaders: deprecationHeaders(op.deprecation) } : {}),
      ...(op.errorEnvelope !== undefined ? { errorStyle: op.errorEnvelope ? 'envelope' : 'message' } : {}),
      ...(op.transition
        ? {
            transition: {
              field: op.transition.field,
              ...(op.transition.from ? { from: op.transition.from.value } : {}),
              ...(op.transition.to ? { to: op.transition.to.value } : {}),
              wrongState: { status: op.transition.wrongState.status, error: op.transition.wrongState.code },
            },
          }
        : {}),
    };
  });
  return { facts, schemas: writer.sharedSchemas(used), routes, help: helpPayloads(view) };
}
