/** A format warning (src/views/format-warnings.ts) in Markdown. */
import { FORM_DECODED, type FormatWarning } from '../../views/format-warnings.ts';
import { code } from '../shared/markdown.ts';

/** A warning as a Markdown paragraph: what to look for, then the format's description. */
export function warningText(warning: FormatWarning): string {
  return `**The literal ${code(FORM_DECODED)} in ${code(warning.shape)}:** ${warning.description}`;
}

/** The short form beside a value of the format, pointing to the overview's table of formats (`formatsHref`). */
export function warningPointer(formatsHref: string): string {
  return `**The ${code(FORM_DECODED)} is literal:** see [Formats](${formatsHref}).`;
}
