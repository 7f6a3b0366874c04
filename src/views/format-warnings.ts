/**
 * The formats a version must warn about: those whose shape holds a literal `+`, which form
 * decoding (`application/x-www-form-urlencoded`, the rule most query-string parsers follow) turns
 * into a space. The warning's words are the format's own description in the model; the published
 * document and the docs both say it.
 */
import type { ResolvedConventions } from '../resolve/resolve.ts';

/** The one character form decoding changes that a format's shape can hold literally. */
export const FORM_DECODED = '+';

export interface FormatWarning {
  name: string;
  shape: string;
  description: string;
}

/** The warnings for the formats among `used` (semantic type names). */
export function formDecodingWarnings(formats: ResolvedConventions['formats'], used: ReadonlySet<string>): FormatWarning[] {
  return Object.entries(formats)
    .filter(([name, format]) => used.has(name) && format.shape.includes(FORM_DECODED))
    .map(([name, format]) => ({ name, shape: format.shape, description: format.description }));
}
