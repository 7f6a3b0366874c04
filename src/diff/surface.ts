/**
 * What a partner of one version can see, as flat facts: each with a stable key (the same element
 * has the same key in two models), the values compared between them, and its position in the
 * model. Built from the version view (wire renderings, scopes, filters as the documents publish
 * them) walked beside the model's FieldSpecs (for positions, and for the enum behind a value).
 */
import type { Locator } from '../load/merge.ts';
import type { ModelPath } from '../model/path.ts';
import type { FieldSpec } from '../model/schema.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';
import { ENVELOPE_SCHEMA, errorSchemaName, OAUTH_ERROR_SCHEMA, TENANT_UNKNOWN_SCHEMA } from '../views/errors-view.ts';
import type { OperationView, ParameterView, VersionView } from '../views/version-view.ts';
import { forEachNestedType, type NamedSchema, type WireType } from '../views/wire-type.ts';
import { deprecationDetails, type Deprecation } from '../views/deprecation.ts';
import { declaredParameter, sharedParameterKey } from '../model/parameters.ts';
import { sameData } from '../model/plain-data.ts';
import { answersFrom } from '../model/failures.ts';
import { byCodePoint } from '../model/order.ts';
import type { TransitionView } from '../views/behaviour-view.ts';
import { helpPayloadType, publishedBody } from '../contract/help-payload.ts';

export type FactCategory =
  | 'version'
  | 'server'
  | 'auth'
  | 'tenantHeader'
  | 'wireRule'
  | 'scope'
  | 'operation'
  | 'parameter'
  | 'filter'
  | 'filterOperator'
  | 'requestBody'
  | 'requestField'
  | 'response'
  | 'schema'
  | 'responseField'
  | 'responseHeader'
  | 'errorCode'
  | 'enumValue'
  | 'transition'
  | 'precondition'
  | 'defaultOrder'
  | 'methodsAnswer'
  | 'methodNotTaken';

/** Where a value or field is seen: what accepts it (a request) or returns it (a response). */
export type Place = 'parameter' | 'filter' | 'request' | 'response';

export interface Fact {
  category: FactCategory;
  /** What the change report names: an operationId, a schema, a field path, a parameter, a filter, a scope. */
  subject: string;
  /** The operation the element belongs to, if any. */
  operationId?: string;
  place?: Place;
  /** The values compared between two models; a difference in one is a change. */
  values: Readonly<Record<string, string>>;
  /** `spec/<file>.yaml:<line>:<col>`. */
  readonly location: string;
  /** Where the compared value `name` is written: more precise than `location` for some (an operation's path), else `location`. */
  locationOf(name: string): string;
  /** The element's deprecation, if any: a removal says whether it was announced. */
  deprecation?: Deprecation;
}

/** A fact as the walk reads it: the model paths that locate it stand for its locations. */
interface FactData extends Omit<Fact, 'location' | 'locationOf'> {
  /** Where a compared value is written, where that is more precise than the element (an operation's path). */
  valuePaths?: Readonly<Record<string, ModelPath>>;
}

/** A version's facts by key. */
export type Surface = Map<string, Fact>;

/** Facts by key in the order they are made; a later fact of a key replaces the earlier one (as in `new Map(entries)`). */
export type FactEntries = [key: string, fact: Fact][];

/** Characters that end a parent's key inside its children's keys (every key below is built so). */
export const KEY_SEPARATORS: ReadonlySet<string> = new Set([':', '.', '[', '{', '=', '|']);

/**
 * A version's facts in groups, each made when asked for, in the order of the whole surface: the
 * version's own facts, then each operation's (`op:<id>`), then each schema's (`schema:<name>`).
 * A key belongs to the group its start names, and a key's parents (compare.ts) to its group, so
 * two versions compare group by group as they compare whole; a group made, compared and dropped
 * is never held with the rest.
 */
export type SurfaceGroups = Map<string, () => FactEntries>;

/** The one group of a version that could not be grouped (see `versionSurface`). */
export const WHOLE_SURFACE = 'whole';

/** A version's facts as one group, to compare with a version that could not be grouped: the groups' keys are apart, so their union is the surface. */
export function asOneGroup(groups: SurfaceGroups): SurfaceGroups {
  if (groups.has(WHOLE_SURFACE)) return groups;
  return new Map([[WHOLE_SURFACE, () => [...groups.values()].flatMap((group) => group())]]);
}

interface Builder {
  facts: FactEntries;
  locator: Locator;
  displayName: (file: string) => string;
  resolved: ResolvedModel;
  view: VersionView;
  /** The view's schemas by name, the first of a name (a request expands each schema it refers to). */
  schemas: ReadonlyMap<string, NamedSchema>;
}

