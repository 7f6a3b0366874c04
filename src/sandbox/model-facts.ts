/**
 * What the sandbox reads from the model at start-up, so that it states nothing twice: the
 * list-only and single-only job fields, which fields are money, every scope, the list formats,
 * the error facts and the token grant and type.
 */
import type { ResolvedModel } from '../resolve/resolve.ts';
import type { VersionView } from '../views/version-view.ts';
import type { SandboxListFormats } from './lists.ts';

export interface SandboxModel {
  /** v3 wire field names of a component (`JobListItem`, `Job`, …). */
  fieldsOf(component: string): ReadonlySet<string>;
  /** Fields of the project that are money (rendered in minor units in v4). */
  moneyFields: ReadonlySet<string>;
  allScopes: readonly string[];
  listFormats: SandboxListFormats;
  approverSelectionCode: string;
  approverSelectionField: string;
  approversField: string;
  grantType: string;
  tokenType: string;
  /** The v3 API-key header. */
  apiKeyHeader: string;
}

export function sandboxModel(resolved: ResolvedModel, views: readonly VersionView[]): SandboxModel {
  const v3 = views.find((v) => v.auth.kind === 'apiKey')!;
  const v4 = views.find((v) => v.auth.kind === 'oauth2')!;
  const components = new Map(v3.schemas.map((s) => [s.name, s]));
  const fieldsOf = (component: string) => {
    const type = components.get(component)?.type;
    return new Set(type?.kind === 'object' ? type.fields.map((f) => f.name) : []);
  };
  const job = components.get('Job')?.type;
  const moneyFields = new Set(job?.kind === 'object' ? job.fields.filter((f) => f.type.semantic === 'money').map((f) => f.name) : []);
  const { defaultOrder } = resolved.conventions;
  const enums = resolved.model.enums ?? {};
  return {
    fieldsOf,
    moneyFields,
    allScopes: resolved.scopes.map((s) => s.name),
    listFormats: { ...v3.listFormats, defaultOrder: { field: defaultOrder.field, direction: defaultOrder.direction } },
    approverSelectionCode: v4.errorFacts.approverSelectionCode,
    approverSelectionField: v4.errorFacts.approverSelectionField,
    approversField: v4.errorFacts.approversField,
    grantType: enums.grant_type?.values[0] ?? '',
    tokenType: enums.token_type?.values[0] ?? '',
    apiKeyHeader: v3.auth.kind === 'apiKey' ? v3.auth.header : '',
  };
}
