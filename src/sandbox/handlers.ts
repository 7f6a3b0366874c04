/**
 * The sandbox's handlers for both versions, over one store: a v3 job and a v4 project are the
 * same record. Only the rules the specification states are enforced as such; the sandbox's own
 * choices are in rules.ts.
 */
import { randomUUID } from 'node:crypto';
import { decode } from '../../generated/client/dist/v3/index.js';
import type { Handler, ServerContext } from '../../generated/server/runtime/plugin.ts';
import { ApiProblem } from '../../generated/server/runtime/replies.ts';
import { FACTS as V3_FACTS } from '../../generated/server/v3/routes.ts';
import { FACTS, HELP } from '../../generated/server/v4/routes.ts';
import { inRange, page, sorted } from './lists.ts';
import type { SandboxModel } from './model-facts.ts';
import { MAX_CREATED_RECORD_BYTES, TRANSITIONS, V3_DELETE } from './rules.ts';
import type { ApprovalStep, CollectionName, Store, WireRecord } from './store.ts';

type Query = Record<string, unknown>;
type Params = Record<string, string>;

const notFound = () => new ApiProblem({ ...FACTS.problems.notFound, description: 'No such record, or not visible to you.' });

function find(store: Store, ctx: ServerContext, collection: CollectionName, id: string): WireRecord {
  const record = store.collection(ctx.tenant.id, collection).get(id);
  if (!record) throw notFound();
  return record;
}

/** Only the fields a component of the model has, so list and single shapes really differ. */
function shaped(record: WireRecord, fields: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => fields.has(key)));
}

function listOf(
  store: Store,
  ctx: ServerContext,
  collection: CollectionName,
  query: Query,
  model: SandboxModel,
  filter: (r: WireRecord) => boolean = () => true,
): WireRecord[] {
  let records = [...store.collection(ctx.tenant.id, collection).values()].filter(filter);
  const f = model.listFormats;
  records = inRange(records, 'created_at', query.created as string | undefined, f, 'created');
  records = inRange(records, 'updated_at', query.updated as string | undefined, f, 'updated');
  return page(sorted(records, query.sort as string | undefined, f), query.limit as number | undefined, query.page as number | undefined);
}

/** How much the v3 creates may store (rules.ts; tests pass smaller ones). */
export interface StoreLimits {
  maxRecordsPerCollection: number;
}

/**
 * A create the store cannot take: the model's failed-validation status (422), with v3's error
 * body. The request is well-formed and understood; what stops it is the sandbox's own bound, and
 * deleting records is what frees room. 429 would tell the client to wait and retry, which never
 * helps here; a 5xx (507) would call it the server's fault, and clients retry those too.
 */
const storeFull = (description: string) => new ApiProblem({ ...V3_FACTS.problems.validationFailed, description });

