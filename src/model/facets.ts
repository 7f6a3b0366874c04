/**
 * Which facet keys each semantic type takes and needs: read by the `type-facets` rules and by
 * the hints of their diagnostics, so what a hint says is what the rule checks.
 */
import type { SemanticType } from './schema.ts';

export type Facet = 'enum' | 'to' | 'of' | 'fields' | 'items' | 'values' | 'currency' | 'pick' | 'shape' | 'sortFields' | 'minimum';

export const FACETS: readonly Facet[] = ['enum', 'to', 'of', 'fields', 'items', 'values', 'currency', 'pick', 'shape', 'sortFields', 'minimum'];

/** The facets a type may carry; a type not listed takes none. */
export const ALLOWED_FACETS: Readonly<Partial<Record<SemanticType, readonly Facet[]>>> = {
  enum: ['enum'],
  reference: ['to'],
  object: ['of', 'fields', 'pick', 'shape'],
  array: ['items'],
  map: ['values'],
  money: ['currency'],
  sort: ['sortFields'],
  integer: ['minimum'],
};

/** The facets a type cannot do without (`object` needs one of `of` and `fields`, checked apart). */
export const REQUIRED_FACETS: Readonly<Partial<Record<SemanticType, readonly Facet[]>>> = {
  enum: ['enum'],
  reference: ['to'],
  array: ['items'],
  map: ['values'],
};

/** `pick` and `shape` select from a named object, so they apply only beside `of`. */
export const FACETS_NEEDING_OF: readonly Facet[] = ['pick', 'shape'];

/** `enum → enum; reference → to; …` for hints. */
export function describeFacetTable(table: Readonly<Partial<Record<SemanticType, readonly Facet[]>>>): string {
  return Object.entries(table)
    .map(([type, facets]) => `${type} → ${facets.join(', ')}`)
    .join('; ');
}
