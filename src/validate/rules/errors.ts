import { paramMessage } from '../../diagnostics/message.ts';
import { answersFrom, appliesToOf, describeHttpStatuses, type Failure } from '../../model/failures.ts';
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
    const fields = model.errors?.envelope.fields;
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
    const answers = answersFrom(statuses);
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
      report('shared-failure-status', ['errors', 'statuses', row, 'status'], {
        status: answer.status,
        first: appliesToOf(earlier),
        second: appliesToOf(failure),
      });
    }
  },
});
