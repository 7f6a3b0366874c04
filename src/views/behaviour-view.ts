/**
 * The model's behaviour as the views hand it out: for an operation, the transition it makes (the
 * statuses it is accepted from, the one it leads to, the answer to a wrong status) and the
 * preconditions it checks; for a version, the methods each of its paths does not take and the
 * answer to them. A part of a transition the model leaves out is absent here; what is present
 * carries its own provenance, so a check or a document can tell a stated part from an open one.
 */
import { HTTP_METHODS, type StateMachineSpecT, type TransitionSpecT } from '../model/schema.ts';
import { provenanceOf, type Provenance } from '../model/provenance.ts';
import type { FailureAnswer } from '../model/failures.ts';
import type { ResolvedModel, ResolvedOperation } from '../resolve/resolve.ts';
import { STATED } from './wire-type.ts';
import type { ResponseView } from './errors-view.ts';
import type { WireType } from './wire-type.ts';

/** A part of a transition and where it comes from. */
export interface Stated<T> {
  value: T;
  provenance: Provenance;
}

export interface TransitionView {
  /** The state machine's id (`project_status`). */
  machine: string;
  /** The record field holding the status. */
  field: string;
  /** Every status of the machine, in its enum's order. */
  states: readonly string[];
  /** The statuses the operation is accepted from; absent where the model does not show them. */
  from?: Stated<readonly string[]>;
  /** The status it leads to; absent where the model does not show it. */
  to?: Stated<string>;
  /** What the model leaves open about this transition (its `unspecified` or `inferred` reason), or the machine's. */
  open?: Provenance;
  /** The answer to a request sent in a status the operation is not accepted from. */
  wrongState: { status: number; code: string; provenance: Provenance };
}

export interface PreconditionView {
  id: string;
  description: string;
  code: string;
  status: number;
  provenance: Provenance;
}

export interface MethodNotTakenView {
  method: string;
  /** Why, where the model says so; otherwise the rule for methods it lists for no operation. */
  description: string;
  /** Stated where the model names this method of this path (`behaviour.methods.notTaken`). */
  provenance: Provenance;
}

/** A path of a version: the methods its operations take, and those it does not, with their answer. */
export interface PathMethodsView {
  path: string;
  taken: readonly string[];
  notTaken: readonly MethodNotTakenView[];
}

/** The answer to a method a path does not take: the status table's row, with `Allow`. */
export interface MethodNotAllowedView {
  status: number;
  code: string;
  /** Where the version's error statuses are not shown, the reason. */
  provenance: Provenance;
}

/**
 * The provenance of the parts a transition states: an element whose `unspecified` says what is
 * not shown states the rest; an `inferred` or `observed` element infers or observes all of it.
 */
function partProvenance(element: Provenance): Provenance {
  return element.status === 'unspecified' ? STATED : element;
}

function transitionView(resolved: ResolvedModel, machineId: string, machine: StateMachineSpecT, operationId: string, spec: TransitionSpecT): TransitionView {
  const at = ['behaviour', 'stateMachines', machineId] as const;
  resolved.consumption.record([...at, 'transitions', operationId]);
  resolved.consumption.record([...at, 'wrongState']);
  resolved.consumption.record([...at, 'resource']);
  resolved.consumption.record([...at, 'field']);
  const own = provenanceOf(spec);
  const part = partProvenance(own);
  const field = resolved.model.resources![machine.resource]!.fields[machine.field]!;
  const states = resolved.model.enums?.[field.enum!]?.values ?? [];
  const machineOpen = provenanceOf(machine);
  const partMissing = spec.from === undefined || spec.to === undefined;
  const open = own.status !== 'stated' ? own : partMissing && machineOpen.status !== 'stated' ? machineOpen : undefined;
  return {
    machine: machineId,
    field: machine.field,
    states,
    ...(spec.from !== undefined ? { from: { value: spec.from, provenance: part } } : {}),
    ...(spec.to !== undefined ? { to: { value: spec.to, provenance: part } } : {}),
    ...(open ? { open } : {}),
    wrongState: { status: machine.wrongState.status, code: machine.wrongState.code, provenance: provenanceOf(machine.wrongState) },
  };
}

