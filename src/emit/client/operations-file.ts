/**
 * `<version>/operations.ts`: per operation, its parameter and response types, its descriptor,
 * and a standalone function `op(transport, params, options)`. Standalone functions keep a
 * bundle that imports one operation small (the rest tree-shakes away).
 */
import type { DocumentExamples } from '../../contract/openapi/examples.ts';
import { exampleDocLines } from '../shared/call-example.ts';
import { errorSummary } from '../shared/error-summary.ts';
import { GENERATED_HEADER } from '../shared/artefact.ts';
import type { ResponseView } from '../../views/errors-view.ts';
import { identicalParts } from '../../model/plain-data.ts';
import { MAKE_ANEW, type Reuse } from '../../model/reuse.ts';
import type { OperationView, ParameterView, VersionView } from '../../views/version-view.ts';
import type { Deprecation } from '../../views/deprecation.ts';
import type { WireType } from '../../views/wire-type.ts';
import { deprecationLines, docComment } from '../shared/doc-comment.ts';
import { defaultOrderText, preconditionText, transitionText } from '../../contract/behaviour-text.ts';
import { descriptorName, pagesFunctionName, resumableEntryName, paramsTypeName, responseTypeName } from '../shared/names.ts';
import { OPEN_RECORD, propertySignature, typeAlias, typeMembers, typeText, type TypeTextOptions } from '../shared/type-text.ts';
import { CodeText, dataDeclaration, itemList, stringLiteral, type JsonValue } from '../shared/ts-text.ts';
import { resumableErrorRows } from './errors-file.ts';

const WIRE: TypeTextOptions = { refName: (name) => `T.${name}`, semantic: false };
/** Query values: a timestamp also takes a Date, which the runtime sends in the timestamp format. */
const QUERY: TypeTextOptions = { ...WIRE, dateForTimestamp: true };

/** The TypeScript type a caller passes for a query parameter, as union members (typed helpers for ranges and sorts). */
function queryValueType(p: ParameterView, indent: string): string[] {
  const wire = typeMembers(p.type, { ...QUERY, indent });
  if (p.type.semantic === 'dateRange') return [...wire, 'DateRange'];
  if (p.type.semantic === 'sort') {
    const fields = p.type.sortFields?.map(stringLiteral).join(' | ') ?? 'string';
    return [...wire, `readonly SortKey<${fields}>[]`];
  }
  return wire;
}

