import { byCodePoint } from '../model/order.ts';
/**
 * One view per version: the names, wire types, auth, servers, parameters, responses and
 * errors of that version, fully decided. Emitters read a view and never ask which version
 * it is (the idea of TypeSpec's versioning projection).
 */
import { formDecodingWarnings, type FormatWarning } from './format-warnings.ts';
import type { DeclaredScope } from '../model/scopes.ts';
import type { ParameterSpec, ResourceSpecT, RuleT } from '../model/schema.ts';
import { provenanceOf, type Provenance } from '../model/provenance.ts';
import type { ResolvedModel, ResolvedOperation } from '../resolve/resolve.ts';
import { deprecationOf, type Deprecation } from './deprecation.ts';
import { errorResponses, errorSchemas, OAUTH_ERROR_SCHEMA, type ResponseView } from './errors-view.ts';
import { answersFrom, FAILURES, failureAnswers, type Failure, type FailureAnswer } from '../model/failures.ts';
import {
  componentNameFor,
  filterAttributes,
  renderField,
  renderFields,
  type ComponentDemand,
  type FilterAttribute,
  type RenderContext,
} from './render-field.ts';
import { errorBodies, unshownFields } from './resource-rules.ts';
import {
  answersList,
  methodNotAllowed,
  type ListOrderView,
  operationPreconditions,
  operationTransition,
  pathMethods,
  type MethodNotAllowedView,
  type PathMethodsView,
  type PreconditionView,
  type TransitionView,
} from './behaviour-view.ts';
import { forEachNestedType, STATED, type NamedSchema, type WireType } from './wire-type.ts';
import { declaredParameter, replacementWireName, sharedParameterKey, type QueryEntry } from '../model/parameters.ts';
import { versionRevision } from '../model/revision.ts';
import { MAKE_ANEW, type Reuse } from '../model/reuse.ts';
import type { ModelFile } from '../model/schema.ts';
import { ModelConsumption, NothingRecorded, type Consumed, type ConsumedPart } from '../resolve/consumption.ts';
import type { ModelPath } from '../model/path.ts';
import { sameData, shareData } from '../model/plain-data.ts';

export interface ServerView {
  id: string;
  title: string;
  /** URL template including the version root, e.g. `https://{base_url}/api/<version>`. */
  url: string;
  description: string;
  variables: { name: string; default: string; description: string; provenance: Provenance }[];
  tenantHeader: boolean;
  provenance: Provenance;
}

export type AuthView =
  | { kind: 'apiKey'; header: string; description: string; steps: RuleT[] }
  /** A bearer token issued outside the API (`Authorization: Bearer <token>`). */
  | { kind: 'bearer'; description: string; steps: RuleT[] }
  | {
      kind: 'oauth2';
      tokenUrl: string;
      tokenOperationId: string;
      description: string;
      steps: RuleT[];
      scopes: DeclaredScope[];
      /** What the model says a token grants, whether there is a refresh token, how a client keeps a token (absent: not stated). */
      grantedScope?: 'intersection';
      refreshToken?: false;
      clientCache?: 'refreshEarly';
    };

export interface ParameterView {
  /** Absent when the specification does not show the name. */
  name?: string;
  in: 'path' | 'query';
  description: string;
  required: boolean;
  type: WireType;
  style?: 'form' | 'deepObject';
  allowReserved: boolean;
  /** On a list: `size`, it sets the page size; `number`, it picks the page (from 1). */
  paging?: 'size' | 'number';
  /** On a list: the record field it filters on, by equality. */
  matches?: string;
  provenance: Provenance;
  deprecation?: Deprecation;
}

/** A name a list call sorts or filters by that stands for a record field of another name (`created` for `created_at`). */
export interface ListFieldView {
  field: string;
  provenance: Provenance;
}

/** The record field a list name (a sort field, a date-range parameter, the default order's field) stands for: the model's `listFields` entry, else the name itself. */
export const listRecordField = (view: VersionView, name: string): string => view.listFields[name]?.field ?? name;

/** The names a `field:direction` sort that declares no fields sorts on: the default order's field and the model's `listFields` names. */
export const undeclaredSortNames = (view: VersionView): string[] => [
  ...new Set([...(view.defaultOrder ? [view.defaultOrder.field] : []), ...Object.keys(view.listFields)]),
];

export interface BodyView {
  mediaType: string;
  description: string;
  required: boolean;
  type: WireType;
  provenance: Provenance;
}

