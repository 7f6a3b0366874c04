/** JSDoc comments from model descriptions, with provenance said in words. */
import type { Provenance } from '../resolve/provenance.ts';

const LABEL = { inferred: 'Inferred', unspecified: 'Not shown in the specification' } as const;

function docLines(description: string | undefined, provenance?: Provenance, extra: readonly string[] = []): string[] {
  const lines: string[] = [];
  if (description) lines.push(...description.split('\n'));
  if (provenance && provenance.status !== 'stated') lines.push(`${LABEL[provenance.status]}: ${provenance.reason}`);
  lines.push(...extra);
  return lines.map((l) => l.replace(/\*\//g, '*\\/'));
}

/** A `/** … *\/` block indented by `indent`, or nothing when there is nothing to say. */
export function docComment(description: string | undefined, provenance?: Provenance, indent = '', extra: readonly string[] = []): string {
  const lines = docLines(description, provenance, extra);
  if (lines.length === 0) return '';
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} *${l ? ` ${l}` : ''}`).join('\n')}\n${indent} */\n`;
}
