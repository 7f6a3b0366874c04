/**
 * The sandbox's workflow as a graph, read from the one table in rules.ts: every transition, and
 * the shortest way from a status to each other one. The sandbox page shows these, and a test
 * walks each way over HTTP, so a status the table leaves unreachable cannot go unnoticed.
 */
import { DELETE_OF_WORKFLOW_RECORD, WORKFLOW } from './rules.ts';

/** The pseudo-operation of a `DELETE` of a workflow record (which cancels or closes it). */
export const DELETE_ACTION = 'DELETE';

export interface TransitionEdge {
  /** The workflow operation, or DELETE_ACTION. */
  via: string;
  from: string;
  to: string;
}

/** Every transition of the sandbox, workflow operations first, in table order. */
export function transitions(): TransitionEdge[] {
  return [
    ...Object.entries(WORKFLOW).flatMap(([via, rule]) => rule.from.map((from) => ({ via, from, to: rule.to }))),
    ...Object.entries(DELETE_OF_WORKFLOW_RECORD).map(([from, to]) => ({ via: DELETE_ACTION, from, to })),
  ];
}

/**
 * The shortest sequence of transitions from `initial` to each of `statuses` (breadth first, in
 * table order, so the answer is the same every run); undefined for a status no sequence reaches.
 */
export function waysFrom(initial: string, statuses: readonly string[]): Map<string, TransitionEdge[] | undefined> {
  const edges = transitions();
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
