/**
 * What the sandbox reads from the model at start-up, so that it states nothing twice: every
 * version of the model with its route table (the same data its generated `routes.ts` holds),
 * how each operation answers records (which component, wrapped in which list field), every
 * scope, the default order and the model's resource ids.
 */
import { routeTable, type RouteTable } from '../contract/routes/route-table.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';
import { buildModelView } from '../views/model-view.ts';
import type { OperationView, VersionView } from '../views/version-view.ts';
import type { WireType } from '../views/wire-type.ts';
import type { SandboxChoices, StatedFacts } from './choices.ts';
import { NothingRecorded } from '../resolve/consumption.ts';
import { componentNameFor, renderFields, type RenderContext } from '../views/render-field.ts';
import { STATED } from '../views/wire-type.ts';

/** How an operation answers records, read from its success body in the model. */
export interface RecordAnswer {
  /** The type of one record: the version's component, or where the version does not show its fields, the component of a version that does. */
  type: WireType | undefined;
  /** Whether `type` is another version's: its scalars are then rendered by this version's wire rules for their semantic types. */
  borrowed: boolean;
  /** The field a list is wrapped in (`jobs` in `{ jobs: [...] }`); absent for a bare array or one record. */
  listField?: string;
}

export interface SandboxVersion {
  view: VersionView;
  table: RouteTable;
  answer(operationId: string): RecordAnswer;
  /** A named component of this version (`$ref` targets), or of the version a borrowed type comes from. */
  component(name: string): WireType | undefined;
}

export interface SandboxModel {
  versions: readonly SandboxVersion[];
  /** Whether requests name their tenant (the model has a tenant header); without, the demo data is one data set. */
  tenancy: boolean;
  allScopes: readonly string[];
  /** The resource ids of the model: the names of the fixture's collections. */
  resources: ReadonlySet<string>;
  /** Each resource's title (`Purchase order`), for the sandbox's messages. */
  titles: ReadonlyMap<string, string>;
  /**
   * The field of `op`'s records naming the record of an enclosing path segment
   * (`/orgs/{org_id}/org_units`), where the model shows one: a reference to the resource the
   * version reads at `/<segment>/{…}`, else a field named like the parameter (`org_id`).
   */
  parentField(view: VersionView, op: OperationView, segment: string, param: string): string | undefined;
  /** What the model states that the sandbox's choices would otherwise fill (the digits of a minor unit of money). */
  stated: StatedFacts;
  /** The order of a list call that gives none (`created`, descending), where the model states one. */
  defaultOrder: { field: string; direction: 'asc' | 'desc' } | undefined;
}

const fieldsOf = (type: WireType | undefined) => (type?.kind === 'object' ? type.fields : []);

/** Each resource's component of any version that shows its fields, the single shape first (one pass over every version's components). */
function statedComponents(views: readonly VersionView[]): ReadonlyMap<string, WireType> {
  const rank = (shape: string | undefined) => (shape === 'single' ? 0 : shape === undefined ? 1 : 2);
  const best = new Map<string, { type: WireType; rank: number }>();
  for (const schema of views.flatMap((v) => v.schemas)) {
    if (schema.role !== 'resource' || schema.resource === undefined || fieldsOf(schema.type).length === 0) continue;
    const current = best.get(schema.resource);
    if (current === undefined || rank(schema.shape) < current.rank) best.set(schema.resource, { type: schema.type, rank: rank(schema.shape) });
  }
  return new Map([...best].map(([resource, { type }]) => [resource, type]));
}

/**
 * A resource's fields as the model states them, for a resource no version shows (the version that
 * did was retired; the others leave its fields open): rendered with native scalars, so that the
 * answering version's wire rules decide each one, as for a type borrowed from another version.
 * Nothing is recorded as shown: no generated artefact shows these fields.
 */
function modelComponent(resolved: ResolvedModel, resource: string): WireType | undefined {
  const spec = resolved.model.resources?.[resource];
  const [versionId] = resolved.versionIds;
  if (!spec || Object.keys(spec.fields).length === 0 || versionId === undefined) return undefined;
  const recording = resolved.consumption;
  resolved.consumption = new NothingRecorded();
  try {
    const ctx: RenderContext = {
      resolved,
      versionId,
      version: resolved.model.versions![versionId]!,
      scalars: 'native',
      component: (demand) => componentNameFor(ctx, demand),
    };
    return { kind: 'object', fields: renderFields(spec.fields, ctx), provenance: STATED };
  } finally {
    resolved.consumption = recording;
  }
}

