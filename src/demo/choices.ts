/**
 * The sandbox's own choices, where the model leaves the answer open: data in the fixture's
 * `choices:` section beside the demo records (sandbox/demo.yaml), never code. A choice fills
 * only what the model does not state: the statuses a workflow operation is accepted from or leads
 * to where the state machine does not show them, what a `DELETE` does to a record a state machine
 * governs, the fields of an answer the model shows only in words, page sizes, the token
 * lifetime, and which record fields hold what the model does not describe. Read against the
 * model, a choice that contradicts it is a problem located at its key (the demo-data check
 * reports it at `validate`; the sandbox refuses to start on it).
 */
import { answersList } from '../views/behaviour-view.ts';
import type { OperationView, VersionView } from '../views/version-view.ts';

/** Where in the fixture a choice is, and what is wrong with it. */
export interface ChoiceProblem {
  path: (string | number)[];
  problem: string;
}

/** A workflow operation as the sandbox runs it: each part the model's, else the sandbox's choice. */
export interface SandboxTransition {
  field: string;
  from: readonly string[];
  to: string;
  /** Which parts are the sandbox's choices (the rest the model states). */
  chosen: { from: boolean; to: boolean };
}

export interface SandboxChoices {
  /** The transition of a workflow operation, or a sentence saying what is open and not chosen (it answers 501). */
  transition(op: OperationView): SandboxTransition | string | undefined;
  /** What `DELETE` does to a record a state machine governs: the status it gets, by the one it had (a status not listed stays). */
  deleteOf(op: OperationView): { field: string; next: ReadonlyMap<string, string> } | undefined;
  /** The fields of the answer of an operation the model shows in words only, as templates (`{tenant}`, `{owner}`, `{scopes}`, `{<record field>}`). */
  answer(operationId: string): Readonly<Record<string, string>> | undefined;
  pageSize: { default: number; maximum: number };
  tokenLifetimeSeconds: number;
  /** Digits a minor unit of money stands for, where a version answers money in minor units: the model's, else the sandbox's choice. */
  minorUnitDigits: number | undefined;
  /** The record field holding where a file download redirects. */
  fileLocationField: string | undefined;
  /** The record field listing the approval steps a record needs approvers for before it is submitted. */
  approvalStepsField: string | undefined;
  /** The record field the sandbox stamps with the time a workflow operation changes a record. */
  updatedAtField: string | undefined;
  /** The field of a resource's records naming the record of an enclosing path segment, where the model shows none, by resource. */
  parentFields: ReadonlyMap<string, string>;
}

/** The fixture's `choices:` section as written. */
interface RawChoices {
  transitions?: unknown;
  deletes?: unknown;
  answers?: unknown;
  pageSize?: { default?: unknown; maximum?: unknown };
  tokenLifetimeSeconds?: unknown;
  minorUnitDigits?: unknown;
  records?: { fileLocation?: unknown; approvalSteps?: unknown; updatedAt?: unknown; parentFields?: Record<string, unknown> };
}

const CHOICE_KEYS = ['transitions', 'deletes', 'answers', 'pageSize', 'tokenLifetimeSeconds', 'minorUnitDigits', 'records'];

