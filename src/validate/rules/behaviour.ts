import { paramMessage } from '../../diagnostics/message.ts';
import { pointerSegments, resolvesIn } from '../../model/pointer.ts';
import { ruleLists } from '../../model/rule-sentences.ts';
import { defineRule, knownList } from '../rule.ts';
import { referencesResolve } from './references.ts';

const unknownReference = referencesResolve.codes['unknown-reference'];

/** Whether an element states a provenance other than stated (what is left out of it is then explained). */
const explained = (element: { inferred?: unknown; unspecified?: unknown; observed?: unknown }) =>
  element.inferred !== undefined || element.unspecified !== undefined || element.observed !== undefined;

/**
 * A state machine names a resource's enum field, its transitions operations on that resource and
 * values of that enum, and its wrong-state answer a declared code of that status; a part of a
 * transition the model leaves out is explained, so the docs can ask it as a question.
 */
export const stateMachinesResolve = defineRule({
  name: 'stateMachinesResolve',
  codes: {
    'unknown-reference': unknownReference,
    'state-field-not-enum': {
      severity: 'error',
      message: paramMessage`State machine \`${'machine'}\` names field \`${'field'}\` of \`${'resource'}\`, which is not an enum field of it.`,
      hint: "`field` names one of the resource's `fields` of `type: enum`: its values are the machine's states.",
    },
    'unknown-state': {
      severity: 'error',
      message: paramMessage`\`${'state'}\` is not a value of enum \`${'enum'}\`, the states of \`${'machine'}\`.`,
      hint: paramMessage`A state is one of the values of the machine's field: ${'known'}.`,
    },
    'transition-of-other-resource': {
      severity: 'error',
      message: paramMessage`Operation \`${'operation'}\` acts on \`${'actual'}\`, not on \`${'resource'}\` whose status \`${'machine'}\` describes.`,
      hint: "A transition is an operation on the machine's resource; move it to the machine of its own resource.",
    },
    'transition-part-unexplained': {
      severity: 'error',
      message: paramMessage`The transition of \`${'operation'}\` leaves out ${'parts'} without saying why.`,
      hint: 'State `from` and `to` where the specification does, and say what it does not show with `unspecified:` (or `inferred:` with the reason): the docs ask it as an open question.',
    },
    'wrong-state-code-status': {
      severity: 'error',
      message: paramMessage`Error code \`${'code'}\` has status ${'actual'}, not the wrong-state status ${'status'}.`,
      hint: "The wrong-state answer's `code` is a code of `errors.codes` whose `status` is the answer's.",
    },
  },
  check({ model, report }) {
    const machines = model.behaviour?.stateMachines ?? {};
    const operations = model.operations ?? {};
    const codes = model.errors?.codes ?? {};
    for (const [id, machine] of Object.entries(machines)) {
      const at = ['behaviour', 'stateMachines', id];
      const resource = model.resources?.[machine.resource];
      if (!resource) {
        report('unknown-reference', [...at, 'resource'], { kind: 'resource', name: machine.resource, known: knownList(Object.keys(model.resources ?? {})) });
        continue;
      }
      const field = resource.fields[machine.field];
      const enumId = field?.type === 'enum' ? field.enum : undefined;
      const states = enumId !== undefined ? model.enums?.[enumId]?.values : undefined;
      if (!states) report('state-field-not-enum', [...at, 'field'], { machine: id, field: machine.field, resource: machine.resource });
      const code = codes[machine.wrongState.code];
      if (!code)
        report('unknown-reference', [...at, 'wrongState', 'code'], { kind: 'error code', name: machine.wrongState.code, known: knownList(Object.keys(codes)) });
      else if (code.status !== machine.wrongState.status)
        report('wrong-state-code-status', [...at, 'wrongState', 'code'], {
          code: machine.wrongState.code,
          actual: String(code.status),
          status: String(machine.wrongState.status),
        });
      for (const [operationId, transition] of Object.entries(machine.transitions)) {
        const where = [...at, 'transitions', operationId];
        const operation = operations[operationId];
        if (!operation) report('unknown-reference', where, { kind: 'operation', name: operationId, known: knownList(Object.keys(operations)) }, true);
        else if (operation.resource !== machine.resource)
          report('transition-of-other-resource', where, { operation: operationId, actual: operation.resource, resource: machine.resource, machine: id }, true);
        const missing = [transition.from === undefined ? '`from`' : undefined, transition.to === undefined ? '`to`' : undefined].filter(Boolean);
        if (missing.length > 0 && !explained(transition) && !explained(machine))
          report('transition-part-unexplained', where, { operation: operationId, parts: missing.join(' and ') }, true);
        if (!states || enumId === undefined) continue;
        const known = knownList(states);
        (transition.from ?? []).forEach((state, i) => {
          if (!states.includes(state)) report('unknown-state', [...where, 'from', i], { state, enum: enumId, machine: id, known });
        });
        if (transition.to !== undefined && !states.includes(transition.to))
          report('unknown-state', [...where, 'to'], { state: transition.to, enum: enumId, machine: id, known });
      }
    }
  },
});

