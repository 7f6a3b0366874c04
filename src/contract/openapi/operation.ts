/** OperationView → OpenAPI Operation Object. */
import type { ResponseView } from '../../views/errors-view.ts';
import type { OperationView, ParameterView } from '../../views/version-view.ts';
import type { ListOrderView, PreconditionView, TransitionView } from '../../views/behaviour-view.ts';
import type { WireType } from '../../views/wire-type.ts';
import { defaultOrderText, preconditionText, transitionText } from '../behaviour-text.ts';
import { publishedBody } from '../help-payload.ts';
import { deprecationMarks, describeDeprecation } from './deprecation.ts';
import { annotate, describe, provenanceExtensions } from './provenance.ts';
import { toJsonSchema } from './schema.ts';
import type { Extensions, Operation, Parameter, ParameterOrRef, Response, Schema } from './types.ts';
import { SECURITY_SCHEME, TENANT_PARAMETER } from './names.ts';

/** An array index above which V8 keeps an object's index keys in a dictionary for good (its `kRequiresSlowElementsLimit`, 2^29 - 1). */
const SLOW_INDEX = String(2 ** 30);

/**
 * The entries as an object keyed by status code, held small. To V8 a key like `404` is an array
 * index, and a young object keeps its index keys in an array as long as the largest of them plus
 * half: about 5 KB for an operation's responses, 14 MB in the two published documents of a ×100
 * model, which stay cached for the whole run. An index past SLOW_INDEX, added and deleted first,
 * leaves the object's index keys in a dictionary (~0.5 KB); its keys, their order and every
 * reading of it stay the same.
 */
function byStatus<T>(entries: readonly (readonly [string, T])[]): Record<string, T> {
  const record: Record<string, T> = {};
  record[SLOW_INDEX] = undefined as T;
  delete record[SLOW_INDEX];
  for (const [status, value] of entries) record[status] = value;
  return record;
}

function parameter(p: ParameterView, order: ListOrderView | undefined): Parameter {
  const sortDefault = order?.sortParameter?.name === p.name ? order?.sortParameter?.value : undefined;
  return {
    // Views leave out query parameters whose names are not shown (`unnamedQuery`), never path parameters.
    name: p.name!,
    in: p.in,
    required: p.required,
    ...annotate(describeDeprecation(p.description, p.deprecation), p.provenance),
    ...deprecationMarks(p.deprecation),
    ...(p.style ? { style: p.style, explode: true } : {}),
    ...(p.allowReserved ? { allowReserved: true } : {}),
    schema: sortDefault !== undefined ? { ...parameterSchema(p), default: sortDefault } : parameterSchema(p),
  };
}

/**
 * OpenAPI defines `deepObject` for objects only, so a list sent as `name[<n>][…]` is published
 * as what its wire form is: an object keyed by the item's index, each value one item.
 */
function parameterSchema(p: ParameterView): Schema {
  if (p.style !== 'deepObject' || p.type.kind !== 'array') return toJsonSchema(p.type);
  const { items: _items, ...list } = toJsonSchema(p.type) as Schema & { items?: unknown };
  return { ...list, type: 'object', additionalProperties: toJsonSchema(p.type.items) };
}

/** `body`: the success body the document publishes in place of an open one (a `/help` payload). */
function response(r: ResponseView, body?: WireType): Response {
  const description = describe(r.description + (r.action ? ` Client action: ${r.action}` : ''), r.provenance)!;
  return {
    description,
    ...provenanceExtensions(r.provenance),
    ...(r.errorCodes.length > 0 ? { 'x-error-codes': r.errorCodes } : {}),
    ...(r.headers.length > 0
      ? {
          headers: Object.fromEntries(
            r.headers.map((h) => [h.name, { description: h.description, schema: toJsonSchema(h.type), ...provenanceExtensions(h.type.provenance) }]),
          ),
        }
      : {}),
    ...(r.content.length > 0
      ? {
          content: Object.fromEntries(r.content.map((c) => [c.mediaType, { schema: toJsonSchema(publishedBody(r, c, body)) }])),
        }
      : {}),
  };
}

