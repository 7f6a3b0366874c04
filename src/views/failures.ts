/**
 * The failures a request can meet, and the row of the model's status table that answers each:
 * one table for both sides, so the route stubs answer with the status and code the generated
 * client narrows on. A row is found by what it applies to; `httpStatus` is HTTP's own status for
 * the failure (RFC 9110), used only while the model's table has no such row.
 */
import { STATUS_CODES } from 'node:http';
import type { APPLIES_TO } from '../model/schema.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';

export type Failure = 'invalidRequest' | 'invalidToken' | 'insufficientScope' | 'notFound' | 'methodNotAllowed' | 'validationFailed';

export interface FailureAnswer {
  status: number;
  /** The envelope's `error` code. */
  error: string;
}

const FAILURES: Readonly<Record<Failure, { appliesTo: (typeof APPLIES_TO)[number]; httpStatus: number }>> = {
  invalidRequest: { appliesTo: 'every', httpStatus: 400 },
  invalidToken: { appliesTo: 'authenticated', httpStatus: 401 },
  insufficientScope: { appliesTo: 'scoped', httpStatus: 403 },
  notFound: { appliesTo: 'record', httpStatus: 404 },
  methodNotAllowed: { appliesTo: 'path', httpStatus: 405 },
  validationFailed: { appliesTo: 'writes', httpStatus: 422 },
};

/** `Method Not Allowed` → `method_not_allowed`: the code for a failure whose row names none. */
function reasonCode(status: number): string {
  return (STATUS_CODES[status] ?? `http ${status}`).toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

/**
 * Each failure's status and code: the row's first code (a row's first code names its general
 * condition: `invalid_request`; `invalid_client`, also on 400, is the token endpoint's), else
 * HTTP's reason phrase.
 */
export function failureAnswers(resolved: ResolvedModel): Record<Failure, FailureAnswer> {
  const answer = ({ appliesTo, httpStatus }: (typeof FAILURES)[Failure]): FailureAnswer => {
    const row = resolved.errors.statuses.find((r) => r.appliesTo === appliesTo && !r.tenantUnknown);
    const status = row?.status ?? httpStatus;
    return { status, error: row?.codes?.[0] ?? reasonCode(status) };
  };
  return Object.fromEntries(Object.entries(FAILURES).map(([failure, row]) => [failure, answer(row)])) as Record<Failure, FailureAnswer>;
}
