/**
 * The change-report corpus: paired model edits, like oasdiff's own test data. Each case edits a
 * copy of the seed model into a base and a head (the base is the seed unless the case edits it
 * too) and lists the changes expected per version: kind and whether it breaks. Elements are
 * picked from the seed by what they are (the version with an API key, a list operation with
 * filters, a decimal field), not by name, so the corpus follows the model.
 */
import { parse, stringify } from 'yaml';
import { loadSpecTexts } from '../../src/load/load-spec.ts';
import type { FieldSpec, HTTP_METHODS, ModelFile, OperationSpec, ResourceSpecT, VersionSpecT } from '../../src/model/schema.ts';
import { analyseLoaded } from '../../src/pipeline/compile.ts';
import { compareModels, type AnalysedModel, type DiffReport } from '../../src/diff/compare.ts';
import type { ChangeKind } from '../../src/model/change-kinds.ts';
import { versionRevision } from '../../src/model/revision.ts';
import type { ResolvedModel } from '../../src/resolve/resolve.ts';
import type { OperationView, ParameterView, VersionView } from '../../src/views/version-view.ts';
import { forEachNestedType, type WireType } from '../../src/views/wire-type.ts';
import { seedTexts, type SpecText } from '../support/seed-texts.ts';
import { dropDanglingRuleData } from '../support/rule-data.ts';
import { removeOperationFrom } from '../support/remove-operation.ts';

/** The seed's files, parsed, with finders for the entries an edit changes (in whichever file holds them). */
export class EditableModel {
  readonly files: Map<string, ModelFile>;
  constructor(texts: readonly SpecText[]) {
    this.files = new Map(texts.map((t) => [t.name, parse(t.text) as ModelFile]));
  }
  private entry<S extends 'operations' | 'resources' | 'enums' | 'parameters' | 'versions'>(section: S, key: string): NonNullable<ModelFile[S]> {
    for (const file of this.files.values()) {
      const entries = file[section] as Record<string, unknown> | undefined;
      if (entries?.[key] !== undefined) return entries as NonNullable<ModelFile[S]>;
    }
    throw new Error(`no ${section}.${key} in the model`);
  }
  operation(id: string): OperationSpec {
    return this.entry('operations', id)[id]!;
  }
  /** The operations of the file that holds operation `id`. */
  operationsBeside(id: string): Record<string, OperationSpec> {
    return this.entry('operations', id);
  }
  resource(key: string): ResourceSpecT {
    return this.entry('resources', key)[key]!;
  }
  enumValues(key: string): string[] {
    return this.enumDeclaration(key).values;
  }
  enumDeclaration(key: string) {
    return this.entry('enums', key)[key]!;
  }
  parameter(key: string) {
    return this.entry('parameters', key)[key]!;
  }
  version(id: string): VersionSpecT {
    return this.entry('versions', id)[id]!;
  }
  versions(): Record<string, VersionSpecT> {
    return this.entry('versions', seed.apiKeyVersion);
  }
  /** A release of version `id` at the top of its changelog (created when it has none): its revision becomes the version's. */
  release(id: string, revision: string, text = 'A release.'): void {
    const changelog = this.section('changelog');
    changelog[id] = [{ revision, date: '2026-12-01', entries: [{ text }] }, ...(changelog[id] ?? [])];
  }
  section<S extends 'conventions' | 'scopes' | 'migration' | 'changelog' | 'behaviour' | 'errors'>(name: S): NonNullable<ModelFile[S]> {
    for (const file of this.files.values()) if (file[name]) return file[name]!;
    throw new Error(`no ${name} in the model`);
  }
  /** The files as texts, without the rule pointers an edit left dangling (test/support/rule-data.ts). */
  texts(): SpecText[] {
    dropDanglingRuleData(this.files.values());
    return [...this.files].map(([name, model]) => ({ name, text: stringify(model) }));
  }
}

/** Whether `type` holds, at any depth (its references followed in `view`), a value of the enum whose values are `values`. */
function holdsEnum(view: VersionView, type: WireType | undefined, values: readonly string[], seen = new Set<string>()): boolean {
  if (type === undefined) return false;
  if (type.kind === 'ref') {
    if (seen.has(type.name)) return false;
    seen.add(type.name);
    return holdsEnum(view, view.schemas.find((s) => s.name === type.name)?.type, values, seen);
  }
  if (type.kind === 'scalar') return type.enum !== undefined && type.enum.length === values.length && type.enum.every((v, i) => v === values[i]);
  let held = false;
  forEachNestedType(type, (nested) => (held ||= holdsEnum(view, nested, values, seen)));
  return held;
}

/**
 * The first enum that a success response, a parameter (named or not; the filter parameters
 * aside) and a filter attribute all accept, with the versions where each does: removing one of its values
 * breaks all three. Undefined where the model has none.
 */
