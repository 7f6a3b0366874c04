/**
 * Resolve stage: the validated model plus everything derived once for all emitters
 * (tenant header name, the full scope list, the provenance list, operations in order).
 */
import type { Locator, MergedModel } from '../load/merge.ts';
import { operationCodesOf } from '../model/failures.ts';
import { declaredScopes, type DeclaredScope } from '../model/scopes.ts';
import type { ConventionsSpecT, ErrorsSpecT, MigrationSpecT, OperationSpec, ScopesSpecT } from '../model/schema.ts';
import { ModelConsumption } from './consumption.ts';
import { collectProvenance, type ProvenanceItem } from './provenance.ts';

export interface ResolvedOperation extends OperationSpec {
  id: string;
}

/** The conventions, with the sections a model may leave out as empty ones. */
export type ResolvedConventions = Omit<ConventionsSpecT, 'formats' | 'rules'> & {
  formats: NonNullable<ConventionsSpecT['formats']>;
  rules: NonNullable<ConventionsSpecT['rules']>;
};

/** The error sections, the status table and codes empty where the model has none. */
export type ResolvedErrors = Omit<ErrorsSpecT, 'statuses' | 'codes'> & {
  statuses: NonNullable<ErrorsSpecT['statuses']>;
  codes: NonNullable<ErrorsSpecT['codes']>;
};

/** The tenant header of a model that has one: its name (`<brand><suffix>`) and the model's entry. */
export type ResolvedTenantHeader = NonNullable<ConventionsSpecT['tenantHeader']> & { name: string };

export interface ResolvedModel {
  model: MergedModel;
  conventions: ResolvedConventions;
  /** Undefined for a model without scopes. */
  scopesSpec: ScopesSpecT | undefined;
  errors: ResolvedErrors;
  /** Undefined for a model without a migration guide (one version, or versions without one). */
  migration: MigrationSpecT | undefined;
  /** Undefined for an API without tenants: no request carries a tenant header. */
  tenantHeader: ResolvedTenantHeader | undefined;
  scopes: DeclaredScope[];
  operations: ResolvedOperation[];
  /** Per version, the codes its operations list (`errors:`): each answers only those operations' own failures (src/model/failures.ts). */
  operationCodes: ReadonlyMap<string, ReadonlySet<string>>;
  /** Listed when first read: the provenance report, the docs and `verify` read it; `diff` and the sandbox never do. */
  readonly provenance: ProvenanceItem[];
  versionIds: string[];
  /** Locates model paths in spec/ (for diagnostics found after resolving). */
  locator: Locator;
  /** What the views and emitters of this compile rendered (see consumption.ts). */
  consumption: ModelConsumption;
}

export function resolveModel(model: MergedModel, locator: Locator): ResolvedModel {
  // Validation guarantees the conventions exist, and a brand where there is a tenant header.
  const conventions = model.conventions!;
  const { tenantHeader } = conventions;
  let provenance: ProvenanceItem[] | undefined;
  return {
    model,
    conventions: { ...conventions, formats: conventions.formats ?? {}, rules: conventions.rules ?? {} },
    scopesSpec: model.scopes,
    errors: { ...model.errors, statuses: model.errors?.statuses ?? [], codes: model.errors?.codes ?? {} },
    migration: model.migration,
    tenantHeader: tenantHeader && { ...tenantHeader, name: `${conventions.brand!}${tenantHeader.suffix}` },
    scopes: model.scopes ? declaredScopes(model.scopes) : [],
    operations: Object.entries(model.operations ?? {}).map(([id, op]) => ({ id, ...op })),
    operationCodes: new Map(Object.keys(model.versions ?? {}).map((id) => [id, operationCodesOf(model.operations, id)])),
    get provenance() {
      return (provenance ??= collectProvenance(model, locator));
    },
    versionIds: Object.keys(model.versions ?? {}),
    locator,
    consumption: new ModelConsumption(),
  };
}
