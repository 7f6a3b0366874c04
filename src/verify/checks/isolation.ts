/**
 * Isolation, with two tenants: a record of tenant A read by id as tenant B is answered exactly as
 * a record that does not exist (status, media type, body), and B's lists never hold a record of A's.
 */
import type { VersionView } from '../../views/version-view.ts';
import { ABSENT_ID, listItems, type RunContext } from '../context.ts';
import type { CheckDefinition } from '../types.ts';
import { recordReader } from './records.ts';
import type { Exchange } from '../http.ts';
import { answered, codeOf, knownParams } from './support.ts';

export const ISOLATION_CHECKS: CheckDefinition[] = [
  { id: 'isolation.read', rule: 'A record of one tenant read by id as another is answered exactly as a record that does not exist.' },
  { id: 'isolation.list', rule: 'A tenant’s lists never hold another tenant’s records.' },
];

/** Where not-found bodies differ per request (a request id): the same JSON fields and `error` code. */
function sameShape(text: string, absent: Exchange): boolean {
  if (absent.json === undefined || typeof absent.json !== 'object') return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  const keys = (value: unknown) =>
    Object.keys(value as object)
      .sort()
      .join(',');
  return typeof parsed === 'object' && parsed !== null && keys(parsed) === keys(absent.json) && codeOf({ json: parsed } as Exchange) === codeOf(absent);
}

export async function isolationChecks(ctx: RunContext, view: VersionView): Promise<void> {
  const [a, b] = ctx.tenants;
  for (const op of view.operations.filter((o) => o.method === 'GET')) {
    const reader = recordReader(view, op);
    const listed = ctx.listed.get(`${view.id} ${(reader?.list ?? op).id}`);
    const id = reader ? 'isolation.read' : 'isolation.list';
    if (!reader && !ctx.listed.has(`${view.id} ${op.id}`)) continue;
    await ctx.check(id, view.id, op.id, async () => {
      if (!b) return ctx.row(id, view.id, op.id, 'skip', 'the credentials file names one tenant; isolation needs two');
      if (!(await ctx.credential(view, b.tenant)))
        return ctx.row(id, view.id, op.id, 'skip', `the credentials file holds no ${view.id} credential for ${b.tenant}`);
      const theirs = (listed?.items ?? []).map((item) => item.id).filter((v): v is string => typeof v === 'string');
      if (theirs.length === 0) return ctx.row(id, view.id, op.id, 'skip', `${a!.tenant}'s list answered no records with an id`);
      const params = knownParams(ctx, view, op);
      if (reader) {
        const record = theirs[0]!;
        const foreign = await ctx.call(view, op, { auth: { tenant: b.tenant }, params: { ...params, [reader.param]: record } });
        const absent = await ctx.call(view, op, { auth: { tenant: b.tenant }, params: { ...params, [reader.param]: ABSENT_ID } });
        const other = `${ABSENT_ID}-2`;
        const again = await ctx.call(view, op, { auth: { tenant: b.tenant }, params: { ...params, [reader.param]: other } });
        // Two reads of absent records answer alike unless the body carries what differs per request.
        const stable = again.text.split(other).join(ABSENT_ID) === absent.text;
        const text = foreign.text.split(record).join(ABSENT_ID);
        const same = foreign.status === absent.status && foreign.mediaType === absent.mediaType && (stable ? text === absent.text : sameShape(text, absent));
        ctx.row(
          id,
          view.id,
          op.id,
          same && foreign.status >= 400 ? 'pass' : 'fail',
          same && foreign.status >= 400
            ? `${a!.tenant}'s ${record} as ${b.tenant}: ${answered(foreign)}, as a record that does not exist`
            : `${a!.tenant}'s ${record} as ${b.tenant}: ${answered(foreign)}; a record that does not exist: ${answered(absent)}`,
          foreign,
        );
        return;
      }
      const exchange = await ctx.call(view, op, { auth: { tenant: b.tenant }, params });
      const items = exchange.status < 300 ? (listItems(op, exchange.json) ?? []) : [];
      const leaked = items.map((item) => String(item.id)).filter((v) => theirs.includes(v));
      ctx.row(
        id,
        view.id,
        op.id,
        leaked.length === 0 ? 'pass' : 'fail',
        leaked.length === 0
          ? `${b.tenant}'s list holds none of ${a!.tenant}'s ${theirs.length} records`
          : `${b.tenant}'s list holds ${a!.tenant}'s ${leaked.slice(0, 3).join(', ')}`,
        exchange,
      );
    });
  }
}