function enumAcceptedEverywhere(views: readonly VersionView[], enums: Record<string, { values: string[] }>) {
  const isFilter = (p: ParameterView) => p.type.semantic === 'filter' || (p.type.kind === 'array' && p.type.items.semantic === 'filter');
  for (const [name, { values }] of Object.entries(enums)) {
    const where = (accepts: (view: VersionView, op: OperationView) => boolean) =>
      views.filter((view) => view.operations.some((op) => accepts(view, op))).map((view) => view.id);
    const filtersEnum = (view: VersionView, op: OperationView | undefined) => op?.filters.some((f) => holdsEnum(view, f.value, values)) ?? false;
    // A help operation publishes its list's filter values as the enums of its payload.
    const responses = where(
      (view, op) =>
        op.responses.some((r) => !r.isError && r.content.some((c) => holdsEnum(view, c.type, values))) ||
        (op.describes !== undefined &&
          filtersEnum(
            view,
            view.operations.find((o) => o.id === op.describes),
          )),
    );
    const parameters = where((view, op) => [...op.pathParams, ...op.query, ...op.unnamedQuery].some((p) => !isFilter(p) && holdsEnum(view, p.type, values)));
    const filters = where(filtersEnum);
    if (responses.length > 0 && parameters.length > 0 && filters.length > 0) return { name, responses, parameters, filters };
  }
  return undefined;
}

/** What the cases pick from the seed, found by what it is. */
function seedFacts() {
  const analysed = analyseLoaded(loadSpecTexts(seedTexts()));
  if (!analysed.ok) throw new Error('the seed model does not validate');
  const model = analysed.resolved.model;
  const versions = model.versions!;
  const operations = model.operations!;
  const ids = Object.keys(versions);
  const apiKeyVersion = ids.find((id) => versions[id]!.auth.kind === 'apiKey')!;
  const oauthVersion = ids.find((id) => versions[id]!.auth.kind === 'oauth2ClientCredentials')!;
  const opsOf = (version: string) => Object.entries(operations).filter(([, op]) => op.version === version);
  /** Versions whose documents show resource fields. */
  const fieldVersions = ids.filter((id) => !versions[id]!.resourceFields);
  const filtered = opsOf(oauthVersion).find(([, op]) => Object.keys(op.filterable ?? {}).length > 1)!;
  const filterable = filtered[1].filterable!;
  const enumFilter = Object.keys(filterable).find((a) => filterable[a]!.schema.type === 'enum')!;
  const timestampFilter = Object.keys(filterable).find((a) => filterable[a]!.schema.type === 'timestamp')!;
  const moneyFilter = Object.keys(filterable).find((a) => filterable[a]!.schema.type === 'money');
  // Any operation of the OAuth version filtering on money: a change of money's wire form changes its filter's type.
  const oauthMoneyFilter = opsOf(oauthVersion).some(([, op]) => Object.values(op.filterable ?? {}).some((f) => f.schema.type === 'money'));
  const filteredEnum = filterable[enumFilter]!.schema.enum!;
  // A help operation publishes the list's attributes, operators and enum values as the enums of its payload.
  const filteredHelp = opsOf(oauthVersion).some(([, op]) => op.describes === filtered[0]);
  const filteredOperators = new Set(Object.values(filterable).flatMap((a) => a.operators));
  // The attribute the "dropped" case removes, and whether its help payload loses an operator too (one no other attribute has).
  const droppedFilter = moneyFilter ?? timestampFilter;
  const droppedOperatorOnly = filterable[droppedFilter]!.operators.some((o) =>
    Object.entries(filterable).every(([name, a]) => name === droppedFilter || !a.operators.includes(o)),
  );
  // A resource of the API-key version's responses with scalar fields of the kinds the cases change.
  const getter = opsOf(apiKeyVersion).find(([, op]) => op.method === 'GET' && op.pathParams && Object.values(op.responses)[0]?.body?.of)!;
  const shown = Object.values(getter[1].responses)[0]!.body!.of!;
  const fields = model.resources![shown]!.fields;
  const fieldOfType = (type: FieldSpec['type']) => Object.keys(fields).find((f) => fields[f]!.type === type && !fields[f]!.required)!;
  const plainFieldOp = opsOf(apiKeyVersion).find(([, op]) => op.method === 'PATCH' && op.pathParams)!;
  const apiKeyList = opsOf(apiKeyVersion).find(([, op]) => op.method === 'GET' && (op.query ?? []).some((q) => typeof q === 'string'))!;
  const sharedParameter = apiKeyList[1].query!.find((q): q is string => typeof q === 'string' && model.parameters![q]!.schema.type === 'integer')!;
  const token = versions[oauthVersion]!.auth.kind === 'oauth2ClientCredentials' ? versions[oauthVersion]!.auth.tokenOperation : '';
  const bodyOp = opsOf(oauthVersion).find(([id, op]) => id !== token && op.body?.schema.fields)!;
  const scopeOf = (op: OperationSpec) => (op.scope === undefined ? undefined : typeof op.scope === 'string' ? op.scope : op.scope.name);
  const scoped = opsOf(oauthVersion).find(([, op]) => op.scope !== undefined)!;
  const otherScope = opsOf(oauthVersion)
    .map(([, op]) => scopeOf(op))
    .find((s) => s !== undefined && s !== scopeOf(scoped[1]))!;
  const servers = Object.entries(analysed.resolved.conventions.servers);
  const regional = servers.find(([id, s]) => s.tenantHeader && id !== analysed.resolved.conventions.tokenServer)![0];
  // The direction of a `sort[<attribute>]` ordering: an enum inside a map-shaped parameter.
  const sortEnum = Object.values(model.parameters!).find((p) => p.schema.type === 'map' && p.schema.values?.type === 'enum')!.schema.values!.enum!;
  const migrated = model.migration!.mappings.find((row) => row.to !== null && operations[row.to]?.method === 'GET')!;
  const behaviour = behaviourFacts(analysed.resolved.model, analysed.views);
  // A shared parameter that sorts a list of the API-key version: an operation taking it answers a list.
  const sortParameter = opsOf(apiKeyVersion)
    .flatMap(([, op]) => op.query ?? [])
    .find((q): q is string => typeof q === 'string' && model.parameters![q]!.schema.type === 'sort')!;
  return {
    ids,
    revisions: Object.fromEntries(ids.map((id) => [id, versionRevision(model, id)!])),
    apiKeyVersion,
    oauthVersion,
    fieldVersions,
    filteredOp: filtered[0],
    filteredHelp,
    filteredOperators,
    droppedFilter,
    droppedOperatorOnly,
    enumFilter,
    timestampFilter,
    moneyFilter,
    oauthMoneyFilter,
    filteredEnum,
    shown,
    decimalField: fieldOfType('decimal'),
    idField: fieldOfType('id'),
    stringField: fieldOfType('string'),
    getterOp: getter[0],
    patchOp: plainFieldOp[0],
    listOp: apiKeyList[0],
    sharedParameter,
    tokenOp: token,
    bodyOp: bodyOp[0],
    bodyField: Object.keys(bodyOp[1].body!.schema.fields!)[0]!,
    scopedOp: scoped[0],
    otherScope,
    regional,
    migratedTo: migrated.to!,
    migratedFrom: migrated.from,
    sortEnum,
    filteredEnumValues: model.enums![filteredEnum]!.values,
    acceptedEnum: enumAcceptedEverywhere(analysed.views, model.enums!),
    sharedParameterName: model.parameters![sharedParameter]!.name!,
    operations: Object.fromEntries(Object.entries(operations).map(([id, op]) => [id, { method: op.method, path: op.path, version: op.version }])),
    sortParameter,
    ...behaviour,
  };
}

