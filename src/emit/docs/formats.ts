/**
 * The formats a page must warn about: those whose shape holds a literal `+`, which form decoding
 * (`application/x-www-form-urlencoded`, the rule most query-string parsers follow) turns into a
 * space. The warning's words are the format's own description in the model.
 */
import type { ResolvedModel } from '../../resolve/resolve.ts';
import { code } from './markdown.ts';

/** The one character form decoding changes that a format's shape can hold literally. */
const FORM_DECODED = '+';

export interface FormatWarning {
  name: string;
  shape: string;
  description: string;
}

/** A warning as a Markdown paragraph: what to look for, then the format's description. */
export function warningText(warning: FormatWarning): string {
  return `**The literal ${code(FORM_DECODED)} in ${code(warning.shape)}:** ${warning.description}`;
}

/** The short form beside a value of the format, pointing to the overview's table of formats (`formatsHref`). */
export function warningPointer(formatsHref: string): string {
  return `**The ${code(FORM_DECODED)} is literal:** see [Formats](${formatsHref}).`;
}

/** The warnings for the formats among `used` (semantic type names). */
export function formDecodingWarnings(resolved: ResolvedModel, used: ReadonlySet<string>): FormatWarning[] {
  return Object.entries(resolved.conventions.formats)
    .filter(([name, format]) => used.has(name) && format.shape.includes(FORM_DECODED))
    .map(([name, format]) => ({ name, shape: format.shape, description: format.description }));
}