export function v3Handlers(store: Store, model: SandboxModel, limits: StoreLimits): Record<string, Handler> {
  /** The operation's records in the shape and wrapper its success body has in the model. */
  const answer = (operationId: string, records: WireRecord[]) => {
    const { fields, listField } = model.answer(operationId);
    const shapedRecords = records.map((r) => shaped(r, fields));
    return { body: listField ? { [listField]: shapedRecords } : shapedRecords };
  };
  const answerOne = (operationId: string, record: WireRecord) => ({ body: shaped(record, model.answer(operationId).fields) });
  const get =
    (operationId: string, collection: CollectionName): Handler =>
    async ({ params }, ctx) =>
      answerOne(operationId, find(store, ctx, collection, (params as Params).id!));
  const destroy =
    (collection: CollectionName, what: string): Handler =>
    async ({ params }, ctx) => {
      const id = (params as Params).id!;
      find(store, ctx, collection, id);
      store.collection(ctx.tenant.id, collection).delete(id);
      return { body: { message: `The ${what} ${id} was destroyed.` } };
    };
  return {
    listJobs: async ({ query }, ctx) => answer('listJobs', listOf(store, ctx, 'projects', query as Query, model)),
    getJob: get('getJob', 'projects'),
    deleteJob: async ({ params }, ctx) => {
      // v4 never deletes a project; the job stays, cancelled or closed (the choice is in rules.ts).
      const record = find(store, ctx, 'projects', (params as Params).id!);
      const next = V3_DELETE[String(record.status)];
      if (next !== undefined) touch(record, next);
      return { body: { message: `The job ${record.id} was deleted: it is ${String(record.status)}.` } };
    },
    rejectJobApproval: async ({ params }, ctx) => {
      const approval = find(store, ctx, 'job_approvals', (params as Params).id!);
      return { body: { message: `Project rejection triggered for ${String(approval.job_id)}.` } };
    },
    createMilestone: async ({ body }, ctx) => {
      const milestones = store.collection(ctx.tenant.id, 'milestones');
      if (milestones.size >= limits.maxRecordsPerCollection)
        throw storeFull(`This tenant holds ${milestones.size} milestones, the sandbox's most; delete one to create another.`);
      // The model's fields of a milestone only: anything else sent is neither answered nor kept.
      const fields = shaped(body as WireRecord, model.answer('createMilestone').fields);
      if (Buffer.byteLength(JSON.stringify(fields)) > MAX_CREATED_RECORD_BYTES)
        throw storeFull(`A milestone may take at most ${MAX_CREATED_RECORD_BYTES} bytes as JSON in the sandbox.`);
      // Random, not counted from the size or the time: an id is never given twice, even after a delete.
      const milestone: WireRecord = { ...fields, id: `ms-${randomUUID()}` };
      milestones.set(milestone.id, milestone);
      return { status: 201, ...answerOne('createMilestone', milestone) };
    },
    deleteMilestone: destroy('milestones', 'milestone'),
    listEois: async ({ query }, ctx) => answer('listEois', listOf(store, ctx, 'eois', query as Query, model)),
    getOrg: get('getOrg', 'orgs'),
    listOrgUnits: async ({ params, query }, ctx) => {
      find(store, ctx, 'orgs', (params as Params).org_id!);
      return answer(
        'listOrgUnits',
        listOf(store, ctx, 'org_units', query as Query, model, (r) => r.org_id === (params as Params).org_id),
      );
    },
    getPurchaseOrder: get('getPurchaseOrder', 'purchase_orders'),
    deletePurchaseOrder: destroy('purchase_orders', 'purchase order'),
    // Whether this list is an array or a wrapped object is not shown: the sandbox answers an array.
    listSupplierCatalogs: async ({ params, query }, ctx) =>
      answer(
        'listSupplierCatalogs',
        listOf(store, ctx, 'catalogs', query as Query, model, (r) => r.supplier_id === (params as Params).id),
      ),
    getSupplierCatalog: async ({ params }, ctx) => {
      const catalog = find(store, ctx, 'catalogs', (params as Params).catalog_id!);
      if (catalog.supplier_id !== (params as Params).id) throw notFound();
      return answerOne('getSupplierCatalog', catalog);
    },
    getSupplierResource: async ({ params }, ctx) => {
      const resource = find(store, ctx, 'supplier_resources', (params as Params).resource_id!);
      if (resource.supplier_id !== (params as Params).id) throw notFound();
      return answerOne('getSupplierResource', resource);
    },
    listSkillTaxonomies: async ({ query }, ctx) => answer('listSkillTaxonomies', listOf(store, ctx, 'skill_taxonomies', query as Query, model)),
    getInvoiceFile: async ({ params }, ctx) => {
      const invoice = find(store, ctx, 'invoices', (params as Params).id!);
      if (typeof invoice.file_url === 'string') return { status: 302, headers: { location: invoice.file_url }, body: '' };
      // The status for "no file" is not shown; the sandbox answers 404 with the message.
      return { status: FACTS.problems.notFound.status, body: { message: `No file was found for invoice ${invoice.id}.` } };
    },
  };
}

