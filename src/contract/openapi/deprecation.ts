/**
 * Deprecation in OpenAPI: the standard `deprecated: true` (operations, parameters, schemas),
 * the dates and replacement in `x-deprecation` for tools, and the same in the description for
 * readers. OpenAPI cannot deprecate one enum value, so those are listed in
 * `x-deprecated-enum-values` and in the description.
 */
import { deprecationSentence, type Deprecation } from '../../views/deprecation.ts';
import type { WireType } from '../../views/wire-type.ts';

/** `deprecated: true` and `x-deprecation`, to spread into an operation, parameter or schema. */
export function deprecationMarks(deprecation: Deprecation | undefined): { deprecated?: true; 'x-deprecation'?: Deprecation } {
  return deprecation ? { deprecated: true, 'x-deprecation': deprecation } : {};
}

/** The element's description followed by its deprecation sentence and those of its deprecated enum values. */
export function describeDeprecation(description: string | undefined, deprecation: Deprecation | undefined, type?: WireType): string | undefined {
  const values = type?.kind === 'scalar' ? Object.entries(type.deprecatedValues ?? {}) : [];
  const parts = [
    description,
    deprecation ? deprecationSentence(deprecation) : undefined,
    ...values.map(([value, d]) => `Value \`${value}\`: ${deprecationSentence(d)}`),
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

/** `x-deprecated-enum-values` for a scalar with deprecated enum values. */
export function deprecatedValueMarks(type: WireType): { 'x-deprecated-enum-values'?: Readonly<Record<string, Deprecation>> } {
  return type.kind === 'scalar' && type.deprecatedValues ? { 'x-deprecated-enum-values': type.deprecatedValues } : {};
}
