/**
 * What the sandbox reads from the model at start-up, so that it states nothing twice: how each
 * v3 operation answers records (which component's fields, wrapped in which list field), which
 * fields are money, every scope, the list formats, the error facts and the API-key header.
 */
import type { ResolvedModel } from '../resolve/resolve.ts';
import type { VersionView } from '../views/version-view.ts';
import type { WireType } from '../views/wire-type.ts';
import type { SandboxListFormats } from './lists.ts';

/** How a v3 operation answers records, read from its success body in the model. */
export interface RecordAnswer {
  /** The v3 component of each record (`JobListItem` in the job list, `Job` alone). */
  component: string;
  /** Its wire fields: a record is answered with these only, so list and single shapes really differ. */
  fields: ReadonlySet<string>;
  /** The field a list is wrapped in (`jobs` in `{ jobs: [...] }`); absent for a bare array or one record. */
  listField?: string;
}

export interface SandboxModel {
  /** How a v3 operation answers its records. */
  answer(operationId: string): RecordAnswer;
  /** How a v4 project is rendered: decoded like the v3 single job (`getJob`), the same record. */
  project: { component: string; fields: ReadonlySet<string>; moneyFields: ReadonlySet<string> };
  allScopes: readonly string[];
  listFormats: SandboxListFormats;
  /** The actionable 422 of submit: its status and code, its array field, and the body field that answers it. */
  approverSelection: { status: number; error: string; field: string; approversField: string };
  /** The v3 API-key header. */
  apiKeyHeader: string;
}

const fieldsOf = (type: WireType | undefined) => (type?.kind === 'object' ? type.fields : []);

/**
 * A success body that is a record (`$ref`), a list of records, or an object holding one list;
 * an open body (the specification does not show it) answers the operation's resource, unwrapped.
 */
function recordAnswer(view: VersionView, operationId: string): RecordAnswer {
  const operation = view.operations.find((o) => o.id === operationId);
  const body = operation?.responses.find((r) => !r.isError)?.content[0]?.type;
  const listField = body?.kind === 'object' && body.fields.length === 1 && body.fields[0]!.type.kind === 'array' ? body.fields[0]! : undefined;
  const record = listField?.type.kind === 'array' ? listField.type.items : body?.kind === 'array' ? body.items : body;
  const component =
    record?.kind === 'ref'
      ? view.schemas.find((s) => s.name === record.name)
      : view.schemas.find((s) => s.role === 'resource' && s.resource === operation?.resource && s.shape !== 'list');
  return {
    component: component?.name ?? '',
    fields: new Set(fieldsOf(component?.type).map((f) => f.name)),
    ...(listField ? { listField: listField.name } : {}),
  };
}

export function sandboxModel(resolved: ResolvedModel, views: readonly VersionView[]): SandboxModel {
  const v3 = views.find((v) => v.auth.kind === 'apiKey')!;
  const v4 = views.find((v) => v.auth.kind === 'oauth2')!;
  const answers = new Map(v3.operations.map((o) => [o.id, recordAnswer(v3, o.id)]));
  const job = answers.get('getJob')!;
  const jobType = v3.schemas.find((s) => s.name === job.component)?.type;
  const { defaultOrder } = resolved.conventions;
  // The sandbox's submit asks for approvers: the actionable code its operation lists.
  const approverSelection = v4.errorFacts.resumable.find((e) => e.operationIds.includes('submitProject'))!;
  return {
    answer: (operationId) => answers.get(operationId) ?? { component: '', fields: new Set() },
    project: {
      ...job,
      moneyFields: new Set(
        fieldsOf(jobType)
          .filter((f) => f.type.semantic === 'money')
          .map((f) => f.name),
      ),
    },
    allScopes: resolved.scopes.map((s) => s.name),
    listFormats: { ...v3.listFormats, defaultOrder: { field: defaultOrder.field, direction: defaultOrder.direction } },
    approverSelection: {
      status: approverSelection.status,
      error: approverSelection.code,
      field: approverSelection.choices.field,
      approversField: approverSelection.resend.field,
    },
    apiKeyHeader: v3.auth.kind === 'apiKey' ? v3.auth.header : '',
  };
}
