/**
 * Authentication: every authenticated operation refuses a request without credentials, with a
 * wrong one, and with the credential of the other version (an API key where tokens are needed, a
 * token where an API key is), as the version's invalid-credential answer. The token operation
 * refuses a wrong client secret and a wrong grant type as the model's OAuth statuses say.
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { grantType, type RunContext } from '../context.ts';
import type { CheckDefinition } from '../types.ts';
import { grantChecks } from './grants.ts';
import { answered, authenticatedOperations, codeOf, expectFailure, knownParams } from './support.ts';

/** This family's rows of the conformance-check table. */
export const AUTH_CHECKS: CheckDefinition[] = checksOf('auth');

const WRONG = 'verify-wrong-credential';

export async function authChecks(ctx: RunContext, view: VersionView): Promise<void> {
  const tenant = ctx.tenants[0]!.tenant;
  const wrong = view.auth.kind === 'apiKey' ? { [view.auth.header]: WRONG } : { authorization: `Bearer ${WRONG}` };
  const other = ctx.views.find((v) => v.auth.kind !== view.auth.kind);
  const usual = view.usesErrorEnvelope ? undefined : await usualRefusal(ctx, view);
  for (const op of authenticatedOperations(ctx, view)) {
    const params = knownParams(ctx, view, op);
    await ctx.check('auth.none', view.id, op.id, async () => {
      const exchange = await ctx.call(view, op, { tenant, auth: 'none', params });
      expectFailure(ctx, 'auth.none', view, op, exchange, 'invalidToken', 'no credentials', usual);
    });
    await ctx.check('auth.wrong', view.id, op.id, async () => {
      const exchange = await ctx.call(view, op, { tenant, auth: { headers: wrong }, params });
      expectFailure(ctx, 'auth.wrong', view, op, exchange, 'invalidToken', 'a wrong credential', usual);
    });
    await ctx.check('auth.other-version', view.id, op.id, async () => {
      const headers = other ? await ctx.credential(other, tenant) : undefined;
      if (!other || !headers) {
        ctx.row(
          'auth.other-version',
          view.id,
          op.id,
          'skip',
          other ? `the credentials file holds no ${other.id} credential for ${tenant}` : 'no version authenticates another way',
        );
        return;
      }
      const exchange = await ctx.call(view, op, { tenant, auth: { headers }, params });
      expectFailure(ctx, 'auth.other-version', view, op, exchange, 'invalidToken', `the ${other.id} credential`, usual);
    });
  }
  if (view.auth.kind === 'oauth2') {
    const tokenOp = view.operations.find((o) => o.id === (view.auth as { tokenOperationId: string }).tokenOperationId);
    await tokenChecks(ctx, view, tokenOp);
    if (tokenOp) await grantChecks(ctx, view, tokenOp);
  }
}

/**
 * Where the version's error statuses are unspecified, the status its operations without path
 * parameters answer a request without credentials (no record lookup can stand in for the
 * refusal there): an operation with a record that answers otherwise (a 404 for the record it
 * looked up without checking the caller) fails. Undefined when there is no such operation or
 * its answer is not a refusal.
 */
async function usualRefusal(ctx: RunContext, view: VersionView): Promise<number | undefined> {
  const probe = authenticatedOperations(ctx, view).find((op) => op.pathParams.length === 0);
  if (!probe) return undefined;
  try {
    const exchange = await ctx.call(view, probe, { tenant: ctx.tenants[0]!.tenant, auth: 'none' });
    return exchange.status >= 400 && exchange.status < 500 ? exchange.status : undefined;
  } catch (error) {
    if (error instanceof Error && ['BudgetSpent', 'NoAnswer'].includes(error.name)) return undefined;
    throw error;
  }
}

async function tokenChecks(ctx: RunContext, view: VersionView, op: OperationView | undefined): Promise<void> {
  if (!op) return;
  const tenant = ctx.tenants[0]!.tenant;
  const client = ctx.client(tenant);
  const invalid = view.errorFacts.failures.invalidRequest.status;
  const form = (fields: Record<string, string>) => ({
    mediaType: op.body?.mediaType ?? 'application/x-www-form-urlencoded',
    text: new URLSearchParams(fields).toString(),
  });
  await ctx.check('auth.token-client', view.id, op.id, async () => {
    if (!client) return ctx.row('auth.token-client', view.id, op.id, 'skip', `the credentials file holds no OAuth client for ${tenant}`);
    const exchange = await ctx.call(view, op, { tenant, auth: 'none', body: form({ grant_type: grantType(op), client_id: client.id, client_secret: WRONG }) });
    const rejected = ctx.model.resolved.errors.oauth?.rejectedClient;
    const ok = exchange.status === invalid && (rejected === undefined || rejected.inferred !== undefined || codeOf(exchange) === rejected.code);
    ctx.row(
      'auth.token-client',
      view.id,
      op.id,
      ok ? 'pass' : 'fail',
      `a wrong client secret: expected ${invalid}${rejected && rejected.inferred === undefined ? ` error=${rejected.code}` : ''}, got ${answered(exchange)}`,
      exchange,
    );
    if (rejected?.inferred !== undefined && codeOf(exchange) !== rejected.code && exchange.status === invalid)
      ctx.observe({
        version: view.id,
        operation: op.id,
        observed: `a wrong client secret answers error=${String(codeOf(exchange))}`,
        question: rejected.inferred,
      });
  });
  await ctx.check('auth.token-grant', view.id, op.id, async () => {
    if (!client) return ctx.row('auth.token-grant', view.id, op.id, 'skip', `the credentials file holds no OAuth client for ${tenant}`);
    const exchange = await ctx.call(view, op, {
      tenant,
      auth: 'none',
      body: form({ grant_type: 'password', client_id: client.id, client_secret: client.secret }),
    });
    const ok = exchange.status === invalid;
    ctx.row('auth.token-grant', view.id, op.id, ok ? 'pass' : 'fail', `grant_type=password: expected ${invalid}, got ${answered(exchange)}`, exchange);
  });
}
