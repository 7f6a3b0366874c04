/**
 * Records: a record a list answered reads back by id with the same id, through the operation that
 * reads one record of the list's path (`GET /projects` → `GET /projects/{id}`).
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import type { RunContext } from '../context.ts';
import type { CheckDefinition } from '../types.ts';
import { ABSENT_ID } from '../context.ts';
import { answered, expectFailure, knownParams } from './support.ts';

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
}