/** What the behaviour cases pick: a state machine and its transitions, a precondition, list operations, methods a path does not take. */
function behaviourFacts(model: ResolvedModel['model'], views: readonly VersionView[]) {
  const operations = model.operations!;
  const codes = model.errors!.codes!;
  const machines = Object.entries(model.behaviour!.stateMachines!);
  // A state machine one of whose transitions states the statuses it is accepted from.
  const [machineId, machine] = machines.find(([, m]) => Object.values(m.transitions).some((t) => t.from !== undefined))!;
  const states = model.enums![model.resources![machine.resource]!.fields[machine.field]!.enum!]!.values;
  const fromOp = Object.keys(machine.transitions).find((id) => machine.transitions[id]!.from !== undefined)!;
  const transitioned = new Set(machines.flatMap(([, m]) => Object.keys(m.transitions)));
  const [precondition, preconditionSpec] = Object.entries(model.behaviour!.preconditions!)[0]!;
  const rowCodes = model.errors!.statuses!.flatMap((row) => row.codes ?? []);
  const statement = model.behaviour!.methods!.notTaken![0]!;
  // A method a path does not take that the model gives no reason for.
  const unstated = views.flatMap((v) =>
    v.paths.flatMap((p) =>
      p.notTaken
        .filter((m) => m.provenance.status !== 'stated')
        .map((m) => ({ version: v.id, path: p.path, method: m.method as (typeof HTTP_METHODS)[number] })),
    ),
  )[0]!;
  return {
    machineId,
    states,
    /** An operation whose transition states the statuses it is accepted from. */
    fromOp,
    /** A status it is not accepted from. */
    otherState: states.find((s) => !machine.transitions[fromOp]!.from!.includes(s))!,
    /** A transition that does not state the status it leads to. */
    openTargetOp: Object.keys(machine.transitions).find((id) => machine.transitions[id]!.to === undefined)!,
    /** A write on the machine's resource, in the version of its transitions, that makes none. */
    untransitionedOp: Object.keys(operations).find(
      (id) =>
        operations[id]!.resource === machine.resource &&
        operations[id]!.version === operations[fromOp]!.version &&
        operations[id]!.method !== 'GET' &&
        !transitioned.has(id),
    )!,
    /** The versions of the machine's transitions. */
    transitionVersions: [...new Set(Object.keys(machine.transitions).map((id) => operations[id]!.version))],
    /** Another code of the wrong-state answer's status. */
    otherWrongStateCode: Object.keys(codes).find((c) => c !== machine.wrongState.code && codes[c]!.status === machine.wrongState.status)!,
    precondition,
    preconditionVersion: operations[preconditionSpec.operation]!.version,
    /** Another code of the status table, which any operation may answer. */
    otherPreconditionCode: rowCodes.find((c) => c !== preconditionSpec.error)!,
    /** The versions with a list operation, which states its default order. */
    listVersions: views.filter((v) => v.operations.some((op) => op.defaultOrder)).map((v) => v.id),
    /** The versions that state the code of the answer to a method a path does not take. */
    methodAnswerVersions: views.filter((v) => v.paths.length > 0 && v.methodNotAllowed.provenance.status === 'stated').map((v) => v.id),
    methodVersions: views.filter((v) => v.paths.length > 0).map((v) => v.id),
    /** A method a path does not take, for a reason the model states. */
    statedNotTaken: { version: statement.version, path: statement.path, method: statement.method },
    unstatedNotTaken: unstated,
  };
}

export const seed = seedFacts();

export interface Expected {
  version: string;
  kind: ChangeKind;
  breaking: boolean;
}

export interface DiffCase {
  name: string;
  /** Edits the seed into the base; without it the base is the seed. */
  base?: (model: EditableModel) => void;
  head: (model: EditableModel) => void;
  expected: Expected[];
}

