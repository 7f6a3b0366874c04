import { answersFrom, appliesToOf, type Failure } from '../../model/failures.ts';
import type { Rule } from '../rule.ts';

/** The error envelope has the `error` field every client branches on. */
export const envelopeHasErrorField: Rule = ({ model, report }) => {
  const fields = model.errors?.envelope.fields;
  if (fields && !('error' in fields)) report('missing-envelope-error', ['errors', 'envelope', 'fields'], {}, true);
};

/**
 * The failures a request can meet answer different statuses: the generated client tells them
 * apart by status, so two on one status would make one of them unreachable. The statuses are the
 * ones the route stubs and the client use (src/model/failures.ts): each failure's row, or HTTP's
 * own status for a failure the table has no row for.
 */
export const failureStatusesDistinct: Rule = ({ model, report }) => {
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
};
