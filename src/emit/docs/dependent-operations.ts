/**
 * Which operations depend on an open question: an operation depends on every `inferred` or
 * `unspecified` reason found in what a call to it involves (its own facts, parameters, body,
 * responses and the components they name) and in what every call of its version involves (the
 * servers, the tenant header, authentication, wire rendering, list syntax), in its resource, in
 * the error codes it answers and in the migration rows that name it. Reasons are matched by
 * their text, as the open-questions page groups them.
 */
import type { ModelView } from '../../views/model-view.ts';
import { provenanceOf, type Provenance } from '../../model/provenance.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { nestedTypes, type WireType } from '../../views/wire-type.ts';

type Reasons = Set<string>;

function add(provenance: Provenance, into: Reasons): void {
  if (provenance.status !== 'stated' && provenance.reason !== undefined) into.add(provenance.reason);
}

/** A component's own reasons (in its type, up to the components it names) and the components it names. */
interface ComponentReasons {
  own: Reasons;
  names: string[];
}

/** The reasons in a type, up to the components it names, which go to `names`. */
function ownReasons(type: WireType, into: Reasons, names: string[]): void {
  add(type.provenance, into);
  if (type.kind === 'ref') names.push(type.name);
  for (const child of nestedTypes(type)) ownReasons(child, into, names);
}

/** Every component's own reasons, each component walked once per version (not once per operation that reaches it). */
function componentReasons(view: VersionView): Map<string, ComponentReasons> {
  const components = new Map<string, ComponentReasons>();
  for (const schema of view.schemas) {
    const component: ComponentReasons = { own: new Set(), names: [] };
    ownReasons(schema.type, component.own, component.names);
    components.set(schema.name, component);
  }
  return components;
}

/** The reasons of a component and of the components it names, transitively (each reached once). */
function reach(name: string, components: ReadonlyMap<string, ComponentReasons>, visited: Set<string>, into: Reasons): void {
  if (visited.has(name)) return;
  visited.add(name);
  const component = components.get(name);
  if (!component) return;
  for (const reason of component.own) into.add(reason);
  for (const named of component.names) reach(named, components, visited, into);
}

/** The reasons in a type and in the components it names. */
function typeReasons(type: WireType, components: ReadonlyMap<string, ComponentReasons>, visited: Set<string>, into: Reasons): void {
  add(type.provenance, into);
  if (type.kind === 'ref') reach(type.name, components, visited, into);
  for (const child of nestedTypes(type)) typeReasons(child, components, visited, into);
}

/** What every call of the version involves. */
function versionReasons(view: VersionView): Reasons {
  const into: Reasons = new Set();
  for (const server of view.servers) {
    add(server.provenance, into);
    for (const variable of server.variables) add(variable.provenance, into);
  }
  for (const rule of [...view.tenantHeader.rules, ...view.auth.steps, ...view.listSyntax]) add(provenanceOf(rule), into);
  for (const rule of view.wireRules) add(rule.provenance, into);
  return into;
}

function operationReasons(op: OperationView, components: ReadonlyMap<string, ComponentReasons>, into: Reasons): void {
  const visited = new Set<string>();
  add(op.provenance, into);
  if (op.scope) add(op.scope.provenance, into);
  for (const p of [...op.pathParams, ...op.query, ...op.unnamedQuery]) {
    add(p.provenance, into);
    typeReasons(p.type, components, visited, into);
  }
  if (op.body) {
    add(op.body.provenance, into);
    typeReasons(op.body.type, components, visited, into);
  }
  for (const r of op.responses) {
    add(r.provenance, into);
    for (const t of [...r.content, ...r.headers]) typeReasons(t.type, components, visited, into);
  }
}

/** The reasons of the migration rows naming each operation (by id), the section read once. */
function migrationReasons(model: ModelView): Map<string, Reasons> {
  const byOperation = new Map<string, Reasons>();
  for (const mapping of model.migration().mappings) {
    // `to` is null for an operation with no counterpart.
    for (const id of mapping.to === null || mapping.to === mapping.from ? [mapping.from] : [mapping.from, mapping.to]) {
      let reasons = byOperation.get(id);
      if (!reasons) byOperation.set(id, (reasons = new Set()));
      add(provenanceOf(mapping), reasons);
    }
  }
  return byOperation;
}

/** The model's facts an operation belongs to: its resource, the error codes it answers, the migration rows naming it. */
function modelReasons(model: ModelView, op: OperationView, migration: ReadonlyMap<string, Reasons>, into: Reasons): void {
  const resource = model.resource(op.resource);
  if (resource) add(provenanceOf(resource), into);
  for (const code of new Set(op.responses.flatMap((r) => r.errorCodes))) {
    const spec = model.errors.codes[code];
    if (spec) add(provenanceOf(spec), into);
  }
  for (const reason of migration.get(op.id) ?? []) into.add(reason);
}

/** Every operation of the views (by id) with the reasons it depends on. */
export function reasonsByOperation(model: ModelView, views: readonly VersionView[]): Map<string, Reasons> {
  const out = new Map<string, Reasons>();
  const migration = migrationReasons(model);
  for (const view of views) {
    const components = componentReasons(view);
    const shared = versionReasons(view);
    for (const op of view.operations) {
      const reasons = new Set(shared);
      operationReasons(op, components, reasons);
      modelReasons(model, op, migration, reasons);
      out.set(op.id, reasons);
    }
  }
  return out;
}