export interface OperationView {
  id: string;
  method: string;
  /** Path below the version root, e.g. `/jobs/{id}`. */
  path: string;
  /** Path including the root, e.g. `/api/<version>/jobs/{id}`. */
  fullPath: string;
  tag: string;
  resource: string;
  summary: string;
  description?: string;
  provenance: Provenance;
  pathParams: ParameterView[];
  query: ParameterView[];
  /** Query parameters whose names the specification does not show: documented, never sent. */
  unnamedQuery: ParameterView[];
  body?: BodyView;
  responses: ResponseView[];
  authenticated: boolean;
  scope?: { name: string; provenance: Provenance };
  /** Whether its requests carry the tenant header (the API has one). */
  tenantHeader: boolean;
  /** Has `filter[...]` parameters. */
  isList: boolean;
  /** The attributes its filter parameters take, with operators and value types; empty when it has none. */
  filters: FilterAttribute[];
  deprecation?: Deprecation;
  /** For a `/help` operation: the list operation whose filterable attributes it answers with. */
  describes?: string;
  /** Whether its errors are the envelope, set only where its resource overrides the version's `errorBodies`. */
  errorEnvelope?: boolean;
  /** The transition it makes, where a state machine of the model names it. */
  transition?: TransitionView;
  /** The conditions it checks beyond the status, where the model states any. */
  preconditions?: PreconditionView[];
  /** On a list operation: the order it answers in when the call asks for none (the model's default order). */
  defaultOrder?: ListOrderView;
}

export interface TagView {
  name: string;
  description: string;
}

export interface TenantHeaderView {
  name: string;
  description: string;
  rules: RuleT[];
  /** Servers where the header is not needed (the organisation's own domain). */
  notRequiredOn: string[];
}

/** Separators of the list value shapes (date ranges, sort lists), read from the model's formats. */
export interface ListFormats {
  /** `+TO+` in `YYYY-MM-DD+TO+YYYY-MM-DD`. */
  dateRangeSeparator: string;
  /** `:` and `,` in `field:direction,...`. */
  sortPairSeparator: string;
  sortListSeparator: string;
}

export interface VersionView {
  id: string;
  title: string;
  description: string;
  root: string;
  /** The version's semver revision (`info.version` of its documents). */
  revision: string;
  servers: ServerView[];
  /** Undefined for an API without tenants. */
  tenantHeader?: TenantHeaderView;
  auth: AuthView;
  usesErrorEnvelope: boolean;
  errorBodiesUnspecified?: string;
  resourceFieldsUnspecified?: string;
  tags: TagView[];
  operations: OperationView[];
  schemas: NamedSchema[];
  listSyntax: RuleT[];
  listFormats: ListFormats;
  /** How the version renders semantic types on the wire (scalars as strings, money in minor units, …). */
  wireRules: { semantic: string; json: string; pattern?: string; enum?: readonly string[]; description: string; provenance: Provenance }[];
  /**
   * The status table with client actions (405 included), for versions with the error envelope;
   * each row with the failures of a request it answers (the route stubs' and the client's).
   */
  statusTable: { status: number; codes: string[]; condition: string; action: string; answers: Failure[] }[];
  /** Facts the generated client needs about errors. */
  errorFacts: ErrorFacts;
  /** The title and description of each resource the version shows (by its operations or schemas), by key. */
  resourceTexts: ReadonlyMap<string, { title: string; description: string }>;
  /** The formats among the version's semantic types whose shape form decoding misreads (format-warnings.ts). */
  formatWarnings: FormatWarning[];
  /** Each path of its operations with the methods it takes and those it does not (none where the model says nothing of them). */
  paths: PathMethodsView[];
  /** The answer to a method a path does not take. */
  methodNotAllowed: MethodNotAllowedView;
  /** The order of a list call that gives none, in the model's words (the field as the default order names it); undefined where the model states none. */
  defaultOrder?: { field: string; direction: 'asc' | 'desc'; provenance: Provenance };
  /** The names its lists sort, filter or order by that stand for record fields of other names, by name (`conventions.listFields`). */
  listFields: Readonly<Record<string, ListFieldView>>;
}

export interface ErrorFacts {
  /** The answer to a missing or unknown tenant, for a model with a tenant header. */
  tenantUnknown?: { status: number; body: string };
  /** The status and code answering each failure (the client narrows its errors by these statuses). */
  failures: Record<Failure, FailureAnswer>;
  /** The actionable codes this version's operations can answer, as the model's `resume` declares them. */
  resumable: ResumableErrorView[];
  /** The envelope fields of the insufficient-scope code naming the needed and the held scopes, where the model declares them. */
  scopeFields?: { required: string; provided: string };
}