function unnamedParameters(op: OperationView): Extensions {
  if (op.unnamedQuery.length === 0) return {};
  return {
    'x-unspecified-parameters': op.unnamedQuery.map((p) => ({
      description: p.description,
      reason: p.provenance.reason,
      schema: toJsonSchema(p.type),
    })),
  };
}

/** The transition for tools: the state machine, its stated parts and the wrong-state answer. */
function transitionExtension(t: TransitionView): Extensions {
  return {
    'x-transition': {
      stateMachine: t.machine,
      field: t.field,
      ...(t.from ? { from: t.from.value, ...(t.from.provenance.status !== 'stated' ? { 'x-from-provenance': t.from.provenance.status } : {}) } : {}),
      ...(t.to ? { to: t.to.value, ...(t.to.provenance.status !== 'stated' ? { 'x-to-provenance': t.to.provenance.status } : {}) } : {}),
      wrongState: { status: t.wrongState.status, error: t.wrongState.code },
      ...provenanceExtensions(t.open ?? { status: 'stated' }),
    },
  };
}

function preconditionsExtension(preconditions: readonly PreconditionView[]): Extensions {
  return {
    'x-preconditions': preconditions.map((p) => ({
      id: p.id,
      description: p.description,
      status: p.status,
      error: p.code,
      ...provenanceExtensions(p.provenance),
    })),
  };
}

function operationDescription(op: OperationView): string | undefined {
  const unnamed = op.unnamedQuery.map((p) => `- ${p.description} (${p.provenance.reason})`);
  const parts = [
    op.description,
    op.transition ? transitionText(op.transition) : undefined,
    ...(op.preconditions ?? []).map(preconditionText),
    op.defaultOrder ? defaultOrderText(op.defaultOrder) : undefined,
    unnamed.length > 0 ? `Further filters whose parameter names the specification does not show:\n\n${unnamed.join('\n')}` : undefined,
    op.scope
      ? `Required scope: \`${op.scope.name}\`${op.scope.provenance.status === 'inferred' ? ` (inferred: ${op.scope.provenance.reason})` : ''}.`
      : undefined,
  ].filter((p): p is string => p !== undefined);
  return describe(describeDeprecation(parts.length > 0 ? parts.join('\n\n') : op.summary, op.deprecation), op.provenance);
}

/** `successBody`: published in place of an open success body (the payload of a `/help` operation). */
export function toOperation(op: OperationView, successBody?: WireType): Operation {
  const description = operationDescription(op);
  return {
    operationId: op.id,
    summary: op.summary,
    ...(description !== undefined ? { description } : {}),
    ...provenanceExtensions(op.provenance),
    ...deprecationMarks(op.deprecation),
    ...(op.transition ? transitionExtension(op.transition) : {}),
    ...(op.preconditions ? preconditionsExtension(op.preconditions) : {}),
    ...(op.defaultOrder
      ? { 'x-default-order': { field: op.defaultOrder.field, direction: op.defaultOrder.direction, ...provenanceExtensions(op.defaultOrder.provenance) } }
      : {}),
    tags: [op.tag],
    parameters: [
      ...(op.tenantHeader ? [{ $ref: `#/components/parameters/${TENANT_PARAMETER}` }] : []),
      ...op.pathParams.map((p) => parameter(p, undefined)),
      ...op.query.map((p) => parameter(p, op.defaultOrder)),
    ] satisfies ParameterOrRef[],
    ...unnamedParameters(op),
    ...(op.body
      ? {
          requestBody: {
            required: op.body.required,
            ...annotate(op.body.description, op.body.provenance),
            content: { [op.body.mediaType]: { schema: toJsonSchema(op.body.type) } },
          },
        }
      : {}),
    responses: byStatus(op.responses.map((r) => [r.status, response(r, successBody)])),
    ...(op.authenticated ? {} : { security: [] }),
    ...(op.scope
      ? {
          security: [{ [SECURITY_SCHEME]: [op.scope.name] }],
          'x-required-scope': op.scope.name,
          ...(op.scope.provenance.status !== 'stated' ? { 'x-required-scope-provenance': op.scope.provenance.status } : {}),
        }
      : {}),
  };
}
