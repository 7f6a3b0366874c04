/**
 * Model edits generated mechanically, for the change report's completeness property: every
 * element the seed model holds (found by walking its parsed files, by what each node is in the
 * model's schema: a field or value description, an enum, an operation, a parameter, a filter
 * attribute, a response, a scope, a server, a wire rule; a state machine, a transition, a
 * precondition, the methods paths do not take, the default order) × every edit of its kind (add,
 * remove, narrow, widen, require, retype, constrain, deprecate, withdraw, reword). An edit that
 * removes an element takes with it what names it, as its author would (an operation's help
 * operations, migration rows and behaviour; the rule sentences' pointers). The property runs each
 * edit in both directions (base and head swapped), so a removal is also an addition, a
 * deprecation a withdrawal, a narrowing a widening. Edits the model's rules refuse are skipped by
 * the caller: the generator knows what an element is, not every rule around it.
 */
import { parse } from 'yaml';
import { HTTP_METHODS, SEMANTIC_TYPES, type ModelFile } from '../../src/model/schema.ts';
import { dropDanglingRuleData, filesPointingInto } from './rule-data.ts';
import { filesRemovingOperation, removeOperationFrom } from './remove-operation.ts';
import type { SpecText } from './seed-texts.ts';

type Node = Record<string, unknown>;
export type ModelData = Map<string, Node>;

export interface ModelEdit {
  /** What the edit does and where, for a failing case's message. */
  label: string;
  /** The model files it changes: the element's, then those whose rule sentences point at what it removes. */
  files: readonly string[];
  /** What the edit does, whatever the element (`remove enum value`, `retype`): cases are drawn kind first. */
  kind: string;
  apply(model: ModelData): void;
}

const SCALARS = ['string', 'id', 'boolean', 'integer', 'decimal', 'money', 'timestamp', 'date'] as const;
const DEPRECATION = { since: '2026-01-01', sunset: '2027-01-01' };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseModel(texts: readonly SpecText[]): ModelData {
  return new Map(texts.map((t) => [t.name, parse(t.text) as Node]));
}

const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

function scalar(value: unknown): string {
  return typeof value === 'string' ? quote(value) : String(value);
}

/**
 * Model data as YAML in the subset src/load/yaml-subset.ts reads in one pass (block mappings and
 * sequences, single-quoted strings): the yaml library's own writer is slower than the whole
 * compile, and the text it writes sends the loader to the library's slower parser.
 */