/** An error code the client can act on: choose from a list in the body, send the request again. */
export interface ResumableErrorView {
  code: string;
  status: number;
  description: string;
  /** The error body's field listing the choices, with its description. */
  choices: { field: string; description: string };
  /** The request body field the chosen values are sent in. */
  resend: { field: string; list: boolean };
  /** The operations of the version that list the code. */
  operationIds: string[];
}

/**
 * The separators of the model's date-range and sort formats; empty for a format the model does
 * not have, which no value then needs (rule requiredFormats: a model using a type has its format).
 */
function listFormats(resolved: ResolvedModel): ListFormats {
  const { formats } = resolved.conventions;
  const sort = formats.sort?.shape.match(/^field(.+?)direction(.)/);
  const date = formats.date?.shape;
  return {
    dateRangeSeparator: (date && formats.dateRange?.shape.split(date).filter(Boolean)[0]) || '',
    sortPairSeparator: sort?.[1] ?? '',
    sortListSeparator: sort?.[2] ?? '',
  };
}

/** The codes with `resume` that operations of the version list (validation guarantees both fields exist). */
function resumableErrors(resolved: ResolvedModel, versionId: string): ResumableErrorView[] {
  const operations = resolved.operations.filter((op) => op.version === versionId);
  return Object.entries(resolved.errors.codes).flatMap(([code, spec]) => {
    const listing = operations.filter((op) => op.errors?.includes(code));
    if (!spec.resume || listing.length === 0) return [];
    const { choices, resend } = spec.resume;
    return [
      {
        code,
        status: spec.status,
        description: spec.description,
        choices: { field: choices, description: spec.fields![choices]!.description ?? '' },
        resend: { field: resend, list: listing.every((op) => op.body!.schema.fields![resend]!.type === 'array') },
        operationIds: listing.map((op) => op.id),
      },
    ];
  });
}

function errorFacts(resolved: ResolvedModel, versionId: string, usesEnvelope: boolean): ErrorFacts {
  const failures = failureAnswers(resolved.errors.statuses, resolved.operationCodes.get(versionId));
  // Envelope fields, so only a version where some error bodies are the envelope has them.
  const scopeFields = usesEnvelope ? resolved.errors.codes[failures.insufficientScope.error]?.scopeFields : undefined;
  const { tenantUnknown } = resolved.errors;
  return {
    ...(resolved.tenantHeader && tenantUnknown ? { tenantUnknown: { status: tenantUnknown.status, body: tenantUnknown.body } } : {}),
    failures,
    resumable: resumableErrors(resolved, versionId),
    ...(scopeFields ? { scopeFields: { required: scopeFields.required, provided: scopeFields.provided } } : {}),
  };
}

/** Tags use the resource's title, or its version-specific name where it has one (Job / Project). */
function tagName(resource: ResourceSpecT, versionId: string): string {
  const name = resource.names?.[versionId]?.singular;
  return name ? name[0]!.toUpperCase() + name.slice(1).replace(/_/g, ' ') : resource.title;
}

function substitute(url: string, variables: Record<string, { default: string }>): string {
  return url.replace(/\{(\w+)\}/g, (whole, name: string) => variables[name]?.default ?? whole);
}

function buildServers(resolved: ResolvedModel, root: string): ServerView[] {
  resolved.consumption.record(['conventions', 'servers']);
  return Object.entries(resolved.conventions.servers).map(([id, s]) => ({
    id,
    title: s.title,
    url: `${s.url}${root}`,
    description: s.description ?? s.title,
    variables: Object.entries(s.variables).map(([name, v]) => ({ name, default: v.default, description: v.description, provenance: provenanceOf(v) })),
    tenantHeader: s.tenantHeader === true,
    provenance: provenanceOf(s),
  }));
}

function buildAuth(resolved: ResolvedModel, versionId: string): AuthView {
  const version = resolved.model.versions![versionId]!;
  const auth = version.auth;
  if (auth.kind === 'apiKey') return { kind: 'apiKey', header: auth.header, description: auth.description, steps: auth.steps };
  if (auth.kind === 'bearer') return { kind: 'bearer', description: auth.description, steps: auth.steps };
  for (const scope of resolved.scopes) resolved.consumption.record(['scopes', scope.group, scope.key]);
  // Validation guarantees a token server for a model with an OAuth version.
  const server = resolved.conventions.servers[resolved.conventions.tokenServer!]!;
  const tokenOp = resolved.model.operations![auth.tokenOperation]!;
  return {
    kind: 'oauth2',
    tokenUrl: `${substitute(server.url, server.variables)}${version.root}${tokenOp.path}`,
    tokenOperationId: auth.tokenOperation,
    description: auth.description,
    steps: auth.steps,
    scopes: resolved.scopes,
    ...(auth.grantedScope !== undefined ? { grantedScope: auth.grantedScope } : {}),
    ...(auth.refreshToken !== undefined ? { refreshToken: auth.refreshToken } : {}),
    ...(auth.clientCache !== undefined ? { clientCache: auth.clientCache } : {}),
  };
}

