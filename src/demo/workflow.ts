/**
 * The sandbox's workflow as a graph: every transition it runs (the model's state machines, with
 * the sandbox's choices where they are open) and what its DELETE does to a governed record, and
 * the shortest way from a status to each other one. The sandbox page shows these, and a test
 * walks each way over HTTP, so a status the sandbox leaves unreachable cannot go unnoticed.
 */
import type { OperationView } from '../views/version-view.ts';
import type { SandboxChoices } from './choices.ts';

export interface TransitionEdge {
  /** The operation that makes it. */
  via: OperationView;
  from: string;
  to: string;
  /** Whether the sandbox chose it (a part of it the model does not state). */
  chosen: boolean;
}

/** Every transition of the sandbox over `operations`, workflow operations first, in the model's order. */
export function transitions(operations: readonly OperationView[], choices: SandboxChoices): TransitionEdge[] {
  const moves = operations.flatMap((via) => {
    const rule = choices.transition(via);
    if (typeof rule !== 'object') return [];
    return rule.from.map((from) => ({ via, from, to: rule.to, chosen: rule.chosen.from || rule.chosen.to }));
  });
  const deletes = operations.flatMap((via) => [...(choices.deleteOf(via)?.next ?? [])].map(([from, to]) => ({ via, from, to, chosen: true })));
  return [...moves, ...deletes];
}

/**
 * The shortest sequence of transitions from `initial` to each of `statuses` (breadth first, in
 * edge order, so the answer is the same every run); undefined for a status no sequence reaches.
 */
export function waysFrom(edges: readonly TransitionEdge[], initial: string, statuses: readonly string[]): Map<string, TransitionEdge[] | undefined> {
  const ways = new Map<string, TransitionEdge[]>([[initial, []]]);
  const queue = [initial];
  for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
    for (const edge of edges.filter((e) => e.from === status)) {
      if (ways.has(edge.to)) continue; // reached already, by a way as short or shorter
      ways.set(edge.to, [...ways.get(status)!, edge]);
      queue.push(edge.to);
    }
  }
  return new Map(statuses.map((s) => [s, ways.get(s)]));
}
