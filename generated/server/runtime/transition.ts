/**
 * The state check a workflow operation's handler makes, from the model's transition in its route
 * (`RouteSpec.transition`): a record whose status the operation is not accepted from gets the
 * model's wrong-state answer, and an accepted one the status the model says it leads to. What the
 * model does not state (a transition's `from` or `to`) is the handler's to decide.
 */
import type { RouteSpec } from './facts.js';
import { ApiProblem } from './replies.js';

/**
 * Checks `current`, the status of the record `route`'s operation acts on: throws the model's
 * wrong-state problem where the model states the statuses the operation is accepted from and
 * `current` is not one, else returns the status the operation leads to (undefined where the model
 * does not state it). A route without a transition accepts every status.
 */
export function checkTransition(route: Pick<RouteSpec, 'operationId' | 'transition'>, current: string): string | undefined {
  const transition = route.transition;
  if (!transition) return undefined;
  if (transition.from && !transition.from.includes(current)) {
    throw new ApiProblem({
      status: transition.wrongState.status,
      error: transition.wrongState.error,
      description: `${route.operationId} is accepted from ${transition.from.join(', ')}; the record is ${current}.`,
      details: { [transition.field]: [`must be one of ${transition.from.join(', ')}`] },
    });
  }
  return transition.to;
}
