import { paramMessage } from '../../diagnostics/message.ts';
import { ALLOWED_FACETS, describeFacetTable, FACETS, FACETS_NEEDING_OF, REQUIRED_FACETS } from '../../model/facets.ts';
import { defineRule } from '../rule.ts';

/** Each semantic type carries only the facet keys it takes (src/model/facets.ts). */
export const typeFacetsMatch = defineRule({
  name: 'typeFacetsMatch',
  codes: {
    'type-facet-mismatch': {
      severity: 'error',
      message: paramMessage`Type \`${'type'}\` does not take \`${'facet'}\`.`,
      hint: `Each semantic type takes only its own keys (${describeFacetTable(ALLOWED_FACETS)}); other types take none.`,
    },
  },
  check({ fields, report }) {
    for (const { spec, path } of fields) {
      const allowed = ALLOWED_FACETS[spec.type] ?? [];
      for (const facet of FACETS) {
        if (spec[facet] !== undefined && !allowed.includes(facet)) report('type-facet-mismatch', [...path, 'type'], { type: spec.type, facet });
      }
    }
  },
});

/** Each semantic type carries the facet keys it cannot do without (enum → enum, array → items, …). */
export const typeFacetsPresent = defineRule({
  name: 'typeFacetsPresent',
  codes: {
    'missing-type-facet': {
      severity: 'error',
      message: paramMessage`Type \`${'type'}\` needs \`${'facet'}\`.`,
      hint: `These types need their key: ${describeFacetTable(REQUIRED_FACETS)}.`,
    },
  },
  check({ fields, report }) {
    for (const { spec, path } of fields) {
      for (const facet of REQUIRED_FACETS[spec.type] ?? []) {
        if (spec[facet] === undefined) report('missing-type-facet', [...path, 'type'], { type: spec.type, facet });
      }
    }
  },
});

/** An object is either a named one (`of`) or an inline one (`fields`): never both, never neither. */
export const objectsDefined = defineRule({
  name: 'objectsDefined',
  codes: {
    'object-definition': {
      severity: 'error',
      message: paramMessage`Type \`object\` needs exactly one of \`of\` (a named object) or \`fields\` (an inline object); this one has ${'found'}.`,
      hint: 'Refer to a declared object with `of`, or list the fields inline with `fields`.',
    },
  },
  check({ fields, report }) {
    for (const { spec, path } of fields) {
      if (spec.type !== 'object' || (spec.of === undefined) !== (spec.fields === undefined)) continue;
      report('object-definition', [...path, 'type'], { found: spec.of === undefined ? 'neither' : 'both' });
    }
  },
});

/** `pick` and `shape` select from the object `of` names, so they need it. */
export const selectionsHaveOf = defineRule({
  name: 'selectionsHaveOf',
  codes: {
    'facet-without-of': {
      severity: 'error',
      message: paramMessage`\`${'facet'}\` applies only to a named object (\`of\`).`,
      hint: `${FACETS_NEEDING_OF.map((facet) => `\`${facet}\``).join(' and ')} select from the object \`of\` names: add \`of\`, or remove the key.`,
    },
  },
  check({ fields, report }) {
    for (const { spec, path } of fields) {
      if (spec.of !== undefined) continue;
      for (const facet of FACETS_NEEDING_OF) if (spec[facet] !== undefined) report('facet-without-of', [...path, facet], { facet });
    }
  },
});

/** A money field names a sibling currency field (amounts are paired with their currency). */
export const moneyHasCurrency = defineRule({
  name: 'moneyHasCurrency',
  codes: {
    'money-currency-mismatch': {
      severity: 'error',
      message: paramMessage`The currency \`${'currency'}\` of this money field is not a sibling field of type \`currency\`.`,
      hint: '`currency` names the field beside the amount that holds its currency code (type `currency`).',
    },
  },
  check({ fields, report }) {
    for (const { spec, path, siblings } of fields) {
      if (spec.type !== 'money' || spec.currency === undefined) continue;
      const partner = siblings?.[spec.currency];
      if (!partner || partner.type !== 'currency') report('money-currency-mismatch', [...path, 'currency'], { currency: spec.currency });
    }
  },
});

/**
 * `filter` renders from the operation's filterable attributes, so it is only meaningful as a
 * query parameter (or the items of one, as in `or[]` groups). Anywhere else it would render as an
 * empty object, and as a filterable attribute's own schema it would render itself without end.
 */
export const filterOnlyInQuery = defineRule({
  name: 'filterOnlyInQuery',
  codes: {
    'filter-outside-query': {
      severity: 'error',
      message: 'Type `filter` describes the `filter[<attribute>][<operator>]` query parameter; it cannot be used here.',
      hint: "Use `filter` only as a query parameter's schema (or the items of one); a filterable attribute, field or payload takes the type of the value it compares.",
    },
  },
  check({ fields, report }) {
    for (const { spec, path } of fields) {
      if (spec.type === 'filter' && !isQueryParameterSchema(path)) report('filter-outside-query', [...path, 'type'], {});
    }
  },
});

/** `parameters.<name>.schema` or `operations.<id>.query.<i>.schema`, then any run of `items`. */
function isQueryParameterSchema(path: readonly (string | number)[]): boolean {
  let end = path.length;
  while (end > 0 && path[end - 1] === 'items') end--;
  const head = path.slice(0, end);
  if (head[head.length - 1] !== 'schema') return false;
  return (head.length === 3 && head[0] === 'parameters') || (head.length === 5 && head[0] === 'operations' && head[2] === 'query');
}
