import { paramMessage } from '../../diagnostics/message.ts';
import { answersFrom, appliesToOf, describeHttpStatuses, failureText, operationCodesOf, type Failure } from '../../model/failures.ts';
import type { ModelFile } from '../../model/schema.ts';
import { defineRule } from '../rule.ts';

/** The error envelope has the `error` field every client branches on. */
export const envelopeHasErrorField = defineRule({
  name: 'envelopeHasErrorField',
  codes: {
    'missing-envelope-error': {
      severity: 'error',
      message: 'The error envelope has no `error` field.',
      hint: 'The envelope needs `error` (presence: always): clients branch on it.',
    },
  },
  check({ model, report }) {
    const fields = model.errors?.envelope?.fields;
    if (fields && !('error' in fields)) report('missing-envelope-error', ['errors', 'envelope', 'fields'], {}, true);
  },
});

/**
 * The failures a request can meet answer different statuses: the generated client tells them
 * apart by status, so two on one status would make one of them unreachable. The statuses are the
 * ones the route stubs and the client use (src/model/failures.ts): each failure's row, or HTTP's
 * own status for a failure the table has no row for.
 */
export const failureStatusesDistinct = defineRule({
  name: 'failureStatusesDistinct',
  codes: {
    'shared-failure-status': {
      severity: 'error',
      message: paramMessage`Status ${'status'} answers both \`appliesTo: ${'first'}\` and \`appliesTo: ${'second'}\`.`,
      hint: `Each kind of failure needs its own status: clients tell failures apart by status (a kind without a row answers HTTP's own status: ${describeHttpStatuses()}). Give this row the status the specification states for it.`,
    },
  },
  check({ model, report }) {
    const statuses = model.errors?.statuses;
    if (!statuses) return;
    // Each version's operations take their own codes from the rows, so each has its answers.
    const reported = new Set<number>();
    for (const versionId of Object.keys(model.versions ?? {})) {
      const answers = answersFrom(statuses, operationCodesOf(model.operations, versionId));
      const failureOfStatus = new Map<number, Failure>();
      for (const failure of Object.keys(answers) as Failure[]) {
        const answer = answers[failure];
        const earlier = failureOfStatus.get(answer.status);
        if (earlier === undefined) {
          failureOfStatus.set(answer.status, failure);
          continue;
        }
        // At the row that set the clashing status: this failure's, else the earlier one's.
        const row = answer.row ?? answers[earlier].row!;
        if (reported.has(row)) continue;
        reported.add(row);
        report('shared-failure-status', ['errors', 'statuses', row, 'status'], {
          status: answer.status,
          first: appliesToOf(earlier),
          second: appliesToOf(failure),
        });
      }
    }
  },
});

/** The failures whose answers a version's documents list only through a status row: what its operations can meet. */
const MET: readonly { failure: Failure; meets: (op: NonNullable<ModelFile['operations']>[string]) => boolean; at: 'auth' | undefined }[] = [
  { failure: 'invalidRequest', meets: () => true, at: undefined },
  { failure: 'invalidToken', meets: (op) => op.authenticated !== false, at: 'auth' },
  { failure: 'insufficientScope', meets: (op) => op.scope !== undefined, at: 'auth' },
  { failure: 'notFound', meets: (op) => op.pathParams !== undefined && Object.keys(op.pathParams).length > 0, at: undefined },
];

/**
 * A version whose errors are the envelope lists each failure its requests can meet in its status
 * table: the route stubs and the sandbox answer a failure no row answers with HTTP's own status
 * and reason (`401 unauthorized`), which no document lists, so a client cannot tell it and
 * `verify` fails the server for answering it.
 */
export const failuresAnswered = defineRule({
  name: 'failuresAnswered',
  codes: {
    'failure-unanswered': {
      severity: 'warning',
      message: paramMessage`Version \`${'version'}\` can meet ${'failure'}, but no row of errors.statuses answers it: the route stubs answer ${'status'} \`${'code'}\`, which its documents do not list.`,
      hint: paramMessage`Add a row with \`appliesTo: ${'appliesTo'}\`, its status and its code (the first code no operation lists) to errors.statuses.`,
    },
  },
  check({ model, report }) {
    for (const [id, version] of Object.entries(model.versions ?? {})) {
      if (version.errorBodies !== 'envelope') continue;
      const answers = answersFrom(model.errors?.statuses ?? [], operationCodesOf(model.operations, id));
      const operations = Object.values(model.operations ?? {}).filter((op) => op.version === id);
      for (const { failure, meets, at } of MET) {
        const answer = answers[failure];
        if (answer.row !== undefined || !operations.some(meets)) continue;
        report('failure-unanswered', ['versions', id, ...(at ? [at] : [])], {
          version: id,
          failure: failureText(failure),
          status: answer.status,
          code: answer.error,
          appliesTo: appliesToOf(failure),
        });
      }
    }
  },
});
