/**
 * Records: a record a list answered reads back by id with the same id, through the operation that
 * reads one record of the list's path (`GET /projects` → `GET /projects/{id}`); a record that does
 * not exist gets the not-found answer; and a record the credentials file gives (also those no list
 * reaches) is answered by every operation that reads it by id alone: the record, a redirect where
 * the model shows one, or the answer the model shows for the other case (an invoice without a file).
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import type { RunContext } from '../context.ts';
import type { Exchange } from '../http.ts';
import type { CheckDefinition } from '../types.ts';
import { ABSENT_ID } from '../context.ts';
import { answered, expectFailure, knownParams, NOT_IMPLEMENTED, questionOf } from './support.ts';

/** This family's rows of the conformance-check table. */
export const RECORD_CHECKS: CheckDefinition[] = checksOf('record');

/** The list whose records `op` reads one of, and the path parameter naming the record. */
export function recordReader(view: VersionView, op: OperationView): { list: OperationView; param: string } | undefined {
  const match = /^(.*)\/\{([^}]+)\}$/.exec(op.path);
  if (op.method !== 'GET' || !match) return undefined;
  const list = view.operations.find((o) => o.method === 'GET' && o.path === match[1]);
  return list ? { list, param: match[2]! } : undefined;
}

/** How many listed records each check reads back. */
export const READ_BACK = 3;

export async function recordChecks(ctx: RunContext, view: VersionView): Promise<void> {
  const tenant = ctx.tenants[0]!.tenant;
  for (const op of view.operations) {
    const reader = recordReader(view, op);
    if (!reader) continue;
    await ctx.check('record.absent', view.id, op.id, async () => {
      const exchange = await ctx.call(view, op, { auth: { tenant }, params: { ...knownParams(ctx, view, op), [reader.param]: ABSENT_ID } });
      expectFailure(ctx, 'record.absent', view, op, exchange, 'notFound', `${reader.param}=${ABSENT_ID}`);
    });
    const listed = ctx.listed.get(`${view.id} ${reader.list.id}`);
    await ctx.check('record.read-back', view.id, op.id, async () => {
      const ids = (listed?.items ?? []).map((item) => item.id).filter((id): id is string => typeof id === 'string');
      if (ids.length === 0) return ctx.row('record.read-back', view.id, op.id, 'skip', `${reader.list.id} answered no records with an id`);
      for (const id of ids.slice(0, READ_BACK)) {
        const exchange = await ctx.call(view, op, { auth: { tenant }, params: { ...knownParams(ctx, view, op), [reader.param]: id } });
        const got = (exchange.json as { id?: unknown } | undefined)?.id;
        if (exchange.status >= 300 || got !== id)
          return ctx.row(
            'record.read-back',
            view.id,
            op.id,
            'fail',
            `${id} from ${reader.list.id}: answered ${answered(exchange)} with id ${JSON.stringify(got)}`,
            exchange,
          );
      }
      ctx.row('record.read-back', view.id, op.id, 'pass', `${Math.min(ids.length, READ_BACK)} records of ${reader.list.id} read back by id`, listed!.exchange);
    });
  }
  await givenRecordChecks(ctx, view);
}

/**
 * A read of one record by its id alone: a GET whose one path parameter ends its path
 * (`/purchase_orders/{id}`), or whose success is a redirect (the record's file, `/invoices/{id}/file`).
 */
export const readsGiven = (op: OperationView): boolean =>
  op.method === 'GET' &&
  op.pathParams.length === 1 &&
  op.pathParams[0]!.name !== undefined &&
  (/\}$/.test(op.path) || op.responses.some((r) => !r.isError && /^3/.test(r.status)));

export async function givenRecordChecks(ctx: RunContext, view: VersionView): Promise<void> {
  const tenant = ctx.tenants[0]!.tenant;
  const id = 'record.given';
  for (const op of view.operations.filter(readsGiven)) {
    const given = ctx.given(tenant, op.resource);
    await ctx.check(id, view.id, op.id, async () => {
      if (given.length === 0) return ctx.row(id, view.id, op.id, 'skip', `the credentials file gives ${tenant} no ${op.resource} record`);
      const param = op.pathParams[0]!.name!;
      // Where the model shows an answer for the case the success does not cover (no file to redirect to).
      const other = op.responses.find((r) => r.status === 'default' && !r.isError);
      let last: Exchange | undefined;
      for (const record of given.slice(0, READ_BACK)) {
        const exchange = await ctx.call(view, op, { auth: { tenant }, params: { [param]: record.id } });
        last = exchange;
        if (exchange.status === NOT_IMPLEMENTED)
          return ctx.row(id, view.id, op.id, 'skip', `the server does not implement the operation (${exchange.status})`, exchange);
        const what = `${tenant}'s ${record.id}, given by the credentials file`;
        if (exchange.status >= 300 && exchange.status < 400) {
          if (!/^3/.test(ctx.conformance.documented(view.id, op, exchange.status)?.key ?? ''))
            return ctx.row(id, view.id, op.id, 'fail', `${what}: answered ${answered(exchange)}, a redirect the model does not show`, exchange);
          const location = op.responses.find((r) => /^3/.test(r.status))?.headers.find((h) => h.name.toLowerCase() === 'location');
          if (location && exchange.headers.location === undefined)
            ctx.observe({
              version: view.id,
              operation: op.id,
              observed: `${what}: a ${exchange.status} redirect without Location`,
              ...questionOf(location.type.provenance),
            });
          continue;
        }
        if (exchange.status >= 400) {
          const problems = other ? ctx.conformance.problems(exchange, op, other.status) : [`answered ${answered(exchange)}`];
          if (problems.length > 0)
            return ctx.row(
              id,
              view.id,
              op.id,
              'fail',
              `${what}: answered ${answered(exchange)}${other ? `, not the answer the model shows when ${other.description.replace(/\.$/, '').toLowerCase()}: ${problems.join('; ')}` : ''}`,
              exchange,
            );
          if (other?.provenance.status !== 'stated')
            ctx.observe({
              version: view.id,
              operation: op.id,
              observed: `${what}: answered ${exchange.status} (${other?.description})`,
              ...questionOf(other!.provenance),
            });
          continue;
        }
        const got = (exchange.json as { id?: unknown } | undefined)?.id;
        if (got !== undefined && got !== record.id)
          return ctx.row(id, view.id, op.id, 'fail', `${what}: answered ${answered(exchange)} with id ${JSON.stringify(got)}`, exchange);
      }
      ctx.row(id, view.id, op.id, 'pass', `${Math.min(given.length, READ_BACK)} records given by the credentials file, each answered as the model shows`, last);
    });
  }
}