function locate(b: Builder, path: ModelPath): string {
  const at = b.locator.at(path, true);
  return `${b.displayName(at.file)}:${at.line}:${at.column}`;
}

/**
 * A fact, located only when a change names it, not for every fact of both models: most facts
 * never change, and locating each cost as much as reading it.
 */
class LocatedFact implements Fact {
  readonly category: FactCategory;
  readonly subject: string;
  readonly operationId: string | undefined;
  readonly place: Place | undefined;
  readonly values: Readonly<Record<string, string>>;
  readonly deprecation: Deprecation | undefined;
  readonly #builder: Builder;
  readonly #path: ModelPath;
  readonly #valuePaths: Readonly<Record<string, ModelPath>> | undefined;
  #location: string | undefined;

  constructor(builder: Builder, data: FactData, path: ModelPath) {
    this.category = data.category;
    this.subject = data.subject;
    this.operationId = data.operationId;
    this.place = data.place;
    this.values = data.values;
    this.deprecation = data.deprecation;
    this.#builder = builder;
    this.#path = path;
    this.#valuePaths = data.valuePaths;
  }

  get location(): string {
    return (this.#location ??= locate(this.#builder, this.#path));
  }

  locationOf(name: string): string {
    const path = this.#valuePaths?.[name];
    return path ? locate(this.#builder, path) : this.location;
  }
}

/**
 * Adds a fact. A deprecated element's statement is compared as the `deprecated` value (dates,
 * replacement) and kept whole for removals; `statement` says where it is written (a change of it
 * is located there, a withdrawal at the element), asked only of a deprecated one.
 */
function add(b: Builder, key: string, fact: FactData, path: ModelPath, deprecation?: Deprecation, statement?: () => ModelPath): void {
  if (deprecation) {
    fact.values = { ...fact.values, deprecated: replacementNamed(b, deprecation) };
    fact.deprecation = deprecation;
    fact.valuePaths = { ...fact.valuePaths, deprecated: statement!() };
  }
  b.facts.push([key, new LocatedFact(b, fact, path)]);
}

/** The deprecation's sentence, a replacement that is another version's operation named with its method, path and version. */
function replacementNamed(b: Builder, deprecation: Deprecation): string {
  const details = deprecationDetails(deprecation);
  const replacement = deprecation.replacement === undefined ? undefined : b.resolved.model.operations?.[deprecation.replacement];
  if (!replacement || replacement.version === b.view.id) return details;
  return details.replace(
    `Use \`${deprecation.replacement}\` instead.`,
    `Use \`${replacement.method} ${replacement.path}\` of version \`${replacement.version}\` instead.`,
  );
}

/** `signature` and `part`, joined by a comma where both are there (a list filtered and joined for each of the model's scalars was a share of the walk). */
function withPart(signature: string, part: string | undefined): string {
  return !part ? signature : signature ? `${signature}, ${part}` : part;
}

/** The wire form of a type, without its enum values (those are facts of their own) and its fields. */
function wireSignature(type: WireType): string {
  switch (type.kind) {
    case 'scalar':
      return withPart(withPart(type.json || '', type.format && `format ${type.format}`), type.pattern && `pattern ${type.pattern}`);
    case 'array':
      return `array of ${wireSignature(type.items)}`;
    case 'map':
      return `map of ${wireSignature(type.values)}`;
    case 'ref':
      return type.name;
    case 'union':
      return type.variants.map(wireSignature).join(' | ');
    default:
      return type.kind;
  }
}

/** The semantic types a value is documented with, down through arrays and maps (`array of id`). */
function semanticSignature(type: WireType): string {
  if (type.kind === 'array') return `array of ${semanticSignature(type.items)}`;
  if (type.kind === 'map') return `map of ${semanticSignature(type.values)}`;
  return type.semantic ?? type.kind;
}

/** The compared values of a type; a caller adds its own after them. */
function described(type: WireType): Record<string, string> {
  const values: Record<string, string> = { wire: wireSignature(type) };
  // A bound of its own: raising it narrows what a request may send, lowering it what a response guarantees.
  if (type.kind === 'scalar' && type.minimum !== undefined) values.minimum = String(type.minimum);
  values.semantic = semanticSignature(type);
  if (type.description) values.description = type.description;
  // The model's own example of the value: wording, as the documents' examples are (the demo data's are no model fact).
  if (type.example !== undefined) values.example = String(type.example);
  return values;
}

/**
 * Where the walk is: the key and subject so far, the model path, and the FieldSpec there when
 * known. A field below is named `<owner> \`<field>\`` (`\`GET /jobs\` · response \`200\` field
 * \`owner.id\``), or `\`<field>\`` without an owner (a schema's: `\`Job.status\``).
 */
interface Walk {
  key: string;
  subject: string;
  owner: string;
  /** The field path so far (`owner.id`, `items[]`); empty at the top of a body. */
  field: string;
  path: ModelPath;
  spec: FieldSpec | undefined;
  place: Place;
  operationId: string | undefined;
  /** Components already expanded on this branch (request bodies inline what they refer to). */
  expanded: ReadonlySet<string>;
}

function enumValues(b: Builder, type: WireType, at: Walk): void {
  // A parameter's values may sit inside it: `sort[<attribute>]=<direction>` is a map of an enum.
  if (at.place === 'parameter' && type.kind === 'map') enumValues(b, type.values, further(at, `${at.key}{}`, at.path, at.spec?.values));
  if (at.place === 'parameter' && type.kind === 'array') enumValues(b, type.items, further(at, `${at.key}[]`, at.path, at.spec?.items));
  if (type.kind !== 'scalar' || !type.enum) return;
  const enumName = at.spec?.type === 'enum' ? at.spec.enum : undefined;
  type.enum.forEach((value, i) => {
    const path = enumName ? ['enums', enumName, 'values', i] : at.path;
    const subject = `${at.subject} value \`${value}\``;
    // A value of no named enum (a help payload's, gathered from its list's attributes) is deprecated where an enum of the model says so.
    const declaring = () => enumName ?? Object.entries(b.resolved.model.enums ?? {}).find(([, e]) => e.deprecatedValues?.[value] !== undefined)?.[0];
    const statement = () => {
      const name = declaring();
      return name ? ['enums', name, 'deprecatedValues', value] : path;
    };
    const fact: FactData = { category: 'enumValue', subject, operationId: at.operationId, place: at.place, values: { value } };
    add(b, `${at.key}=${value}`, fact, path, type.deprecatedValues?.[value], statement);
  });
}

/** The walk one step down (into a field, items, values, a variant): every property written out, so every Walk has one shape (spreading them cost a third of the walk). */
function further(at: Walk, key: string, path: ModelPath, spec: FieldSpec | undefined, field = at.field, expanded = at.expanded): Walk {
  const subject = field === at.field ? at.subject : at.owner ? `${at.owner} \`${field}\`` : `\`${field}\``;
  return { key, subject, owner: at.owner, field, path, spec, place: at.place, operationId: at.operationId, expanded };
}

/** The fields of a FieldSpec's object: its own `fields`, or those of the resource it picks from. */
function childSpec(b: Builder, spec: FieldSpec | undefined, name: string): { spec: FieldSpec | undefined; path: ModelPath | undefined } {
  if (spec?.fields?.[name]) return { spec: spec.fields[name], path: undefined };
  if (spec?.of && spec.pick) return { spec: b.resolved.model.resources?.[spec.of]?.fields[name], path: ['resources', spec.of, 'fields', name] };
  return { spec: undefined, path: undefined };
}

/** The fields, items and values under a type; refs are expanded in requests, left to their schema in responses. */
function walkType(b: Builder, type: WireType, at: Walk): void {
  enumValues(b, type, at);
  const category = at.place === 'request' ? 'requestField' : 'responseField';
  if (type.kind === 'object') {
    for (const field of type.fields) {
      const child = childSpec(b, at.spec, field.name);
      const path = child.path ?? [...at.path, 'fields', field.name];
      const key = `${at.key}.${field.name}`;
      const below = further(at, key, path, child.spec, at.field ? `${at.field}.${field.name}` : field.name);
      const values = described(field.type);
      values.required = String(field.required);
      const fact: FactData = { category, subject: below.subject, operationId: at.operationId, place: at.place, values };
      add(b, key, fact, path, field.type.deprecation, () => [...path, 'deprecated']);
      walkType(b, field.type, below);
    }
  } else if (type.kind === 'array') {
    walkType(b, type.items, further(at, `${at.key}[]`, [...at.path, 'items'], at.spec?.items, `${at.field}[]`));
  } else if (type.kind === 'map') {
    walkType(b, type.values, further(at, `${at.key}{}`, [...at.path, 'values'], at.spec?.values, `${at.field}{}`));
  } else if (type.kind === 'ref' && at.place === 'request' && !at.expanded.has(type.name)) {
    const schema = b.schemas.get(type.name);
    if (!schema) return;
    const origin = schemaOrigin(b, schema);
    walkType(b, schema.type, further(at, at.key, origin.path, origin.spec, at.field, new Set([...at.expanded, type.name])));
  } else if (type.kind === 'union') {
    type.variants.forEach((variant, i) => walkType(b, variant, further(at, `${at.key}|${i}`, at.path, at.spec)));
  }
}

/** The model element a named schema is rendered from. */
function schemaOrigin(b: Builder, schema: NamedSchema): { path: ModelPath; spec: FieldSpec | undefined } {
  if (schema.resource) {
    const resource = b.resolved.model.resources![schema.resource]!;
    return { path: ['resources', schema.resource], spec: { type: 'object', fields: resource.fields } };
  }
  if (schema.name === ENVELOPE_SCHEMA) return { path: ['errors', 'envelope'], spec: undefined };
  if (schema.name === OAUTH_ERROR_SCHEMA) return { path: ['errors', 'oauth'], spec: { type: 'object', fields: b.resolved.errors.oauth!.fields } };
  if (schema.name === TENANT_UNKNOWN_SCHEMA) return { path: ['errors', 'tenantUnknown'], spec: undefined };
  const code = Object.keys(b.resolved.errors.codes).find((c) => errorSchemaName(c) === schema.name);
  const fields = code ? b.resolved.errors.codes[code]!.fields : undefined;
  return { path: code ? ['errors', 'codes', code] : ['errors'], spec: fields ? { type: 'object', fields } : undefined };
}

/**
 * A parameter's model entry: its position in the operation, where it is declared (a shared
 * parameter, in `parameters:`), and the FieldSpec of its value. Unnamed query parameters are
 * told apart by description.
 */
function parameterEntry(b: Builder, op: OperationView, p: ParameterView): { path: ModelPath; declaration: ModelPath; schema: FieldSpec | undefined } {
  const model = b.resolved.model.operations![op.id]!;
  if (p.in === 'path') {
    const path = ['operations', op.id, 'pathParams', p.name!];
    return { path, declaration: path, schema: model.pathParams?.[p.name!]?.schema };
  }
  const entries = model.query ?? [];
  const specs = entries.map((entry) => declaredParameter(b.resolved.model, entry));
  const index = specs.findIndex((spec) => spec?.name === p.name && (p.name !== undefined || spec?.description === p.description));
  if (index < 0) return { path: ['operations', op.id, 'query'], declaration: ['operations', op.id, 'query'], schema: undefined };
  const path = ['operations', op.id, 'query', index];
  const shared = sharedParameterKey(entries[index]!);
  return { path, declaration: shared === undefined ? path : ['parameters', shared], schema: specs[index]!.schema };
}

/**
 * The filter parameters of an operation (`filter`, `or[<n>]` groups of filters) and how each
 * writes an attribute: every one takes every filterable attribute of the operation (the view
 * renders them all from `filterable`), so the attributes are facts of the operation, named in
 * each parameter that takes them, and stay facts as long as one of those parameters is left.
 */
function filterParameters(op: OperationView): { type: WireType; prefix: string }[] {
  const found: { type: WireType; prefix: string }[] = [];
  const visit = (type: WireType, prefix: string): void => {
    if (type.semantic === 'filter') found.push({ type, prefix });
    else if (type.kind === 'array') visit(type.items, `${prefix}[<n>]`);
    else if (type.kind === 'map') visit(type.values, `${prefix}[<key>]`);
    else if (type.kind === 'union') type.variants.forEach((variant) => visit(variant, prefix));
  };
  for (const p of op.query) visit(p.type, p.name!);
  return found;
}

function filterFacts(b: Builder, op: OperationView): void {
  const parameters = filterParameters(op);
  const type = parameters[0]?.type;
  if (type?.kind !== 'object') return;
  const filterable = b.resolved.model.operations![op.id]!.filterable ?? {};
  const named = (suffix: string) => `${operationSubject(op)} · ${parameters.map((p) => `\`${p.prefix}${suffix}\``).join(', ')}`;
  for (const attribute of type.fields) {
    const key = `op:${op.id}:filter:${attribute.name}`;
    const subject = named(`[${attribute.name}]`);
    const path = ['operations', op.id, 'filterable', attribute.name];
    const operators = attribute.type.kind === 'object' ? attribute.type.fields : [];
    const valueType = operators[0]?.type;
    const fact: FactData = { category: 'filter', subject, operationId: op.id, values: valueType ? described(valueType) : {} };
    add(b, key, fact, path, attribute.type.deprecation, () => [...path, 'deprecated']);
    operators.forEach((operator, i) => {
      const operatorPath = [...path, 'operators', i];
      const operatorSubject = named(`[${attribute.name}][${operator.name}]`);
      add(b, `${key}:${operator.name}`, { category: 'filterOperator', subject: operatorSubject, operationId: op.id, values: {} }, operatorPath);
    });
    if (valueType) {
      const spec = filterable[attribute.name]?.schema;
      enumValues(b, valueType, start(op, subject, subject, key, [...path, 'schema'], spec, 'filter'));
    }
  }
}

function parameterFacts(b: Builder, op: OperationView): void {
  for (const p of [...op.pathParams, ...op.query, ...op.unnamedQuery]) {
    const name = p.name ?? `(unnamed: ${p.description})`;
    const key = `op:${op.id}:${p.in}:${name}`;
    const subject = `${operationSubject(op)} · ${p.in} parameter \`${name}\``;
    const entry = parameterEntry(b, op, p);
    const path = entry.path;
    const statement = () => [...entry.declaration, 'deprecated'];
    if (p.type.semantic === 'filter') {
      const values = { required: String(p.required), wire: 'filter', description: p.description };
      add(b, key, { category: 'parameter', subject, operationId: op.id, values }, path, p.deprecation, statement);
      continue;
    }
    const values = described(p.type);
    values.required = String(p.required);
    values.description = p.description;
    add(b, key, { category: 'parameter', subject, operationId: op.id, values }, path, p.deprecation, statement);
    enumValues(b, p.type, start(op, subject, subject, key, path, entry.schema, 'parameter'));
  }
  filterFacts(b, op);
}