/** The transition an operation makes, if a state machine names it. */
export function operationTransition(resolved: ResolvedModel, op: ResolvedOperation): TransitionView | undefined {
  for (const [id, machine] of Object.entries(resolved.model.behaviour?.stateMachines ?? {})) {
    const spec = machine.transitions[op.id];
    if (spec) return transitionView(resolved, id, machine, op.id, spec);
  }
  return undefined;
}

/** The preconditions an operation checks beyond the status, in the model's order. */
export function operationPreconditions(resolved: ResolvedModel, op: ResolvedOperation): PreconditionView[] {
  return Object.entries(resolved.model.behaviour?.preconditions ?? {})
    .filter(([, p]) => p.operation === op.id)
    .map(([id, p]) => {
      resolved.consumption.record(['behaviour', 'preconditions', id]);
      return { id, description: p.description, code: p.error, status: resolved.errors.codes[p.error]!.status, provenance: provenanceOf(p) };
    });
}

/**
 * Every path of a version's operations with the methods it takes and those it does not: the
 * model's `notTaken` entries, stated, and every other method of HTTP_METHODS with the
 * `notListed` rule's provenance. None without `behaviour.methods`: the model then says nothing of
 * the methods a path does not take.
 */
export function pathMethods(resolved: ResolvedModel, versionId: string, operations: readonly { path: string; method: string }[]): PathMethodsView[] {
  const methods = resolved.model.behaviour?.methods;
  if (!methods) return [];
  resolved.consumption.record(['behaviour', 'methods', 'notListed']);
  const paths = new Map<string, string[]>();
  for (const op of operations) (paths.get(op.path) ?? paths.set(op.path, []).get(op.path)!).push(op.method);
  const stated = methods.notTaken ?? [];
  return [...paths].map(([path, taken]) => ({
    path,
    taken: HTTP_METHODS.filter((m) => taken.includes(m)),
    notTaken: HTTP_METHODS.filter((m) => !taken.includes(m)).map((method): MethodNotTakenView => {
      const index = stated.findIndex((s) => s.version === versionId && s.path === path && s.method === method);
      if (index < 0) return { method, description: methods.notListed.description, provenance: provenanceOf(methods.notListed) };
      resolved.consumption.record(['behaviour', 'methods', 'notTaken', index]);
      return { method, description: stated[index]!.description, provenance: provenanceOf(stated[index]!) };
    }),
  }));
}

/** The answer to a method a path does not take, in a version: the failure's status and code, open where the version's error statuses are. */
export function methodNotAllowed(answer: FailureAnswer, errorBodiesUnspecified: string | undefined): MethodNotAllowedView {
  return {
    status: answer.status,
    code: answer.error,
    provenance: errorBodiesUnspecified !== undefined ? { status: 'unspecified', reason: errorBodiesUnspecified } : STATED,
  };
}

/** The order a list answers in when the call asks for none, on a list operation of a version. */
export interface ListOrderView {
  field: string;
  direction: 'asc' | 'desc';
  provenance: Provenance;
  /** The sort parameter that names the default order in its own syntax (`sort=created:desc`), where the operation has one that can. */
  sortParameter?: { name: string; value: string };
}

/**
 * Whether a GET answers a list: it takes filters, a sort or a date range, or its success body is
 * a list (an array, or an object holding one array). A list whose parameters and body the model
 * does not show cannot be told from a read of one thing, and gets no default order.
 */
export function answersList(op: { method: string; isList: boolean; query: readonly { type: WireType }[]; responses: readonly ResponseView[] }): boolean {
  if (op.method !== 'GET') return false;
  if (op.isList) return true;
  if (op.query.some((p) => p.type.semantic === 'sort' || p.type.semantic === 'dateRange' || p.type.kind === 'map')) return true;
  const body = op.responses.find((r) => !r.isError && r.status.startsWith('2'))?.content[0]?.type;
  if (body?.kind === 'array') return true;
  return body?.kind === 'object' && body.fields.length === 1 && body.fields[0]!.type.kind === 'array';
}
