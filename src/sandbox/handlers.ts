/**
 * The sandbox's handlers, chosen per operation by what the model declares, never per version:
 * the token operation, `/help` operations, workflow operations (the model's state machines, with
 * the sandbox's choices where they are open), a record read, a list, a create, a delete, a file
 * redirect, and the operations whose answer the model shows only in words (answered from the
 * sandbox's `choices.answers`). One store serves every version: a job and a project are the same
 * record. An operation none of these fits, or whose behaviour is open with no choice made,
 * answers 501.
 */
import { randomUUID } from 'node:crypto';
import type { Handler, ServerContext } from '../server-runtime/plugin.ts';
import { ApiProblem } from '../server-runtime/replies.ts';
import { checkTransition } from '../server-runtime/transition.ts';
import { listRecordField, undeclaredSortNames, type OperationView } from '../views/version-view.ts';
import { invalidParameter, listRows, type ListContext } from './lists.ts';
import { parentFieldOf, type SandboxModel, type SandboxVersion } from '../demo/model-facts.ts';
import { renderRecord } from '../demo/records.ts';
import { MAX_CREATED_RECORD_BYTES } from '../demo/rules.ts';
import { ANSWER_PLACEHOLDER, type SandboxChoices } from '../demo/choices.ts';
import type { ApprovalStep, Store, WireRecord } from '../demo/store.ts';

type Query = Record<string, unknown>;
type Params = Record<string, string>;

/** How much the creates may store (rules.ts; tests pass smaller ones). */
export interface StoreLimits {
  maxRecordsPerCollection: number;
}

export interface HandlerEnvironment {
  store: Store;
  model: SandboxModel;
  /** The sandbox's choices where the model is open (the fixture's `choices:`). */
  choices: SandboxChoices;
  limits: StoreLimits;
  /** The token endpoint, for the version whose auth issues tokens. */
  tokenHandler?: Handler;
}

