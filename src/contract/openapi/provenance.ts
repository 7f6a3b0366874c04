import { provenanceText, type Provenance } from '../../model/provenance.ts';

const LABEL = { inferred: 'Inferred', unspecified: 'Not shown in the specification', observed: 'Observed, to be confirmed by the API owners' } as const;

/** Description text with the provenance said in words, for readers of the rendered docs. */
export function describe(description: string | undefined, provenance: Provenance): string | undefined {
  if (provenance.status === 'stated') return description;
  const note = `**${LABEL[provenance.status]}:** ${provenanceText(provenance)}`;
  return description ? `${description}\n\n${note}` : note;
}

/**
 * The same as plain text, for fields that renderers show verbatim (Redoc prints a server's
 * description and a licence or contact name as they are): no emphasis, code spans unwrapped.
 */
export function describePlainly(description: string, provenance: Provenance): string {
  const text = provenance.status === 'stated' ? description : `${description} ${LABEL[provenance.status]}: ${provenanceText(provenance)}`;
  return text.replace(/\*\*|`/g, '');
}

/** The same, machine-readable, for tools: `x-provenance` and `x-provenance-reason`. */
export function provenanceExtensions(provenance: Provenance): { 'x-provenance'?: string; 'x-provenance-reason'?: string } {
  if (provenance.status === 'stated') return {};
  return { 'x-provenance': provenance.status, 'x-provenance-reason': provenanceText(provenance) };
}

/** Description plus extensions, ready to spread into an OpenAPI object. */
export function annotate(
  description: string | undefined,
  provenance: Provenance,
): { description?: string; 'x-provenance'?: string; 'x-provenance-reason'?: string } {
  const text = describe(description, provenance);
  return { ...(text !== undefined ? { description: text } : {}), ...provenanceExtensions(provenance) };
}
