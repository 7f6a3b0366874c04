/** Text placed inside HTML pages: the docs' references and the sandbox's interactive pages. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML element content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON as a JavaScript literal inside a `<script>` element: `<` escaped, so no value can close the
 * element, and the two line separators, which end a line in older JavaScript parsers.
 */
export function scriptJson(value: unknown): string {
  // One pass: a reference embeds its whole document, tens of megabytes for a large model.
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
