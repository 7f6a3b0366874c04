/**
 * A version's examples, from the demo data: the step from demo records and a version's view to
 * examples per operation, status, media type and parameter (placed in the published document by
 * src/contract/openapi/examples.ts). Every example is of the first tenant's data, in the
 * version's wire form as the sandbox renders it (src/demo/records.ts): a record or list body is
 * the records the example request addresses; a fixed answer of the route table (`/help`) is
 * itself; other bodies, error bodies included, are filled field by field (fill.ts, errors.ts).
 * Only what the model shows gets an example: an open payload gets none. Credentials never
 * appear: what the sandbox would answer with a secret is a placeholder.
 */
import type { DocumentExamples, NamedExample, OperationExamples, ResponseExamples } from '../../contract/openapi/examples.ts';
import type { ResolvedErrors } from '../../resolve/resolve.ts';
import { TOKEN_RESPONSE_FIELDS } from '../../server-runtime/oauth-fields.ts';
import type { ResponseView } from '../../views/errors-view.ts';
import type { OperationView } from '../../views/version-view.ts';
import type { WireType } from '../../views/wire-type.ts';
import type { SandboxChoices } from '../choices.ts';
import type { RecordAnswer, SandboxVersion } from '../model-facts.ts';
import { renderRecord } from '../records.ts';
import type { Store, TenantData, WireRecord } from '../store.ts';
import { ErrorExamples } from './errors.ts';
import { fill, shown, type Components, type Sources } from './fill.ts';
import { exampleRequest, listedRecords, queryExamples, type ExampleRequest, type ParentField } from './requests.ts';
import { collectSemanticValues } from './semantic-values.ts';

export interface ExampleInput {
  version: SandboxVersion;
  store: Store;
  /** The model's error sections (the description of each code). */
  errors: ResolvedErrors;
  /** The sandbox's choices where the model leaves one open (a token's lifetime, where a file is). */
  choices: SandboxChoices;
  /** The order of a list call that gives none, where the model states one. */
  defaultOrder: { field: string; direction: 'asc' | 'desc' } | undefined;
  /** The field of an operation's records naming an enclosing path segment's record, as the sandbox reads it. */
  parentField: ParentField;
  /** How the document names the demo data (`sandbox/demo.yaml`). */
  source: string;
}

/** What one tenant's data gives the examples of one version. */
interface Context {
  input: ExampleInput;
  tenant: string;
  data: TenantData;
  components: Components;
  errors: ErrorExamples;
}

const DEMO_SUMMARY = "The sandbox's demo data";

/** What the sandbox's token endpoint answers the first client: the token itself is a placeholder. */
function tokenAnswer(context: Context): Record<string, unknown> {
  const { view } = context.input.version;
  const all = view.auth.kind === 'oauth2' ? view.auth.scopes.map((s) => s.name) : [];
  const client = context.data.clients[0];
  const scopes = client === undefined ? [] : client.scopes === 'all' ? all : client.scopes;
  return { [TOKEN_RESPONSE_FIELDS.expiresIn]: context.input.choices.tokenLifetimeSeconds, [TOKEN_RESPONSE_FIELDS.scope]: scopes.join(' ') };
}

/** The values other bodies are filled from: the token answer (token operation), the record addressed, the tenant's owner. */
function sourcesOf(context: Context, op: OperationView, subject: Record<string, unknown> | undefined): Sources {
  const isToken = context.input.version.table.facts.token?.operationId === op.id;
  return [...(isToken ? [tokenAnswer(context)] : []), ...(subject ? [subject] : []), { owner: context.data.owner }];
}

/** The record (or records) a success body holds, where the operation answers records of its resource. */
function recordsBody(context: Context, op: OperationView, request: ExampleRequest | undefined, listed: readonly Record<string, unknown>[]): unknown {
  const { version } = context.input;
  const answer = version.answer(op.id);
  if (!answer.type || answer.borrowed || !request) return undefined;
  const body = op.responses.find((r) => !r.isError)?.content[0]?.type;
  if (answer.listField !== undefined) return { [answer.listField]: listed };
  if (body?.kind === 'array') return listed;
  return render(context, request.subject, answer);
}

/** A record in the version's wire form, as the sandbox answers it. */
function render(context: Context, record: WireRecord, answer: RecordAnswer): Record<string, unknown> {
  return renderRecord(record, answer, context.input.version, context.input.choices.minorUnitDigits);
}

