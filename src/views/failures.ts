/** Each failure's answer for a resolved model: what the route stubs and the client are generated with. */
import type { ResolvedModel } from '../resolve/resolve.ts';
import { answersFrom, type Failure, type FailureAnswer } from '../model/failures.ts';

/**
 * Each failure's status and code: the row's first code (a row's first code names its general
 * condition: `invalid_request`; `invalid_client`, also on 400, is the token endpoint's), else
 * HTTP's reason phrase.
 */
export function failureAnswers(resolved: ResolvedModel): Record<Failure, FailureAnswer> {
  const answers = answersFrom(resolved.errors.statuses);
  return Object.fromEntries(Object.entries(answers).map(([failure, { status, error }]) => [failure, { status, error }])) as Record<Failure, FailureAnswer>;
}
