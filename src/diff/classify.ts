/**
 * Which kind each difference between two versions' facts is: a fact only in the base is a
 * removal, only in the head an addition, in both with a different value a change of that value.
 * One table per fact category; CHANGE_KINDS (model/change-kinds.ts) says what each kind breaks and asks for.
 */
import type { ChangeKind } from '../model/change-kinds.ts';
import type { Fact, FactCategory, Place } from './surface.ts';

type ValueRule = (before: string, after: string, fact: Fact) => ChangeKind;

interface CategoryRules {
  removed: (fact: Fact) => ChangeKind;
  added: (fact: Fact) => ChangeKind;
  /** By compared value; a value without a rule here is not partner-visible on its own. */
  changed: Partial<Record<string, ValueRule>>;
}

const always =
  (kind: ChangeKind): ValueRule =>
  () =>
    kind;
/** A `required` flag: becoming required is one kind, becoming optional another. */
const requiredRule =
  (madeRequired: ChangeKind, madeOptional: ChangeKind): ValueRule =>
  (_before, after) =>
    after === 'true' ? madeRequired : madeOptional;
const ifRequired = (required: ChangeKind, optional: ChangeKind) => (fact: Fact) => (fact.values.required === 'true' ? required : optional);

/** A `deprecated` statement: made, changed (dates, replacement) or withdrawn. */
const deprecationRule: ValueRule = (before, after) => (after === '' ? 'deprecation-withdrawn' : before === '' ? 'deprecated' : 'deprecation-changed');

/**
 * A `minimum`: raised narrows what is accepted (breaking where a partner sends the value) or
 * widens what is guaranteed (where a partner reads it); lowered or dropped, the reverse.
 */
const minimumRule: ValueRule = (before, after, fact) => {
  const raised = after !== '' && (before === '' || Number(after) > Number(before));
  if (fact.place === 'response') return raised ? 'response-minimum-raised' : 'response-minimum-lowered';
  return raised ? 'request-minimum-raised' : 'request-minimum-lowered';
};

/**
 * A transition's accepted statuses (`draft, pending`; empty where not shown: any status, as far as
 * partners are told): narrowed where a status accepted before is not now, else widened.
 */
const acceptedFromRule: ValueRule = (before, after) => {
  const now = new Set(after.split(', '));
  const narrowed = after !== '' && (before === '' || before.split(', ').some((state) => !now.has(state)));
  return narrowed ? 'transition-from-narrowed' : 'transition-from-widened';
};

/** A transition's target: stated where it was not shown is an addition; any other change breaks the promise. */
const targetRule: ValueRule = (before) => (before === '' ? 'transition-target-stated' : 'transition-target-changed');

/** What is said of a value beside its wire type: its bound, and the wording (its description, semantic type and the model's example of it). */
const DESCRIBED = {
  minimum: minimumRule,
  description: always('description-changed'),
  example: always('example-changed'),
  semantic: always('semantic-type-changed'),
  deprecated: deprecationRule,
};

const ENUM_VALUE_KINDS: Record<Place, { removed: ChangeKind; added: ChangeKind }> = {
  parameter: { removed: 'parameter-enum-value-removed', added: 'parameter-enum-value-added' },
  filter: { removed: 'filter-enum-value-removed', added: 'filter-enum-value-added' },
  request: { removed: 'request-enum-value-removed', added: 'request-enum-value-added' },
  response: { removed: 'response-enum-value-removed', added: 'response-enum-value-added' },
};