/** What the model states that a choice would otherwise fill. */
export interface StatedFacts {
  /** The model's digits of a minor unit of money (`migration.money.minorUnitDigits`), where it states them. */
  minorUnitDigits?: number | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** The entries of a mapping of the choices (none, with a problem, where it is something else). */
function entriesOf(value: unknown, path: (string | number)[], at: (path: (string | number)[], problem: string) => void): [string, unknown][] {
  if (value === undefined) return [];
  if (isObject(value)) return Object.entries(value);
  at(path, 'must be a mapping.');
  return [];
}

/** A placeholder of an answer template: `{tenant}`, `{owner}`, `{scopes}`, or a field of the record the path names. */
export const ANSWER_PLACEHOLDER = /\{([a-z_][a-z0-9_]*)\}/g;

/**
 * Reads the choices of a fixture (`raw`: its `choices:` value) against the model's views: the
 * choices, and every problem with them. Without problems the choices are complete for what the
 * sandbox must decide (page sizes, token lifetime); open transitions without a choice answer 501.
 */
export function readChoices(raw: unknown, views: readonly VersionView[], stated: StatedFacts = {}): { choices: SandboxChoices; problems: ChoiceProblem[] } {
  const problems: ChoiceProblem[] = [];
  const at = (path: (string | number)[], problem: string) => problems.push({ path: ['choices', ...path], problem });
  const data: RawChoices = isObject(raw) ? raw : {};
  // What the sandbox must decide for this model: page sizes for its lists, a lifetime for the tokens it issues, minor units for its money.
  const needs = {
    pageSize: views.some((v) => v.operations.some((op) => answersList(op))),
    tokenLifetimeSeconds: views.some((v) => v.auth.kind === 'oauth2'),
    minorUnitDigits: stated.minorUnitDigits === undefined && views.some((v) => v.wireRules.some((w) => w.semantic === 'money' && w.json === 'integer')),
  };
  const needed = Object.entries({
    pageSize: 'its page sizes (`pageSize: { default, maximum }`)',
    tokenLifetimeSeconds: 'a token lifetime (`tokenLifetimeSeconds`)',
    minorUnitDigits: 'the digits of a minor unit of money (`minorUnitDigits`)',
  }).filter(([key]) => needs[key as keyof typeof needs]);
  if (raw === undefined && needed.length > 0) at([], `is missing: the sandbox needs ${needed.map(([, what]) => what).join(' and ')}.`);
  else if (raw !== undefined && !isObject(raw)) at([], 'must be a mapping.');
  for (const key of Object.keys(data)) if (!CHOICE_KEYS.includes(key)) at([key], `is not a choice of the sandbox; the choices are ${CHOICE_KEYS.join(', ')}.`);

  const operations = new Map(views.flatMap((v) => v.operations.map((o) => [o.id, o] as const)));
  const machines = new Map<string, { field: string; states: readonly string[]; resource: string }>();
  for (const op of operations.values())
    if (op.transition) machines.set(op.transition.machine, { field: op.transition.field, states: op.transition.states, resource: op.resource });
  const checkState = (path: (string | number)[], state: unknown, states: readonly string[]): state is string => {
    if (typeof state === 'string' && states.includes(state)) return true;
    at(path, `\`${String(state)}\` is not a status; the statuses are ${states.join(', ')}.`);
    return false;
  };

  // Transitions: only the parts the model leaves out, never against what it states.
  const transitions = new Map<string, { from?: readonly string[]; to?: string }>();
  for (const [machineId, byOperation] of entriesOf(data.transitions, ['transitions'], at)) {
    const machine = machines.get(machineId);
    if (!machine) {
      at(['transitions', machineId], `is not a state machine of the model; it has ${[...machines.keys()].join(', ') || 'none'}.`);
      continue;
    }
    for (const [operationId, choice] of entriesOf(byOperation, ['transitions', machineId], at)) {
      const path = ['transitions', machineId, operationId];
      if (!isObject(choice)) {
        at(path, 'must be a mapping of `from` and `to`.');
        continue;
      }
      const stated = operations.get(operationId)?.transition;
      if (stated?.machine !== machineId) {
        at(path, `is not an operation of the state machine ${machineId}.`);
        continue;
      }
      const made: { from?: readonly string[]; to?: string } = {};
      if (choice.from !== undefined) {
        if (!Array.isArray(choice.from) || choice.from.length === 0) at([...path, 'from'], 'must list the statuses the operation is accepted from.');
        else if (stated.from) at([...path, 'from'], `contradicts the model, which states ${stated.from.value.join(', ')}: remove it (the model decides).`);
        else if (choice.from.every((s, i) => checkState([...path, 'from', i], s, machine.states))) made.from = choice.from as string[];
      }
      if (choice.to !== undefined) {
        if (stated.to) at([...path, 'to'], `contradicts the model, which states ${stated.to.value}: remove it (the model decides).`);
        else if (checkState([...path, 'to'], choice.to, machine.states)) made.to = choice.to;
      }
      transitions.set(operationId, made);
    }
  }

  const deletes = new Map<string, { field: string; next: Map<string, string> }>();
  for (const [machineId, byOperation] of entriesOf(data.deletes, ['deletes'], at)) {
    const machine = machines.get(machineId);
    if (!machine) {
      at(['deletes', machineId], `is not a state machine of the model; it has ${[...machines.keys()].join(', ') || 'none'}.`);
      continue;
    }
    for (const [operationId, next] of entriesOf(byOperation, ['deletes', machineId], at)) {
      const op = operations.get(operationId);
      if (op?.method !== 'DELETE' || op.resource !== machine.resource) {
        at(['deletes', machineId, operationId], `is not a DELETE of a ${machine.resource} record.`);
        continue;
      }
      const map = new Map<string, string>();
      for (const [from, to] of entriesOf(next, ['deletes', machineId, operationId], at)) {
        if (checkState(['deletes', machineId, operationId], from, machine.states) && checkState(['deletes', machineId, operationId, from], to, machine.states))
          map.set(from, to);
      }
      deletes.set(operationId, { field: machine.field, next: map });
    }
  }

  const answers = new Map<string, Record<string, string>>();
  for (const [operationId, fields] of entriesOf(data.answers, ['answers'], at)) {
    const op = operations.get(operationId);
    const body = op?.responses.find((r) => !r.isError)?.content[0]?.type;
    if (!op || body?.kind !== 'object' || body.fields.length === 0) {
      at(['answers', operationId], 'is not an operation whose success body the model shows as fields.');
      continue;
    }
    const known = new Map(body.fields.map((f) => [f.name, f]));
    if (!isObject(fields)) {
      at(['answers', operationId], "must be a mapping of the answer's fields to templates.");
      continue;
    }
    for (const [name, template] of Object.entries(fields)) {
      if (!known.has(name)) at(['answers', operationId, name], `is not a field of the answer; its fields are ${[...known.keys()].join(', ')}.`);
      else if (typeof template !== 'string')
        at(['answers', operationId, name], 'must be a text (a template with `{tenant}`, `{owner}`, `{scopes}` or `{<record field>}`).');
    }
    for (const field of body.fields)
      if (field.required && fields[field.name] === undefined) at(['answers', operationId], `leaves out \`${field.name}\`, which the answer requires.`);
    answers.set(operationId, fields as Record<string, string>);
  }

  const pageSize = { default: 0, maximum: 0 };
  if (raw !== undefined && (needs.pageSize || data.pageSize !== undefined)) {
    if (!isObject(data.pageSize) || !isCount(data.pageSize.default) || !isCount(data.pageSize.maximum))
      at(
        ['pageSize'],
        'must give `default` and `maximum`, whole numbers from 1: the page size of a list call that sets none, and the largest page size honoured.',
      );
    else if (data.pageSize.default > data.pageSize.maximum) at(['pageSize', 'default'], 'is larger than the maximum.');
    else Object.assign(pageSize, data.pageSize);
  }
  if (raw !== undefined && (needs.tokenLifetimeSeconds || data.tokenLifetimeSeconds !== undefined) && !isCount(data.tokenLifetimeSeconds))
    at(['tokenLifetimeSeconds'], 'must be a whole number of seconds from 1.');
  let minorUnitDigits = stated.minorUnitDigits;
  if (data.minorUnitDigits !== undefined) {
    const digits = data.minorUnitDigits;
    if (stated.minorUnitDigits !== undefined)
      at(['minorUnitDigits'], `contradicts the model, which states ${stated.minorUnitDigits} (migration.money): remove it (the model decides).`);
    else if (typeof digits !== 'number' || !Number.isInteger(digits) || digits < 0 || digits > 18)
      at(['minorUnitDigits'], 'must be a whole number from 0 to 18.');
    else minorUnitDigits = digits;
  } else if (raw !== undefined && needs.minorUnitDigits)
    at([], 'leaves out `minorUnitDigits`: a version answers money in minor units, and the model does not state how many digits one stands for.');
  const fieldName = (path: (string | number)[], value: unknown): string | undefined => {
    if (value === undefined) return undefined;
    if (typeof value === 'string' && /^[a-z_][a-z0-9_]*$/.test(value)) return value;
    at(path, 'must name a record field.');
    return undefined;
  };
  const recordField = (key: 'fileLocation' | 'approvalSteps' | 'updatedAt'): string | undefined => fieldName(['records', key], data.records?.[key]);
  const resources = new Set([...operations.values()].map((op) => op.resource));
  const parentFields = new Map<string, string>();
  for (const [resource, value] of Object.entries(data.records?.parentFields ?? {})) {
    const field = fieldName(['records', 'parentFields', resource], value);
    if (!resources.has(resource)) at(['records', 'parentFields', resource], `is not a resource of an operation; they are ${[...resources].join(', ')}.`);
    else if (field !== undefined) parentFields.set(resource, field);
  }

  const choices: SandboxChoices = {
    transition(op) {
      const stated = op.transition;
      if (!stated) return undefined;
      const chosen = transitions.get(op.id) ?? {};
      const from = stated.from?.value ?? chosen.from;
      const to = stated.to?.value ?? chosen.to;
      if (from === undefined || to === undefined) {
        const open = [from === undefined ? 'the statuses it is accepted from' : undefined, to === undefined ? 'the status it leads to' : undefined]
          .filter(Boolean)
          .join(' and ');
        return `The model does not show ${open}, and the sandbox data chooses none (choices.transitions.${stated.machine}.${op.id}).`;
      }
      return { field: stated.field, from, to, chosen: { from: stated.from === undefined, to: stated.to === undefined } };
    },
    deleteOf: (op) => deletes.get(op.id),
    answer: (operationId) => answers.get(operationId),
    pageSize,
    tokenLifetimeSeconds: isCount(data.tokenLifetimeSeconds) ? data.tokenLifetimeSeconds : 0,
    minorUnitDigits,
    fileLocationField: recordField('fileLocation'),
    approvalStepsField: recordField('approvalSteps'),
    updatedAtField: recordField('updatedAt'),
    parentFields,
  };
  return { choices, problems };
}
