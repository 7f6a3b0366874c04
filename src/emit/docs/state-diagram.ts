/**
 * A Mermaid state diagram of a state machine, from the transitions a version's operations make:
 * every status of the machine, an arrow per stated transition (from each status it is accepted
 * from to the one it leads to), and where the model shows only one end, an arrow to or from a
 * dashed "not shown" state; the operations whose transitions are entirely open are listed under
 * the diagram instead, as nothing of them can be drawn.
 */
import type { OperationView } from '../../views/version-view.ts';
import type { TransitionView } from '../../views/behaviour-view.ts';

export interface StateDiagram {
  machine: string;
  field: string;
  /** The Mermaid source. */
  mermaid: string;
  /** Operations of the machine with nothing of their transition stated. */
  open: string[];
}

/** Mermaid state ids are words: an enum value as such, prefixed so no value collides with a keyword. */
const stateId = (value: string) => `s_${value.replace(/[^A-Za-z0-9_]/g, '_')}`;

/** The diagrams of the state machines whose operations `operations` holds, one per machine, in the order first met. */
export function stateDiagrams(operations: readonly OperationView[]): StateDiagram[] {
  const byMachine = new Map<string, { transition: TransitionView; ops: OperationView[] }>();
  for (const op of operations) {
    if (!op.transition) continue;
    const entry =
      byMachine.get(op.transition.machine) ?? byMachine.set(op.transition.machine, { transition: op.transition, ops: [] }).get(op.transition.machine)!;
    entry.ops.push(op);
  }
  return [...byMachine.values()].map(({ transition, ops }) => {
    const lines = ['stateDiagram-v2', '  classDef open stroke-dasharray: 5 5'];
    for (const state of transition.states) lines.push(`  state "${state}" as ${stateId(state)}`);
    const open: string[] = [];
    for (const op of ops) {
      const { from, to } = op.transition!;
      if (!from && !to) {
        open.push(op.id);
        continue;
      }
      const fromIds = from ? from.value.map(stateId) : [`${op.id}_from`];
      const toId = to ? stateId(to.value) : `${op.id}_to`;
      if (!from) lines.push(`  state "not shown" as ${op.id}_from`, `  class ${op.id}_from open`);
      if (!to) lines.push(`  state "not shown" as ${op.id}_to`, `  class ${op.id}_to open`);
      for (const id of fromIds) lines.push(`  ${id} --> ${toId} : ${op.id}`);
    }
    return { machine: transition.machine, field: transition.field, mermaid: lines.join('\n'), open };
  });
}
