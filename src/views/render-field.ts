/**
 * Renders a semantic FieldSpec into its wire form for one version: the version's `wire`
 * table decides how scalars look, its naming decides component names, and its
 * `resourceFields` decides whether resource fields are known at all.
 */
import { pascalCase } from '../model/naming.ts';
import type { FieldSpec, ResourceSpecT, SemanticType, VersionSpecT, WireSchemaT } from '../model/schema.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';
import { provenanceOf, type Provenance } from '../model/provenance.ts';
import { deprecationOf, type Deprecation } from './deprecation.ts';
import { unshownFields } from './resource-rules.ts';
import { NATIVE } from './semantic-types.ts';
import type { WireField, WireType } from './wire-type.ts';

export type Shape = 'list' | 'single';

export interface ComponentDemand {
  resource: string;
  shape?: Shape;
}

export interface RenderContext {
  resolved: ResolvedModel;
  versionId: string;
  version: VersionSpecT;
  /** Registers that a named component is needed and returns its name. */
  component(demand: ComponentDemand): string;
  /**
   * `native` for path and query parameters: a URL carries text anyway, and the version's wire
   * table describes payloads. Filter values are payload-like (money filters in minor units where payloads are),
   * so they switch back to `wire`.
   */
  scalars?: 'wire' | 'native';
  /** The filterable attributes of the operation being rendered (for `filter` parameters). */
  filterable?: NonNullable<import('../model/schema.ts').OperationSpec['filterable']>;
}

/** The resource's name in this version (its `names` entry for the version id, else its key). */
function displayName(resourceKey: string, resource: ResourceSpecT, ctx: Pick<RenderContext, 'resolved' | 'versionId'>): string {
  const name = resource.names?.[ctx.versionId]?.singular;
  if (name !== undefined) ctx.resolved.consumption.record(['resources', resourceKey, 'names', ctx.versionId]);
  return name ?? resourceKey;
}

export function componentNameFor(ctx: Pick<RenderContext, 'resolved' | 'versionId' | 'version'>, demand: ComponentDemand): string {
  const resource = ctx.resolved.model.resources![demand.resource]!;
  const base = pascalCase(displayName(demand.resource, resource, ctx));
  const shaped = resource.shapes && unshownFields(ctx, demand.resource) === undefined && demand.shape === 'list';
  return shaped ? `${base}ListItem` : base;
}

function joinText(...parts: (string | undefined)[]): string | undefined {
  const text = parts.filter((p): p is string => p !== undefined && p.length > 0).join(' ');
  return text.length > 0 ? text : undefined;
}

/** A field is as certain as the least certain of its own statement and its rendering rule. */
function combine(own: Provenance, rendering: Provenance): Provenance {
  return own.status === 'stated' ? rendering : own;
}

/** The model's sort pattern with its generic field part narrowed to the sortable fields. */
function sortPattern(generic: string, fields: readonly string[]): string {
  return generic.split('[a-z_]+').join(`(${fields.join('|')})`);
}

function renderScalar(spec: FieldSpec, ctx: RenderContext): WireType {
  const { conventions, model } = ctx.resolved;
  const native = NATIVE[spec.type] ?? { json: 'string' as const };
  const versionRule: WireSchemaT | undefined = spec.wire === 'native' || ctx.scalars === 'native' ? undefined : ctx.version.wire?.[spec.type];
  const json = versionRule?.type ?? native.json;
  const format = versionRule ? versionRule.format : native.format;
  const conventionPattern = json === 'string' ? conventions.formats[spec.type]?.pattern : undefined;
  const pattern =
    spec.type === 'sort' && spec.sortFields && conventionPattern
      ? sortPattern(conventionPattern, spec.sortFields)
      : (versionRule?.pattern ?? conventionPattern);
  const enumValues = spec.type === 'enum' ? model.enums![spec.enum!]!.values : versionRule?.enum;
  if (spec.type === 'enum') ctx.resolved.consumption.record(['enums', spec.enum!]);
  const target = spec.type === 'reference' ? model.resources![spec.to!]! : undefined;
  const referenceText = target ? `Id of a ${target.title.toLowerCase()}.` : undefined;
  const enumSpec = spec.type === 'enum' ? model.enums![spec.enum!]! : undefined;
  const ruleProvenance = combine(enumSpec ? provenanceOf(enumSpec) : { status: 'stated' }, versionRule ? provenanceOf(versionRule) : { status: 'stated' });
  // Built key by key, in the order emitters have always read them; `annotated` adds the provenance.
  const type = { kind: 'scalar', json } as Extract<WireType, { kind: 'scalar' }>;
  if (format !== undefined) type.format = format;
  if (pattern !== undefined) type.pattern = pattern;
  if (enumValues !== undefined) type.enum = enumValues;
  if (enumSpec?.deprecatedValues !== undefined) type.deprecatedValues = enumSpec.deprecatedValues;
  // A bound applies to a JSON number; a version rendering the integer as a string states its pattern instead.
  if (spec.minimum !== undefined && json !== 'string') type.minimum = spec.minimum;
  annotated(type, spec, joinText(spec.description ?? referenceText, versionRule?.description ?? native.description), ruleProvenance, spec.type);
  if (spec.currency !== undefined) type.currencyField = spec.currency;
  if (spec.sortFields !== undefined) type.sortFields = spec.sortFields;
  return type;
}