function operationFacts(b: Builder, op: OperationView): void {
  const path = ['operations', op.id];
  const values = {
    method: op.method,
    path: op.fullPath,
    scope: op.scope?.name ?? '(none)',
    authenticated: String(op.authenticated),
    description: [op.summary, op.description].filter(Boolean).join(' '),
  };
  const valuePaths = { method: [...path, 'method'], path: [...path, 'path'], scope: [...path, 'scope'] };
  const fact: FactData = { category: 'operation', subject: operationSubject(op), operationId: op.id, values, valuePaths };
  add(b, `op:${op.id}`, fact, path, op.deprecation, () => [...path, 'deprecated']);
  parameterFacts(b, op);
  behaviourFacts(b, op);
  const model = b.resolved.model.operations![op.id]!;
  if (op.body) {
    const key = `op:${op.id}:body`;
    const bodyPath = [...path, 'body'];
    const subject = `${operationSubject(op)} · request body`;
    add(
      b,
      key,
      { category: 'requestBody', subject, operationId: op.id, values: { required: String(op.body.required), mediaType: op.body.mediaType } },
      bodyPath,
    );
    walkType(b, op.body.type, start(op, subject, `${operationSubject(op)} · request field`, key, [...bodyPath, 'schema'], model.body?.schema, 'request'));
  }
  // A help operation publishes its payload, made of the list it describes, in place of an open success body.
  const payload = op.describes !== undefined ? helpPayloadType(b.view, op) : undefined;
  for (const response of op.responses) {
    const key = `op:${op.id}:response:${response.status}`;
    const subject = `${operationSubject(op)} · response \`${response.status}\``;
    const responsePath = model.responses[response.status] ? [...path, 'responses', response.status] : path;
    const mediaTypes = response.content.map((c) => c.mediaType).join(', ') || '(no body)';
    const body = response.content.map((c) => wireSignature(publishedBody(response, c, payload))).join(', ');
    add(b, key, { category: 'response', subject, operationId: op.id, values: { mediaType: mediaTypes, body, error: String(response.isError) } }, responsePath);
    for (const errorCode of response.errorCodes) {
      const codeSubject = `${subject} error code \`${errorCode}\``;
      add(b, `${key}:code:${errorCode}`, { category: 'errorCode', subject: codeSubject, operationId: op.id, values: {} }, errorCodePath(b, op, errorCode));
    }
    for (const content of response.content) {
      const contentKey = response.content.length > 1 ? `${key}:${content.mediaType}` : key;
      const type = publishedBody(response, content, payload);
      // A payload's attributes, operators and values are the described list's: located at its filters.
      const bodyPath = type === content.type ? [...responsePath, 'body'] : ['operations', op.describes!, 'filterable'];
      const spec = type === content.type ? model.responses[response.status]?.body : undefined;
      walkType(b, type, start(op, subject, `${subject} field`, contentKey, bodyPath, spec, 'response'));
    }
    for (const header of response.headers) {
      const headerKey = `${key}:header:${header.name}`;
      const headerSubject = `${subject} header \`${header.name}\``;
      const headerPath = [...responsePath, 'headers', header.name];
      const spec = model.responses[response.status]?.headers?.[header.name]?.schema;
      add(
        b,
        headerKey,
        {
          category: 'responseHeader',
          subject: headerSubject,
          operationId: op.id,
          place: 'response',
          values: Object.assign(described(header.type), { description: header.description }),
        },
        headerPath,
      );
      enumValues(b, header.type, start(op, headerSubject, headerSubject, headerKey, [...headerPath, 'schema'], spec, 'response'));
    }
  }
}

