/**
 * Markdown text helpers for the docs contexts. Templates are compiled with `noEscape`
 * (Markdown is not HTML), so every value that lands in a table cell or inline code goes
 * through these instead.
 */
import { provenanceText, type Provenance } from '../../model/provenance.ts';
import { deprecationDetails, type Deprecation } from '../../views/deprecation.ts';
import type { WireType } from '../../views/wire-type.ts';

/** A table cell: one line, pipes escaped. */
export function cell(text: string | undefined): string {
  let line = text ?? '';
  // Most cells are one line without a pipe: no pattern runs over them.
  if (line.includes('\n')) line = line.replace(/\s*\n\s*/g, ' ');
  if (line.includes('|')) line = line.replaceAll('|', '\\|');
  return line.trim();
}

/** Inline code that survives backticks inside the value (CommonMark: a longer fence). */
export function code(text: string): string {
  if (!text.includes('`')) return `\`${text}\``;
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes. */
export function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** File name of a page: lower case words joined by dashes. */
export function slug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const PROVENANCE_LABELS = { inferred: 'Inferred', unspecified: 'Unspecified', observed: 'Observed, to be confirmed' } as const;

/** The provenance note shown beside a fact: nothing when stated. */
export function provenanceNote(provenance: Provenance): string {
  if (provenance.status === 'stated') return '';
  return `**${PROVENANCE_LABELS[provenance.status]}:** ${provenanceText(provenance)}`.trim();
}

/** `**Deprecated** since … (sunset …). Use … instead.` for a deprecated element, nothing otherwise. */
export function deprecationNote(deprecation: Deprecation | undefined): string {
  return deprecation ? `**Deprecated** ${deprecationDetails(deprecation)}` : '';
}

/** Notes of the deprecated values of an enum (`Value \`x\`: **Deprecated** since …). */
export function deprecatedValuesNote(type: WireType): string {
  // A parameter's values may sit inside it: `sort[<attribute>]=<direction>` is a map of an enum.
  if (type.kind === 'map') return deprecatedValuesNote(type.values);
  if (type.kind === 'array') return deprecatedValuesNote(type.items);
  const values = type.kind === 'scalar' ? Object.entries(type.deprecatedValues ?? {}) : [];
  return values.map(([value, d]) => `Value ${code(value)}: ${deprecationNote(d)}`).join(' ');
}

/** Joins the non-empty parts of a note with a space. */
export function note(...parts: (string | undefined)[]): string {
  let text = '';
  for (const part of parts) if (part !== undefined && part.trim().length > 0) text = text === '' ? part : `${text} ${part}`;
  return text;
}