const breaking = (version: string, kind: ChangeKind): Expected => ({ version, kind, breaking: true });
const safe = (version: string, kind: ChangeKind): Expected => ({ version, kind, breaking: false });
const inEach = (versions: readonly string[], make: (v: string) => Expected) => versions.map(make);

/** The enum a response, a parameter and a filter accept (`seed.acceptedEnum`); a case that needs it fails, saying so, where the model has none. */
const acceptedEnum = (m: EditableModel) => {
  if (!seed.acceptedEnum) throw new Error('the model has no enum that a response, a parameter and a filter attribute all accept');
  return m.enumDeclaration(seed.acceptedEnum.name);
};
/** A change of that enum, expected in each version where a response, a parameter or a filter accepts it, with the kind of each place. */
const inEachPlace = (kinds: Record<'response' | 'parameter' | 'filter', ChangeKind>, make: (version: string, kind: ChangeKind) => Expected) => [
  ...inEach(seed.acceptedEnum?.responses ?? [], (v) => make(v, kinds.response)),
  ...inEach(seed.acceptedEnum?.parameters ?? [], (v) => make(v, kinds.parameter)),
  ...inEach(seed.acceptedEnum?.filters ?? [], (v) => make(v, kinds.filter)),
];

const K = seed.apiKeyVersion;
const O = seed.oauthVersion;

/** The change of the filtered list's help payload, where a help operation describes it and the edit changes its enums (`changes`). */
const inHelp = (expected: Expected, changes = true): Expected[] => (seed.filteredHelp && changes ? [expected] : []);

/** Removes an operation with what names it (test/support/remove-operation.ts). */
export function removeOperation(m: EditableModel, id: string): void {
  removeOperationFrom([...m.files.values()], id);
}

/** The state machine the behaviour cases edit. */
const machine = (m: EditableModel) => m.section('behaviour').stateMachines![seed.machineId]!;

export function modelTexts(edit?: (m: EditableModel) => void): SpecText[] {
  const model = new EditableModel(seedTexts());
  edit?.(model);
  return model.texts();
}

