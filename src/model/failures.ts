/**
 * The failures a request can meet, and the row of the model's status table that answers each:
 * one table for both sides, so the route stubs answer with the status and code the generated
 * client narrows on. A row is found by what it applies to, and answers with its first code that
 * no operation lists (`errors:`): a code an operation lists is meant for that operation's own
 * failure (a 409 of one create), never for the failures every request can meet, so a row of such
 * codes alone answers none of them. `httpStatus` is HTTP's own status for the failure (RFC 9110),
 * used only while the model's table has no such row. It lives with the model because validation
 * (the `shared-failure-status` and `failure-unanswered` rules) and the views both read it.
 */
import type { APPLIES_TO } from './schema.ts';

export type Failure = 'invalidRequest' | 'invalidToken' | 'insufficientScope' | 'notFound' | 'methodNotAllowed' | 'validationFailed';

/** Every failure, in the order the request pipeline meets them. */
export const FAILURES: readonly Failure[] = ['invalidRequest', 'invalidToken', 'insufficientScope', 'notFound', 'methodNotAllowed', 'validationFailed'];

export interface FailureAnswer {
  status: number;
  /** The envelope's `error` code. */
  error: string;
}

/** Each failure: the rows that answer it, HTTP's own status for it, and what it is, in words (docs and messages). */
const FAILURE_ROWS: Readonly<Record<Failure, { appliesTo: (typeof APPLIES_TO)[number]; httpStatus: number; what: string }>> = {
  invalidRequest: { appliesTo: 'every', httpStatus: 400, what: 'a malformed request' },
  invalidToken: { appliesTo: 'authenticated', httpStatus: 401, what: 'a missing or rejected credential' },
  insufficientScope: { appliesTo: 'scoped', httpStatus: 403, what: 'a token without the scope' },
  notFound: { appliesTo: 'record', httpStatus: 404, what: 'an unknown record or path' },
  methodNotAllowed: { appliesTo: 'path', httpStatus: 405, what: 'a method the path does not take' },
  validationFailed: { appliesTo: 'writes', httpStatus: 422, what: 'a body that fails validation' },
};

/** A failure in words (`a missing or rejected credential`). */
export function failureText(failure: Failure): string {
  return FAILURE_ROWS[failure].what;
}

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

const NO_CODES: ReadonlySet<string> = new Set();

/** A row's first code no operation lists; undefined for a row whose every code an operation lists (and '' for a row without codes). */
function generalCode(row: StatusRowFacts, operationCodes: ReadonlySet<string>): string | undefined {
  if (!row.codes?.length) return '';
  return row.codes.find((code) => !operationCodes.has(code));
}

/**
 * Each failure's answer and the row it comes from (the validation rule reports at that row).
 * `operationCodes`: the codes operations list (`errors:`), which answer no failure of the table.
 */
export function answersFrom(statuses: readonly StatusRowFacts[], operationCodes: ReadonlySet<string> = NO_CODES): Record<Failure, LocatedAnswer> {
  const answer = ({ appliesTo, httpStatus }: (typeof FAILURE_ROWS)[Failure]): LocatedAnswer => {
    const index = statuses.findIndex((r) => r.appliesTo === appliesTo && !r.tenantUnknown && generalCode(r, operationCodes) !== undefined);
    const row = statuses[index]; // undefined when no row applies (index -1)
    const status = row?.status ?? httpStatus;
    return { status, error: (row && generalCode(row, operationCodes)) || reasonCode(status), row: row ? index : undefined };
  };
  return Object.fromEntries(Object.entries(FAILURE_ROWS).map(([failure, spec]) => [failure, answer(spec)])) as Record<Failure, LocatedAnswer>;
}

/** HTTP's own status of each kind of failure (`every → 400`, …), for hints. */
export function describeHttpStatuses(): string {
  return Object.values(FAILURE_ROWS)
    .map(({ appliesTo, httpStatus }) => `${appliesTo} → ${httpStatus}`)
    .join(', ');
}

/**
 * The codes the operations of one version list (`errors:`): each meant for the operations listing
 * it, so it answers none of that version's general failures. Another version's operations do not
 * take a code from this version's rows.
 */
export function operationCodesOf(
  operations: Readonly<Record<string, { version: string; errors?: readonly string[] | undefined }>> | undefined,
  versionId: string,
): ReadonlySet<string> {
  return new Set(Object.values(operations ?? {}).flatMap((op) => (op.version === versionId ? (op.errors ?? []) : [])));
}

/** What each failure applies to (the status-table column), for messages. */
export function appliesToOf(failure: Failure): (typeof APPLIES_TO)[number] {
  return FAILURE_ROWS[failure].appliesTo;
}

/**
 * Each failure's status and code, as the route stubs and the client are generated with them: the
 * row's first code (a row's first code names its general condition: `invalid_request`;
 * `invalid_client`, also on 400, is the token endpoint's), else HTTP's reason phrase.
 */
export function failureAnswers(statuses: readonly StatusRowFacts[], operationCodes: ReadonlySet<string> = NO_CODES): Record<Failure, FailureAnswer> {
  const answers = answersFrom(statuses, operationCodes);
  return Object.fromEntries(Object.entries(answers).map(([failure, { status, error }]) => [failure, { status, error }])) as Record<Failure, FailureAnswer>;
}