/**
 * A success body that is a record (`$ref`), a list of records, or an object holding one list;
 * an open body (the specification does not show it) answers the operation's resource.
 */
function recordAnswer(stated: (resource: string) => WireType | undefined, components: ReadonlyMap<string, WireType>, operation: OperationView): RecordAnswer {
  const body = operation.responses.find((r) => !r.isError)?.content[0]?.type;
  const wrapper = body?.kind === 'object' && body.fields.length === 1 && body.fields[0]!.type.kind === 'array' ? body.fields[0]! : undefined;
  const record = wrapper?.type.kind === 'array' ? wrapper.type.items : body?.kind === 'array' ? body.items : body;
  const own = record?.kind === 'ref' ? components.get(record.name) : undefined;
  if (fieldsOf(own).length > 0) return { type: own, borrowed: false, ...(wrapper ? { listField: wrapper.name } : {}) };
  return { type: stated(operation.resource), borrowed: true, ...(wrapper ? { listField: wrapper.name } : {}) };
}

/** `tableOf`: a version's route table, where the caller has made it already. */
export function sandboxModel(resolved: ResolvedModel, views: readonly VersionView[], tableOf?: (view: VersionView) => RouteTable): SandboxModel {
  const components = new Map(views.flatMap((v) => v.schemas.map((s) => [s.name, s.type] as const)));
  const model = buildModelView(resolved);
  const table = tableOf ?? ((view: VersionView) => routeTable(model, view));
  const shown = statedComponents(views);
  const unshown = new Map<string, WireType | undefined>();
  const stated = (resource: string) => {
    if (shown.has(resource)) return shown.get(resource);
    if (!unshown.has(resource)) unshown.set(resource, modelComponent(resolved, resource));
    return unshown.get(resource);
  };
  const versions = views.map((view): SandboxVersion => {
    const own = new Map(view.schemas.map((s) => [s.name, s.type]));
    const answers = new Map(view.operations.map((o) => [o.id, recordAnswer(stated, own, o)]));
    return {
      view,
      table: table(view),
      answer: (operationId) => answers.get(operationId) ?? { type: undefined, borrowed: true },
      component: (name) => (fieldsOf(own.get(name)).length > 0 ? own.get(name) : components.get(name)),
    };
  });
  const { defaultOrder } = resolved.conventions;
  const resources = resolved.model.resources ?? {};
  return {
    tenancy: resolved.tenantHeader !== undefined,
    stated: { minorUnitDigits: resolved.migration?.money?.minorUnitDigits },
    parentField(view, op, segment, param) {
      const fields = resources[op.resource]?.fields ?? {};
      const reader = view.operations.find((o) => {
        const [, first, second, ...rest] = o.path.split('/');
        return o.method === 'GET' && first === segment && /^\{.+\}$/.test(second ?? '') && rest.length === 0;
      });
      const reference = reader && Object.entries(fields).find(([, f]) => f.type === 'reference' && f.to === reader.resource)?.[0];
      // `id` names the record itself, never its parent.
      return reference ?? (param !== 'id' && fields[param] !== undefined ? param : undefined);
    },
    versions,
    allScopes: resolved.scopes.map((s) => s.name),
    resources: new Set(Object.keys(resolved.model.resources ?? {})),
    titles: new Map(Object.entries(resolved.model.resources ?? {}).map(([id, r]) => [id, r.title])),
    defaultOrder: defaultOrder && { field: defaultOrder.field, direction: defaultOrder.direction },
  };
}

/** The field of `op`'s records naming an enclosing path segment's record: the model's, else the sandbox data's choice; undefined where neither says. */
export function parentFieldOf(
  model: SandboxModel,
  choices: SandboxChoices,
  view: VersionView,
  op: OperationView,
  segment: string,
  param: string,
): string | undefined {
  return model.parentField(view, op, segment, param) ?? choices.parentFields.get(op.resource);
}
