/**
 * The failures a request can meet, and the row of the model's status table that answers each:
 * one table for both sides, so the route stubs answer with the status and code the generated
 * client narrows on. A row is found by what it applies to; `httpStatus` is HTTP's own status for
 * the failure (RFC 9110), used only while the model's table has no such row. It lives with the
 * model because validation (the `shared-failure-status` rule) and the views both read it.
 */
import type { APPLIES_TO } from './schema.ts';

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
  // Loaded only here: importing node:http loads the network stack, ~10 ms of every compiler start.
  const { STATUS_CODES } = process.getBuiltinModule('node:http');
  return (STATUS_CODES[status] ?? `http ${status}`).toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

/** The fields of a status-table row that decide the answers (the model's rows and the resolved ones alike). */
export interface StatusRowFacts {
  status: number;
  codes?: readonly string[] | undefined;
  appliesTo: (typeof APPLIES_TO)[number];
  tenantUnknown?: boolean | undefined;
}

type LocatedAnswer = FailureAnswer & { /** The index of the answering row; undefined for HTTP's own status. */ row: number | undefined };

/** Each failure's answer and the row it comes from (the validation rule reports at that row). */
export function answersFrom(statuses: readonly StatusRowFacts[]): Record<Failure, LocatedAnswer> {
  const answer = ({ appliesTo, httpStatus }: (typeof FAILURES)[Failure]): LocatedAnswer => {
    const index = statuses.findIndex((r) => r.appliesTo === appliesTo && !r.tenantUnknown);
    const row = statuses[index]; // undefined when no row applies (index -1)
    const status = row?.status ?? httpStatus;
    return { status, error: row?.codes?.[0] ?? reasonCode(status), row: row ? index : undefined };
  };
  return Object.fromEntries(Object.entries(FAILURES).map(([failure, spec]) => [failure, answer(spec)])) as Record<Failure, LocatedAnswer>;
}

/** HTTP's own status of each kind of failure (`every → 400`, …), for hints. */
export function describeHttpStatuses(): string {
  return Object.values(FAILURES)
    .map(({ appliesTo, httpStatus }) => `${appliesTo} → ${httpStatus}`)
    .join(', ');
}

/** What each failure applies to (the status-table column), for messages. */
export function appliesToOf(failure: Failure): (typeof APPLIES_TO)[number] {
  return FAILURES[failure].appliesTo;
}

/**
 * Each failure's status and code, as the route stubs and the client are generated with them: the
 * row's first code (a row's first code names its general condition: `invalid_request`;
 * `invalid_client`, also on 400, is the token endpoint's), else HTTP's reason phrase.
 */
export function failureAnswers(statuses: readonly StatusRowFacts[]): Record<Failure, FailureAnswer> {
  const answers = answersFrom(statuses);
  return Object.fromEntries(Object.entries(answers).map(([failure, { status, error }]) => [failure, { status, error }])) as Record<Failure, FailureAnswer>;
}
