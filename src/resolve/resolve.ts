/**
 * Resolve stage: the validated model plus everything derived once for all emitters
 * (tenant header name, the full scope list, the provenance list, operations in order).
 */
import type { Locator, MergedModel } from '../load/merge.ts';
import { declaredScopes, type DeclaredScope } from '../model/scopes.ts';
import type { ConventionsSpecT, ErrorsSpecT, MigrationSpecT, OperationSpec, ScopesSpecT } from '../model/schema.ts';
import { ModelConsumption } from './consumption.ts';
import { collectProvenance, type ProvenanceItem } from './provenance.ts';

export interface ResolvedOperation extends OperationSpec {
  id: string;
}

export interface ResolvedModel {
  model: MergedModel;
  conventions: ConventionsSpecT;
  scopesSpec: ScopesSpecT;
  errors: ErrorsSpecT;
  migration: MigrationSpecT;
  tenantHeaderName: string;
  scopes: DeclaredScope[];
  operations: ResolvedOperation[];
  /** Listed when first read: the provenance report, the docs and `verify` read it; `diff` and the sandbox never do. */
  readonly provenance: ProvenanceItem[];
  versionIds: string[];
  /** Locates model paths in spec/ (for diagnostics found after resolving). */
  locator: Locator;
  /** What the views and emitters of this compile rendered (see consumption.ts). */
  consumption: ModelConsumption;
}

export function resolveModel(model: MergedModel, locator: Locator): ResolvedModel {
  // Validation guarantees these sections exist.
  const conventions = model.conventions!;
  let provenance: ProvenanceItem[] | undefined;
  return {
    model,
    conventions,
    scopesSpec: model.scopes!,
    errors: model.errors!,
    migration: model.migration!,
    tenantHeaderName: `${conventions.brand}${conventions.tenantHeader.suffix}`,
    scopes: declaredScopes(model.scopes!),
    operations: Object.entries(model.operations ?? {}).map(([id, op]) => ({ id, ...op })),
    get provenance() {
      return (provenance ??= collectProvenance(model, locator));
    },
    versionIds: Object.keys(model.versions ?? {}),
    locator,
    consumption: new ModelConsumption(),
  };
}