function resolveParameter(entry: QueryEntry, resolved: ResolvedModel): ParameterSpec {
  const key = sharedParameterKey(entry);
  if (key === undefined) return entry as ParameterSpec;
  resolved.consumption.record(['parameters', key]);
  const base = declaredParameter(resolved.model, entry)!;
  if (typeof entry === 'object' && 'use' in entry) {
    return {
      ...base,
      ...(entry.description ? { description: entry.description } : {}),
      schema: entry.sortFields ? { ...base.schema, sortFields: entry.sortFields } : base.schema,
    };
  }
  return base;
}

/**
 * `entries`: the operation's query list, through which a replacement names a shared parameter by its key.
 * `nativeCtx`: the operation's context rendering scalars natively. The view is built key by key
 * (absent keys left out, the order emitters read) rather than from spreads, which were a share of
 * every view.
 */
function parameterView(p: ParameterSpec, where: 'path' | 'query', nativeCtx: RenderContext, entries: readonly QueryEntry[], name?: string): ParameterView {
  const paramName = name ?? p.name;
  const view = {} as ParameterView;
  if (paramName !== undefined) view.name = paramName;
  view.in = where;
  view.description = p.description;
  view.required = where === 'path' || p.required === true;
  view.type = renderField(p.schema, nativeCtx);
  if (p.style) view.style = p.style;
  view.allowReserved = p.allowReserved === true;
  if (p.paging) view.paging = p.paging;
  if (p.matches) view.matches = p.matches;
  view.provenance = provenanceOf(p);
  const replacement = p.deprecated?.replacement;
  Object.assign(
    view,
    deprecationOf(
      replacement === undefined ? p : { deprecated: { ...p.deprecated!, replacement: replacementWireName(nativeCtx.resolved.model, entries, replacement) } },
    ),
  );
  return view;
}