/** A transition's accepted statuses as compared: in its machine's order (a reordering is no change); empty where not shown. */
function acceptedFrom(t: TransitionView): string {
  if (!t.from) return '';
  const rank = (state: string) => (t.states.includes(state) ? t.states.indexOf(state) : t.states.length);
  return [...t.from.value].sort((x, y) => rank(x) - rank(y) || byCodePoint(x, y)).join(', ');
}

/**
 * What an operation does beyond its shapes: the transition it makes (the statuses it is accepted
 * from, the one it leads to, the answer to a wrong one), the preconditions it checks, and on a
 * list the order it answers in unasked. The default order is located where the model states it,
 * once for every list; it is named with the sort parameter whose default says it, if any (a
 * change of that default alone comes with a change of the parameter, reported as its own).
 */
function behaviourFacts(b: Builder, op: OperationView): void {
  const t = op.transition;
  if (t) {
    const machinePath = ['behaviour', 'stateMachines', t.machine];
    const path = [...machinePath, 'transitions', op.id];
    const values = {
      machine: `${t.machine}.${t.field}`,
      from: acceptedFrom(t),
      to: t.to?.value ?? '',
      wrongState: `${t.wrongState.status} ${t.wrongState.code}`,
    };
    const valuePaths = { machine: machinePath, from: [...path, 'from'], to: [...path, 'to'], wrongState: [...machinePath, 'wrongState'] };
    const subject = `${operationSubject(op)} · \`${t.field}\` transition`;
    add(b, `op:${op.id}:transition`, { category: 'transition', subject, operationId: op.id, values, valuePaths }, path);
  }
  for (const p of op.preconditions ?? []) {
    const path = ['behaviour', 'preconditions', p.id];
    const values = { answer: `${p.status} ${p.code}`, description: p.description };
    const subject = `${operationSubject(op)} · precondition \`${p.id}\``;
    add(
      b,
      `op:${op.id}:precondition:${p.id}`,
      { category: 'precondition', subject, operationId: op.id, values, valuePaths: { answer: [...path, 'error'] } },
      path,
    );
  }
  if (op.defaultOrder) {
    const sort = op.query.find((p) => p.type.semantic === 'sort' && p.name !== undefined);
    const subject = `${operationSubject(op)} · default order${sort ? ` (query parameter \`${sort.name}\`'s default)` : ''}`;
    const values = { value: `${op.defaultOrder.field} ${op.defaultOrder.direction}` };
    add(b, `op:${op.id}:defaultOrder`, { category: 'defaultOrder', subject, operationId: op.id, values }, ['conventions', 'defaultOrder']);
  }
}

/** Where an error code is attached to an operation: its `errors:` entry, else the code's declaration. */
function errorCodePath(b: Builder, op: OperationView, errorCode: string): ModelPath {
  const listed = b.resolved.model.operations![op.id]!.errors?.indexOf(errorCode) ?? -1;
  return listed >= 0 ? ['operations', op.id, 'errors', listed] : ['errors', 'codes', errorCode];
}

/** How a partner names an operation: its method and path below the version root. */
function operationSubject(op: OperationView): string {
  return `\`${op.method} ${op.path}\``;
}

/** Nothing expanded yet: a walk starts with this one set, and a branch makes its own only when it expands a component. */
const NOTHING_EXPANDED: ReadonlySet<string> = new Set();

/** The walk's start at an operation's element: `subject` names it, `owner` the fields below it. */
function start(op: OperationView, subject: string, owner: string, key: string, path: ModelPath, spec: FieldSpec | undefined, place: Place): Walk {
  return { key, subject, owner, field: '', path, spec, place, operationId: op.id, expanded: NOTHING_EXPANDED };
}

function schemaFacts(b: Builder, schema: NamedSchema): void {
  const origin = schemaOrigin(b, schema);
  const key = `schema:${schema.name}`;
  add(b, key, { category: 'schema', subject: `schema \`${schema.name}\``, place: 'response', values: described(schema.type) }, origin.path);
  const walk: Walk = {
    key,
    subject: `schema \`${schema.name}\``,
    owner: '',
    field: schema.name,
    path: origin.path,
    spec: origin.spec,
    place: 'response',
    operationId: undefined,
    expanded: NOTHING_EXPANDED,
  };
  walkType(b, schema.type, walk);
}

function versionFacts(b: Builder): void {
  const { view } = b;
  const versionPath = ['versions', view.id];
  add(b, 'version', { category: 'version', subject: `version \`${view.id}\``, values: { root: view.root, description: view.description } }, versionPath);
  for (const server of view.servers) {
    const values = { url: server.url, tenantHeader: String(server.tenantHeader) };
    add(b, `server:${server.id}`, { category: 'server', subject: `address \`${server.id}\``, values }, ['conventions', 'servers', server.id]);
  }
  const auth =
    view.auth.kind === 'apiKey'
      ? `API key in ${view.auth.header}`
      : view.auth.kind === 'bearer'
        ? 'bearer token'
        : `OAuth 2.0 client credentials at ${view.auth.tokenUrl}`;
  add(b, 'auth', { category: 'auth', subject: `version \`${view.id}\``, values: { auth } }, [...versionPath, 'auth']);
  // Without a tenant header the fact says none: adding one (or taking it away) changes every request.
  add(b, 'tenantHeader', { category: 'tenantHeader', subject: `version \`${view.id}\``, values: { name: view.tenantHeader?.name ?? 'none' } }, [
    'conventions',
    'tenantHeader',
  ]);
  for (const rule of view.wireRules) {
    const wire = [rule.json, rule.pattern && `pattern ${rule.pattern}`, rule.enum && `enum ${rule.enum.join('|')}`].filter(Boolean).join(', ');
    add(b, `wire:${rule.semantic}`, { category: 'wireRule', subject: `semantic type \`${rule.semantic}\``, values: { wire } }, [
      ...versionPath,
      'wire',
      rule.semantic,
    ]);
  }
  methodsFacts(b);
  if (view.auth.kind === 'oauth2') {
    for (const scope of view.auth.scopes) {
      add(b, `scope:${scope.name}`, { category: 'scope', subject: `scope \`${scope.name}\``, values: { description: scope.description } }, [
        'scopes',
        scope.group,
        scope.key,
      ]);
    }
  }
}

/**
 * What a version says of the methods its paths do not take: the answer (where the model says
 * anything of them), and each method a path does not take for a reason the model states, as a
 * child of it. The methods a path takes (its `Allow`) are its operations': no fact of their own.
 */
function methodsFacts(b: Builder): void {
  const { view } = b;
  if (view.paths.length === 0) return;
  const answer = view.methodNotAllowed;
  const row = answersFrom(b.resolved.errors.statuses).methodNotAllowed.row;
  // Where the version's error bodies are not shown, neither is the answer's code.
  const value = answer.provenance.status === 'stated' ? `${answer.status} ${answer.code}` : String(answer.status);
  const subject = `version \`${view.id}\` · a method a path does not take`;
  const valuePaths = row === undefined ? undefined : { value: ['errors', 'statuses', row] };
  add(b, 'methodsNotTaken', { category: 'methodsAnswer', subject, values: { value }, ...(valuePaths ? { valuePaths } : {}) }, ['behaviour', 'methods']);
  const statements = b.resolved.model.behaviour?.methods?.notTaken ?? [];
  for (const path of view.paths) {
    for (const m of path.notTaken) {
      if (m.provenance.status !== 'stated') continue;
      const index = statements.findIndex((s) => s.version === view.id && s.path === path.path && s.method === m.method);
      const at = index < 0 ? ['behaviour', 'methods'] : ['behaviour', 'methods', 'notTaken', index];
      // The path is quoted in the key: its `.` or `{` cannot make it a child of another key.
      const key = `methodsNotTaken:${JSON.stringify([path.path, m.method])}`;
      add(b, key, { category: 'methodNotTaken', subject: `\`${m.method} ${path.path}\``, values: { description: m.description } }, at);
    }
  }
}

/** Whether a name, after a group's prefix, cannot run into a key of another group (it holds no separator). */
function plain(name: string): boolean {
  for (const c of name) if (KEY_SEPARATORS.has(c)) return false;
  return true;
}

/**
 * Every partner-visible fact of one version of a model, by group. Should two operations or two
 * schemas share a name, or a name hold a separator, the keys of one group could be another's:
 * the version is then one group, its whole surface.
 */
export function versionSurface(resolved: ResolvedModel, view: VersionView, locator: Locator, displayName = (file: string) => file): SurfaceGroups {
  const schemas = new Map<string, NamedSchema>();
  for (const schema of view.schemas) if (!schemas.has(schema.name)) schemas.set(schema.name, schema);
  const made = (fill: (b: Builder) => void) => (): FactEntries => {
    const b: Builder = { facts: [], locator, displayName, resolved, view, schemas };
    fill(b);
    return b.facts;
  };
  const groups: SurfaceGroups = new Map([['version', made(versionFacts)]]);
  for (const op of view.operations)
    groups.set(
      `op:${op.id}`,
      made((b) => operationFacts(b, op)),
    );
  for (const schema of view.schemas)
    groups.set(
      `schema:${schema.name}`,
      made((b) => schemaFacts(b, schema)),
    );
  const names = [...view.operations.map((op) => op.id), ...view.schemas.map((schema) => schema.name)];
  if (groups.size === 1 + names.length && names.every(plain)) return groups;
  return new Map([
    [
      WHOLE_SURFACE,
      made((b) => {
        versionFacts(b);
        for (const op of view.operations) operationFacts(b, op);
        for (const schema of view.schemas) schemaFacts(b, schema);
      }),
    ],
  ]);
}

/** A version of one model, as its surface is made from it. */
export interface SurfaceSource {
  resolved: ResolvedModel;
  view: VersionView;
}

/**
 * Which groups of a version's grouped surface have the same keys with the same values in two
 * models, told from what they are made of without making them (most are the same: a change
 * touches a few elements). An operation's or a schema's facts take their keys and values from
 * that element of the view, the version's id, the schemas an operation's request body expands
 * (`walkType`, through the view's schemas by name, and those theirs) and the method, path and
 * version of an operation a deprecation names as its replacement (`replacementNamed`), and for a
 * help operation the list it describes (its payload is made of that list's filters); what
 * else they read of the model (FieldSpecs, model paths) only locates them, which matters only
 * for a change. Equal inputs make equal keys and values, which `sameFacts` finds equal. The
 * version's own group is never told unchanged: it is a few facts.
 */
export function unchangedGroups(base: SurfaceSource, head: SurfaceSource): (id: string) => boolean {
  if (base.view.id !== head.view.id || !sameReplacements(base.resolved, head.resolved)) return () => false;
  const baseElements = elementsOf(base.view);
  const headElements = elementsOf(head.view);
  const sameElement = new Map<string, boolean>();
  const same = (id: string): boolean => {
    let result = sameElement.get(id);
    if (result === undefined) {
      result = sameData(baseElements.get(id), headElements.get(id), id);
      sameElement.set(id, result);
    }
    return result;
  };
  let expandsChange: ReadonlySet<string> | undefined;
  return (id) => {
    const element = headElements.get(id);
    if (element === undefined || !baseElements.has(id) || !same(id)) return false;
    if (!('method' in element)) return true;
    // A help operation's payload is made of the list it describes.
    if (element.describes !== undefined && !same(`op:${element.describes}`)) return false;
    if (!element.body) return true;
    const changes = (expandsChange ??= schemasExpandingChange(baseElements, headElements, same));
    let expands = false;
    visitRefs(element.body.type, (name) => (expands ||= changes.has(name)));
    return !expands;
  };
}

/** An operation's or a schema's view by the id of its group (the first of a name, as `versionSurface` and `walkType` take it). */
function elementsOf(view: VersionView): Map<string, OperationView | NamedSchema> {
  const elements = new Map<string, OperationView | NamedSchema>();
  for (const op of view.operations) if (!elements.has(`op:${op.id}`)) elements.set(`op:${op.id}`, op);
  for (const schema of view.schemas) if (!elements.has(`schema:${schema.name}`)) elements.set(`schema:${schema.name}`, schema);
  return elements;
}

/** Calls `visit` with the name of each ref in a type, its own and its nested types'. */
function visitRefs(type: WireType, visit: (name: string) => void): void {
  if (type.kind === 'ref') visit(type.name);
  else forEachNestedType(type, (nested) => visitRefs(nested, visit));
}

/**
 * The names of the schemas whose expansion in a request differs between the models: those that
 * differ (or are in one model only), and those that refer to one, however deeply. A schema the
 * same in both refers to the same names in both, so the head's refs are the graph.
 */
function schemasExpandingChange(
  baseElements: ReadonlyMap<string, OperationView | NamedSchema>,
  headElements: ReadonlyMap<string, OperationView | NamedSchema>,
  same: (id: string) => boolean,
): Set<string> {
  const referrers = new Map<string, string[]>();
  const changed = new Set<string>();
  for (const elements of [baseElements, headElements]) {
    for (const [id, element] of elements) {
      if ('method' in element || changed.has(element.name)) continue;
      if (!same(id)) changed.add(element.name);
      else if (elements === headElements) {
        visitRefs(element.type, (name) => {
          const list = referrers.get(name);
          if (list) list.push(element.name);
          else referrers.set(name, [element.name]);
        });
      }
    }
  }
  const pending = [...changed];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const referrer of referrers.get(name) ?? []) {
      if (!changed.has(referrer)) {
        changed.add(referrer);
        pending.push(referrer);
      }
    }
  }
  return changed;
}

/** Whether every operation has the same method, path and version in both models: a replacement is named by them. */
function sameReplacements(base: ResolvedModel, head: ResolvedModel): boolean {
  const before = base.model.operations ?? {};
  const after = head.model.operations ?? {};
  if (Object.keys(before).length !== Object.keys(after).length) return false;
  for (const [id, op] of Object.entries(after)) {
    const was = Object.hasOwn(before, id) ? before[id] : undefined;
    if (!was || was.method !== op.method || was.path !== op.path || was.version !== op.version) return false;
  }
  return true;
}
