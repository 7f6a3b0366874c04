/**
 * The checks, as rows: each family's checks with their stable ids, in the order a run makes them.
 * Lists run first (their records are what the other checks call with); responses and deprecation
 * run last, over every answer the run received.
 */
import type { VersionView } from '../../views/version-view.ts';
import type { RunContext } from '../context.ts';
import type { CheckDefinition } from '../types.ts';
import { AUTH_CHECKS, authChecks } from './auth.ts';
import { DEPRECATION_CHECKS, deprecationChecks } from './deprecation.ts';
import { HELP_CHECKS, helpChecks } from './help.ts';
import { ISOLATION_CHECKS, isolationChecks } from './isolation.ts';
import { LIST_CHECKS, listChecks } from './lists.ts';
import { METHOD_CHECKS, methodChecks } from './methods.ts';
import { RECORD_CHECKS, recordChecks } from './records.ts';
import { RESPONSE_CHECKS, responseChecks } from './responses.ts';
import { ROBUSTNESS_CHECKS, robustnessChecks } from './robustness.ts';
import { SCOPE_CHECKS, scopeChecks } from './scopes.ts';
import { TENANT_CHECKS, tenantChecks } from './tenant.ts';
import { WORKFLOW_CHECKS, workflowChecks } from './workflow.ts';
import { WRITE_CHECKS, writeChecks } from './writes.ts';

export interface CheckFamily {
  checks: readonly CheckDefinition[];
  run(ctx: RunContext, view: VersionView): Promise<void>;
}

/** Families that send requests of their own, in run order. */
export const REQUESTING_FAMILIES: readonly CheckFamily[] = [
  { checks: TENANT_CHECKS, run: tenantChecks },
  { checks: AUTH_CHECKS, run: authChecks },
  { checks: SCOPE_CHECKS, run: scopeChecks },
  { checks: LIST_CHECKS, run: listChecks },
  { checks: RECORD_CHECKS, run: recordChecks },
  { checks: ISOLATION_CHECKS, run: isolationChecks },
  { checks: HELP_CHECKS, run: helpChecks },
  { checks: METHOD_CHECKS, run: methodChecks },
  { checks: ROBUSTNESS_CHECKS, run: robustnessChecks },
  { checks: WRITE_CHECKS, run: writeChecks },
  { checks: WORKFLOW_CHECKS, run: workflowChecks },
];

/** Families that judge the answers every other check received. */
export const JUDGING_FAMILIES: readonly CheckFamily[] = [
  { checks: RESPONSE_CHECKS, run: responseChecks },
  { checks: DEPRECATION_CHECKS, run: deprecationChecks },
];

export const ALL_CHECKS: readonly CheckDefinition[] = [...REQUESTING_FAMILIES, ...JUDGING_FAMILIES].flatMap((f) => f.checks);