export const CATEGORY_RULES: Record<FactCategory, CategoryRules> = {
  version: {
    removed: () => 'version-removed',
    added: () => 'version-added',
    changed: { root: always('version-root-changed'), description: always('description-changed') },
  },
  server: {
    removed: () => 'server-removed',
    added: () => 'server-added',
    changed: { url: always('server-url-changed'), tenantHeader: always('tenant-header-changed') },
  },
  auth: { removed: () => 'auth-changed', added: () => 'auth-changed', changed: { auth: always('auth-changed') } },
  tenantHeader: { removed: () => 'tenant-header-changed', added: () => 'tenant-header-changed', changed: { name: always('tenant-header-changed') } },
  wireRule: { removed: () => 'wire-rendering-changed', added: () => 'wire-rendering-changed', changed: { wire: always('wire-rendering-changed') } },
  scope: { removed: () => 'scope-removed', added: () => 'scope-added', changed: { description: always('description-changed') } },
  operation: {
    removed: () => 'operation-removed',
    added: () => 'operation-added',
    changed: {
      method: always('operation-method-changed'),
      path: always('operation-path-changed'),
      scope: always('operation-scope-changed'),
      authenticated: always('operation-auth-changed'),
      description: always('description-changed'),
      deprecated: deprecationRule,
    },
  },
  parameter: {
    removed: () => 'parameter-removed',
    added: ifRequired('parameter-added-required', 'parameter-added'),
    changed: {
      required: requiredRule('parameter-made-required', 'parameter-made-optional'),
      wire: always('parameter-type-changed'),
      ...DESCRIBED,
    },
  },
  filter: {
    removed: () => 'filter-attribute-removed',
    added: () => 'filter-attribute-added',
    changed: { wire: always('filter-type-changed'), ...DESCRIBED },
  },
  filterOperator: { removed: () => 'filter-operator-removed', added: () => 'filter-operator-added', changed: {} },
  requestBody: {
    removed: () => 'request-body-removed',
    added: ifRequired('request-body-added-required', 'request-body-added'),
    changed: { required: requiredRule('request-body-made-required', 'request-body-made-optional'), mediaType: always('request-media-type-changed') },
  },
  requestField: {
    removed: () => 'request-field-removed',
    added: ifRequired('request-field-added-required', 'request-field-added'),
    changed: {
      required: requiredRule('request-field-made-required', 'request-field-made-optional'),
      wire: always('request-field-type-changed'),
      ...DESCRIBED,
    },
  },
  response: {
    removed: (fact) => (fact.values.error === 'true' ? 'error-response-removed' : 'response-removed'),
    added: () => 'response-added',
    changed: { mediaType: always('response-media-type-changed'), body: always('response-body-type-changed') },
  },
  schema: {
    removed: () => 'schema-removed',
    added: () => 'schema-added',
    changed: { wire: always('response-field-type-changed'), ...DESCRIBED },
  },
  responseField: {
    removed: () => 'response-field-removed',
    added: () => 'response-field-added',
    changed: {
      required: requiredRule('response-field-made-required', 'response-field-made-optional'),
      wire: always('response-field-type-changed'),
      ...DESCRIBED,
    },
  },
  errorCode: { removed: () => 'error-code-removed', added: () => 'error-code-added', changed: {} },
  responseHeader: {
    removed: () => 'response-header-removed',
    added: () => 'response-header-added',
    changed: { wire: always('response-header-type-changed'), ...DESCRIBED },
  },
  transition: {
    // A transition that stated where it leads takes that promise with it.
    removed: (fact) => (fact.values.to === '' ? 'transition-removed' : 'transition-removed-with-target'),
    added: () => 'transition-added',
    changed: {
      machine: always('transition-state-machine-changed'),
      from: acceptedFromRule,
      to: targetRule,
      wrongState: always('transition-wrong-state-changed'),
    },
  },
  precondition: {
    removed: () => 'precondition-removed',
    added: () => 'precondition-added',
    changed: { answer: always('precondition-error-changed'), description: always('description-changed') },
  },
  defaultOrder: { removed: () => 'default-order-changed', added: () => 'default-order-stated', changed: { value: always('default-order-changed') } },
  methodsAnswer: {
    removed: () => 'method-not-allowed-answer-removed',
    added: () => 'method-not-allowed-answer-added',
    changed: { value: always('method-not-allowed-answer-changed') },
  },
  methodNotTaken: {
    removed: () => 'method-not-taken-reason-removed',
    added: () => 'method-not-taken-reason-added',
    changed: { description: always('method-not-taken-reason-changed') },
  },
  enumValue: {
    removed: (fact) => ENUM_VALUE_KINDS[fact.place!].removed,
    added: (fact) => ENUM_VALUE_KINDS[fact.place!].added,
    changed: { deprecated: deprecationRule },
  },
};