function toYaml(value: unknown, indent: string): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${indent}[]`];
    return value.flatMap((item) => {
      const lines = toYaml(item, `${indent}  `);
      return isNode(item) || Array.isArray(item) ? [`${indent}-`, ...lines] : [`${indent}- ${scalar(item)}`];
    });
  }
  if (!isNode(value)) return [`${indent}${scalar(value)}`];
  if (Object.keys(value).length === 0) return [`${indent}{}`];
  return Object.entries(value).flatMap(([key, child]) => {
    const name = PLAIN_KEY.test(key) ? key : quote(key);
    if ((isNode(child) && Object.keys(child).length > 0) || (Array.isArray(child) && child.length > 0))
      return [`${indent}${name}:`, ...toYaml(child, `${indent}  `)];
    return [`${indent}${name}: ${isNode(child) ? '{}' : Array.isArray(child) ? '[]' : scalar(child)}`];
  });
}

export function modelTexts(model: ModelData): SpecText[] {
  return [...model].map(([name, data]) => ({ name, text: `${toYaml(data, '').join('\n')}\n` }));
}

/** The node at `path` (file name first), which the edit changes in place. */
function at(model: ModelData, path: readonly (string | number)[]): Node {
  let node: unknown = model.get(String(path[0]));
  for (const key of path.slice(1)) node = (node as Record<string | number, unknown>)[key];
  if (!isNode(node) && !Array.isArray(node)) throw new Error(`no node at ${path.join('.')}`);
  return node as Node;
}

/** The kind of an edit, from what it does: names and types left out. */
function kindOf(what: string): string {
  return what
    .replace(/^retype \w+ to \w+$/, 'retype')
    .replace(/ (enum value|field|operation|filter attribute|response|query entry|error code|transition|precondition|notTaken entry) \S+$/, ' $1');
}

/** `removes`: the model pointer of what the edit removes, if anything: the rule sentences pointing into it lose those pointers, as its author would drop them. */
function edit(path: readonly (string | number)[], what: string, change: (node: Node, model: ModelData) => void, removes?: RemovedFrom): ModelEdit {
  const file = String(path[0]);
  const pointing = removes ? filesPointingInto(removes.model as Map<string, ModelFile>, removes.pointer) : [];
  return {
    label: `${what} at ${path.join('.')}`,
    files: [file, ...pointing.filter((f) => f !== file)],
    kind: kindOf(what),
    apply: (model) => {
      change(at(model, path), model);
      if (pointing.length > 0) dropDanglingRuleData(model.values() as Iterable<ModelFile>);
    },
  };
}

/** What an edit removes: a model pointer into the model it is generated from. */
interface RemovedFrom {
  model: ModelData;
  pointer: string;
}

const toggleDeprecation = (path: readonly (string | number)[], node: Node): ModelEdit =>
  node.deprecated === undefined
    ? edit(path, 'deprecate', (n) => void (n.deprecated = { ...DEPRECATION }))
    : edit(path, 'withdraw the deprecation', (n) => void delete n.deprecated);

const toggleRequired = (path: readonly (string | number)[], node: Node): ModelEdit =>
  node.required === true ? edit(path, 'make optional', (n) => void delete n.required) : edit(path, 'require', (n) => void (n.required = true));

const reword = (path: readonly (string | number)[], key: string): ModelEdit =>
  edit(path, `reword ${key}`, (n) => void (n[key] = `${String(n[key] ?? 'Text')} Reworded.`));

/** Edits of a field, parameter value or payload description (a FieldSpec). */
function fieldSpecEdits(path: readonly (string | number)[], node: Node, inFields: boolean): ModelEdit[] {
  const edits: ModelEdit[] = [toggleDeprecation(path, node), reword(path, 'description')];
  if (inFields) {
    const parent = path.slice(0, -1);
    const name = String(path.at(-1));
    edits.push(edit(parent, `remove field ${name}`, (n) => void delete n[name]));
    edits.push(toggleRequired(path, node));
  }
  const type = String(node.type);
  if ((SCALARS as readonly string[]).includes(type)) {
    for (const other of SCALARS.filter((t) => t !== type)) {
      edits.push(
        edit(path, `retype ${type} to ${other}`, (n) => {
          n.type = other;
          delete n.minimum;
          if (other === 'money' && n.currency === undefined) n.currency = 'ccy';
          if (other !== 'money') delete n.currency;
        }),
      );
    }
  }
  if (type === 'integer') {
    edits.push(edit(path, 'raise the minimum', (n) => void (n.minimum = (typeof n.minimum === 'number' ? n.minimum : 0) + 1)));
    if (node.minimum !== undefined) edits.push(edit(path, 'drop the minimum', (n) => void delete n.minimum));
  }
  if (Array.isArray(node.sortFields) && node.sortFields.length > 1) edits.push(edit(path, 'drop a sort field', (n) => void (n.sortFields as unknown[]).pop()));
  if (isNode(node.fields)) {
    edits.push(edit([...path, 'fields'], 'add an optional field', (n) => void (n.added_field = { type: 'string' })));
    edits.push(edit([...path, 'fields'], 'add a required field', (n) => void (n.added_field = { type: 'integer', required: true })));
  }
  if (type === 'enum' && typeof node.enum === 'string') edits.push(edit(path, 'retype enum to string', (n) => void ((n.type = 'string'), delete n.enum)));
  return edits;
}

function enumEdits(path: readonly (string | number)[], node: Node): ModelEdit[] {
  const values = node.values as string[];
  const deprecatedValues = (node.deprecatedValues ?? {}) as Record<string, unknown>;
  const edits: ModelEdit[] = [edit(path, 'add an enum value', (n) => void (n.values as string[]).push('added_value')), reword(path, 'description')];
  values.forEach((value, i) => {
    if (values.length > 1) {
      edits.push(
        edit(path, `remove enum value ${value}`, (n) => {
          (n.values as string[]).splice(i, 1);
          if (isNode(n.deprecatedValues)) delete n.deprecatedValues[value];
        }),
      );
    }
    edits.push(
      deprecatedValues[value] === undefined
        ? edit(
            path,
            `deprecate enum value ${value}`,
            (n) => void (n.deprecatedValues = { ...(isNode(n.deprecatedValues) ? n.deprecatedValues : {}), [value]: { ...DEPRECATION } }),
          )
        : edit(path, `withdraw the deprecation of enum value ${value}`, (n) => {
            delete (n.deprecatedValues as Node)[value];
            if (Object.keys(n.deprecatedValues as Node).length === 0) delete n.deprecatedValues;
          }),
    );
  });
  return edits;
}

function parameterEdits(path: readonly (string | number)[], node: Node): ModelEdit[] {
  return [toggleDeprecation(path, node), toggleRequired(path, node), reword(path, 'description')];
}

/** The operation removed with what names it (its help operations, migration rows, behaviour, rule pointers: test/support/remove-operation.ts). */
function removeOperationEdit(path: readonly (string | number)[], id: string, model: ModelData): ModelEdit {
  const own = String(path[0]);
  const files = filesRemovingOperation(model as Map<string, ModelFile>, id);
  return {
    label: `remove operation ${id} at ${path.slice(0, -1).join('.')}`,
    files: [own, ...files.filter((f) => f !== own)],
    kind: 'remove operation',
    apply: (edited) => removeOperationFrom([...edited.values()] as ModelFile[], id),
  };
}

function operationEdits(path: readonly (string | number)[], node: Node, model: ModelData): ModelEdit[] {
  const id = String(path.at(-1));
  const edits: ModelEdit[] = [
    toggleDeprecation(path, node),
    reword(path, 'summary'),
    removeOperationEdit(path, id, model),
    edit(path, 'rename the path', (n) => void (n.path = `${String(n.path)}_renamed`)),
    edit(path, 'change the method', (n) => void (n.method = n.method === 'POST' ? 'PUT' : 'POST')),
  ];
  if (node.scope !== undefined) edits.push(edit(path, 'change the scope', (n) => void (n.scope = 'users:read')));
  if (Array.isArray(node.query)) {
    node.query.forEach((_entry, i) => edits.push(edit([...path, 'query'], `remove query entry ${i}`, (n) => void (n as unknown as unknown[]).splice(i, 1))));
    edits.push(
      edit(
        [...path, 'query'],
        'add an optional query parameter',
        (n) => void (n as unknown as unknown[]).push({ name: 'added_parameter', description: 'Added.', schema: { type: 'string' } }),
      ),
    );
    edits.push(
      edit(
        [...path, 'query'],
        'add a required query parameter',
        (n) => void (n as unknown as unknown[]).push({ name: 'added_parameter', description: 'Added.', schema: { type: 'integer' }, required: true }),
      ),
    );
  }
  if (isNode(node.filterable)) {
    for (const [attribute, spec] of Object.entries(node.filterable)) {
      const attributePath = [...path, 'filterable', attribute];
      edits.push(edit([...path, 'filterable'], `remove filter attribute ${attribute}`, (n) => void delete n[attribute]));
      edits.push(toggleDeprecation(attributePath, spec as Node));
      edits.push(edit(attributePath, 'add an operator', (n) => void (n.operators as string[]).push('lte')));
      if ((spec as Node & { operators: string[] }).operators.length > 1)
        edits.push(edit(attributePath, 'remove an operator', (n) => void (n.operators as string[]).pop()));
    }
    edits.push(edit([...path, 'filterable'], 'add a filter attribute', (n) => void (n.added_attribute = { schema: { type: 'string' }, operators: ['eq'] })));
  }
  if (isNode(node.body)) {
    edits.push(toggleRequired([...path, 'body'], node.body));
    edits.push(
      edit(
        [...path, 'body'],
        'change the media type',
        (n) => void (n.mediaType = n.mediaType === 'application/json' ? 'multipart/form-data' : 'application/json'),
      ),
    );
  }
  for (const status of Object.keys(node.responses as Node)) {
    edits.push(edit([...path, 'responses'], `remove response ${status}`, (n) => void delete n[status]));
  }
  edits.push(edit([...path, 'responses'], 'add a response', (n) => void (n['409'] = { description: 'Conflict.' })));
  if (Array.isArray(node.errors)) {
    node.errors.forEach((_code, i) => edits.push(edit([...path, 'errors'], `remove error code ${i}`, (n) => void (n as unknown as unknown[]).splice(i, 1))));
  }
  return edits;
}

/** A model section's entries over every file (operations, resources, enums, errors). */
function entries(model: ModelData, section: string): Node {
  const all: Node = {};
  for (const data of model.values()) if (isNode(data[section])) Object.assign(all, data[section]);
  return all;
}

/** The states of a state machine: the values of its resource's enum field. */
function machineStates(model: ModelData, machine: Node): string[] {
  const field = (entries(model, 'resources')[String(machine.resource)] as { fields?: Record<string, Node> } | undefined)?.fields?.[String(machine.field)];
  const values = (entries(model, 'enums')[String(field?.enum)] as Node | undefined)?.values;
  return Array.isArray(values) ? values.map(String) : [];
}

/** A part of a transition left out is explained: the machine's provenance does, or the transition says so itself. */
function explainLeftOut(transition: Node, machine: Node): void {
  const explained = (n: Node) => n.unspecified !== undefined || n.inferred !== undefined || n.observed !== undefined;
  if (!explained(transition) && !explained(machine)) transition.unspecified = 'Left out by a generated edit.';
}

/**
 * Edits of a transition: its accepted statuses (one more, one fewer, stated where not shown, no
 * longer stated), its target (stated, changed, dropped), and the transition removed.
 */
function transitionEdits(path: readonly (string | number)[], node: Node, machine: Node, model: ModelData): ModelEdit[] {
  const id = String(path.at(-1));
  const states = machineStates(model, machine);
  const pointer = path.slice(1).join('.');
  const from = Array.isArray(node.from) ? node.from.map(String) : undefined;
  const edits: ModelEdit[] = [edit(path.slice(0, -1), `remove transition ${id}`, (n) => void delete n[id], { model, pointer })];
  const other = states.find((state) => !from?.includes(state));
  if (from === undefined && states.length > 0) edits.push(edit(path, 'state the accepted statuses', (n) => void (n.from = [states[0]])));
  if (from !== undefined && other !== undefined) edits.push(edit(path, 'add an accepted status', (n) => void (n.from as string[]).push(other)));
  if (from !== undefined && from.length > 1) edits.push(edit(path, 'remove an accepted status', (n) => void (n.from as string[]).pop()));
  if (from !== undefined) {
    const dropFrom = (n: Node) => void (delete n.from, explainLeftOut(n, machine));
    edits.push(edit(path, 'drop the accepted statuses', dropFrom, { model, pointer: `${pointer}.from` }));
  }
  if (node.to === undefined && states.length > 0) edits.push(edit(path, 'state the target status', (n) => void (n.to = states.at(-1))));
  if (node.to !== undefined) {
    const another = states.find((state) => state !== node.to);
    if (another !== undefined) edits.push(edit(path, 'change the target status', (n) => void (n.to = another)));
    edits.push(edit(path, 'drop the target status', (n) => void (delete n.to, explainLeftOut(n, machine)), { model, pointer: `${pointer}.to` }));
  }
  return edits;
}

/** Edits of a state machine: a transition added to an operation of its resource that makes none, and its wrong-state answer changed. */
function stateMachineEdits(path: readonly (string | number)[], node: Node, model: ModelData): ModelEdit[] {
  const edits: ModelEdit[] = [];
  const operations = entries(model, 'operations') as Record<string, Node>;
  const transitioned = new Set(Object.values(entries(model, 'behaviour').stateMachines ?? {}).flatMap((m) => Object.keys((m as Node).transitions as Node)));
  const candidates = Object.keys(operations).filter((id) => operations[id]!.resource === node.resource && !transitioned.has(id));
  const target = candidates.find((id) => operations[id]!.method !== 'GET') ?? candidates[0];
  const states = machineStates(model, node);
  if (target !== undefined && states.length > 0) {
    edits.push(edit([...path, 'transitions'], 'add a transition', (n) => void (n[target] = { from: [states[0]], to: states.at(-1) })));
  }
  const codes = entries(model, 'errors').codes as Record<string, Node> | undefined;
  const wrongState = node.wrongState as Node;
  const others = Object.keys(codes ?? {}).filter((c) => c !== wrongState.code);
  const code = others.find((c) => codes![c]!.status === wrongState.status) ?? others[0];
  if (code !== undefined) {
    edits.push(edit([...path, 'wrongState'], 'change the wrong-state answer', (n) => void ((n.code = code), (n.status = codes![code]!.status))));
  }
  return edits;
}

/** The codes any operation may answer: those of the status table's rows. */
function rowCodes(model: ModelData): string[] {
  const statuses = entries(model, 'errors').statuses;
  return Array.isArray(statuses) ? statuses.flatMap((row) => ((row as Node).codes as string[] | undefined) ?? []) : [];
}

/** Edits of the preconditions: one removed, one answered with another code, one reworded, one added to an operation with a transition. */
function preconditionEdits(path: readonly (string | number)[], node: Node, model: ModelData): ModelEdit[] {
  const edits: ModelEdit[] = [];
  const codes = rowCodes(model);
  for (const [id, precondition] of Object.entries(node)) {
    const at = [...path, id];
    edits.push(edit(path, `remove precondition ${id}`, (n) => void delete n[id], { model, pointer: at.slice(1).join('.') }));
    const other = codes.find((c) => c !== (precondition as Node).error);
    if (other !== undefined) edits.push(edit(at, 'change the precondition error', (n) => void (n.error = other)));
    edits.push(reword(at, 'description'));
  }
  const transitioned = Object.values(entries(model, 'behaviour').stateMachines ?? {}).flatMap((m) => Object.keys((m as Node).transitions as Node));
  const checked = new Set(Object.values(node).map((p) => (p as Node).operation));
  const operation = transitioned.find((id) => !checked.has(id)) ?? transitioned[0];
  if (operation !== undefined && codes.length > 0) {
    edits.push(edit(path, 'add a precondition', (n) => void (n.added_precondition = { operation, description: 'Added.', error: codes[0] })));
  }
  return edits;
}

/** Edits of what the model says of the methods paths do not take: all of it removed, a reason stated for one more method, each stated one removed or reworded. */
function methodsEdits(path: readonly (string | number)[], node: Node, model: ModelData): ModelEdit[] {
  const pointer = path.slice(1).join('.');
  const edits: ModelEdit[] = [
    edit(path.slice(0, -1), 'remove the methods not taken', (n) => void delete n.methods, { model, pointer }),
    reword([...path, 'notListed'], 'description'),
  ];
  const stated = Array.isArray(node.notTaken) ? (node.notTaken as Node[]) : [];
  stated.forEach((_entry, i) => {
    edits.push(
      edit([...path, 'notTaken'], `remove notTaken entry ${i}`, (n) => void (n as unknown as unknown[]).splice(i, 1), {
        model,
        pointer: `${pointer}.notTaken`,
      }),
    );
    edits.push(reword([...path, 'notTaken', i], 'description'));
  });
  // A method no operation of a path takes and no entry names.
  const taken = new Map<string, Set<string>>();
  for (const op of Object.values(entries(model, 'operations')) as Node[]) {
    const key = JSON.stringify([op.version, op.path]);
    taken.set(key, (taken.get(key) ?? new Set()).add(String(op.method)));
  }
  for (const s of stated) taken.get(JSON.stringify([s.version, s.path]))?.add(String(s.method));
  const open = [...taken].flatMap(([key, methods]) => HTTP_METHODS.filter((m) => !methods.has(m)).map((method) => ({ key, method })))[0];
  if (open !== undefined) {
    const [version, onPath] = JSON.parse(open.key) as [string, string];
    const entry = { version, path: onPath, method: open.method, description: 'Added.' };
    edits.push(edit(path, 'state a reason a method is not taken', (n) => void (n.notTaken = [...(Array.isArray(n.notTaken) ? n.notTaken : []), entry])));
  }
  return edits;
}

/** Edits of the default order of lists: reversed, or by another field. */
function defaultOrderEdits(path: readonly (string | number)[]): ModelEdit[] {
  return [
    edit(path, 'reverse the default order', (n) => void (n.direction = n.direction === 'asc' ? 'desc' : 'asc')),
    edit(path, 'order by another field', (n) => void (n.field = n.field === 'updated' ? 'created' : 'updated')),
  ];
}

/** Edits of the model's behaviour, by where they are in `behaviour:`. */
function behaviourEdits(path: readonly (string | number)[], node: Node, model: ModelData): ModelEdit[] {
  const [, , part, , below, operation] = path;
  if (part === 'stateMachines' && path.length === 4) return stateMachineEdits(path, node, model);
  if (part === 'stateMachines' && below === 'transitions' && operation !== undefined && path.length === 6) {
    return transitionEdits(path, node, at(model, path.slice(0, 4)), model);
  }
  if (part === 'preconditions' && path.length === 3) return preconditionEdits(path, node, model);
  if (part === 'methods' && path.length === 3) return methodsEdits(path, node, model);
  return [];
}

/** Every edit of every element of the model, found by walking it. */
export function modelEdits(model: ModelData): ModelEdit[] {
  const edits: ModelEdit[] = [];
  const walk = (value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...path, i]));
      return;
    }
    if (!isNode(value)) return;
    const section = path[1];
    const parentKey = path.at(-2);
    const inWire = path.includes('wire') && section === 'versions';
    if (typeof value.type === 'string' && (SEMANTIC_TYPES as readonly string[]).includes(value.type) && !inWire && section !== 'conventions') {
      edits.push(...fieldSpecEdits(path, value, parentKey === 'fields'));
    }
    if (section === 'enums' && path.length === 3) edits.push(...enumEdits(path, value));
    if (section === 'operations' && path.length === 3) edits.push(...operationEdits(path, value, model));
    if (section === 'parameters' && path.length === 3) edits.push(...parameterEdits(path, value));
    if (section === 'operations' && path[3] === 'pathParams' && path.length === 5) edits.push(...parameterEdits(path, value));
    if (section === 'operations' && path[3] === 'query' && path.length === 5 && typeof value.name === 'string') edits.push(...parameterEdits(path, value));
    if (section === 'versions' && inWire && path.length === 5) {
      edits.push(edit(path, 'change the wire pattern', (n) => void (n.pattern = `${String(n.pattern ?? '^.*')}x?`)));
      edits.push(edit(path, 'change the wire format', (n) => void (n.format = 'changed')));
    }
    if (section === 'conventions' && path[2] === 'servers' && path.length === 4) {
      edits.push(edit(path, 'change the server URL', (n) => void (n.url = `${String(n.url)}/moved`)));
    }
    if (section === 'behaviour') edits.push(...behaviourEdits(path, value, model));
    if (section === 'conventions' && path[2] === 'defaultOrder' && path.length === 3) edits.push(...defaultOrderEdits(path));
    if (section === 'scopes' && path.length === 2) {
      edits.push(edit([...path, 'read'], 'add a read scope', (n) => void (n.added_scope = {})));
    }
    for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
  };
  for (const [file, data] of model) walk(data, [file]);
  return edits;
}
