/**
 * Tenant: a request without the tenant header, or naming a tenant nobody has, gets the model's
 * `Tenant Unknown` answer (status, media type, body) before its credentials are examined: the
 * requests carry none, so a server that authenticates first answers its 401 instead.
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { VersionView } from '../../views/version-view.ts';
import { UNKNOWN_TENANT, type RunContext } from '../context.ts';
import type { CheckDefinition } from '../types.ts';
import { answered } from './support.ts';

/** This family's rows of the conformance-check table. */
export const TENANT_CHECKS: CheckDefinition[] = checksOf('tenant');

export async function tenantChecks(ctx: RunContext, view: VersionView): Promise<void> {
  const expected = ctx.model.resolved.errors.tenantUnknown;
  if (!view.tenantHeader || !expected) {
    // An API without tenants: no request names one, so there is nothing to send without it.
    for (const id of ['tenant.missing', 'tenant.unknown']) ctx.row(id, view.id, '-', 'skip', 'the model has no tenant header');
    return;
  }
  for (const op of view.operations.filter((o) => ctx.maySend(view, o))) {
    for (const [id, tenant, what] of [
      ['tenant.missing', null, 'no tenant header'],
      ['tenant.unknown', UNKNOWN_TENANT, 'an unknown tenant'],
    ] as const) {
      await ctx.check(id, view.id, op.id, async () => {
        const exchange = await ctx.call(view, op, { tenant, auth: 'none' });
        const ok = exchange.status === expected.status && exchange.mediaType === expected.mediaType && exchange.text.trim() === expected.body;
        ctx.row(
          id,
          view.id,
          op.id,
          ok ? 'pass' : 'fail',
          ok
            ? `${what}, no credentials: ${expected.status} ${expected.mediaType} "${expected.body}"`
            : `${what}, no credentials: expected ${expected.status} ${expected.mediaType} "${expected.body}", got ${answered(exchange)} "${exchange.text.slice(0, 80)}"`,
          exchange,
        );
      });
    }
  }
}
