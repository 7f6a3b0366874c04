/** JSDoc comments from model descriptions, with provenance said in words. */
import { provenanceText, type Provenance } from '../../model/provenance.ts';
import { deprecationDetails, deprecationSentence, type Deprecation } from '../../views/deprecation.ts';
import type { WireType } from '../../views/wire-type.ts';

const LABEL = { inferred: 'Inferred', unspecified: 'Not shown in the specification', observed: 'Observed, to be confirmed by the API owners' } as const;

function docLines(description: string | undefined, provenance?: Provenance, extra: readonly string[] = []): string[] {
  const lines: string[] = [];
  if (description) lines.push(...description.split('\n'));
  if (provenance && provenance.status !== 'stated') lines.push(`${LABEL[provenance.status]}: ${provenanceText(provenance)}`);
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

/**
 * Doc lines of a deprecation: notes on the deprecated values of an enum, then the `@deprecated`
 * tag (last, as a block tag must be) that editors show as a strike-through.
 */
export function deprecationLines(deprecation: Deprecation | undefined, type?: WireType): string[] {
  const values = type?.kind === 'scalar' ? Object.entries(type.deprecatedValues ?? {}) : [];
  return [
    ...values.map(([value, d]) => `Value \`${value}\`: ${deprecationSentence(d)}`),
    ...(deprecation ? [`@deprecated ${deprecationDetails(deprecation)}`] : []),
  ];
}
