/**
 * What a token is granted, where the model states it: asked for a scope its client holds and one
 * it does not, the token operation grants the intersection (the held one, never a refusal), and
 * the operation needing the unheld scope answers that token as lacking it; and, where the model
 * says there is no refresh token, no token answer carries one (`refresh_token`, RFC 6749 section
 * 5.1) and the refresh grant (`grant_type=refresh_token`, section 6) gets the invalid-request answer.
 */
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { grantType, type RunContext } from '../context.ts';
import { answered, codeOf, knownParams } from './support.ts';

/** The scope a token answer grants, by RFC 6749's `scope` field (space-separated). */
const grantedScopes = (json: unknown): string[] | undefined => {
  const scope = (json as { scope?: unknown } | undefined)?.scope;
  return typeof scope === 'string' ? scope.split(' ').filter(Boolean) : undefined;
};

/**
 * A client of the credentials file that holds the scope of one operation this run may send and
 * not that of another: the first tenant's clients first.
 */
function partialClient(ctx: RunContext, view: VersionView) {
  const scoped = view.operations.filter((o) => o.scope && o.method === 'GET' && ctx.maySend(view, o));
  // An operation without a record first: its scope check cannot hide behind a record lookup.
  const ordered = [...scoped.filter((o) => o.pathParams.length === 0), ...scoped.filter((o) => o.pathParams.length > 0)];
  for (const tenant of ctx.tenants)
    for (const client of tenant.clients) {
      const held = ordered.find((o) => client.scopes.includes(o.scope!.name));
      const unheld = ordered.find((o) => !client.scopes.includes(o.scope!.name));
      if (held && unheld) return { tenant: tenant.tenant, client, held: held.scope!.name, unheld };
    }
  return undefined;
}

export async function grantChecks(ctx: RunContext, view: VersionView, tokenOp: OperationView): Promise<void> {
  if (view.auth.kind !== 'oauth2') return;
  const { grantedScope, refreshToken } = view.auth;
  await ctx.check('auth.scope-intersection', view.id, tokenOp.id, async () => {
    const id = 'auth.scope-intersection';
    if (grantedScope !== 'intersection') return ctx.row(id, view.id, tokenOp.id, 'skip', 'the model does not state what a token is granted');
    const subject = partialClient(ctx, view);
    if (!subject)
      return ctx.row(id, view.id, tokenOp.id, 'skip', 'no client of the credentials file holds the scope of one operation verify may send and not of another');
    const { tenant, client, held, unheld } = subject;
    const asked = `${held} ${unheld.scope!.name}`;
    const form = new URLSearchParams({ grant_type: grantType(tokenOp), client_id: client.id, client_secret: client.secret, scope: asked });
    const exchange = await ctx.call(view, tokenOp, {
      tenant,
      auth: 'none',
      body: { mediaType: tokenOp.body?.mediaType ?? 'application/x-www-form-urlencoded', text: form.toString() },
    });
    const what = `${client.id} (holding ${held}, not ${unheld.scope!.name}) asks scope=${asked}`;
    if (exchange.status >= 300)
      return ctx.row(id, view.id, tokenOp.id, 'fail', `${what}: refused with ${answered(exchange)}, not granted the intersection`, exchange);
    const granted = grantedScopes(exchange.json);
    const token = (exchange.json as { access_token?: unknown } | undefined)?.access_token;
    if (typeof token === 'string') ctx.http.addSecrets(token);
    if (!granted || granted.length !== 1 || granted[0] !== held)
      return ctx.row(
        id,
        view.id,
        tokenOp.id,
        'fail',
        `${what}: granted ${granted ? JSON.stringify(granted.join(' ')) : 'no scope field'}, not ${held}`,
        exchange,
      );
    if (typeof token !== 'string') return ctx.row(id, view.id, tokenOp.id, 'fail', `${what}: granted ${held} without an access_token`, exchange);
    const failure = view.errorFacts.failures.insufficientScope;
    const call = await ctx.call(view, unheld, { tenant, auth: { headers: { authorization: `Bearer ${token}` } }, params: knownParams(ctx, view, unheld) });
    const refused = call.status === failure.status && codeOf(call) === failure.error;
    ctx.row(
      id,
      view.id,
      tokenOp.id,
      refused ? 'pass' : 'fail',
      refused
        ? `${what}: granted ${held}; ${unheld.id} refuses the token (${answered(call)})`
        : `${what}: granted ${held}, yet ${unheld.id} answered ${answered(call)} where ${failure.status} error=${failure.error} was due`,
      refused ? exchange : call,
    );
  });
  await ctx.check('auth.no-refresh-token', view.id, tokenOp.id, async () => {
    const id = 'auth.no-refresh-token';
    if (refreshToken !== false) return ctx.row(id, view.id, tokenOp.id, 'skip', 'the model does not state whether there is a refresh token');
    const tenant = ctx.tenants[0]!.tenant;
    await ctx.token(view, tenant);
    const granted = ctx.http.exchanges.filter((e) => e.version === view.id && e.operation === tokenOp.id && e.status < 300 && typeof e.json === 'object');
    if (granted.length === 0) return ctx.row(id, view.id, tokenOp.id, 'skip', 'the run got no token to look at');
    const refreshing = granted.find((e) => (e.json as Record<string, unknown>).refresh_token !== undefined);
    if (refreshing)
      return ctx.row(id, view.id, tokenOp.id, 'fail', 'a token answer carries refresh_token, where the model says there is no refresh token', refreshing);
    // Nor is a token refreshed: RFC 6749's refresh grant (section 6) gets the invalid-request answer, as any grant but the model's.
    const client = ctx.client(tenant);
    if (!client) return ctx.row(id, view.id, tokenOp.id, 'pass', `${granted.length} token answers, none with refresh_token`, granted[0]);
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: 'verify-refresh-token',
      client_id: client.id,
      client_secret: client.secret,
    });
    const refresh = await ctx.call(view, tokenOp, {
      tenant,
      auth: 'none',
      body: { mediaType: tokenOp.body?.mediaType ?? 'application/x-www-form-urlencoded', text: form.toString() },
    });
    const invalid = view.errorFacts.failures.invalidRequest.status;
    ctx.row(
      id,
      view.id,
      tokenOp.id,
      refresh.status === invalid ? 'pass' : 'fail',
      refresh.status === invalid
        ? `${granted.length} token answers, none with refresh_token; grant_type=refresh_token: ${answered(refresh)}`
        : `grant_type=refresh_token: expected ${invalid}, got ${answered(refresh)}, where the model says there is no refresh token`,
      refresh,
    );
  });
}
