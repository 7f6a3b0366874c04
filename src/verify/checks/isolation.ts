/**
 * Isolation, with two tenants: a record of tenant A read by id as tenant B is answered exactly as
 * a record that does not exist (status, media type, body), and B's lists never hold a record of A's.
 * With `--allow-writes`, B's changes and deletes of a record the run created in A are answered as
 * those of a record that does not exist, and leave it as it was (called from the write checks,
 * which create the record: no other record of A is ever sent a change).
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { ABSENT_ID, listItems, type RunContext } from '../context.ts';
import type { CheckDefinition } from '../types.ts';
import { recordReader } from './records.ts';
import type { Exchange } from '../http.ts';
import { answered, codeOf, knownParams, NOT_IMPLEMENTED } from './support.ts';

/** This family's rows of the conformance-check table. */
export const ISOLATION_CHECKS: CheckDefinition[] = checksOf('isolation');

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

/**
 * `send` at A's `record`, then at two records that do not exist: whether the first answer is the
 * second's (status, media type, body; where two not-found answers differ, a request id, their JSON
 * fields and code), and a refusal.
 */
async function answeredAsAbsent(send: (id: string) => Promise<Exchange>, record: string): Promise<{ same: boolean; foreign: Exchange; absent: Exchange }> {
  const foreign = await send(record);
  const absent = await send(ABSENT_ID);
  const other = `${ABSENT_ID}-2`;
  const again = await send(other);
  // Two answers about absent records are alike unless the body carries what differs per request.
  const stable = again.text.split(other).join(ABSENT_ID) === absent.text;
  const text = foreign.text.split(record).join(ABSENT_ID);
  const same = foreign.status === absent.status && foreign.mediaType === absent.mediaType && (stable ? text === absent.text : sameShape(text, absent));
  return { same: same && foreign.status >= 400, foreign, absent };
}

/** How the run sees A's record after B's attempt: a read as A, or (where no operation reads it) A's own delete of it. */
export interface Afterwards {
  exchange: Exchange;
  /** Whether the record is there as it was. */
  unchanged: boolean;
}

/**
 * `isolation.write` of one operation that changes A's `record` (created by the run): sent as B,
 * with `body` where the operation takes one; then `afterwards` says whether the record is as it was.
 */
export async function crossTenantChange(
  ctx: RunContext,
  view: VersionView,
  op: OperationView,
  record: string,
  body: { mediaType: string; text: string } | undefined,
  /** Undefined where nothing shows the record afterwards (no read, and not the last change before its own delete). */
  afterwards: (() => Promise<Afterwards>) | undefined,
): Promise<void> {
  const [a, b] = ctx.tenants;
  const id = 'isolation.write';
  await ctx.check(id, view.id, op.id, async () => {
    if (!b) return ctx.row(id, view.id, op.id, 'skip', 'the credentials file names one tenant; isolation needs two');
    if (!(await ctx.credential(view, b.tenant)))
      return ctx.row(id, view.id, op.id, 'skip', `the credentials file holds no ${view.id} credential for ${b.tenant}`);
    const param = /\{([^}]+)\}$/.exec(op.path)![1]!;
    const send = (value: string) => ctx.call(view, op, { auth: { tenant: b.tenant }, params: { [param]: value }, ...(body ? { body } : {}) });
    const { same, foreign, absent } = await answeredAsAbsent(send, record);
    if (foreign.status === NOT_IMPLEMENTED && absent.status === NOT_IMPLEMENTED)
      return ctx.row(id, view.id, op.id, 'skip', `the server does not implement the operation (${foreign.status})`, foreign);
    const what = `${b.tenant}'s ${op.method} of ${a!.tenant}'s ${record}`;
    if (!same) return ctx.row(id, view.id, op.id, 'fail', `${what}: ${answered(foreign)}; a record that does not exist: ${answered(absent)}`, foreign);
    const after = await afterwards?.();
    if (!after)
      return ctx.row(
        id,
        view.id,
        op.id,
        'pass',
        `${what}: ${answered(foreign)}, as a record that does not exist (no operation shows the record afterwards)`,
        foreign,
      );
    ctx.row(
      id,
      view.id,
      op.id,
      after.unchanged ? 'pass' : 'fail',
      after.unchanged
        ? `${what}: ${answered(foreign)}, as a record that does not exist; the record is as it was`
        : `${what}: answered as a record that does not exist, yet the record changed: then ${after.exchange.request.method} as ${a!.tenant} answered ${answered(after.exchange)}`,
      after.unchanged ? foreign : after.exchange,
    );
  });
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
        const { same, foreign, absent } = await answeredAsAbsent(
          (value) => ctx.call(view, op, { auth: { tenant: b.tenant }, params: { ...params, [reader.param]: value } }),
          record,
        );
        ctx.row(
          id,
          view.id,
          op.id,
          same ? 'pass' : 'fail',
          same
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
