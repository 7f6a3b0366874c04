/**
 * Tenant: a request without the tenant header, or naming a tenant nobody has, gets the model's
 * `Tenant Unknown` answer (status, media type, body) before its credentials are examined: the
 * requests carry none, so a server that authenticates first answers its 401 instead. On an
 * organisation's own domain (a server of the model that needs no tenant header; the domain from
 * the credentials file), a request without the header is answered as the same request with it.
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { grantType, isListOperation, listItems, UNKNOWN_TENANT, type OwnDomain, type RunContext } from '../context.ts';
import type { Exchange } from '../http.ts';
import type { CheckDefinition } from '../types.ts';
import { answered, questionOf } from './support.ts';

/** This family's rows of the conformance-check table. */
export const TENANT_CHECKS: CheckDefinition[] = checksOf('tenant');

export async function tenantChecks(ctx: RunContext, view: VersionView): Promise<void> {
  const expected = ctx.model.resolved.errors.tenantUnknown;
  if (!view.tenantHeader || !expected) {
    // An API without tenants: no request names one, so there is nothing to send without it.
    for (const id of ['tenant.own-domain', 'tenant.missing', 'tenant.unknown'])
      await ctx.check(id, view.id, '-', async () => ctx.row(id, view.id, '-', 'skip', 'the model has no tenant header'));
    return;
  }
  await ownDomainChecks(ctx, view);
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

/** The model's `Tenant Unknown` answer. */
function isTenantUnknown(ctx: RunContext, exchange: Exchange): boolean {
  const expected = ctx.model.resolved.errors.tenantUnknown;
  return expected !== undefined && exchange.status === expected.status && exchange.text.trim() === expected.body;
}

const ids = (exchange: Exchange, op: OperationView) => (listItems(op, exchange.json) ?? []).map((item) => String(item.id)).join(', ');

async function ownDomainChecks(ctx: RunContext, view: VersionView): Promise<void> {
  const id = 'tenant.own-domain';
  const server = view.servers.find((s) => !s.tenantHeader);
  const tenants = ctx.tenants.filter((t) => ctx.ownDomain(t.tenant) !== undefined);
  if (!server || tenants.length === 0)
    return ctx.check(id, view.id, '-', async () =>
      ctx.row(
        id,
        view.id,
        '-',
        'skip',
        server ? 'the credentials file names no tenant’s own domain (`ownDomain`)' : 'every server of the model needs the tenant header',
      ),
    );
  // What an own domain serves as the shared address does: the token operation (every request,
  // the token request included, needs no header there), and the reads that name no record.
  const tokenOp = view.auth.kind === 'oauth2' ? view.operations.find((o) => o.id === (view.auth as { tokenOperationId: string }).tokenOperationId) : undefined;
  const reads = view.operations.filter((o) => o.authenticated && o.method === 'GET' && o.pathParams.length === 0 && ctx.maySend(view, o));
  for (const { tenant } of tenants) {
    const at = ctx.ownDomain(tenant)!;
    for (const op of [...(tokenOp ? [tokenOp] : []), ...reads]) {
      await ctx.check(id, view.id, op.id, async () => {
        const client = ctx.client(tenant);
        if (op === tokenOp ? !client : !(await ctx.credential(view, tenant)))
          return ctx.row(id, view.id, op.id, 'skip', `the credentials file holds no ${view.id} credential for ${tenant}`);
        // The token request: the tenant's client's own grant, as the run asks its tokens.
        const call = (where: { tenant?: null; at?: OwnDomain }) =>
          op === tokenOp
            ? ctx.call(view, op, {
                tenant: where.tenant === null ? null : tenant,
                auth: 'none',
                ...(where.at ? { at: where.at } : {}),
                body: {
                  mediaType: op.body?.mediaType ?? 'application/x-www-form-urlencoded',
                  text: new URLSearchParams({ grant_type: grantType(op), client_id: client!.id, client_secret: client!.secret }).toString(),
                },
              })
            : ctx.call(view, op, { auth: { tenant }, ...where });
        const own = await call({ tenant: null, at });
        const shared = await call({});
        for (const exchange of [own, shared]) {
          const token = (exchange.json as { access_token?: unknown } | undefined)?.access_token;
          if (typeof token === 'string') ctx.http.addSecrets(token);
        }
        const where = `${tenant}'s own domain (${at.host ?? at.baseUrl}), no tenant header`;
        if (isTenantUnknown(ctx, own)) return ctx.row(id, view.id, op.id, 'fail', `${where}: answered Tenant Unknown, as if the header were due`, own);
        if (own.status !== shared.status) {
          // The roots an own domain serves are the model's inference: another 404 there may be another root, not a fault.
          if (own.status === 404 && server.provenance.status !== 'stated') {
            ctx.observe({ version: view.id, operation: op.id, observed: `${where}: answered ${answered(own)}`, ...questionOf(server.provenance) });
            return ctx.row(id, view.id, op.id, 'skip', `${where}: answered ${answered(own)}; that the own domain serves ${view.root} is inferred`, own);
          }
          return ctx.row(id, view.id, op.id, 'fail', `${where}: answered ${answered(own)}; with the header on the shared address: ${answered(shared)}`, own);
        }
        if (isListOperation(op) && own.status < 300 && ids(own, op) !== ids(shared, op))
          return ctx.row(id, view.id, op.id, 'fail', `${where}: records ${ids(own, op) || 'none'}; with the header: ${ids(shared, op) || 'none'}`, own);
        ctx.row(id, view.id, op.id, 'pass', `${where}: ${answered(own)}, as with the header`, own);
      });
    }
  }
}