function buildOperation(op: ResolvedOperation, ctx: RenderContext, version: VersionView['root'], versionUsesEnvelope: boolean): OperationView {
  const { resolved } = ctx;
  const errorRule = errorBodies(ctx, op.resource);
  const usesEnvelope = errorRule === 'envelope';
  const at = ['operations', op.id] as const;
  const resource = resolved.model.resources![op.resource]!;
  const opCtx: RenderContext = { ...ctx, ...(op.filterable ? { filterable: op.filterable } : {}) };
  const nativeCtx: RenderContext = { ...opCtx, scalars: 'native' };
  const query = (op.query ?? []).map((q, i) => {
    resolved.consumption.record([...at, 'query', i]);
    return parameterView(resolveParameter(q, resolved), 'query', nativeCtx, op.query ?? []);
  });
  for (const name of Object.keys(op.pathParams ?? {})) resolved.consumption.record([...at, 'pathParams', name]);
  for (const status of Object.keys(op.responses)) resolved.consumption.record([...at, 'responses', status]);
  if (op.body) resolved.consumption.record([...at, 'body']);
  // The filter parameters (`filter`, and `or` groups of filters) render every filterable attribute with its operators.
  const rendersFilters = query.some((p) => p.type.semantic === 'filter' || (p.type.kind === 'array' && p.type.items.semantic === 'filter'));
  if (rendersFilters && op.filterable) resolved.consumption.record([...at, 'filterable']);
  // The operation's tag: the resource's name in this version and its description.
  resolved.consumption.record(['resources', op.resource, 'description']);
  if (resource.names?.[ctx.versionId]) resolved.consumption.record(['resources', op.resource, 'names', ctx.versionId]);
  const success: ResponseView[] = Object.entries(op.responses).map(([status, r]) => ({
    status,
    description: r.description,
    provenance: provenanceOf(r),
    content:
      r.error !== undefined
        ? [{ mediaType: 'application/json', type: { kind: 'ref', name: OAUTH_ERROR_SCHEMA, provenance: STATED } }]
        : r.body
          ? [{ mediaType: r.mediaType ?? 'application/json', type: renderField(r.body, opCtx) }]
          : [],
    headers: Object.entries(r.headers ?? {}).map(([name, h]) => ({
      name,
      description: h.description,
      type: { ...renderField(h.schema, opCtx), provenance: provenanceOf(h) },
    })),
    errorCodes: [],
    isError: r.error !== undefined || /^[45]/.test(status),
  }));
  const errors = errorResponses(resolved.errors, op, {
    usesEnvelope,
    unspecifiedErrors: usesEnvelope ? undefined : errorRule.unspecified,
    tenancy: resolved.tenantHeader !== undefined,
    operationCodes: resolved.operationCodes.get(op.version) ?? new Set(),
  });
  const attached = new Set<string>();
  for (const response of errors) for (const code of response.errorCodes) attached.add(code);
  (op.errors ?? []).forEach((code, i) => {
    if (attached.has(code)) resolved.consumption.record([...at, 'errors', i]);
  });
  const scope =
    op.scope === undefined
      ? undefined
      : typeof op.scope === 'string'
        ? { name: op.scope, provenance: STATED }
        : { name: op.scope.name, provenance: provenanceOf(op.scope) };
  // Built key by key, in the order emitters read them, for the reason parameterView says.
  const view = {
    id: op.id,
    method: op.method,
    path: op.path,
    fullPath: `${version}${op.path}`,
    tag: tagName(resource, ctx.versionId),
    resource: op.resource,
    summary: op.summary,
  } as OperationView;
  if (op.description) view.description = op.description;
  view.provenance = provenanceOf(op);
  view.pathParams = Object.entries(op.pathParams ?? {}).map(([name, p]) => parameterView(p, 'path', nativeCtx, op.query ?? [], name));
  view.query = query.filter((p) => p.name !== undefined);
  view.unnamedQuery = query.filter((p) => p.name === undefined);
  if (op.body) {
    view.body = {
      mediaType: op.body.mediaType,
      description: op.body.description,
      required: op.body.required === true,
      type: renderField(op.body.schema, opCtx),
      provenance: provenanceOf(op.body),
    };
  }
  view.responses = [...success, ...errors].sort((a, b) => byCodePoint(a.status, b.status));
  view.authenticated = op.authenticated !== false;
  if (scope) view.scope = scope;
  view.tenantHeader = resolved.tenantHeader !== undefined;
  view.isList = query.some((p) => p.type.semantic === 'filter');
  view.filters = rendersFilters ? filterAttributes(opCtx) : [];
  Object.assign(view, deprecationOf(op));
  if (op.describes) view.describes = op.describes;
  if (usesEnvelope !== versionUsesEnvelope) view.errorEnvelope = usesEnvelope;
  const transition = operationTransition(resolved, op);
  if (transition) view.transition = transition;
  const preconditions = operationPreconditions(resolved, op);
  if (preconditions.length > 0) view.preconditions = preconditions;
  // Where the model states that this operation answers a status (a wrong state, a precondition),
  // the status table's guess of which operations answer it gives way to the statement.
  const statedStatuses = new Set([
    ...(transition?.from?.provenance.status === 'stated' && transition.wrongState.provenance.status === 'stated' ? [String(transition.wrongState.status)] : []),
    ...preconditions.filter((p) => p.provenance.status === 'stated' || p.provenance.status === 'unspecified').map((p) => String(p.status)),
  ]);
  if (statedStatuses.size > 0) view.responses = view.responses.map((r) => (r.isError && statedStatuses.has(r.status) ? { ...r, provenance: STATED } : r));
  const { defaultOrder } = resolved.conventions;
  if (defaultOrder && answersList(view)) {
    const { field, direction } = defaultOrder;
    resolved.consumption.record(['conventions', 'defaultOrder']);
    view.defaultOrder = { field, direction, provenance: provenanceOf(defaultOrder) };
    // A `field:direction` sort parameter that takes the field says the default in its own syntax.
    const sort = view.query.find((p) => p.type.semantic === 'sort' && (p.type.sortFields?.includes(field) ?? true));
    if (sort) view.defaultOrder.sortParameter = { name: sort.name!, value: `${field}${listFormats(resolved).sortPairSeparator}${direction}` };
  }
  return view;
}

/**
 * The entries of `conventions.listFields` the version's lists use, recorded as shown: the names
 * of its date-range parameters, the fields its sorts name (every entry for a sort that names
 * none: it sorts on any field), and its default order's field.
 */
function listFieldsOf(resolved: ResolvedModel, operations: readonly OperationView[]): Record<string, ListFieldView> {
  const table = resolved.conventions.listFields ?? {};
  const names = new Set<string>();
  for (const op of operations) {
    for (const p of op.query) {
      if (p.type.semantic === 'dateRange') names.add(p.name!);
      if (p.type.semantic === 'sort') for (const name of p.type.sortFields ?? Object.keys(table)) names.add(name);
    }
    if (op.defaultOrder) names.add(op.defaultOrder.field);
  }
  const used: Record<string, ListFieldView> = {};
  for (const [name, entry] of Object.entries(table)) {
    if (!names.has(name)) continue;
    resolved.consumption.record(['conventions', 'listFields', name]);
    used[name] = { field: entry.field, provenance: provenanceOf(entry) };
  }
  return used;
}

