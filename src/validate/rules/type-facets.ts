import type { FieldSpec, SemanticType } from '../../model/schema.ts';
import type { Rule } from '../rule.ts';

type Facet = 'enum' | 'to' | 'of' | 'fields' | 'items' | 'values' | 'currency' | 'pick' | 'shape' | 'sortFields';

/** Which facet keys each semantic type takes; everything else is a mistake in the model. */
const ALLOWED: Partial<Record<SemanticType, readonly Facet[]>> = {
  enum: ['enum'],
  reference: ['to'],
  object: ['of', 'fields', 'pick', 'shape'],
  array: ['items'],
  map: ['values'],
  money: ['currency'],
  sort: ['sortFields'],
};
const REQUIRED: Partial<Record<SemanticType, readonly Facet[]>> = {
  enum: ['enum'],
  reference: ['to'],
  array: ['items'],
  map: ['values'],
};
const FACETS: readonly Facet[] = ['enum', 'to', 'of', 'fields', 'items', 'values', 'currency', 'pick', 'shape', 'sortFields'];

function problems(spec: FieldSpec): string[] {
  const allowed = ALLOWED[spec.type] ?? [];
  const out = FACETS.filter((f) => spec[f] !== undefined && !allowed.includes(f)).map(
    (f) => `type \`${spec.type}\` does not take \`${f}\``,
  );
  for (const f of REQUIRED[spec.type] ?? []) if (spec[f] === undefined) out.push(`type \`${spec.type}\` needs \`${f}\``);
  if (spec.type === 'object' && (spec.of === undefined) === (spec.fields === undefined)) {
    out.push('type `object` needs exactly one of `of` (a named object) or `fields` (an inline object)');
  }
  if ((spec.pick !== undefined || spec.shape !== undefined) && spec.of === undefined) {
    out.push('`pick` and `shape` only apply with `of`');
  }
  return out;
}

/** Each semantic type carries exactly the keys it needs (enum → enum, array → items, …). */
export const typeFacetsMatch: Rule = ({ fields, report }) => {
  for (const { spec, path } of fields) {
    for (const detail of problems(spec)) report('type-facet-mismatch', [...path, 'type'], { detail });
  }
};

/** A money field names a sibling currency field (amounts are paired with their currency). */
export const moneyHasCurrency: Rule = ({ fields, report }) => {
  for (const { spec, path, siblings } of fields) {
    if (spec.type !== 'money' || spec.currency === undefined) continue;
    const partner = siblings?.[spec.currency];
    if (!partner || partner.type !== 'currency') {
      report('type-facet-mismatch', [...path, 'currency'], {
        detail: `money field's currency \`${spec.currency}\` is not a sibling field of type currency`,
      });
    }
  }
};

/**
 * `filter` renders from the operation's filterable attributes, so it is only meaningful as a
 * query parameter (or the items of one, as in `or[]` groups). Anywhere else it would render as an
 * empty object, and as a filterable attribute's own schema it would render itself without end.
 */
export const filterOnlyInQuery: Rule = ({ fields, report }) => {
  for (const { spec, path } of fields) {
    if (spec.type === 'filter' && !isQueryParameterSchema(path)) report('filter-outside-query', [...path, 'type']);
  }
};

/** `parameters.<name>.schema` or `operations.<id>.query.<i>.schema`, then any run of `items`. */
function isQueryParameterSchema(path: readonly (string | number)[]): boolean {
  let end = path.length;
  while (end > 0 && path[end - 1] === 'items') end--;
  const head = path.slice(0, end);
  if (head[head.length - 1] !== 'schema') return false;
  return (head.length === 3 && head[0] === 'parameters') || (head.length === 5 && head[0] === 'operations' && head[2] === 'query');
}