function objectOf(params: readonly ParameterView[], valueType: (p: ParameterView, indent: string) => string[], indent: string): string {
  const inner = `${indent}  `;
  const lines = params.map(
    (p) =>
      `${docComment(p.description, p.provenance, inner, deprecationLines(p.deprecation, p.type))}${propertySignature(inner, p.name!, p.required, valueType(p, inner))}`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function bodyType(type: WireType, mediaType: string): string {
  if (mediaType === 'multipart/form-data') return 'FormData';
  if (type.kind === 'unknown') return OPEN_RECORD;
  return typeText(type, { ...WIRE, indent: '  ' });
}

function paramsType(op: OperationView): string {
  const parts: string[] = [];
  if (op.pathParams.length > 0) parts.push(`  path: ${objectOf(op.pathParams, () => ['string'], '  ')};`);
  if (op.query.length > 0) parts.push(`  query?: ${objectOf(op.query, queryValueType, '  ')};`);
  if (op.body) {
    const doc = docComment(op.body.description, op.body.provenance, '  ', [`Sent as \`${op.body.mediaType}\`.`]);
    parts.push(`${doc}  body${op.body.required ? '' : '?'}: ${bodyType(op.body.type, op.body.mediaType)};`);
  }
  return parts.length > 0 ? `{\n${parts.join('\n')}\n}` : 'Record<string, never>';
}

function successResponses(op: OperationView): ResponseView[] {
  return op.responses.filter((r) => !r.isError);
}

/** Redirect-style operations return a union result; others the body of their success response. */
function hasRedirect(op: OperationView): boolean {
  return successResponses(op).some((r) => r.status.startsWith('3'));
}

/** A success the model shows without content: its call may resolve with no body. */
function hasEmptySuccess(op: OperationView): boolean {
  return successResponses(op).some((r) => r.status.startsWith('2') && r.content.length === 0);
}

function hasDefaultBody(op: OperationView): boolean {
  return successResponses(op).some((r) => r.status === 'default');
}

function contentType(r: ResponseView): string {
  const content = r.content[0];
  if (!content) return 'undefined';
  if (content.type.kind === 'unknown') return OPEN_RECORD;
  return typeText(content.type, WIRE);
}

/** The result type as union members. */
function responseType(op: OperationView): string[] {
  const success = successResponses(op);
  if (hasRedirect(op)) {
    const bodies = success.filter((r) => !r.status.startsWith('3')).map(contentType);
    return [`RedirectResult<${bodies.length > 0 ? [...new Set(bodies)].join(' | ') : 'undefined'}>`];
  }
  const bodies = success.filter((r) => r.status.startsWith('2')).map(contentType);
  return bodies.length > 0 ? [...new Set(bodies)] : ['undefined'];
}

/** What of its version an operation's block reads, beside the operation. */
interface BlockContext {
  listFormats: VersionView['listFormats'];
  resumable: VersionView['errorFacts']['resumable'];
}

function queryDescriptor(p: ParameterView, listFormats: BlockContext['listFormats']): JsonValue {
  return {
    name: p.name!,
    style: p.style ?? 'form',
    allowReserved: p.allowReserved,
    ...(p.type.semantic === 'dateRange' ? { dateRange: listFormats.dateRangeSeparator } : {}),
    ...(p.type.semantic === 'sort' ? { sort: { pair: listFormats.sortPairSeparator, list: listFormats.sortListSeparator } } : {}),
  };
}

/** What the client's log event of a deprecated operation says (the note stays in the doc comment). */
function deprecationEvent({ since, sunset, replacement }: Deprecation): JsonValue {
  return { since, ...(sunset !== undefined ? { sunset } : {}), ...(replacement !== undefined ? { replacement } : {}) };
}

/** The rows of the version's actionable-error table for the codes `op` lists. */
function resumableRows(op: OperationView, resumable: BlockContext['resumable']): Record<string, CodeText> {
  const listed = resumable.filter((e) => e.operationIds.includes(op.id));
  return Object.fromEntries(listed.map((e) => [e.code, new CodeText(resumableEntryName(e.code))]));
}

function descriptor(op: OperationView, context: BlockContext): string {
  const resumable = resumableRows(op, context.resumable);
  return dataDeclaration(`const ${descriptorName(op)}: OperationDescriptor =`, {
    id: op.id,
    method: op.method,
    path: op.path,
    ...(op.query.length > 0
      ? { query: { params: op.query.map((p) => queryDescriptor(p, context.listFormats)), serialize: new CodeText('serializeQuery') } }
      : {}),
    ...(op.body ? { bodyMediaType: op.body.mediaType } : {}),
    ...(op.scope ? { scope: op.scope.name } : {}),
    authenticated: op.authenticated,
    redirect: hasRedirect(op),
    defaultBody: hasDefaultBody(op),
    ...(hasEmptySuccess(op) ? { emptyBody: true } : {}),
    ...(Object.keys(resumable).length > 0 ? { resumableErrors: resumable } : {}),
    ...(op.deprecation ? { deprecated: deprecationEvent(op.deprecation) } : {}),
    ...(op.errorEnvelope !== undefined ? { errorEnvelope: op.errorEnvelope } : {}),
  });
}

/** `example`: the call and its answer from the version's examples (src/emit/shared/call-example.ts `exampleDocLines`). */
export function operationDoc(op: OperationView, example: readonly string[] = []): string {
  const errors = errorSummary(op);
  const extra = [
    '',
    `\`${op.method} ${op.fullPath}\``,
    ...(op.scope ? [`Required scope: \`${op.scope.name}\`${op.scope.provenance.status === 'inferred' ? ' (inferred)' : ''}.`] : []),
    ...(op.transition ? [transitionText(op.transition)] : []),
    ...(op.preconditions ?? []).map(preconditionText),
    ...(op.defaultOrder ? [defaultOrderText(op.defaultOrder)] : []),
    ...(errors ? [errors] : []),
    ...op.unnamedQuery.map((p) => `Not sendable: ${p.description} ${p.provenance.reason ?? ''}`.trim()),
    ...example,
    ...deprecationLines(op.deprecation),
  ];
  return docComment([op.summary, op.description].filter(Boolean).join('\n\n'), op.provenance, '', extra);
}

/** Lists with `page` and one array in their body get an async iterator over every item. */
function pageIterator(op: OperationView): string | undefined {
  if (!op.query.some((p) => p.name === 'page')) return undefined;
  const body = successResponses(op)[0]?.content[0]?.type;
  const arrayField = body?.kind === 'object' ? body.fields.find((f) => f.type.kind === 'array') : undefined;
  const items = body?.kind === 'array' ? body.items : arrayField?.type.kind === 'array' ? arrayField.type.items : undefined;
  if (!items) return undefined;
  const itemsOf = arrayField ? `(body) => (body as ${responseTypeName(op)}).${arrayField.name}` : `(body) => body as ${responseTypeName(op)}`;
  const itemType = typeText(items, WIRE);
  const head = `export function ${pagesFunctionName(op)}`;
  const returns = `: AsyncGenerator<${itemType}, void, undefined> {`;
  const parameters = [
    'transport: Transport',
    `params: ${paramsTypeName(op)}${paramsRequired(op) ? '' : ' = {}'}`,
    'options?: CallOptions',
    'maxPages?: number',
  ];
  const call = `  return paginate<${itemType}, ${paramsTypeName(op)}>`;
  const callArguments = [`(p) => ${op.id}(transport, p, options)`, itemsOf, 'params', 'maxPages'];
  const arrowFunctions = 2;
  return [
    `/** Every item of \`${op.id}\`, page after page: stops at the first empty page, not at a short one (the maximum page size is not shown); at most \`maxPages\` pages. */`,
    `${head}${itemList(parameters, { indent: '', column: head.length, suffix: returns.length })}${returns}`,
    `${call}${itemList(callArguments, { indent: '  ', column: call.length, suffix: 1 }, arrowFunctions)};`,
    '}',
  ].join('\n');
}

/** Whether a call must pass `params`: it has a path parameter or a required body. */
export function paramsRequired(op: OperationView): boolean {
  return op.pathParams.length > 0 || op.body?.required === true;
}

function operationBlock(op: OperationView, context: BlockContext, example: readonly string[]): string {
  const parameters = [
    'transport: Transport',
    paramsRequired(op) ? `params: ${paramsTypeName(op)}` : `params: ${paramsTypeName(op)} = {}`,
    'options?: CallOptions',
  ];
  const head = `export function ${op.id}`;
  const returns = `: Promise<${responseTypeName(op)}> {`;
  return [
    `/** Parameters of \`${op.id}\`. */`,
    `export type ${paramsTypeName(op)} = ${paramsType(op)};`,
    `/** Result of \`${op.id}\`. */`,
    typeAlias(responseTypeName(op), responseType(op)),
    descriptor(op, context),
    `${operationDoc(op, example)}${head}${itemList(parameters, { indent: '', column: head.length, suffix: returns.length })}${returns}`,
    `  return transport.call<${responseTypeName(op)}>(${descriptorName(op)}, params, options);`,
    '}',
    pageIterator(op),
  ]
    .filter((line): line is string => line !== undefined)
    .join('\n');
}

/** Whether the operation gets a page iterator (the client binds those too). */
export function hasPageIterator(op: OperationView): boolean {
  return pageIterator(op) !== undefined;
}

/** One import of the query module: the serialiser descriptors reference, and the helper types parameters use. */
function queryImport(serializer: boolean, types: readonly string[]): string[] {
  if (!serializer && types.length === 0) return [];
  if (!serializer) return [`import type { ${types.join(', ')} } from '../runtime/query.js';`];
  return [`import { ${['serializeQuery', ...types.map((t) => `type ${t}`)].join(', ')} } from '../runtime/query.js';`];
}

/**
 * `reuse`: in `--watch`, the block of an operation whose view, context and example are the last
 * compile's is taken as it was. `examples`: the version's, from the demo data (none without it).
 */
export function operationsFile(view: VersionView, reuse: Reuse = MAKE_ANEW, examples?: DocumentExamples): string {
  const resumable = resumableErrorRows(view);
  const context: BlockContext = { listFormats: view.listFormats, resumable: view.errorFacts.resumable };
  const block = (op: OperationView) => {
    const example = exampleDocLines(op, examples);
    return reuse.sinceLast(`client operation ${view.id} ${op.id}`, [op, context.listFormats, context.resumable, example.join('\n')], identicalParts, () =>
      operationBlock(op, context, example),
    );
  };
  const body = [...(resumable ? [resumable.code] : []), ...view.operations.map(block)].join('\n\n');
  // Import only what the blocks use: generated code has no dead imports.
  const uses = (name: string) => new RegExp(`\\b${name}\\b`).test(body);
  const queryTypes = ['DateRange', 'SortKey'].filter(uses);
  const transportTypes = ['CallOptions', 'OperationDescriptor', 'RedirectResult', 'Transport'].filter(uses);
  const header = [
    GENERATED_HEADER,
    ...queryImport(uses('serializeQuery'), queryTypes),
    `import type { ${transportTypes.join(', ')} } from '../runtime/transport.js';`,
    ...(uses('paginate') ? [`import { paginate } from '../runtime/paginate.js';`] : []),
    ...(resumable ? resumable.imports : []),
    ...(/\bT\./.test(body) ? [`import type * as T from './types.js';`] : []),
  ];
  return `${header.join('\n')}\n\n${body}\n`;
}