function successExample(
  context: Context,
  op: OperationView,
  response: ResponseView,
  type: WireType,
  request: ExampleRequest | undefined,
  listed: readonly Record<string, unknown>[],
): unknown {
  const { version } = context.input;
  if (!shown(type, context.components)) return undefined;
  const fixed = version.table.help[op.id];
  if (fixed !== undefined) return fixed;
  // The first success body is the one the sandbox answers records with (src/demo/model-facts.ts).
  if (response === op.responses.find((r) => !r.isError) && type === response.content[0]?.type) {
    const records = recordsBody(context, op, request, listed);
    if (records !== undefined) return records;
  }
  const subject = request ? render(context, request.subject, version.answer(op.id)) : undefined;
  return fill(type, sourcesOf(context, op, subject), context.components)?.value;
}

/** The request body, where the model shows it: the record addressed in the body's shape, or its fields filled. */
function bodyExample(context: Context, op: OperationView, request: ExampleRequest | undefined): unknown {
  const body = op.body;
  const { version } = context.input;
  if (!body || body.mediaType === 'multipart/form-data' || !shown(body.type, context.components)) return undefined;
  const component = body.type.kind === 'ref' ? version.component(body.type.name) : undefined;
  if (component && request) return render(context, request.subject, { type: component, borrowed: false });
  // Credentials are never taken from the demo data: the token request's are placeholders.
  return fill(body.type, request ? [render(context, request.subject, version.answer(op.id))] : [], context.components)?.value;
}

function responseExamples(
  context: Context,
  op: OperationView,
  response: ResponseView,
  request: ExampleRequest | undefined,
  listed: readonly Record<string, unknown>[],
): ResponseExamples | undefined {
  const headers: Record<string, unknown> = {};
  // A redirect's target is where the fixture says the record's file is.
  const field = context.input.choices.fileLocationField;
  const location = field === undefined ? undefined : request?.subject[field];
  if (response.status.startsWith('3') && typeof location === 'string') for (const h of response.headers) headers[h.name] = location;
  let content: Record<string, Record<string, NamedExample>> = {};
  if (response.isError) content = context.errors.of(op, response);
  else
    for (const { mediaType, type } of response.content) {
      const value = successExample(context, op, response, type, request, listed);
      if (value !== undefined) content[mediaType] = { demo: { summary: DEMO_SUMMARY, value } };
    }
  return Object.keys(content).length > 0 || Object.keys(headers).length > 0 ? { content, headers } : undefined;
}

function operationExamples(context: Context, op: OperationView, semanticValues: Record<string, unknown>): OperationExamples {
  const { version, defaultOrder, parentField } = context.input;
  const records = [...(context.data.collections.get(op.resource)?.values() ?? [])];
  const request = exampleRequest(op, records, parentField);
  const answer = version.answer(op.id);
  const listed = request
    ? listedRecords(version.view, op, records, request.path, defaultOrder, parentField).map((r: WireRecord) => render(context, r, answer))
    : [];
  for (const record of listed) collectSemanticValues(record, answer.type, context.components, semanticValues);
  const query = queryExamples(version.view, op, listed, defaultOrder);
  for (const p of op.query) collectSemanticValues(query[p.name!], p.type, context.components, semanticValues);
  const responses: Record<string, ResponseExamples> = {};
  for (const response of op.responses) {
    const examples = responseExamples(context, op, response, request, listed);
    if (examples) responses[response.status] = examples;
  }
  const body = bodyExample(context, op, request);
  return { path: request?.path ?? {}, query, ...(body !== undefined ? { body } : {}), responses };
}

/** The version's examples from the first tenant of the demo data; undefined when the demo data has no tenant. */
export function versionExamples(input: ExampleInput): DocumentExamples | undefined {
  const [first] = input.store.tenants;
  if (!first) return undefined;
  const [tenant, data] = first;
  const { version } = input;
  // The version's own schemas: a component another version shows the fields of is not shown here.
  const own = new Map(version.view.schemas.map((s) => [s.name, s.type]));
  const components: Components = (name) => own.get(name);
  const errors = new ErrorExamples({ view: version.view, errors: input.errors, components, clients: data.clients });
  const context: Context = { input, tenant, data, components, errors };
  const semanticTypes: Record<string, unknown> = {};
  const operations = Object.fromEntries(version.view.operations.map((op) => [op.id, operationExamples(context, op, semanticTypes)]));
  // A model without a tenant header has one data set: its examples are of no tenant.
  return { source: input.source, ...(version.view.tenantHeader ? { tenant } : {}), semanticTypes, operations };
}