/** Renders every component that the operations asked for, following nested demands. */
function buildComponents(ctx: RenderContext, demands: Map<string, ComponentDemand>): NamedSchema[] {
  const done = new Map<string, NamedSchema>();
  let pending = [...demands.entries()].filter(([name]) => !done.has(name));
  while (pending.length > 0) {
    for (const [name, demand] of pending) {
      const resource = ctx.resolved.model.resources![demand.resource]!;
      const unshown = unshownFields(ctx, demand.resource);
      const unknownFields = unshown ?? resource.unspecified;
      const type: WireType = {
        kind: 'object',
        fields: unshown !== undefined ? [] : renderFields(resource.fields, ctx, resource.shapes ? (demand.shape ?? 'single') : undefined),
        description: [resource.description, demand.shape === 'list' ? 'Shape returned in lists.' : undefined].filter(Boolean).join(' '),
        provenance: unknownFields !== undefined ? { status: 'unspecified', reason: unknownFields } : STATED,
      };
      const shape = resource.shapes && unshown === undefined ? (demand.shape ?? 'single') : undefined;
      for (const field of type.fields) ctx.resolved.consumption.record(['resources', demand.resource, 'fields', field.name]);
      if (shape) ctx.resolved.consumption.record(['resources', demand.resource, 'shapes', resource.shapes!.indexOf(shape)]);
      done.set(name, { name, type, role: 'resource', resource: demand.resource, ...(shape ? { shape } : {}) });
    }
    pending = [...demands.entries()].filter(([name]) => !done.has(name));
  }
  return [...done.values()].sort((a, b) => byCodePoint(a.name, b.name));
}

/**
 * The semantic types a version uses anywhere (parameters, bodies, responses, components): its
 * docs pages and its published document list only the formats that apply to it.
 */
export function semanticTypesOf(view: Pick<VersionView, 'operations' | 'schemas'>): Set<string> {
  const used = new Set<string>();
  // One function for the whole walk, handed to each type's nested types.
  const collectSemanticTypes = (type: WireType): void => {
    if (type.semantic !== undefined) used.add(type.semantic);
    forEachNestedType(type, collectSemanticTypes);
  };
  for (const op of view.operations) {
    for (const parameters of [op.pathParams, op.query, op.unnamedQuery]) for (const p of parameters) collectSemanticTypes(p.type);
    if (op.body) collectSemanticTypes(op.body.type);
    for (const r of op.responses) {
      for (const content of r.content) collectSemanticTypes(content.type);
      for (const header of r.headers) collectSemanticTypes(header.type);
    }
  }
  for (const schema of view.schemas) collectSemanticTypes(schema.type);
  return used;
}

/** What every operation's part reads besides its own entry: the other sections, and the codes operations list (an error row answers with none of them). */
type Sections = Omit<ModelFile, 'operations'> & { operationCodes: readonly (readonly [string, readonly string[]])[] };

/**
 * Taking, for a version's view, parts made earlier from the same data (`reuse`): in `--watch`, the
 * last compile's (an edit changes one operation, or none of a version's), and in `diff`, its
 * head's for its base (most of their operations and components are alike). A part taken is the
 * same object, not built again; the model paths its making recorded as rendered are recorded
 * again (`Made`), so what no artefact shows is reported as when it is built (src/resolve/unrendered.ts).
 */
interface Taking {
  reuse: Reuse;
  sections: Sections;
  /** Whether two models' sections hold the same data, compared once for a pair (each part asks). */
  sameSections(last: Sections, now: Sections): boolean;
}

function taking(resolved: ResolvedModel, reuse: Reuse): Taking | undefined {
  // A one-off compile keeps nothing for a next one.
  if (reuse === MAKE_ANEW) return undefined;
  const { operations: _operations, ...model } = resolved.model;
  const sections: Sections = { ...model, operationCodes: [...resolved.operationCodes].map(([id, codes]) => [id, [...codes].sort()] as const) };
  let compared: { last: Sections; now: Sections; same: boolean } | undefined;
  const sameSections = (last: Sections, now: Sections): boolean => {
    if (compared?.last !== last || compared.now !== now) compared = { last, now, same: sameData(last, now, 'sections') };
    return compared.same;
  };
  return { reuse, sections, sameSections };
}

/** A part of a view, with the model paths its making recorded as rendered. */
interface Made<T> {
  part: T;
  recorded: readonly ModelPath[];
}

/** Records what it is told in `into`, noting each path; asked what was recorded, answers as `into` does. */
class Noting extends ModelConsumption {
  readonly recorded: ModelPath[] = [];

