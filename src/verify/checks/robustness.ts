/**
 * Robustness: malformed JSON, a body of the wrong media type, an oversized value and an unknown
 * operation get a 4xx answer, never a 5xx. Bodies go only to operations this run may send: the
 * token operation, and with `--allow-writes` the operations taking a JSON body.
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { VersionView } from '../../views/version-view.ts';
import type { RunContext } from '../context.ts';
import type { Exchange } from '../http.ts';
import type { CheckDefinition } from '../types.ts';
import { answered, codeOf, knownParams, NOT_IMPLEMENTED } from './support.ts';

/** This family's rows of the conformance-check table. */
export const ROBUSTNESS_CHECKS: CheckDefinition[] = checksOf('robust');

/** Longer than any id or query value a server is likely to take, far below common URL limits. */
const OVERSIZED_LENGTH = 4096;

function refused(ctx: RunContext, id: string, view: VersionView, op: string, exchange: Exchange, what: string): void {
  if (exchange.status === NOT_IMPLEMENTED)
    return ctx.row(id, view.id, op, 'skip', `${what}: the server does not implement the operation (${exchange.status})`, exchange);
  const ok = exchange.status >= 400 && exchange.status < 500;
  ctx.row(id, view.id, op, ok ? 'pass' : 'fail', `${what}: ${ok ? '' : 'expected 4xx, got '}${answered(exchange)}`, exchange);
}

export async function robustnessChecks(ctx: RunContext, view: VersionView): Promise<void> {
  const tenant = ctx.tenants[0]!.tenant;
  const bodied = view.operations.filter((o) => o.body && ctx.maySend(view, o));
  if (bodied.length === 0)
    for (const id of ['robust.malformed-json', 'robust.media-type'])
      await ctx.check(id, view.id, '-', async () => ctx.row(id, view.id, '-', 'skip', 'no operation taking a body may be sent in this run (--allow-writes)'));
  for (const op of bodied) {
    const params = knownParams(ctx, view, op);
    await ctx.check('robust.malformed-json', view.id, op.id, async () => {
      const exchange = await ctx.call(view, op, { auth: { tenant }, params, body: { mediaType: 'application/json', text: '{"verify": ' } });
      refused(ctx, 'robust.malformed-json', view, op.id, exchange, 'a truncated JSON body');
    });
    await ctx.check('robust.media-type', view.id, op.id, async () => {
      const other: { mediaType: string; text: string } =
        op.body!.mediaType === 'application/json' ? { mediaType: 'text/plain', text: 'verify' } : { mediaType: 'application/json', text: '{"verify":true}' };
      const exchange = await ctx.call(view, op, { auth: { tenant }, params, body: other });
      refused(ctx, 'robust.media-type', view, op.id, exchange, `a ${other.mediaType} body where ${op.body!.mediaType} is taken`);
    });
  }
  const oversized = 'x'.repeat(OVERSIZED_LENGTH);
  for (const op of view.operations.filter((o) => o.method === 'GET' && (o.pathParams.length > 0 || o.query.some((p) => p.name === 'limit')))) {
    await ctx.check('robust.oversized', view.id, op.id, async () => {
      const limit = op.query.find((p) => p.name === 'limit');
      const exchange: Exchange =
        op.pathParams.length > 0
          ? await ctx.call(view, op, { auth: { tenant }, params: Object.fromEntries(op.pathParams.map((p) => [p.name!, oversized])) })
          : await ctx.call(view, op, { auth: { tenant }, params: knownParams(ctx, view, op), query: `${limit!.name}=${'9'.repeat(40)}` });
      if (exchange.status < 300 && op.pathParams.length === 0) {
        // How a server bounds a page is not shown: a served page is what it does, not a fault.
        ctx.row('robust.oversized', view.id, op.id, 'pass', `limit=${'9'.repeat(40)}: ${answered(exchange)}`, exchange);
        ctx.observe({ version: view.id, operation: op.id, observed: `a limit of ${'9'.repeat(40)} is served (${exchange.status}), not refused` });
        return;
      }
      refused(
        ctx,
        'robust.oversized',
        view,
        op.id,
        exchange,
        op.pathParams.length > 0 ? `path values of ${OVERSIZED_LENGTH} characters` : 'an oversized limit',
      );
    });
  }
  await ctx.check('robust.unknown-operation', view.id, '/verify-no-such-operation', async () => {
    const unknown = { id: '/verify-no-such-operation', method: 'GET', path: '/verify-no-such-operation' };
    const exchange = await ctx.call(view, unknown, { auth: { tenant } });
    const notFound = view.errorFacts.failures.notFound;
    if (view.usesErrorEnvelope) {
      const ok = exchange.status === notFound.status && codeOf(exchange) === notFound.error;
      ctx.row(
        'robust.unknown-operation',
        view.id,
        unknown.id,
        ok ? 'pass' : 'fail',
        `an unknown path: expected ${notFound.status} error=${notFound.error}, got ${answered(exchange)}`,
        exchange,
      );
    } else refused(ctx, 'robust.unknown-operation', view, unknown.id, exchange, 'an unknown path');
  });
}
