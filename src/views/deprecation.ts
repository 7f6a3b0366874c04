/**
 * The deprecation fact of a view element (operation, parameter, field, filter attribute, enum
 * value): the model's `deprecated` statement, carried on the view so emitters never read the
 * model, and the one sentence every artefact uses to say it.
 */
import type { DeprecationSpecT } from '../model/schema.ts';

export type Deprecation = Readonly<DeprecationSpecT>;

/** `{ deprecation }` to spread into a view element, or nothing when the element is not deprecated. */
export function deprecationOf(node: { deprecated?: DeprecationSpecT | undefined }): { deprecation?: Deprecation } {
  return node.deprecated ? { deprecation: { ...node.deprecated } } : {};
}

/** `since 2026-01-01 (sunset 2026-07-01). Use \`other\` instead. <note>`: what follows the word "Deprecated". */
export function deprecationDetails(deprecation: Deprecation): string {
  const { since, sunset, replacement, note } = deprecation;
  return [
    `since ${since}${sunset !== undefined ? ` (sunset ${sunset})` : ''}.`,
    replacement !== undefined ? `Use \`${replacement}\` instead.` : undefined,
    note,
  ]
    .filter((part): part is string => part !== undefined)
    .join(' ');
}

/** `Deprecated since 2026-01-01 (sunset 2026-07-01). Use \`other\` instead. <note>` */
export function deprecationSentence(deprecation: Deprecation): string {
  return `Deprecated ${deprecationDetails(deprecation)}`;
}