  constructor(private readonly into: ModelConsumption) {
    super();
  }

  override record(path: ModelPath): void {
    this.recorded.push(path);
    this.into.record(path);
  }

  override get top(): ConsumedPart {
    return this.into.top;
  }

  override below(part: ConsumedPart, segment: string | number): Consumed {
    return this.into.below(part, segment);
  }
}

/** `make()`, noting the paths it records as rendered; in a run that records nothing (`diff`), there is nothing to note. */
function madeNoting<T>(resolved: ResolvedModel, make: () => T): Made<T> {
  const into = resolved.consumption;
  if (into instanceof NothingRecorded) return { part: make(), recorded: [] };
  const noting = new Noting(into);
  resolved.consumption = noting;
  try {
    return { part: make(), recorded: noting.recorded };
  } finally {
    resolved.consumption = into;
  }
}

/** The part `made` holds; `again` (it was made by an earlier compile): its paths are recorded again, as making it would. */
function taken<T>(resolved: ResolvedModel, made: Made<T>, again: boolean): T {
  if (again) for (const path of made.recorded) resolved.consumption.record(path);
  return made.part;
}

/** What an operation's view is made from: the operation, and the other sections (buildOperation reads no other operation). */
interface OperationInput {
  op: ResolvedOperation;
  sections: Sections;
}

/** An operation's view, with the components it asked for (in order), which a view taken asks for again. */
interface MadeOperation {
  view: OperationView;
  demands: readonly ComponentDemand[];
}

/** The views of a version's operations, each taken where one was made from the same data (`Taking`). */
function buildOperations(resolved: ResolvedModel, ctx: RenderContext, take: Taking | undefined): OperationView[] {
  const { versionId, version } = ctx;
  const usesEnvelope = version.errorBodies === 'envelope';
  const ofVersion = resolved.operations.filter((op) => op.version === versionId);
  if (!take) return ofVersion.map((op) => buildOperation(op, ctx, version.root, usesEnvelope));
  const same = (last: OperationInput, now: OperationInput) => take.sameSections(last.sections, now.sections) && sameData(last.op, now.op, 'operation');
  return ofVersion.map((op) => {
    let built = false;
    const input: OperationInput = { op, sections: take.sections };
    const made = take.reuse.sinceLast<OperationInput, Made<MadeOperation>>(`view ${versionId} operation ${op.id}`, input, same, (last) => {
      built = true;
      const demands: ComponentDemand[] = [];
      const asking: RenderContext = {
        ...ctx,
        component(demand) {
          demands.push(demand);
          return ctx.component(demand);
        },
      };
      // Made again, it takes its unchanged parts from the last one: the version's view, shared with
      // the last compile's (src/pipeline/emit-input.ts), then holds this very object, which the
      // next compile takes while the operation is unchanged.
      return madeNoting(resolved, () => {
        const view = buildOperation(op, asking, version.root, usesEnvelope);
        return { view: last ? shareData(last.part.view, view) : view, demands };
      });
    });
    const { view, demands } = taken(resolved, made, !built);
    if (!built) for (const demand of demands) ctx.component(demand);
    return view;
  });
}

/** What a version's components are made from: the components its operations asked for, and the model's sections. */
interface ComponentsInput {
  demands: [name: string, demand: ComponentDemand][];
  sections: Sections;
}

/** The components of a version, taken where they were made from the same data (`Taking`). */
function buildComponentsOnce(ctx: RenderContext, demands: Map<string, ComponentDemand>, take: Taking | undefined): NamedSchema[] {
  if (!take) return buildComponents(ctx, demands);
  const same = (last: ComponentsInput, now: ComponentsInput) =>
    take.sameSections(last.sections, now.sections) && sameData(last.demands, now.demands, 'demands');
  const input: ComponentsInput = { demands: [...demands], sections: take.sections };
  let built = false;
  const made = take.reuse.sinceLast(`view ${ctx.versionId} components`, input, same, () => {
    built = true;
    return madeNoting(ctx.resolved, () => buildComponents(ctx, demands));
  });
  return taken(ctx.resolved, made, !built);
}