/** A wire type before its annotations: any kind, without the provenance every type has. */
type Unannotated = WireType extends infer W ? (W extends WireType ? Omit<W, 'provenance'> : never) : never;

/**
 * `type` with a field's annotations added after its own keys (description, provenance, example,
 * deprecation), then `semantic`: assigned one by one rather than spread from an object made for
 * each, which was a share of every view.
 */
function annotated(
  type: Unannotated,
  spec: FieldSpec,
  description: string | undefined,
  rendering: Provenance = { status: 'stated' },
  semantic?: SemanticType,
): WireType {
  const out = type as WireType;
  if (description !== undefined) out.description = description;
  out.provenance = combine(provenanceOf(spec), rendering);
  if (spec.example !== undefined) out.example = spec.example;
  if (spec.deprecated) out.deprecation = { ...spec.deprecated };
  if (semantic !== undefined) out.semantic = semantic;
  return out;
}

export function renderFields(fields: Record<string, FieldSpec>, ctx: RenderContext, shape?: Shape): WireField[] {
  return Object.entries(fields)
    .filter(([, spec]) => shape === undefined || spec.shapes === undefined || spec.shapes.includes(shape))
    .map(([name, spec]) => ({ name, type: renderField(spec, ctx), required: spec.required === true }));
}

function renderObject(spec: FieldSpec, ctx: RenderContext): WireType {
  if (spec.fields) return annotated({ kind: 'object', fields: renderFields(spec.fields, ctx) }, spec, spec.description, undefined, 'object');
  const resource = ctx.resolved.model.resources![spec.of!]!;
  if (spec.pick) {
    // A subset of another object, inline (an EOI's owner is a User with seven fields).
    const picked = Object.fromEntries(spec.pick.map((name) => [name, resource.fields[name]!]));
    const fields = unshownFields(ctx, spec.of!) !== undefined ? [] : renderFields(picked, ctx);
    for (const field of fields) ctx.resolved.consumption.record(['resources', spec.of!, 'fields', field.name]);
    const description = joinText(spec.description, `Subset of ${resource.title}: ${spec.pick.join(', ')}.`);
    return annotated({ kind: 'object', fields }, spec, description, undefined, 'object');
  }
  const name = ctx.component({ resource: spec.of!, ...(spec.shape ? { shape: spec.shape } : {}) });
  return annotated({ kind: 'ref', name }, spec, spec.description);
}

/** One filterable attribute of a list operation: what the `filter` parameter, the docs' filter table and `/help` show of it. */
export interface FilterAttribute {
  attribute: string;
  operators: readonly string[];
  /** The value's type: payload-like, in the version's wire rendering (money in minor units where payloads are). */
  value: WireType;
  provenance: Provenance;
  deprecation?: Deprecation;
}

/** The filterable attributes of the operation being rendered (`ctx.filterable`), in model order. */
export function filterAttributes(ctx: RenderContext): FilterAttribute[] {
  const valueCtx: RenderContext = { ...ctx, scalars: 'wire' };
  return Object.entries(ctx.filterable ?? {}).map(([attribute, filter]) => ({
    attribute,
    operators: filter.operators,
    value: renderField(filter.schema, valueCtx),
    provenance: provenanceOf(filter),
    ...deprecationOf(filter),
  }));
}

function renderFilter(spec: FieldSpec, ctx: RenderContext): WireType {
  const fields: WireField[] = filterAttributes(ctx).map(({ attribute, operators, value, provenance, deprecation }) => ({
    name: attribute,
    required: false,
    type: {
      kind: 'object',
      fields: operators.map((operator) => ({ name: operator, type: value, required: false })),
      provenance,
      ...(deprecation ? { deprecation } : {}),
      description: `Filters on \`${attribute}\`; operators: ${operators.join(', ')}.`,
    },
  }));
  return annotated({ kind: 'object', fields }, spec, spec.description, undefined, 'filter');
}

export function renderField(spec: FieldSpec, ctx: RenderContext): WireType {
  switch (spec.type) {
    case 'object':
      return renderObject(spec, ctx);
    case 'array':
      return annotated({ kind: 'array', items: renderField(spec.items!, ctx) }, spec, spec.description, undefined, 'array');
    case 'map':
      return annotated({ kind: 'map', values: renderField(spec.values!, ctx) }, spec, spec.description, undefined, 'map');
    case 'unknown':
      return annotated({ kind: 'unknown' }, spec, spec.description);
    case 'filter':
      return renderFilter(spec, ctx);
    default:
      return renderScalar(spec, ctx);
  }
}
