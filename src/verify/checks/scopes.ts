/**
 * Scopes: every operation with a scope refuses a token lacking it (the insufficient-scope answer
 * naming the scope in the envelope's field for it), and does not refuse a token holding exactly
 * that scope. Tokens for one scope each come from the token operation (`scope=<name>`).
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { VersionView } from '../../views/version-view.ts';
import type { RunContext } from '../context.ts';
import type { CheckDefinition } from '../types.ts';
import { answered, codeOf, expectFailure, knownParams } from './support.ts';

/** This family's rows of the conformance-check table. */
export const SCOPE_CHECKS: CheckDefinition[] = checksOf('scope');

export async function scopeChecks(ctx: RunContext, view: VersionView): Promise<void> {
  if (view.auth.kind !== 'oauth2') return;
  const tenant = ctx.tenants[0]!.tenant;
  const scopeFields = view.errorFacts.scopeFields;
  const failure = view.errorFacts.failures.insufficientScope;
  const held = [...new Set(ctx.tenants[0]!.clients.flatMap((c) => c.scopes))];
  for (const op of view.operations.filter((o) => o.scope && ctx.maySend(view, o))) {
    const scope = op.scope!.name;
    const params = knownParams(ctx, view, op);
    await ctx.check('scope.insufficient', view.id, op.id, async () => {
      const another = held.find((s) => s !== scope);
      const token = another ? await ctx.token(view, tenant, another) : undefined;
      if (!token) return ctx.row('scope.insufficient', view.id, op.id, 'skip', `no client of ${tenant} got a token for a scope other than ${scope}`);
      const exchange = await ctx.call(view, op, { tenant, auth: { headers: { authorization: `Bearer ${token}` } }, params });
      const named = scopeFields ? (exchange.json as Record<string, unknown> | undefined)?.[scopeFields.required] : scope;
      if (exchange.status === failure.status && codeOf(exchange) === failure.error && named !== scope) {
        ctx.row(
          'scope.insufficient',
          view.id,
          op.id,
          'fail',
          `a token for ${another} only: ${scopeFields?.required} is ${JSON.stringify(named)}, not ${scope}`,
          exchange,
        );
        return;
      }
      expectFailure(ctx, 'scope.insufficient', view, op, exchange, 'insufficientScope', `a token for ${another} only`);
    });
    await ctx.check('scope.sufficient', view.id, op.id, async () => {
      if (!held.includes(scope)) return ctx.row('scope.sufficient', view.id, op.id, 'skip', `no client of ${tenant} holds ${scope}`);
      const token = await ctx.token(view, tenant, scope);
      if (!token) return ctx.row('scope.sufficient', view.id, op.id, 'fail', `the token operation gave no token for ${scope} to a client holding it`);
      const exchange = await ctx.call(view, op, { tenant, auth: { headers: { authorization: `Bearer ${token}` } }, params });
      const refused =
        exchange.status === view.errorFacts.failures.invalidToken.status || (exchange.status === failure.status && codeOf(exchange) === failure.error);
      ctx.row('scope.sufficient', view.id, op.id, refused ? 'fail' : 'pass', `a token for ${scope} only: ${answered(exchange)}`, exchange);
    });
  }
}
