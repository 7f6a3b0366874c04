/**
 * The sandbox's handlers for both versions, over one store: a v3 job and a v4 project are the
 * same record. Only the rules the specification states are enforced as such; the sandbox's own
 * choices are in rules.ts.
 */
import { decode } from '../../generated/client/dist/v3/index.js';
import type { Handler, ServerContext } from '../../generated/server/runtime/plugin.ts';
import { ApiProblem } from '../../generated/server/runtime/replies.ts';
import { FACTS, HELP } from '../../generated/server/v4/routes.ts';
import { inRange, page, sorted } from './lists.ts';
import type { SandboxModel } from './model-facts.ts';
import { TRANSITIONS } from './rules.ts';
import type { ApprovalStep, CollectionName, Store, WireRecord } from './store.ts';

type Query = Record<string, unknown>;
type Params = Record<string, string>;

const notFound = () => new ApiProblem({ status: 404, error: FACTS.codes.notFound, description: 'No such record, or not visible to you.' });

function find(store: Store, ctx: ServerContext, collection: CollectionName, id: string): WireRecord {
  const record = store.collection(ctx.tenant.id, collection).get(id);
  if (!record) throw notFound();
  return record;
}

/** Only the fields a component of the model has, so list and single shapes really differ. */
function shaped(record: WireRecord, fields: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => fields.has(key)));
}

function listOf(store: Store, ctx: ServerContext, collection: CollectionName, query: Query, model: SandboxModel, filter: (r: WireRecord) => boolean = () => true): WireRecord[] {
  let records = [...store.collection(ctx.tenant.id, collection).values()].filter(filter);
  const f = model.listFormats;
  records = inRange(records, 'created_at', query.created as string | undefined, f, 'created');
  records = inRange(records, 'updated_at', query.updated as string | undefined, f, 'updated');
  return page(sorted(records, query.sort as string | undefined, f), query.limit as number | undefined, query.page as number | undefined);
}

export function v3Handlers(store: Store, model: SandboxModel): Record<string, Handler> {
  const list = model.fieldsOf('JobListItem');
  const single = model.fieldsOf('Job');
  const get = (collection: CollectionName, component: string): Handler => async ({ params }, ctx) => ({
    body: shaped(find(store, ctx, collection, (params as Params).id!), model.fieldsOf(component)),
  });
  const destroy = (collection: CollectionName, what: string): Handler => async ({ params }, ctx) => {
    const id = (params as Params).id!;
    find(store, ctx, collection, id);
    store.collection(ctx.tenant.id, collection).delete(id);
    return { body: { message: `The ${what} ${id} was destroyed.` } };
  };
  return {
    listJobs: async ({ query }, ctx) => ({ body: { jobs: listOf(store, ctx, 'projects', query as Query, model).map((r) => shaped(r, list)) } }),
    getJob: async ({ params }, ctx) => ({ body: shaped(find(store, ctx, 'projects', (params as Params).id!), single) }),
    rejectJobApproval: async ({ params }, ctx) => {
      const approval = find(store, ctx, 'job_approvals', (params as Params).id!);
      return { body: { message: `Project rejection triggered for ${String(approval.job_id)}.` } };
    },
    createMilestone: async ({ body }, ctx) => {
      const milestone = { ...(body as Record<string, unknown>), id: `ms-${store.collection(ctx.tenant.id, 'milestones').size + 1}-${Date.now()}` } as WireRecord;
      store.collection(ctx.tenant.id, 'milestones').set(milestone.id, milestone);
      return { status: 201, body: shaped(milestone, model.fieldsOf('Milestone')) };
    },
    deleteMilestone: destroy('milestones', 'milestone'),
    listEois: async ({ query }, ctx) => ({ body: { eois: listOf(store, ctx, 'eois', query as Query, model).map((r) => shaped(r, model.fieldsOf('Eoi'))) } }),
    getOrg: get('orgs', 'Organisation'),
    listOrgUnits: async ({ params, query }, ctx) => {
      find(store, ctx, 'orgs', (params as Params).org_id!);
      const units = listOf(store, ctx, 'org_units', query as Query, model, (r) => r.org_id === (params as Params).org_id);
      return { body: units.map((r) => shaped(r, model.fieldsOf('OrgUnit'))) };
    },
    getPurchaseOrder: get('purchase_orders', 'PurchaseOrder'),
    deletePurchaseOrder: destroy('purchase_orders', 'purchase order'),
    listSupplierCatalogs: async ({ params, query }, ctx) => ({
      body: listOf(store, ctx, 'catalogs', query as Query, model, (r) => r.supplier_id === (params as Params).id).map((r) => shaped(r, model.fieldsOf('SupplierCatalog'))),
    }),
    getSupplierCatalog: async ({ params }, ctx) => {
      const catalog = find(store, ctx, 'catalogs', (params as Params).catalog_id!);
      if (catalog.supplier_id !== (params as Params).id) throw notFound();
      return { body: shaped(catalog, model.fieldsOf('SupplierCatalog')) };
    },
    getSupplierResource: async ({ params }, ctx) => {
      const resource = find(store, ctx, 'supplier_resources', (params as Params).resource_id!);
      if (resource.supplier_id !== (params as Params).id) throw notFound();
      return { body: shaped(resource, model.fieldsOf('SupplierResource')) };
    },
    listSkillTaxonomies: async ({ query }, ctx) => ({ body: { skill_taxonomies: listOf(store, ctx, 'skill_taxonomies', query as Query, model).map((r) => shaped(r, model.fieldsOf('SkillTaxonomy'))) } }),
    getInvoiceFile: async ({ params }, ctx) => {
      const invoice = find(store, ctx, 'invoices', (params as Params).id!);
      if (typeof invoice.file_url === 'string') return { status: 302, headers: { location: invoice.file_url }, body: '' };
      // The status for "no file" is not shown; the sandbox answers 404 with the message.
      return { status: 404, body: { message: `No file was found for invoice ${invoice.id}.` } };
    },
  };
}

/** A v4 project: the record decoded to semantic values, money in minor units. */
function projectView(record: WireRecord, model: SandboxModel): Record<string, unknown> {
  const { approval_steps: _steps, ...wire } = record;
  const value = decode('Job', shaped(wire as WireRecord, model.fieldsOf('Job'))) as Record<string, unknown>;
  for (const field of model.moneyFields) {
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
  const transition = (operationId: string): Handler => async ({ params, body }, ctx) => {
    const record = project(ctx, (params as Params).id!);
    const rule = TRANSITIONS[operationId]!;
    if (!rule.from.includes(String(record.status))) {
      throw new ApiProblem({ status: 422, error: FACTS.codes.validationFailed, description: `A ${String(record.status)} project cannot be ${operationId.replace(/Project$/, '')}ed.`, details: { status: [`must be one of ${rule.from.join(', ')}`] } });
    }
    const steps = record.approval_steps as ApprovalStep[] | undefined;
    const approvers = (body as Record<string, unknown> | undefined)?.[model.approversField];
    if (operationId === 'submitProject' && steps && steps.length > 0 && !Array.isArray(approvers)) {
      const eligible = (ids: string[]) => store.tenants.get(ctx.tenant.id)!.approvers.filter((a) => ids.includes(a.id));
      throw new ApiProblem({
        status: 422,
        error: model.approverSelectionCode,
        description: 'Choose an approver for each step, then submit again with `approvers`.',
        extra: { [model.approverSelectionField]: steps.map((s) => ({ step: s.step, eligible_approvers: eligible(s.eligible) })) },
      });
    }
    record.status = rule.to;
    record.updated_at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
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