/** `reuse`: parts of the view made earlier from the same data, taken (`Taking`). */
export function buildVersionView(resolved: ResolvedModel, versionId: string, reuse: Reuse = MAKE_ANEW): VersionView {
  const version = resolved.model.versions![versionId]!;
  // The view carries the whole version entry: its auth, wire rules and list syntax.
  resolved.consumption.record(['versions', versionId]);
  if (resolved.tenantHeader) resolved.consumption.record(['conventions', 'tenantHeader']);
  const demands = new Map<string, ComponentDemand>();
  const ctx: RenderContext = {
    resolved,
    versionId,
    version,
    component(demand) {
      const name = componentNameFor(this, demand);
      if (!demands.has(name)) demands.set(name, demand);
      return name;
    },
  };
  const usesEnvelope = version.errorBodies === 'envelope';
  const { defaultOrder } = resolved.conventions;
  const take = taking(resolved, reuse);
  const operations = buildOperations(resolved, ctx, take);
  // The envelope's schemas and status table are the version's where any of its operations answers with it.
  const anyEnvelope = usesEnvelope || operations.some((op) => op.errorEnvelope === true);
  if (anyEnvelope) resolved.consumption.record(['errors', 'statuses']);
  const oauthErrors = resolved.operations.some((op) => op.version === versionId && Object.values(op.responses).some((r) => r.error !== undefined));
  const errors = errorSchemas(resolved.errors, ctx, { envelope: anyEnvelope, oauth: oauthErrors });
  const failures = answersFrom(resolved.errors.statuses, resolved.operationCodes.get(versionId));
  const components = buildComponentsOnce(ctx, demands, take);
  const tagNames = [...new Set(operations.map((o) => o.tag))].sort((a, b) => byCodePoint(a.toLowerCase(), b.toLowerCase()));
  // Each tag's first operation, found in one pass (a search per tag grew with tags × operations).
  const firstOfTag = new Map<string, OperationView>();
  for (const op of operations) if (!firstOfTag.has(op.tag)) firstOfTag.set(op.tag, op);
  const tags = tagNames.map((name) => ({ name, description: resolved.model.resources![firstOfTag.get(name)!.resource]!.description }));
  const schemas = [...components, ...errors];
  const shown = new Set([...operations.map((op) => op.resource), ...schemas.flatMap((s) => (s.resource ? [s.resource] : []))]);
  const resourceTexts = new Map(
    [...shown].map((key) => {
      const { title, description } = resolved.model.resources![key]!;
      return [key, { title, description }];
    }),
  );
  const view: Omit<VersionView, 'formatWarnings'> = {
    id: versionId,
    title: version.title,
    description: version.description,
    root: version.root,
    // Validated: every version has a release (changelogFollowsRevisions).
    revision: versionRevision(resolved.model, versionId)!,
    servers: buildServers(resolved, version.root),
    ...(resolved.tenantHeader
      ? {
          tenantHeader: {
            name: resolved.tenantHeader.name,
            description: resolved.tenantHeader.description,
            rules: resolved.tenantHeader.rules,
            notRequiredOn: Object.entries(resolved.conventions.servers)
              .filter(([, s]) => !s.tenantHeader)
              .map(([id]) => id),
          },
        }
      : {}),
    auth: buildAuth(resolved, versionId),
    usesErrorEnvelope: usesEnvelope,
    ...(typeof version.errorBodies === 'object' ? { errorBodiesUnspecified: version.errorBodies.unspecified } : {}),
    ...(version.resourceFields ? { resourceFieldsUnspecified: version.resourceFields.unspecified } : {}),
    tags,
    operations,
    schemas,
    listSyntax: version.listSyntax ?? [],
    wireRules: Object.entries(version.wire ?? {}).map(([semantic, rule]) => ({
      semantic,
      json: rule.type,
      ...(rule.pattern !== undefined ? { pattern: rule.pattern } : {}),
      ...(rule.enum !== undefined ? { enum: rule.enum } : {}),
      description: rule.description ?? '',
      provenance: provenanceOf(rule),
    })),
    listFormats: listFormats(resolved),
    statusTable: anyEnvelope
      ? resolved.errors.statuses.map((r, index) => ({
          status: r.status,
          codes: r.codes ?? [],
          condition: r.condition,
          action: r.action,
          answers: FAILURES.filter((failure) => failures[failure].row === index),
        }))
      : [],
    errorFacts: errorFacts(resolved, versionId, anyEnvelope),
    resourceTexts,
    paths: pathMethods(resolved, versionId, operations),
    methodNotAllowed: methodNotAllowed(failures.methodNotAllowed, typeof version.errorBodies === 'object' ? version.errorBodies.unspecified : undefined),
    ...(defaultOrder ? { defaultOrder: { field: defaultOrder.field, direction: defaultOrder.direction, provenance: provenanceOf(defaultOrder) } } : {}),
    listFields: listFieldsOf(resolved, operations),
  };
  // The warnings show the formats' shapes and descriptions (the published document says them).
  resolved.consumption.record(['conventions', 'formats']);
  return { ...view, formatWarnings: formDecodingWarnings(resolved.conventions.formats, semanticTypesOf(view)) };
}