/** Moves a record's status `field` to `status`, stamping the sandbox's `updatedAt` field (its choice) as the model's timestamps are written (no milliseconds). */
function touch(record: WireRecord, field: string, status: string, updatedAt: string | undefined): void {
  record[field] = status;
  if (updatedAt !== undefined) record[updatedAt] = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The path's segments: `/suppliers/{id}/catalogs/{catalog_id}` → parents `[suppliers, id]`, last param `catalog_id`. */
function pathShape(op: OperationView): { parents: { segment: string; param: string }[]; lastParam?: string; lastSegment: string } {
  const segments = op.path.split('/').filter(Boolean);
  const paramOf = (s: string | undefined) => /^\{(.+)\}$/.exec(s ?? '')?.[1];
  const last = segments.length - 1;
  const lastParam = paramOf(segments[last]);
  const parents: { segment: string; param: string }[] = [];
  for (let i = 1; i < (lastParam ? last : segments.length); i++) {
    const param = paramOf(segments[i]);
    if (param) parents.push({ segment: segments[i - 1]!, param });
  }
  return { parents, ...(lastParam ? { lastParam } : {}), lastSegment: segments[last] ?? '' };
}

export function versionHandlers(version: SandboxVersion, env: HandlerEnvironment): Record<string, Handler> {
  const { store, model, choices } = env;
  const { view, table } = version;
  const { facts } = table;
  const notFound = () => new ApiProblem({ ...facts.problems.notFound, description: 'No such record, or not visible to you.' });
  /** What the sandbox cannot answer because the model leaves it open and its data chooses nothing. */
  const notChosen = (description: string) => new ApiProblem({ status: 501, error: 'not_implemented', description });
  const routes = new Map(table.routes.map((route) => [route.operationId, route]));
  const routeOf = (id: string) => routes.get(id)!;
  // A resource whose status some version moves through a state machine, in any version.
  const governed = new Set(
    model.versions
      .flatMap((v) => v.view.operations)
      .filter((o) => o.transition)
      .map((o) => o.resource),
  );
  const titleOf = (resource: string) => (model.titles.get(resource) ?? resource).toLowerCase();
  /** The field of `op`'s records naming an enclosing path segment's record: the model's, else the sandbox data's choice. */
  const parentField = (op: OperationView, segment: string, param: string): string => {
    const field = parentFieldOf(model, choices, view, op, segment, param);
    if (field === undefined)
      throw notChosen(
        `Which field of a ${titleOf(op.resource)} names its ${segment} record is not shown, and the sandbox data chooses none (choices.records.parentFields.${op.resource}).`,
      );
    return field;
  };
  const render = (record: WireRecord, answer: ReturnType<SandboxVersion['answer']>) => renderRecord(record, answer, version, choices.minorUnitDigits);

  const find = (ctx: ServerContext, collection: string, id: string): WireRecord => {
    const record = store.collection(ctx.tenant.id, collection).get(id);
    if (!record) throw notFound();
    return record;
  };

  /** The parent records the path names must exist where an operation reads them, and own the record. */
  const parentsHold = (op: OperationView, params: Params, ctx: ServerContext, record?: WireRecord): void => {
    for (const { segment, param } of pathShape(op).parents) {
      const reader = view.operations.find(
        (o) => o.method === 'GET' && o.path.split('/')[1] === segment && pathShape(o).parents.length === 0 && pathShape(o).lastParam,
      );
      if (reader) find(ctx, reader.resource, params[param]!);
      if (record && record[parentField(op, segment, param)] !== params[param]) throw notFound();
    }
  };

  const answerOne = (op: OperationView, record: WireRecord) => ({ body: render(record, version.answer(op.id)) });

  const get =
    (op: OperationView, lastParam: string): Handler =>
    async ({ params }, ctx) => {
      const record = find(ctx, op.resource, (params as Params)[lastParam]!);
      parentsHold(op, params as Params, ctx, record);
      return answerOne(op, record);
    };

  const list =
    (op: OperationView): Handler =>
    async ({ params, query }, ctx) => {
      parentsHold(op, params as Params, ctx);
      const answer = version.answer(op.id);
      const fields = answer.type?.kind === 'object' ? answer.type.fields : [];
      const listContext: ListContext = {
        facts,
        parameters: op.query,
        semantics: new Map(fields.map((f) => [f.name, f.type.semantic])),
        formats: view.listFormats,
        recordField: (name) => listRecordField(view, name),
        listNames: undeclaredSortNames(view),
        defaultOrder: model.defaultOrder,
        pageSize: choices.pageSize,
      };
      const parents = pathShape(op).parents.map(({ segment, param }) => ({ field: parentField(op, segment, param), value: (params as Params)[param] }));
      const stored = [...store.collection(ctx.tenant.id, op.resource).values()].filter((r) => parents.every(({ field, value }) => r[field] === value));
      const rows = listRows(listContext, query as Query, stored, (r) => render(r as WireRecord, answer));
      // A list whose body the model does not show answers as the model's shown lists do: a
      // nested one (`/orgs/{org_id}/org_units`) a bare array, a top-level one wrapped in its
      // path's last segment (`{ jobs: [...] }`, `{ projects: [...] }`).
      const body = op.responses.find((r) => !r.isError)?.content[0]?.type;
      const shown = body !== undefined && body.kind !== 'unknown';
      const listField = shown ? answer.listField : parents.length > 0 ? undefined : pathShape(op).lastSegment;
      return { body: listField ? { [listField]: rows } : rows };
    };

  /**
   * A create the store cannot take: the model's failed-validation status (422), with the
   * version's error body. The request is well-formed and understood; what stops it is the
   * sandbox's own bound, and deleting records is what frees room. 429 would tell the client to
   * wait and retry, which never helps here; a 5xx (507) would call it the server's fault.
   */
  const storeFull = (description: string) => new ApiProblem({ ...facts.problems.validationFailed, description });

  const create =
    (op: OperationView): Handler =>
    async ({ body }, ctx) => {
      const collection = store.collection(ctx.tenant.id, op.resource);
      const what = titleOf(op.resource);
      if (collection.size >= env.limits.maxRecordsPerCollection)
        throw storeFull(`This tenant holds ${collection.size} records of ${what}, the sandbox's most; delete one to create another.`);
      // The model's fields of the record only: anything else sent is neither answered nor kept.
      const answer = version.answer(op.id);
      const known = new Set(answer.type?.kind === 'object' ? answer.type.fields.map((f) => f.name) : []);
      const fields = Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([key]) => known.has(key)));
      if (Buffer.byteLength(JSON.stringify(fields)) > MAX_CREATED_RECORD_BYTES)
        throw storeFull(`A ${what} may take at most ${MAX_CREATED_RECORD_BYTES} bytes as JSON in the sandbox.`);
      // Random, not counted from the size or the time: an id is never given twice, even after a delete.
      const record: WireRecord = { ...fields, id: `${op.resource}-${randomUUID()}` };
      collection.set(record.id, record);
      return { status: routeOf(op.id).successStatus, ...answerOne(op, record) };
    };

  const destroy =
    (op: OperationView, lastParam: string): Handler =>
    async ({ params }, ctx) => {
      const record = find(ctx, op.resource, (params as Params)[lastParam]!);
      parentsHold(op, params as Params, ctx, record);
      const what = titleOf(op.resource);
      if (governed.has(op.resource)) {
        // A record a state machine governs keeps its status history: what DELETE does is the sandbox's choice.
        const chosen = choices.deleteOf(op);
        if (!chosen) throw notChosen(`What deleting a ${what} does is not shown, and the sandbox data chooses nothing (choices.deletes).`);
        const next = chosen.next.get(String(record[chosen.field]));
        if (next !== undefined) touch(record, chosen.field, next, choices.updatedAtField);
        return { body: { message: `The ${what} ${record.id} was deleted: it is ${String(record[chosen.field])}.` } };
      }
      store.collection(ctx.tenant.id, op.resource).delete(record.id);
      return { body: { message: `The ${what} ${record.id} was destroyed.` } };
    };

  const redirect =
    (op: OperationView, lastParam: string): Handler =>
    async ({ params }, ctx) => {
      const record = find(ctx, op.resource, (params as Params)[lastParam]!);
      const location = choices.fileLocationField !== undefined ? record[choices.fileLocationField] : undefined;
      if (typeof location === 'string') return { status: routeOf(op.id).successStatus, headers: { location }, body: '' };
      // The status for "no file" is not shown; the sandbox answers 404 with the message.
      return { status: facts.problems.notFound.status, body: { message: `No file was found for ${titleOf(op.resource)} ${record.id}.` } };
    };

  const transition =
    (op: OperationView, lastParam: string): Handler =>
    async ({ params, body }, ctx) => {
      const rule = choices.transition(op);
      if (typeof rule !== 'object') throw notChosen(rule ?? 'No transition.');
      const record = find(ctx, op.resource, (params as Params)[lastParam]!);
      // The route stubs' state check, on the model's transition completed by the sandbox's choices.
      const next = checkTransition({ operationId: op.id, transition: { ...ctx.route.transition!, from: rule.from, to: rule.to } }, String(record[rule.field]))!;
      const steps = choices.approvalStepsField !== undefined ? (record[choices.approvalStepsField] as ApprovalStep[] | undefined) : undefined;
      // The actionable error the operation lists: the client chooses, then sends the same request again.
      for (const resumable of view.errorFacts.resumable.filter((e) => e.operationIds.includes(op.id))) {
        const chosen = (body as Record<string, unknown> | undefined)?.[resumable.resend.field];
        if (!steps || steps.length === 0 || Array.isArray(chosen)) continue;
        const eligible = (ids: string[]) => store.tenants.get(ctx.tenant.id)!.approvers.filter((a) => ids.includes(a.id));
        throw new ApiProblem({
          status: resumable.status,
          error: resumable.code,
          description: `Choose an approver for each step, then send the request again with \`${resumable.resend.field}\`.`,
          // The shape of an entry is not shown: each step with its eligible approvers is the sandbox's.
          extra: { [resumable.choices.field]: steps.map((s) => ({ step: s.step, eligible_approvers: eligible(s.eligible) })) },
        });
      }
      touch(record, rule.field, next, choices.updatedAtField);
      return answerOne(op, record);
    };

  /**
   * An answer the model shows only in words, filled from the sandbox's templates: `{tenant}`,
   * `{owner}` (the tenant's owner), `{scopes}` (the caller's, space-separated) and any field of
   * the record the path names. A template that is one placeholder answers its value as it is.
   */
  const templated =
    (op: OperationView, fields: Readonly<Record<string, string>>, recordParam: string | undefined): Handler =>
    async ({ params }, ctx) => {
      const record = recordParam !== undefined ? find(ctx, op.resource, (params as Params)[recordParam]!) : undefined;
      const values: Record<string, unknown> = {
        ...record,
        tenant: ctx.tenant.id,
        owner: store.tenants.get(ctx.tenant.id)!.owner,
        scopes: ctx.principal?.scopes.join(' '),
      };
      const fill = (template: string): unknown => {
        const whole = /^\{([a-z_][a-z0-9_]*)\}$/.exec(template);
        if (whole) return values[whole[1]!];
        return template.replace(ANSWER_PLACEHOLDER, (_m, name: string) => String(values[name] ?? ''));
      };
      return { body: Object.fromEntries(Object.entries(fields).map(([name, template]) => [name, fill(template)])) };
    };

  const handlerOf = (op: OperationView): Handler | undefined => {
    const { lastParam, parents } = pathShape(op);
    // The record an action on `/projects/{id}/approve` or `/invoices/{id}/file` is about.
    const recordParam = lastParam ?? parents.at(-1)?.param;
    const route = routeOf(op.id);
    if (op.id === facts.token?.operationId) return env.tokenHandler;
    if (table.help[op.id] !== undefined) return async () => ({ body: table.help[op.id] });
    if (op.transition && lastParam === undefined && recordParam) return transition(op, recordParam);
    const answer = choices.answer(op.id);
    if (answer) return templated(op, answer, recordParam);
    if (op.method === 'GET' && route.successStatus >= 300 && route.successStatus < 400) return recordParam ? redirect(op, recordParam) : undefined;
    if (op.method === 'GET' && lastParam) return get(op, lastParam);
    if (op.method === 'GET') return list(op);
    if (op.method === 'DELETE' && lastParam) return destroy(op, lastParam);
    if (op.method === 'POST' && !lastParam && declaresRecord(op)) return create(op);
    return undefined;
  };

  const handlers: Record<string, Handler> = {};
  for (const op of view.operations) {
    const handler = handlerOf(op);
    if (handler) handlers[op.id] = refusingUnknownQuery(op, facts, handler);
  }
  return handlers;
}

/** A body the model shows as a record (a component or fields), not an open payload. */
function declaresRecord(op: OperationView): boolean {
  const type = op.body?.type;
  return type?.kind === 'ref' || (type?.kind === 'object' && type.fields.length > 0);
}

/** A query parameter the operation does not declare is refused, never ignored (`page=2` where there are no pages). */
function refusingUnknownQuery(op: OperationView, facts: SandboxVersion['table']['facts'], handler: Handler): Handler {
  const declared = new Set(op.query.map((p) => p.name));
  return async (input, ctx) => {
    const unknown = Object.keys((input.query ?? {}) as Query).find((name) => !declared.has(name));
    if (unknown !== undefined)
      throw invalidParameter(facts, unknown, `is not a query parameter of this operation${declared.size > 0 ? `; it takes ${[...declared].join(', ')}` : ''}.`);
    return handler(input, ctx);
  };
}
