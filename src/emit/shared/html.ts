/** Text placed inside HTML pages: the docs' references and the sandbox's interactive pages. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML element content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const SCRIPT_ESCAPES = [
  ['<', '\\u003c'],
  ['\u2028', '\\u2028'],
  ['\u2029', '\\u2029'],
] as const;

/**
 * JSON as a JavaScript literal inside a `<script>` element: `<` escaped, so no value can close the
 * element, and the two line separators, which end a line in older JavaScript parsers.
 */
export function scriptJson(value: unknown): string {
  // A reference embeds its whole document, tens of megabytes for a large model: plain string
  // searches, no pattern and no call per character replaced, and no copy where none is found.
  let json = JSON.stringify(value);
  for (const [character, escaped] of SCRIPT_ESCAPES) if (json.includes(character)) json = json.replaceAll(character, escaped);
  return json;
}