/** A precondition names an operation and a code that operation can answer. */
export const preconditionsResolve = defineRule({
  name: 'preconditionsResolve',
  codes: {
    'unknown-reference': unknownReference,
    'precondition-code-not-answered': {
      severity: 'error',
      message: paramMessage`Operation \`${'operation'}\` does not answer error code \`${'code'}\`.`,
      hint: "List the code in the operation's `errors`, or name a code of a status-table row that applies to it.",
    },
  },
  check({ model, report }) {
    const operations = model.operations ?? {};
    const codes = model.errors?.codes ?? {};
    const rowCodes = new Set((model.errors?.statuses ?? []).flatMap((row) => row.codes ?? []));
    for (const [id, precondition] of Object.entries(model.behaviour?.preconditions ?? {})) {
      const at = ['behaviour', 'preconditions', id];
      const operation = operations[precondition.operation];
      if (!operation)
        report('unknown-reference', [...at, 'operation'], { kind: 'operation', name: precondition.operation, known: knownList(Object.keys(operations)) });
      if (!codes[precondition.error]) {
        report('unknown-reference', [...at, 'error'], { kind: 'error code', name: precondition.error, known: knownList(Object.keys(codes)) });
        continue;
      }
      if (operation && !operation.errors?.includes(precondition.error) && !rowCodes.has(precondition.error))
        report('precondition-code-not-answered', [...at, 'error'], { operation: precondition.operation, code: precondition.error });
    }
  },
});

/** A method a path does not take names a path of its version that indeed lists no operation of that method. */
export const methodsNotTakenResolve = defineRule({
  name: 'methodsNotTakenResolve',
  codes: {
    'unknown-reference': unknownReference,
    'method-not-taken-unknown-path': {
      severity: 'error',
      message: paramMessage`Version \`${'version'}\` has no operation on path \`${'path'}\`.`,
      hint: "Name a path as the version's operations write it (below its root), such as `/projects/{id}`.",
    },
    'method-not-taken-is-taken': {
      severity: 'error',
      message: paramMessage`\`${'method'} ${'path'}\` is operation \`${'operation'}\` of \`${'version'}\`: the path takes that method.`,
      hint: 'Remove the operation, or the statement that the path does not take its method: the two contradict each other.',
    },
  },
  check({ model, report }) {
    const versions = model.versions ?? {};
    const operations = Object.entries(model.operations ?? {});
    (model.behaviour?.methods?.notTaken ?? []).forEach((entry, i) => {
      const at = ['behaviour', 'methods', 'notTaken', i];
      if (!versions[entry.version]) {
        report('unknown-reference', [...at, 'version'], { kind: 'version', name: entry.version, known: knownList(Object.keys(versions)) });
        return;
      }
      const onPath = operations.filter(([, op]) => op.version === entry.version && op.path === entry.path);
      if (onPath.length === 0) report('method-not-taken-unknown-path', [...at, 'path'], { version: entry.version, path: entry.path });
      const taken = onPath.find(([, op]) => op.method === entry.method);
      if (taken)
        report('method-not-taken-is-taken', [...at, 'method'], { method: entry.method, path: entry.path, operation: taken[0], version: entry.version });
    });
  },
});

/**
 * A rule sentence points at the model elements that hold it as data (what the artefacts, the
 * sandbox and `verify` read), or says why it is text only: the rules page traces each one.
 */
export const rulesHoldData = defineRule({
  name: 'rulesHoldData',
  codes: {
    // A warning: an edit that removes an element a rule points at (a filter attribute) leaves every
    // artefact right; only the rule's trace has lost that element.
    'rule-data-unknown': {
      severity: 'warning',
      message: paramMessage`Rule \`${'rule'}\` points at \`${'pointer'}\`, which is not an element of the model: its trace leaves it out.`,
      hint: 'Write the path of the element that holds the rule, its keys joined with dots and list items by index, such as `behaviour.stateMachines.project_status.wrongState`, or remove the pointer with the element.',
    },
    'rule-without-data': {
      severity: 'warning',
      message: paramMessage`Rule \`${'rule'}\` is text only: it names no element that holds it as data.`,
      hint: 'Add `data:` with the model paths that hold the rule (add the data to the model if it has none), or `proseOnly:` saying why no server answer or client behaviour shows it.',
    },
  },
  check({ model, report }) {
    for (const { path, rules } of ruleLists(model)) {
      rules.forEach((rule, i) => {
        const id = rule.id;
        if (rule.data === undefined && rule.proseOnly === undefined) report('rule-without-data', [...path, i], { rule: id }, true);
        (rule.data ?? []).forEach((pointer, j) => {
          if (!resolvesIn(model, pointerSegments(pointer))) report('rule-data-unknown', [...path, i, 'data', j], { rule: id, pointer });
        });
      });
    }
    for (const [version, messages] of Object.entries(model.errors?.messages ?? {})) {
      if (typeof messages === 'string') continue;
      messages.data.forEach((pointer, j) => {
        if (!resolvesIn(model, pointerSegments(pointer)))
          report('rule-data-unknown', ['errors', 'messages', version, 'data', j], { rule: `errors.messages.${version}`, pointer });
      });
    }
  },
});
