/**
 * One run of `verify`: the server's reachability first (a server that does not answer cannot be
 * verified: exit 2), then the list calls every version's checks start from, then each family.
 */
import type { VersionView } from '../views/version-view.ts';
import { JUDGING_FAMILIES, REQUESTING_FAMILIES } from './checks/index.ts';
import { discoverLists } from './checks/lists.ts';
import { RunContext } from './context.ts';
import type { TenantCredentials } from './credentials.ts';
import { Http, NoAnswer, Unreachable, type HttpLimits } from './http.ts';
import type { VerifyModel } from './model.ts';
import type { CheckRow, Observation } from './types.ts';

export interface RunOptions {
  baseUrl: string;
  tenants: readonly TenantCredentials[];
  views: readonly VersionView[];
  allowWrites: boolean;
  only: readonly string[];
  limits: HttpLimits;
}

export interface RunResult {
  target: string;
  versions: string[];
  checks: CheckRow[];
  summary: { pass: number; fail: number; skip: number };
  observations: Observation[];
  requests: number;
}

/** The run cannot be made (exit 2), with the one line that says why. */
export class CannotRun extends Error {
  override readonly name = 'CannotRun';
}

export async function runVerify(model: VerifyModel, options: RunOptions): Promise<RunResult> {
  const http = new Http(options.limits);
  const ctx = new RunContext(model, options.baseUrl, http, options.tenants, options.views, options.allowWrites, options.only);
  try {
    // Reachability: any answer will do.
    const first = options.views[0]!;
    await http.send(first.id, '-', { method: 'GET', url: ctx.url(first, ''), headers: {} }).catch((error: unknown) => {
      if (error instanceof NoAnswer || error instanceof Unreachable) throw new CannotRun(`${options.baseUrl} does not answer: ${error.message}`);
      throw error;
    });
    http.exchanges.length = 0;
    for (const view of options.views) await discoverLists(ctx, view);
    for (const view of options.views) for (const family of REQUESTING_FAMILIES) await family.run(ctx, view);
    for (const view of options.views) for (const family of JUDGING_FAMILIES) await family.run(ctx, view);
  } catch (error) {
    if (error instanceof Unreachable) throw new CannotRun(`${options.baseUrl} stopped answering: ${error.message}`);
    throw error;
  }
  const count = (outcome: CheckRow['outcome']) => ctx.rows.filter((r) => r.outcome === outcome).length;
  return {
    target: options.baseUrl,
    versions: options.views.map((v) => v.id),
    checks: ctx.rows,
    summary: { pass: count('pass'), fail: count('fail'), skip: count('skip') },
    observations: ctx.observations,
    requests: http.requestCount,
  };
}
