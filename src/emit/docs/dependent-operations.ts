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
import { nestedTypes, type NamedSchema, type WireType } from '../../views/wire-type.ts';
import { identicalParts } from '../../model/plain-data.ts';
import { MAKE_ANEW, type Reuse } from '../../model/reuse.ts';

type Reasons = Set<string>;

function add(provenance: Provenance, into: Reasons): void {
  if (provenance.status !== 'stated' && provenance.reason !== undefined) into.add(provenance.reason);
}

/** The reasons in a type and in the components it names (each component walked once). */
function typeReasons(type: WireType, schemas: ReadonlyMap<string, NamedSchema>, visited: Set<string>, into: Reasons): void {
  add(type.provenance, into);
  if (type.kind === 'ref' && !visited.has(type.name)) {
    visited.add(type.name);
    const schema = schemas.get(type.name);
    if (schema) typeReasons(schema.type, schemas, visited, into);
  }
  for (const child of nestedTypes(type)) typeReasons(child, schemas, visited, into);
}

/** What every call of the version involves. */
function versionReasons(view: VersionView): Reasons {
  const into: Reasons = new Set();
  for (const server of view.servers) {
    add(server.provenance, into);
    for (const variable of server.variables) add(variable.provenance, into);
  }
  for (const rule of [...(view.tenantHeader?.rules ?? []), ...view.auth.steps, ...view.listSyntax]) add(provenanceOf(rule), into);
  for (const rule of view.wireRules) add(rule.provenance, into);
  return into;
}

function operationReasons(op: OperationView, schemas: ReadonlyMap<string, NamedSchema>): Reasons {
  const into: Reasons = new Set();
  const visited = new Set<string>();
  add(op.provenance, into);
  if (op.scope) add(op.scope.provenance, into);
  for (const p of [...op.pathParams, ...op.query, ...op.unnamedQuery]) {
    add(p.provenance, into);
    typeReasons(p.type, schemas, visited, into);
  }
  if (op.body) {
    add(op.body.provenance, into);
    typeReasons(op.body.type, schemas, visited, into);
  }
  for (const r of op.responses) {
    add(r.provenance, into);
    for (const t of [...r.content, ...r.headers]) typeReasons(t.type, schemas, visited, into);
  }
  // Its behaviour: the transition it makes, its preconditions, a list's default order.
  if (op.transition?.open) add(op.transition.open, into);
  for (const p of op.preconditions ?? []) add(p.provenance, into);
  if (op.defaultOrder) add(op.defaultOrder.provenance, into);
  return into;
}

/** The model's facts an operation belongs to: its resource, the error codes it answers, the migration rows naming it. */
function modelReasons(model: ModelView, op: OperationView, migrationRows: ReadonlyMap<string, Provenance[]>, into: Reasons): void {
  const resource = model.resource(op.resource);
  if (resource) add(provenanceOf(resource), into);
  for (const code of new Set(op.responses.flatMap((r) => r.errorCodes))) {
    const spec = model.errors.codes[code];
    if (spec) add(provenanceOf(spec), into);
  }
  for (const provenance of migrationRows.get(op.id) ?? []) add(provenance, into);
}

/** The provenance of the migration rows naming each operation (as `from` or `to`), in the rows' order. */
function migrationRowsByOperation(model: ModelView): Map<string, Provenance[]> {
  const rows = new Map<string, Provenance[]>();
  for (const mapping of model.migration()?.mappings ?? []) {
    for (const id of new Set([mapping.from, mapping.to])) {
      if (id !== null) (rows.get(id) ?? rows.set(id, []).get(id)!).push(provenanceOf(mapping));
    }
  }
  return rows;
}

/**
 * Each reason with the operations that depend on it (their ids), in the views' and their
 * operations' order. `reuse`: in `--watch`, an operation's own reasons found by the last compile
 * while the operation and its version's schemas are the ones they were found in.
 */
export function dependentOperations(model: ModelView, views: readonly VersionView[], reuse: Reuse = MAKE_ANEW): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const depends = (reason: string, id: string) => (out.get(reason) ?? out.set(reason, []).get(reason)!).push(id);
  // Looked up per operation: a scan of every row per operation grew with operations × rows.
  const migrationRows = migrationRowsByOperation(model);
  for (const view of views) {
    let schemas: Map<string, NamedSchema> | undefined;
    const shared = versionReasons(view);
    for (const op of view.operations) {
      // Its own reasons beside its version's, which every operation of the version shares.
      const found = reuse.sinceLast(`reasons ${view.id} ${op.id}`, [op, view.schemas], identicalParts, () =>
        operationReasons(op, (schemas ??= new Map(view.schemas.map((s) => [s.name, s])))),
      );
      const own = new Set(found);
      modelReasons(model, op, migrationRows, own);
      for (const reason of shared) depends(reason, op.id);
      for (const reason of own) if (!shared.has(reason)) depends(reason, op.id);
    }
  }
  return out;
}
