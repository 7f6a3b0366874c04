import { ALLOWED_FACETS, FACETS, FACETS_NEEDING_OF, REQUIRED_FACETS } from '../../model/facets.ts';
import type { Rule } from '../rule.ts';

/** Each semantic type carries only the facet keys it takes (src/model/facets.ts). */
export const typeFacetsMatch: Rule = ({ fields, report }) => {
  for (const { spec, path } of fields) {
    const allowed = ALLOWED_FACETS[spec.type] ?? [];
    for (const facet of FACETS) {
      if (spec[facet] !== undefined && !allowed.includes(facet)) report('type-facet-mismatch', [...path, 'type'], { type: spec.type, facet });
    }
  }
};

/** Each semantic type carries the facet keys it cannot do without (enum → enum, array → items, …). */
export const typeFacetsPresent: Rule = ({ fields, report }) => {
  for (const { spec, path } of fields) {
    for (const facet of REQUIRED_FACETS[spec.type] ?? []) {
      if (spec[facet] === undefined) report('missing-type-facet', [...path, 'type'], { type: spec.type, facet });
    }
  }
};

/** An object is either a named one (`of`) or an inline one (`fields`): never both, never neither. */
export const objectsDefined: Rule = ({ fields, report }) => {
  for (const { spec, path } of fields) {
    if (spec.type !== 'object' || (spec.of === undefined) !== (spec.fields === undefined)) continue;
    report('object-definition', [...path, 'type'], { found: spec.of === undefined ? 'neither' : 'both' });
  }
};

/** `pick` and `shape` select from the object `of` names, so they need it. */
export const selectionsHaveOf: Rule = ({ fields, report }) => {
  for (const { spec, path } of fields) {
    if (spec.of !== undefined) continue;
    for (const facet of FACETS_NEEDING_OF) if (spec[facet] !== undefined) report('facet-without-of', [...path, facet], { facet });
  }
};

/** A money field names a sibling currency field (amounts are paired with their currency). */
export const moneyHasCurrency: Rule = ({ fields, report }) => {
  for (const { spec, path, siblings } of fields) {
    if (spec.type !== 'money' || spec.currency === undefined) continue;
    const partner = siblings?.[spec.currency];
    if (!partner || partner.type !== 'currency') report('money-currency-mismatch', [...path, 'currency'], { currency: spec.currency });
  }
};

/**
 * `filter` renders from the operation's filterable attributes, so it is only meaningful as a
 * query parameter (or the items of one, as in `or[]` groups). Anywhere else it would render as an
 * empty object, and as a filterable attribute's own schema it would render itself without end.
 */
export const filterOnlyInQuery: Rule = ({ fields, report }) => {
  for (const { spec, path } of fields) {
    if (spec.type === 'filter' && !isQueryParameterSchema(path)) report('filter-outside-query', [...path, 'type'], {});
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