/** Moves a record to a status, stamping `updated_at` as the model's timestamps are written (no milliseconds). */
function touch(record: WireRecord, status: string): void {
  record.status = status;
  record.updated_at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A v4 project: the record decoded to semantic values, money in minor units. */
function projectView(record: WireRecord, model: SandboxModel): Record<string, unknown> {
  const { approval_steps: _steps, ...wire } = record;
  const value = decode(model.project.component as Parameters<typeof decode>[0], shaped(wire as WireRecord, model.project.fields)) as Record<string, unknown>;
  for (const field of model.project.moneyFields) {
    const amount = value[field];
    // Two decimals, as v3 money is written (currency exponents other than 2 are not shown).
    if (typeof amount === 'string') value[field] = Math.round(Number(amount) * 100);
  }
  return value;
}

interface FilterTree {
  [attribute: string]: { eq?: unknown; gte?: unknown } | undefined;
}

function matches(project: Record<string, unknown>, filter: FilterTree | undefined): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([attribute, ops]) => {
    const value = project[attribute];
    if (!ops) return true;
    if (ops.eq !== undefined && value !== ops.eq) return false;
    if (ops.gte !== undefined && !(value !== undefined && value !== null && (value as number | string) >= (ops.gte as number | string))) return false;
    return true;
  });
}

export function v4Handlers(store: Store, model: SandboxModel, tokenHandler: Handler): Record<string, Handler> {
  const project = (ctx: ServerContext, id: string) => find(store, ctx, 'projects', id);
  const transition =
    (operationId: string): Handler =>
    async ({ params, body }, ctx) => {
      const record = project(ctx, (params as Params).id!);
      const rule = TRANSITIONS[operationId]!;
      if (!rule.from.includes(String(record.status))) {
        throw new ApiProblem({
          ...FACTS.problems.validationFailed,
          description: `A ${String(record.status)} project cannot be ${operationId.replace(/Project$/, '')}ed.`,
          details: { status: [`must be one of ${rule.from.join(', ')}`] },
        });
      }
      const steps = record.approval_steps as ApprovalStep[] | undefined;
      const { approverSelection } = model;
      const approvers = (body as Record<string, unknown> | undefined)?.[approverSelection.approversField];
      if (operationId === 'submitProject' && steps && steps.length > 0 && !Array.isArray(approvers)) {
        const eligible = (ids: string[]) => store.tenants.get(ctx.tenant.id)!.approvers.filter((a) => ids.includes(a.id));
        throw new ApiProblem({
          status: approverSelection.status,
          error: approverSelection.error,
          description: `Choose an approver for each step, then submit again with \`${approverSelection.approversField}\`.`,
          // The shape of an entry is not shown: each step with its eligible approvers is the sandbox's.
          extra: { [approverSelection.field]: steps.map((s) => ({ step: s.step, eligible_approvers: eligible(s.eligible) })) },
        });
      }
      touch(record, rule.to);
      return { body: projectView(record, model) };
    };
  return {
    requestToken: tokenHandler,
    getWelcome: async (_input, ctx) => {
      const owner = store.tenants.get(ctx.tenant.id)!.owner;
      return { body: { message: `Welcome to the ${ctx.tenant.id} sandbox.`, owner, scopes: ctx.principal!.scopes.join(' ') } };
    },
    listProjects: async ({ query }, ctx) => {
      const q = query as { filter?: FilterTree; or?: FilterTree[]; sort?: Record<string, 'asc' | 'desc'>; limit?: number };
      let projects = [...store.collection(ctx.tenant.id, 'projects').values()].map((r) => projectView(r, model));
      projects = projects.filter((p) => matches(p, q.filter) && (!q.or || q.or.length === 0 || q.or.some((group) => matches(p, group))));
      const [[field, direction] = ['created_at', 'desc']] = Object.entries(q.sort ?? {});
      projects.sort((a, b) => {
        const x = String(a[field] ?? '');
        const y = String(b[field] ?? '');
        return x === y ? 0 : (x < y ? -1 : 1) * (direction === 'asc' ? 1 : -1);
      });
      return { body: { projects: projects.slice(0, q.limit ?? 25) } };
    },
    getProject: async ({ params }, ctx) => ({ body: projectView(project(ctx, (params as Params).id!), model) }),
    submitProject: transition('submitProject'),
    approveProject: transition('approveProject'),
    rejectProject: transition('rejectProject'),
    holdProject: transition('holdProject'),
    resumeProject: transition('resumeProject'),
    cancelProject: transition('cancelProject'),
    completeProject: transition('completeProject'),
    getProjectsHelp: async () => ({ body: HELP.getProjectsHelp }),
    getSupplierUsersHelp: async () => ({ body: HELP.getSupplierUsersHelp }),
    listSupplierUsers: async (_input, ctx) => ({ body: { supplier_users: [...store.collection(ctx.tenant.id, 'supplier_users').values()] } }),
  };
}