export const CORPUS: DiffCase[] = [
  { name: 'the seed against itself', head: () => {}, expected: [] },
  {
    name: 'only a revision raised',
    head: (m) => {
      const [major, minor, patch] = seed.revisions[K]!.split('.').map(Number);
      m.release(K, `${major}.${minor}.${patch! + 1}`);
    },
    expected: [],
  },
  // ── The four breaking edits ──
  {
    name: 'an enum value removed (responses, a parameter and a filter accept it)',
    head: (m) => {
      acceptedEnum(m).values.pop();
    },
    expected: inEachPlace(
      { response: 'response-enum-value-removed', parameter: 'parameter-enum-value-removed', filter: 'filter-enum-value-removed' },
      breaking,
    ),
  },
  {
    name: 'a response field removed',
    head: (m) => {
      delete m.resource(seed.shown).fields[seed.decimalField];
    },
    expected: inEach(seed.fieldVersions, (v) => breaking(v, 'response-field-removed')),
  },
  {
    name: 'a filter attribute dropped',
    head: (m) => {
      delete m.operation(seed.filteredOp).filterable![seed.droppedFilter];
    },
    // The help payload loses the attribute's name, and an operator only it had.
    expected: [
      breaking(O, 'filter-attribute-removed'),
      ...inHelp(breaking(O, 'response-enum-value-removed')),
      ...inHelp(breaking(O, 'response-enum-value-removed'), seed.droppedOperatorOnly),
    ],
  },
  {
    name: 'a path renamed',
    head: (m) => {
      const op = m.operation(seed.getterOp);
      op.path = op.path.replace(/^\/[a-z_]+/, (root) => `${root}_renamed`);
    },
    expected: [breaking(K, 'operation-path-changed')],
  },
  // ── Enums ──
  {
    name: 'an enum value added',
    head: (m) => {
      acceptedEnum(m).values.push('archived_for_test');
    },
    expected: inEachPlace({ response: 'response-enum-value-added', parameter: 'parameter-enum-value-added', filter: 'filter-enum-value-added' }, safe),
  },
  // ── Response fields ──
  {
    name: 'a response field added',
    head: (m) => {
      m.resource(seed.shown).fields.added_for_test = { type: 'string' };
    },
    expected: inEach(seed.fieldVersions, (v) => safe(v, 'response-field-added')),
  },
  {
    name: 'a response field whose semantic type changes its wire form (decimal to integer)',
    head: (m) => {
      m.resource(seed.shown).fields[seed.decimalField]!.type = 'integer';
    },
    expected: inEach(seed.fieldVersions, (v) => breaking(v, 'response-field-type-changed')),
  },
  {
    name: 'a response field whose semantic type keeps its wire form (id to string)',
    head: (m) => {
      m.resource(seed.shown).fields[seed.idField]!.type = 'string';
    },
    expected: inEach(seed.fieldVersions, (v) => safe(v, 'semantic-type-changed')),
  },
  {
    name: 'a response field described',
    head: (m) => {
      m.resource(seed.shown).fields[seed.stringField]!.description = 'A description added by the test.';
    },
    expected: inEach(seed.fieldVersions, (v) => safe(v, 'description-changed')),
  },
  {
    name: 'a response field given an example',
    head: (m) => {
      m.resource(seed.shown).fields[seed.stringField]!.example = 'An example added by the test.';
    },
    expected: inEach(seed.fieldVersions, (v) => safe(v, 'example-changed')),
  },
  {
    name: 'a response field made always present',
    head: (m) => {
      m.resource(seed.shown).fields[seed.stringField]!.required = true;
    },
    expected: inEach(seed.fieldVersions, (v) => safe(v, 'response-field-made-required')),
  },
  {
    name: 'a response field no longer always present',
    base: (m) => {
      m.resource(seed.shown).fields[seed.stringField]!.required = true;
    },
    head: () => {},
    expected: inEach(seed.fieldVersions, (v) => breaking(v, 'response-field-made-optional')),
  },
  {
    name: 'a response field renamed',
    base: (m) => {
      m.resource(seed.shown).fields.added_for_test = { type: 'string' };
    },
    head: (m) => {
      m.resource(seed.shown).fields.renamed_for_test = { type: 'string' };
    },
    expected: inEach(seed.fieldVersions, (v) => breaking(v, 'response-field-removed')).concat(
      inEach(seed.fieldVersions, (v) => safe(v, 'response-field-added')),
    ),
  },
  // ── Filters ──
  {
    name: 'a filter attribute added',
    head: (m) => {
      m.operation(seed.filteredOp).filterable!.added_for_test = { schema: { type: 'date' }, operators: ['gte'] };
    },
    expected: [safe(O, 'filter-attribute-added'), ...inHelp(safe(O, 'response-enum-value-added'))],
  },
  {
    name: 'a filter operator added',
    head: (m) => {
      m.operation(seed.filteredOp).filterable![seed.timestampFilter]!.operators.push('lte');
    },
    expected: [safe(O, 'filter-operator-added'), ...inHelp(safe(O, 'response-enum-value-added'), !seed.filteredOperators.has('lte'))],
  },
  {
    name: 'a filter operator removed',
    base: (m) => {
      m.operation(seed.filteredOp).filterable![seed.timestampFilter]!.operators.push('lte');
    },
    head: () => {},
    expected: [breaking(O, 'filter-operator-removed'), ...inHelp(breaking(O, 'response-enum-value-removed'), !seed.filteredOperators.has('lte'))],
  },
  {
    name: "a filter attribute's value type changed (timestamp to date)",
    head: (m) => {
      m.operation(seed.filteredOp).filterable![seed.timestampFilter]!.schema = { type: 'date' };
    },
    expected: [breaking(O, 'filter-type-changed')],
  },
  // ── Operations ──
  {
    name: 'a path renamed in the OAuth version',
    head: (m) => {
      const op = m.operation(seed.filteredOp);
      op.path = `${op.path}_renamed`;
    },
    expected: [breaking(O, 'operation-path-changed')],
  },
  {
    name: 'a method changed',
    head: (m) => {
      m.operation(seed.patchOp).method = 'PUT';
    },
    expected: [breaking(K, 'operation-method-changed')],
  },
  {
    name: 'an operation removed',
    head: (m) => removeOperation(m, seed.migratedTo),
    expected: [breaking(O, 'operation-removed')],
  },
  {
    name: 'an operation added',
    head: (m) => {
      const copy = structuredClone(m.operation(seed.getterOp));
      copy.path = `${copy.path}/copy_for_test`;
      m.operationsBeside(seed.getterOp).addedForTest = copy;
    },
    expected: [safe(K, 'operation-added')],
  },
  {
    name: 'an operation summary reworded',
    head: (m) => {
      m.operation(seed.getterOp).summary = 'A summary reworded by the test';
    },
    expected: [safe(K, 'description-changed')],
  },
  {
    name: "an operation's scope changed",
    head: (m) => {
      m.operation(seed.scopedOp).scope = seed.otherScope;
    },
    expected: [breaking(O, 'operation-scope-changed')],
  },
  // ── Parameters ──
  {
    name: 'a shared parameter made required',
    head: (m) => {
      m.parameter(seed.sharedParameter).required = true;
    },
    expected: [breaking(K, 'parameter-made-required')],
  },
  {
    name: 'a shared parameter made optional',
    base: (m) => {
      m.parameter(seed.sharedParameter).required = true;
    },
    head: () => {},
    expected: [safe(K, 'parameter-made-optional')],
  },
  {
    name: 'a parameter removed from a list',
    head: (m) => {
      const op = m.operation(seed.listOp);
      op.query = op.query!.filter((q) => q !== seed.sharedParameter);
    },
    expected: [breaking(K, 'parameter-removed')],
  },
  {
    name: 'an optional parameter added',
    head: (m) => {
      m.operation(seed.listOp).query!.push({ name: 'added_for_test', description: 'Added by the test.', schema: { type: 'string' } });
    },
    expected: [safe(K, 'parameter-added')],
  },
  {
    name: 'a required parameter added',
    head: (m) => {
      m.operation(seed.listOp).query!.push({ name: 'added_for_test', description: 'Added by the test.', schema: { type: 'string' }, required: true });
    },
    expected: [breaking(K, 'parameter-added-required')],
  },
  {
    name: "a parameter's type changed (integer to date)",
    head: (m) => {
      const parameter = m.parameter(seed.sharedParameter);
      parameter.schema = { type: 'date' };
      // A date sets no page: a page-size or page-number role goes with the integer.
      delete parameter.paging;
    },
    expected: [breaking(K, 'parameter-type-changed')],
  },
  {
    name: 'a parameter described differently',
    head: (m) => {
      m.parameter(seed.sharedParameter).description = 'Reworded by the test.';
    },
    expected: [safe(K, 'description-changed')],
  },
  {
    name: 'a path parameter renamed',
    head: (m) => {
      const op = m.operation(seed.getterOp);
      const [name] = Object.keys(op.pathParams!);
      op.pathParams = { [`${name}_renamed`]: op.pathParams![name!]! };
      op.path = op.path.replace(`{${name}}`, `{${name}_renamed}`);
    },
    expected: [breaking(K, 'operation-path-changed'), breaking(K, 'parameter-removed'), breaking(K, 'parameter-added-required')],
  },
  // ── Request bodies ──
  {
    name: 'a required request field added',
    head: (m) => {
      m.operation(seed.bodyOp).body!.schema.fields!.added_for_test = { type: 'string', required: true };
    },
    expected: [breaking(O, 'request-field-added-required')],
  },
  {
    name: 'an optional request field added',
    head: (m) => {
      m.operation(seed.bodyOp).body!.schema.fields!.added_for_test = { type: 'string' };
    },
    expected: [safe(O, 'request-field-added')],
  },
  {
    name: 'a request field removed',
    head: (m) => {
      m.operation(seed.bodyOp).body!.schema.fields!.added_for_test = { type: 'string' };
    },
    base: (m) => {
      m.operation(seed.bodyOp).body!.schema.fields!.added_for_test = { type: 'string' };
      m.operation(seed.bodyOp).body!.schema.fields!.removed_for_test = { type: 'string' };
    },
    expected: [breaking(O, 'request-field-removed')],
  },
  {
    name: 'a request field made required',
    head: (m) => {
      m.operation(seed.bodyOp).body!.schema.fields![seed.bodyField]!.required = true;
    },
    expected: [breaking(O, 'request-field-made-required')],
  },
  {
    name: 'a request body made required',
    head: (m) => {
      m.operation(seed.bodyOp).body!.required = true;
    },
    expected: [breaking(O, 'request-body-made-required')],
  },
  {
    name: 'a request enum narrowed (the token request accepts one grant type less)',
    base: (m) => {
      const grant = m.operation(seed.tokenOp).body!.schema.fields!;
      const enumName = Object.values(grant).find((f) => f.type === 'enum')!.enum!;
      m.enumValues(enumName).push('password');
    },
    head: () => {},
    expected: [breaking(O, 'request-enum-value-removed')],
  },
  {
    name: 'a minimum raised on a request field',
    base: (m) => {
      m.operation(seed.bodyOp).body!.schema.fields!.added_for_test = { type: 'integer', minimum: 1 };
    },
    head: (m) => {
      m.operation(seed.bodyOp).body!.schema.fields!.added_for_test = { type: 'integer', minimum: 2 };
    },
    expected: [breaking(O, 'request-minimum-raised')],
  },
  {
    name: 'a minimum dropped from a request field',
    base: (m) => {
      m.operation(seed.bodyOp).body!.schema.fields!.added_for_test = { type: 'integer', minimum: 1 };
    },
    head: (m) => {
      m.operation(seed.bodyOp).body!.schema.fields!.added_for_test = { type: 'integer' };
    },
    expected: [safe(O, 'request-minimum-lowered')],
  },
  {
    name: 'a minimum dropped from a response field (the token lifetime)',
    head: (m) => {
      const fields = Object.values(m.operation(seed.tokenOp).responses).find((r) => r.body?.fields)!.body!.fields!;
      delete Object.values(fields).find((f) => f.minimum !== undefined)!.minimum;
    },
    expected: [breaking(O, 'response-minimum-lowered')],
  },
  {
    name: 'a sort direction narrowed (sort[<attribute>] accepts one direction less)',
    head: (m) => {
      m.enumValues(seed.sortEnum).splice(0, 1);
    },
    expected: [breaking(O, 'parameter-enum-value-removed')],
  },
  {
    name: 'a sort direction deprecated',
    head: (m) => {
      const declaration = m.enumDeclaration(seed.sortEnum);
      declaration.deprecatedValues = { [declaration.values[0]!]: { since: '2026-01-01' } };
    },
    expected: [safe(O, 'deprecated')],
  },
  // ── Responses ──
  {
    name: 'a success status changed (2XX to 200)',
    head: (m) => {
      const responses = m.operation(seed.getterOp).responses;
      const [status] = Object.keys(responses);
      responses['200'] = responses[status!]!;
      delete responses[status!];
    },
    expected: [breaking(K, 'response-removed'), safe(K, 'response-added')],
  },
  // ── Behaviour: transitions ──
  {
    name: "a transition's accepted statuses widened",
    head: (m) => {
      machine(m).transitions[seed.fromOp]!.from!.push(seed.otherState);
    },
    expected: [safe(O, 'transition-from-widened')],
  },
  {
    name: "a transition's accepted statuses narrowed",
    base: (m) => {
      machine(m).transitions[seed.fromOp]!.from!.push(seed.otherState);
    },
    head: () => {},
    expected: [breaking(O, 'transition-from-narrowed')],
  },
  {
    name: "a transition's accepted statuses stated where they were not shown",
    base: (m) => {
      delete machine(m).transitions[seed.fromOp]!.from;
    },
    head: () => {},
    expected: [breaking(O, 'transition-from-narrowed')],
  },
  {
    name: "a transition's target stated where it was not shown",
    head: (m) => {
      machine(m).transitions[seed.openTargetOp]!.to = seed.states.at(-1)!;
    },
    expected: [safe(O, 'transition-target-stated')],
  },
  {
    name: "a transition's target changed",
    base: (m) => {
      machine(m).transitions[seed.openTargetOp]!.to = seed.states.at(-1)!;
    },
    head: (m) => {
      machine(m).transitions[seed.openTargetOp]!.to = seed.states[0]!;
    },
    expected: [breaking(O, 'transition-target-changed')],
  },
  {
    name: 'a transition added to an operation that had none',
    head: (m) => {
      machine(m).transitions[seed.untransitionedOp] = { from: [seed.states[0]!], to: seed.states.at(-1)! };
    },
    expected: [breaking(seed.operations[seed.untransitionedOp]!.version, 'transition-added')],
  },
  {
    name: 'a transition removed',
    head: (m) => {
      delete machine(m).transitions[seed.fromOp];
    },
    expected: [safe(O, 'transition-removed')],
  },
  {
    name: 'a transition removed with the status it led to',
    base: (m) => {
      machine(m).transitions[seed.fromOp]!.to = seed.states.at(-1)!;
    },
    head: (m) => {
      delete machine(m).transitions[seed.fromOp];
    },
    expected: [breaking(O, 'transition-removed-with-target')],
  },
  {
    name: 'the wrong-state answer changed (another code of its status)',
    head: (m) => {
      machine(m).wrongState.code = seed.otherWrongStateCode;
    },
    expected: inEach(seed.transitionVersions, (v) => breaking(v, 'transition-wrong-state-changed')),
  },
  {
    name: 'a state machine renamed',
    head: (m) => {
      const machines = m.section('behaviour').stateMachines!;
      machines.renamed_for_test = machines[seed.machineId]!;
      delete machines[seed.machineId];
    },
    expected: inEach(seed.transitionVersions, (v) => breaking(v, 'transition-state-machine-changed')),
  },
  // ── Behaviour: preconditions ──
  {
    name: 'a precondition added',
    head: (m) => {
      m.section('behaviour').preconditions!.added_for_test = {
        operation: seed.untransitionedOp,
        description: 'Added by the test.',
        error: seed.otherPreconditionCode,
      };
    },
    expected: [breaking(seed.operations[seed.untransitionedOp]!.version, 'precondition-added')],
  },
  {
    name: 'a precondition removed',
    head: (m) => {
      delete m.section('behaviour').preconditions![seed.precondition];
    },
    expected: [safe(seed.preconditionVersion, 'precondition-removed')],
  },
  {
    name: "a precondition's error code changed",
    head: (m) => {
      m.section('behaviour').preconditions![seed.precondition]!.error = seed.otherPreconditionCode;
    },
    expected: [breaking(seed.preconditionVersion, 'precondition-error-changed')],
  },
  {
    name: "a precondition's description reworded",
    head: (m) => {
      m.section('behaviour').preconditions![seed.precondition]!.description = 'Reworded by the test.';
    },
    expected: [safe(seed.preconditionVersion, 'description-changed')],
  },
  // ── Behaviour: the default order of lists ──
  {
    name: 'the default order reversed',
    head: (m) => {
      const order = m.section('conventions').defaultOrder!;
      order.direction = order.direction === 'asc' ? 'desc' : 'asc';
    },
    expected: inEach(seed.listVersions, (v) => breaking(v, 'default-order-changed')),
  },
  {
    name: 'an operation that now answers a list states its default order (it takes a sort)',
    head: (m) => {
      const op = m.operation(seed.getterOp);
      op.query = [...(op.query ?? []), seed.sortParameter];
    },
    expected: [safe(K, 'parameter-added'), safe(K, 'default-order-stated')],
  },
  // ── Behaviour: methods a path does not take ──
  {
    name: 'the answer to a method a path does not take changed (another code first in its row)',
    head: (m) => {
      const errors = m.section('errors');
      const row = errors.statuses!.find((r) => r.appliesTo === 'path')!;
      errors.codes!.refused_for_test = { status: row.status, description: 'Added by the test.' };
      row.codes = ['refused_for_test', ...(row.codes ?? [])];
    },
    expected: inEach(seed.methodAnswerVersions, (v) => breaking(v, 'method-not-allowed-answer-changed')),
  },
  {
    name: 'the methods paths do not take no longer stated',
    head: (m) => {
      delete m.section('behaviour').methods;
    },
    expected: inEach(seed.methodVersions, (v) => safe(v, 'method-not-allowed-answer-removed')),
  },
  {
    name: 'the methods paths do not take stated',
    base: (m) => {
      delete m.section('behaviour').methods;
    },
    head: () => {},
    expected: inEach(seed.methodVersions, (v) => safe(v, 'method-not-allowed-answer-added')),
  },
  {
    name: 'the reason a path does not take a method removed',
    head: (m) => {
      const methods = m.section('behaviour').methods!;
      methods.notTaken = methods.notTaken!.filter((s) => s.path !== seed.statedNotTaken.path || s.method !== seed.statedNotTaken.method);
    },
    expected: [safe(seed.statedNotTaken.version, 'method-not-taken-reason-removed')],
  },
  {
    name: 'a reason a path does not take a method stated',
    head: (m) => {
      m.section('behaviour').methods!.notTaken!.push({ ...seed.unstatedNotTaken, description: 'Stated by the test.' });
    },
    expected: [safe(seed.unstatedNotTaken.version, 'method-not-taken-reason-added')],
  },
  {
    name: 'the reason a path does not take a method reworded',
    head: (m) => {
      const statement = m.section('behaviour').methods!.notTaken!.find((s) => s.path === seed.statedNotTaken.path && s.method === seed.statedNotTaken.method)!;
      statement.description = 'Reworded by the test.';
    },
    expected: [safe(seed.statedNotTaken.version, 'method-not-taken-reason-changed')],
  },
  // ── The version as a whole ──
  {
    name: 'the tenant header renamed (the brand changes)',
    head: (m) => {
      m.section('conventions').brand = 'renamed';
    },
    expected: inEach(seed.ids, (v) => breaking(v, 'tenant-header-changed')),
  },
  {
    name: 'the API key header renamed',
    head: (m) => {
      const auth = m.version(K).auth;
      if (auth.kind === 'apiKey') auth.header = 'X-Renamed-Key';
    },
    expected: [breaking(K, 'auth-changed')],
  },
  {
    name: 'a regional address removed',
    head: (m) => {
      delete m.section('conventions').servers[seed.regional];
    },
    expected: inEach(seed.ids, (v) => breaking(v, 'server-removed')),
  },
  {
    name: "a regional address's URL changed",
    head: (m) => {
      const server = m.section('conventions').servers[seed.regional]!;
      server.url = server.url.replace('https://', 'https://api.');
    },
    expected: inEach(seed.ids, (v) => breaking(v, 'server-url-changed')),
  },
  {
    name: 'a scope added',
    head: (m) => {
      m.section('scopes').read.added_for_test = {};
    },
    expected: [safe(O, 'scope-added')],
  },
  {
    name: 'a wire rendering changed (money in the OAuth version as a decimal string)',
    head: (m) => {
      m.version(O).wire!.money = { type: 'string', pattern: '^-?[0-9]+\\.[0-9]{2}$', description: 'Changed by the test.' };
    },
    expected: [breaking(O, 'wire-rendering-changed'), ...(seed.oauthMoneyFilter ? [breaking(O, 'filter-type-changed')] : [])],
  },
  {
    name: 'an operation deprecated',
    head: (m) => {
      m.operation(seed.migratedTo).deprecated = { since: '2026-01-01', sunset: '2026-07-01' };
    },
    expected: [safe(O, 'deprecated')],
  },
  {
    name: "an operation's sunset moved",
    base: (m) => {
      m.operation(seed.migratedTo).deprecated = { since: '2026-01-01', sunset: '2026-07-01' };
    },
    head: (m) => {
      m.operation(seed.migratedTo).deprecated = { since: '2026-01-01', sunset: '2027-01-01' };
    },
    expected: [safe(O, 'deprecation-changed')],
  },
  {
    name: "an operation's deprecation withdrawn",
    base: (m) => {
      m.operation(seed.migratedTo).deprecated = { since: '2026-01-01' };
    },
    head: () => {},
    expected: [safe(O, 'deprecation-withdrawn')],
  },
  {
    name: 'a deprecated operation removed after its sunset',
    base: (m) => {
      m.operation(seed.migratedTo).deprecated = { since: '2000-01-01', sunset: '2000-06-01' };
    },
    head: (m) => removeOperation(m, seed.migratedTo),
    expected: [breaking(O, 'operation-removed')],
  },
  {
    name: 'a deprecated operation removed before its sunset',
    base: (m) => {
      m.operation(seed.migratedTo).deprecated = { since: '2000-01-01', sunset: '2999-12-31' };
    },
    head: (m) => removeOperation(m, seed.migratedTo),
    expected: [breaking(O, 'operation-removed')],
  },
  {
    name: 'a filter attribute deprecated',
    head: (m) => {
      m.operation(seed.filteredOp).filterable![seed.enumFilter]!.deprecated = { since: '2026-01-01' };
    },
    expected: [safe(O, 'deprecated')],
  },
  {
    name: 'a shared parameter deprecated',
    head: (m) => {
      m.parameter(seed.sharedParameter).deprecated = { since: '2026-01-01' };
    },
    expected: [safe(K, 'deprecated')],
  },
  {
    name: 'a response field deprecated',
    head: (m) => {
      m.resource(seed.shown).fields[seed.stringField]!.deprecated = { since: '2026-01-01' };
    },
    expected: inEach(seed.fieldVersions, (v) => safe(v, 'deprecated')),
  },
  {
    name: 'an enum value deprecated (responses, a parameter and a filter accept it)',
    head: (m) => {
      const declaration = acceptedEnum(m);
      declaration.deprecatedValues = { [declaration.values.at(-1)!]: { since: '2026-01-01' } };
    },
    expected: inEachPlace({ response: 'deprecated', parameter: 'deprecated', filter: 'deprecated' }, safe),
  },
  {
    name: 'a version added',
    head: (m) => {
      const copy = structuredClone(m.version(K));
      copy.root = '/api/v99';
      m.versions().added_for_test = copy;
      m.release('added_for_test', '1.0.0');
    },
    expected: [safe('added_for_test', 'version-added')],
  },
  {
    name: 'a version removed',
    base: (m) => {
      const copy = structuredClone(m.version(K));
      copy.root = '/api/v99';
      m.versions().added_for_test = copy;
      m.release('added_for_test', '1.0.0');
    },
    head: () => {},
    expected: [breaking('added_for_test', 'version-removed')],
  },
];

function analysed(texts: SpecText[]): AnalysedModel {
  const result = analyseLoaded(loadSpecTexts(texts));
  if (!result.ok) throw new Error(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n'));
  return result;
}

/** The change report of a case, through the pipeline in memory. */
export function reportOf(c: DiffCase): DiffReport {
  return compareModels('base', analysed(modelTexts(c.base)), analysed(modelTexts(c.head)));
}
